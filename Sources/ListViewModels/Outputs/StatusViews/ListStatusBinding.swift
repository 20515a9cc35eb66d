// SPDX-License-Identifier: MIT

public import ReactiveCore

/// A status view (a refresh control, a load-more footer, a cover) bound to a view model: it is
/// given each state to render, and ``activate()`` turns the user's pull or tap into the view
/// model's input.
///
/// Made by ``ItemsViewModel/bindRefreshHeader(texts:pull:render:)``,
/// ``ItemsViewModel/bindFooter(texts:render:)`` and ``ItemsViewModel/bindCover(texts:render:)``;
/// ReactiveListUIKit's `bindRefreshControl(to:)`, `bindLoadMoreFooter(to:)` and `bindCover(to:)`
/// are these plus the UIKit views. The view model is held weakly.
///
/// ```swift
/// let footer = viewModel.bindFooter { footer in line.text = footer.text }
/// footer.disposed(by: bag)
/// footer.activate()  // a tap: loadMore() when idle, retry() after a failure
/// ```
public final class ListStatusBinding: Disposable {
  private let subscription: any Disposable
  private let onActivate: @MainActor @Sendable () -> Void

  init(subscription: any Disposable, onActivate: @escaping @MainActor @Sendable () -> Void) {
    self.subscription = subscription
    self.onActivate = onActivate
  }

  /// Tells the binding the user pulled the control or tapped the view: sends the input the
  /// current state calls for (see ``ListFooter/tapInput`` and ``ListCover/tapInput``).
  @MainActor
  public func activate() {
    onActivate()
  }

  /// Stops rendering; ``activate()`` does nothing afterwards.
  public func dispose() {
    subscription.dispose()
  }
}

extension ItemsViewModel {
  /// The refresh control's state: whether it spins (see ``ListRefreshHeader``).
  ///
  /// - Parameter texts: The status views' texts.
  /// - Returns: A Driver of header states, without repeats.
  public func refreshHeader(texts: ListStatusTexts = ListStatusTexts()) -> Driver<ListRefreshHeader> {
    statusDriver { ListRefreshHeader(status: $0.refreshStatus, pageState: $0.pageState, texts: texts) }
  }

  /// The load-more footer's state (see ``ListFooter``).
  ///
  /// - Parameter texts: The status views' texts.
  /// - Returns: A Driver of footer states, without repeats.
  public func footer(texts: ListStatusTexts = ListStatusTexts()) -> Driver<ListFooter> {
    statusDriver { ListFooter(status: $0.refreshStatus.footer, texts: texts) }
  }

  /// The cover's state (see ``ListCover``).
  ///
  /// - Parameter texts: The status views' texts.
  /// - Returns: A Driver of cover states, without repeats.
  public func cover(texts: ListStatusTexts = ListStatusTexts()) -> Driver<ListCover> {
    statusDriver { ListCover(pageState: $0.pageState, texts: texts) }
  }

  /// Binds a pull-to-refresh control: `render` gets each ``ListRefreshHeader``; a pull
  /// (``ListStatusBinding/activate()``) sends `pull`.
  ///
  /// The control spins as soon as the user pulls; when the load ends the header stops spinning.
  /// When the pull starts nothing the control should spin for (the view model is gone, or the
  /// first page loads under the cover), `render` gets the idle header at once, so the control
  /// never spins forever.
  ///
  /// - Parameters:
  ///   - texts: The status views' texts.
  ///   - pull: What a pull asks for: ``ListInput/refresh`` (default) or ``ListInput/prepend``.
  ///   - render: Shows a header state (`beginRefreshing()` / `endRefreshing()`), on the main actor.
  /// - Returns: The binding; dispose it to stop.
  public func bindRefreshHeader(
    texts: ListStatusTexts = ListStatusTexts(),
    pull: ListInput = .refresh,
    render: @escaping @MainActor @Sendable (ListRefreshHeader) -> Void
  ) -> ListStatusBinding {
    let subscription = CompositeDisposable(refreshHeader(texts: texts).drive(onNext: render))
    return ListStatusBinding(subscription: subscription) { [weak self] in
      guard !subscription.isDisposed else { return }
      self?.perform(pull)
      let status = self?.state.refreshStatus ?? RefreshStatus(header: .idle, footer: .hidden)
      let header = ListRefreshHeader(status: status, pageState: self?.state.pageState ?? .content, texts: texts)
      if !header.isRefreshing { render(header) }
    }
  }

  /// Binds a load-more footer: `render` gets each ``ListFooter``; a tap
  /// (``ListStatusBinding/activate()``) sends the footer's ``ListFooter/tapInput``: load more when
  /// idle, retry after a failure.
  ///
  /// - Parameters:
  ///   - texts: The status views' texts.
  ///   - render: Shows a footer state, on the main actor.
  /// - Returns: The binding; dispose it to stop.
  public func bindFooter(
    texts: ListStatusTexts = ListStatusTexts(),
    render: @escaping @MainActor @Sendable (ListFooter) -> Void
  ) -> ListStatusBinding {
    let subscription = CompositeDisposable(footer(texts: texts).drive(onNext: render))
    return ListStatusBinding(subscription: subscription) { [weak self] in
      guard let self, !subscription.isDisposed else { return }
      if let input = ListFooter(status: state.refreshStatus.footer, texts: texts).tapInput { perform(input) }
    }
  }

  /// Binds a full-screen cover: `render` gets each ``ListCover``; a tap
  /// (``ListStatusBinding/activate()``) sends the cover's ``ListCover/tapInput``: refresh on the
  /// empty cover, retry on the error cover.
  ///
  /// - Parameters:
  ///   - texts: The status views' texts.
  ///   - render: Shows a cover state, on the main actor.
  /// - Returns: The binding; dispose it to stop.
  public func bindCover(
    texts: ListStatusTexts = ListStatusTexts(),
    render: @escaping @MainActor @Sendable (ListCover) -> Void
  ) -> ListStatusBinding {
    let subscription = CompositeDisposable(cover(texts: texts).drive(onNext: render))
    return ListStatusBinding(subscription: subscription) { [weak self] in
      guard let self, !subscription.isDisposed else { return }
      if let input = ListCover(pageState: state.pageState, texts: texts).tapInput { perform(input) }
    }
  }

  /// A Driver of one status value of the state, without repeats, on the view model's scheduler.
  private func statusDriver<Status: Sendable & Equatable>(
    _ status: @escaping @Sendable (State) -> Status
  ) -> Driver<Status> {
    driver.scheduler.driver(driver.stateRelay.asObservable().map(status).distinctUntilChanged())
  }
}
