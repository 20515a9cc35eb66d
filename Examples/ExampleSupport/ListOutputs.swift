// SPDX-License-Identifier: MIT

public import ListViewModels
public import ReactiveCore

/// What one list's view model outputs last said, but the rows: its page state, refresh status,
/// load states, the one-shot messages not shown yet, and the detail screens its routes pushed.
///
/// An app with one list keeps one, renders ``screen(name:title:rows:noun:footerCount:detailLines:)``
/// and adds only its rows. Every change calls the closure given to ``observeChanges(_:)``.
///
/// Main actor only.
///
/// ```swift
/// let outputs = ListOutputs(
///   pageState: list.pageState, refreshStatus: list.refreshStatus, loadStates: list.loadStates,
///   message: list.message, route: list.route
/// )
/// ```
@MainActor public final class ListOutputs<Item: Sendable> {
  /// The full-screen state.
  public private(set) var pageState = PageState.loading {
    didSet { onChange() }
  }
  /// The header and footer states.
  public private(set) var refreshStatus = RefreshStatus(header: .idle, footer: .hidden) {
    didSet { onChange() }
  }
  /// The load states.
  public private(set) var loadStates = ItemsLoadStates() {
    didSet { onChange() }
  }
  /// The one-shot messages not dismissed yet.
  public private(set) var messages: [String] = [] {
    didSet { onChange() }
  }
  /// The items whose detail screens are pushed over the list, the top one last.
  public private(set) var details: [Item] = [] {
    didSet { onChange() }
  }
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()

  /// Starts following a list's outputs.
  ///
  /// - Parameters:
  ///   - pageState: The full-screen state.
  ///   - refreshStatus: The header and footer states.
  ///   - loadStates: The load states.
  ///   - message: The one-shot messages.
  ///   - route: The routes; a detail route pushes the item's detail screen.
  public init(
    pageState: Driver<PageState>,
    refreshStatus: Driver<RefreshStatus>,
    loadStates: Driver<ItemsLoadStates>,
    message: Signal<String>,
    route: Signal<ItemRoute<Item>>
  ) {
    pageState.drive(onNext: { [weak self] in self?.pageState = $0 }).disposed(by: bag)
    refreshStatus.drive(onNext: { [weak self] in self?.refreshStatus = $0 }).disposed(by: bag)
    loadStates.drive(onNext: { [weak self] in self?.loadStates = $0 }).disposed(by: bag)
    message.emit(onNext: { [weak self] in self?.messages.append($0) }).disposed(by: bag)
    route.emit(onNext: { [weak self] route in
      switch route {
      case .detail(let item): self?.details.append(item)
      }
    })
    .disposed(by: bag)
  }

  /// Whether the list itself is on screen (no detail screen over it).
  public var showsList: Bool {
    details.isEmpty
  }

  /// Registers the closure to call after each change (see ``ExampleApp/observeChanges(_:)``).
  ///
  /// - Parameter onChange: Called on the main actor.
  public func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  /// Calls the change closure for a change the app made to its own state (e.g. its rows).
  public func notifyChange() {
    onChange()
  }

  /// Goes back from the top detail screen; the list stays.
  public func back() {
    if !details.isEmpty { details.removeLast() }
  }

  /// Forgets the one-shot messages.
  public func dismissMessages() {
    if !messages.isEmpty { messages = [] }
  }

  /// The screen: the top detail screen, or the list with `rows`.
  ///
  /// - Parameters:
  ///   - name: The app's name, which titles detail screens.
  ///   - title: The list's header title.
  ///   - rows: The list's rows (only evaluated for the list).
  ///   - noun: What the footer calls the items.
  ///   - footerCount: How many items the footer counts; `nil` for every item row.
  ///   - detailLines: An item's detail lines.
  /// - Returns: The screen.
  public func screen(
    name: String,
    title: String,
    rows: () -> [ListRow],
    noun: String,
    footerCount: Int? = nil,
    detailLines: (Item) -> [String]
  ) -> ExampleScreen {
    if let item = details.last {
      return .detail(DetailScreen(title: name, lines: detailLines(item), messages: messages))
    }
    return .list(
      ListScreen(
        title: title,
        pageState: pageState,
        refreshStatus: refreshStatus,
        rows: rows(),
        noun: noun,
        footerCount: footerCount,
        messages: messages
      )
    )
  }
}
