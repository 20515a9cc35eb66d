// SPDX-License-Identifier: MIT

import ListPaging
public import ReactiveCore

/// The inputs of an ``ItemsViewModel``, for the `viewModel.inputs.refresh()` style.
@MainActor
public protocol ItemsViewModelInputs: AnyObject {
  /// Loads the first page and replaces the list.
  func refresh()
  /// Loads newer items and puts them in front (or refreshes when the strategy cannot prepend).
  func prepend()
  /// Loads the next page.
  func loadMore()
  /// Loads again the request that failed last.
  func retry()
  /// An item appeared; near the end it loads more.
  ///
  /// - Parameter index: The item's index.
  func itemAppeared(at index: Int)
  /// The user selected an item.
  ///
  /// - Parameter index: The item's index.
  func itemSelected(at index: Int)
}

extension ItemsViewModel: ItemsViewModelInputs {
  /// The inputs, as in `viewModel.inputs.refresh()`.
  public var inputs: any ItemsViewModelInputs { self }

  /// The outputs, as in `viewModel.outputs.pageState` (the view model itself).
  public var outputs: ItemsViewModel { self }
}

extension ItemsViewModel: ViewModelType {
  /// User intents as streams, for the ``ViewModelType`` style. Each defaults to never emitting.
  public struct Input {
    /// Pull to refresh.
    public var refresh: Observable<Void>
    /// Pull to refresh by putting newer items on top (``ItemsViewModel/prepend()``): with
    /// `OffsetIdPaging`, items newer than the first one; the first load (or a strategy that cannot
    /// prepend) refreshes. ``Output/completedLoads`` says how many items were new.
    public var prepend: Observable<Void>
    /// Pull up to load more.
    public var loadMore: Observable<Void>
    /// "Tap to retry".
    public var retry: Observable<Void>
    /// The index of an item that appeared.
    public var itemAppeared: Observable<Int>
    /// The index of an item the user selected.
    public var itemSelected: Observable<Int>

    /// Creates an input.
    ///
    /// - Parameters:
    ///   - refresh: Pull to refresh.
    ///   - prepend: Pull to refresh by putting newer items on top.
    ///   - loadMore: Pull up to load more.
    ///   - retry: "Tap to retry".
    ///   - itemAppeared: Indices of appearing items.
    ///   - itemSelected: Indices of selected items.
    public init(
      refresh: Observable<Void> = .never(),
      prepend: Observable<Void> = .never(),
      loadMore: Observable<Void> = .never(),
      retry: Observable<Void> = .never(),
      itemAppeared: Observable<Int> = .never(),
      itemSelected: Observable<Int> = .never()
    ) {
      self.refresh = refresh
      self.prepend = prepend
      self.loadMore = loadMore
      self.retry = retry
      self.itemAppeared = itemAppeared
      self.itemSelected = itemSelected
    }
  }

  /// Everything the screen binds to.
  public struct Output {
    /// The items on screen.
    public let items: Driver<[Item]>
    /// The full-screen cover.
    public let pageState: Driver<PageState>
    /// The header and footer states.
    public let refreshStatus: Driver<RefreshStatus>
    /// The load states.
    public let loadStates: Driver<ItemsLoadStates>
    /// One-shot messages.
    public let message: Signal<String>
    /// One result per completed load: its kind and how many new items it brought.
    public let completedLoads: Signal<ItemsLoadResult>
    /// The navigation title.
    public let navigationTitle: Driver<String>
    /// Whether a persisted first page is on screen.
    public let isLocalDataExisting: Driver<Bool>
    /// Navigation intents.
    public let route: Signal<ItemRoute<Item>>
  }

  /// Subscribes the input streams (delivered on the Driver scheduler, kept until the view model
  /// goes away) and returns the outputs.
  ///
  /// - Parameter input: The user intents.
  /// - Returns: The outputs.
  public func transform(input: Input) -> Output {
    bindInput(input.refresh) { viewModel, _ in viewModel.refresh() }
    bindInput(input.prepend) { viewModel, _ in viewModel.prepend() }
    bindInput(input.loadMore) { viewModel, _ in viewModel.loadMore() }
    bindInput(input.retry) { viewModel, _ in viewModel.retry() }
    bindInput(input.itemAppeared) { viewModel, index in viewModel.itemAppeared(at: index) }
    bindInput(input.itemSelected) { viewModel, index in viewModel.itemSelected(at: index) }
    return Output(
      items: items,
      pageState: pageState,
      refreshStatus: refreshStatus,
      loadStates: loadStates,
      message: message,
      completedLoads: completedLoads,
      navigationTitle: navigationTitle,
      isLocalDataExisting: isLocalDataExisting,
      route: route
    )
  }

  private func bindInput<Element: Sendable>(
    _ source: Observable<Element>,
    _ handle: @escaping @MainActor (ItemsViewModel, Element) -> Void
  ) {
    source.observe(on: scheduler)
      .subscribe(onNext: { [weak self] element in
        MainActor.assumeIsolated {
          guard let self else { return }
          handle(self, element)
        }
      })
      .disposed(by: inputBag)
  }
}
