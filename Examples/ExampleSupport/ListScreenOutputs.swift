// SPDX-License-Identifier: MIT

public import ReactiveList

/// What a one-list app shows besides its rows, bound from its ``ItemsViewModel``: the title, the
/// cover, the header and footer states, the one-shot messages and the detail a route pushes.
///
/// An ``ExampleApp`` keeps one, adds its rows and commands, and forwards
/// ``ExampleApp/observeChanges(_:)`` and ``ExampleApp/dismissMessages()`` to it. Every change
/// calls the closure given to ``observeChanges(_:)``. Main actor only, like the app.
@MainActor public final class ListScreenOutputs<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
  /// The view model's navigation title.
  public private(set) var title = "" {
    didSet { changed() }
  }
  /// The full-screen state.
  public private(set) var pageState = PageState.loading {
    didSet { changed() }
  }
  /// The header and footer states.
  public private(set) var refreshStatus = RefreshStatus(header: .idle, footer: .hidden) {
    didSet { changed() }
  }
  /// The one-shot messages not dismissed yet.
  public private(set) var messages: [String] = [] {
    didSet { changed() }
  }
  /// The item whose detail is pushed over the list; `nil` shows the list.
  public var detail: Item? {
    didSet { changed() }
  }
  /// Owns the bindings; an app adds its own.
  public let bag = DisposeBag()
  private var onChange: @MainActor () -> Void = {}

  /// Binds the outputs of `viewModel` (title, page state, refresh status, messages, routes).
  ///
  /// - Parameter viewModel: The list's view model.
  public init<Strategy: PagingStrategy, Parameters: Sendable>(
    _ viewModel: ItemsViewModel<Item, Strategy, Parameters>
  ) {
    viewModel.navigationTitle.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)
    viewModel.pageState.drive(onNext: { [weak self] in self?.pageState = $0 }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { [weak self] in self?.refreshStatus = $0 }).disposed(by: bag)
    viewModel.message.emit(onNext: { [weak self] in self?.messages.append($0) }).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] route in
      switch route {
      case .detail(let item): self?.detail = item
      }
    })
    .disposed(by: bag)
  }

  /// Shows `message` under the screen until the messages are dismissed.
  ///
  /// - Parameter message: The message.
  public func show(_ message: String) {
    messages.append(message)
  }

  /// Registers the closure to call whenever an output changes (``ExampleApp/observeChanges(_:)``).
  ///
  /// - Parameter onChange: Called after each change.
  public func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  /// Tells the observer that something the app shows changed (its rows, for example).
  public func changed() {
    onChange()
  }

  /// Forgets the one-shot messages on screen (``ExampleApp/dismissMessages()``).
  public func dismissMessages() {
    if !messages.isEmpty { messages = [] }
  }

  /// The screen: the detail when one is pushed, the list otherwise.
  ///
  /// - Parameters:
  ///   - app: The app's name, first in the header.
  ///   - rows: The list's rows.
  ///   - noun: What the numbered items are called in the footer.
  ///   - detailLines: The detail screen's lines for an item.
  /// - Returns: The screen.
  public func screen(
    app: String,
    rows: [ListRow],
    noun: String,
    detailLines: (Item) -> [String]
  ) -> ExampleScreen {
    if let detail {
      return .detail(DetailScreen(title: app, lines: detailLines(detail), messages: messages))
    }
    return .list(
      ListScreen(
        title: "\(app)  \(title)",
        pageState: pageState,
        refreshStatus: refreshStatus,
        rows: rows,
        noun: noun,
        messages: messages
      )
    )
  }
}
