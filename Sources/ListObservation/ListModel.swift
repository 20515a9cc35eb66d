// SPDX-License-Identifier: MIT

public import ListPaging
import ListSections
public import ListViewModels
public import Observation
import ReactiveCore

/// A paged list for SwiftUI and any Observation user: an `@Observable` model whose properties are
/// the list's state, driven by an `ItemsViewModel` and so by the same `ListState` reducer.
///
/// It keeps no state machine of its own: each property mirrors one output of the view model and
/// is set only when its value changes, so a view that reads ``pageState`` is not invalidated by a
/// page that only changed ``items``.
///
/// ```swift
/// @State private var model = ListModel(
///   ItemsViewModel(store: .articles(from: client), strategy: .pageNumber(pageSize: 20), parameters: ()))
///
/// var body: some View {
///   List(model.items) { article in
///     Text(article.title).onAppear { model.onAppear(article) }
///   }
///   .refreshable { await model.refresh() }
///   .task { await model.refresh() }
/// }
/// ```
///
/// One-shot outputs are optionals the view clears: bind ``message`` to an alert and ``route`` to a
/// navigation destination; each new message or route replaces the previous one.
///
/// > Important: Create and use it on the main actor. It delivers through the view model's Driver
/// > scheduler, so under `SharingScheduler.mock(scheduler:)` it runs on the test's virtual time.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ListModel<
  Item: Identifiable & Equatable & Sendable,
  Strategy: PagingStrategy,
  Parameters: Sendable
> where Item.ID: Sendable {
  /// The view model this model mirrors; call it for anything the model does not wrap.
  @ObservationIgnored public let viewModel: ItemsViewModel<Item, Strategy, Parameters>

  /// The items on screen.
  public private(set) var items: [Item] = []
  /// The full-screen cover: loading, content, empty or error.
  public private(set) var pageState = PageState.loading
  /// The pull-to-refresh header and the load-more footer.
  public private(set) var refreshStatus = RefreshStatus(header: .idle, footer: .hidden)
  /// The load state of each end of the list.
  public private(set) var loadStates = ItemsLoadStates()
  /// Whether a load is in flight.
  public private(set) var isLoading = false
  /// The failure of the last load, if it failed: `error.error as? APIError` is the typed error.
  public private(set) var error: PagingFailure?
  /// The navigation title, made from the parameters.
  public private(set) var navigationTitle = ""
  /// Rows of pages dropped by the memory cap above and below ``items`` (both 0 without a cap,
  /// see `PagingState.withMaxSize(_:reloadDistance:)`); show placeholder rows for them.
  public private(set) var placeholders = PlaceholderCounts(before: 0, after: 0)
  /// The last one-shot message (a failure while items are on screen, an action's result); the view
  /// sets it back to `nil` once shown.
  public var message: String?
  /// The last navigation intent; the view sets it back to `nil` once it navigated.
  public var route: ItemRoute<Item>?

  @ObservationIgnored private let bag = DisposeBag()
  /// Callers of the `async` inputs waiting for the list to settle.
  @ObservationIgnored private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  @ObservationIgnored private var nextWaiter = 0

  /// Mirrors `viewModel`.
  ///
  /// - Parameter viewModel: The view model to drive the model; keep calling it freely.
  public init(_ viewModel: ItemsViewModel<Item, Strategy, Parameters>) {
    self.viewModel = viewModel
    bind(viewModel.items) { $0.items = $1 }
    bind(viewModel.pageState) { $0.pageState = $1 }
    bind(viewModel.refreshStatus) { $0.refreshStatus = $1 }
    bind(viewModel.navigationTitle) { $0.navigationTitle = $1 }
    bind(viewModel.placeholders) { $0.placeholders = $1 }
    bind(viewModel.loadStates) { model, states in
      model.loadStates = states
      model.setIfChanged(\.isLoading, states.isLoading)
      model.setIfChanged(\.error, states.failure)
      if !states.isLoading { model.resumeWaiters() }
    }
    viewModel.message.emit(onNext: { [weak self] in self?.message = $0 }).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] in self?.route = $0 }).disposed(by: bag)
  }

  // MARK: Inputs

  /// Loads the first page and returns once it landed or failed (for `.refreshable` and `.task`).
  public func refresh() async {
    viewModel.refresh()
    await settled()
  }

  /// Puts newer items on top (a refresh for strategies that cannot prepend), and returns once the
  /// load landed or failed.
  public func prepend() async {
    viewModel.prepend()
    await settled()
  }

  /// Loads the next page, unless a load is running, the end was reached or nothing loaded yet.
  public func loadMore() { viewModel.loadMore() }

  /// Loads again exactly the request that failed last.
  public func retry() { viewModel.retry() }

  /// Starts over with new parameters and returns once the new first page landed or failed.
  ///
  /// - Parameter parameters: The new parameters (a new search query).
  public func reset(parameters: Parameters) async {
    viewModel.reset(parameters: parameters)
    await settled()
  }

  /// Tells the model a row appeared: near the end of the list it loads more, as
  /// `ItemsViewModel.itemAppeared(at:)` does; under a memory cap every row reports its position,
  /// so the pages far from it can be dropped and those next to it reloaded.
  ///
  /// - Parameter item: The item the row shows; without a cap, an item not among the last rows is
  ///   ignored.
  /// - Complexity: O(*d*) for a prefetch distance of *d*; O(*m*) under a memory cap of *m* items.
  public func onAppear(_ item: Item) {
    let state = viewModel.state
    let candidates =
      state.paging.maxSize == nil ? items.indices.suffix(state.options.prefetchDistance + 1) : items.indices
    guard let index = candidates.last(where: { items[$0].id == item.id }) else { return }
    viewModel.itemAppeared(at: state.placeholdersBefore + index)
  }

  /// Tells the model the row at a position appeared (a placeholder row of a dropped page, under a
  /// memory cap): next to a dropped page it reloads it, as `ItemsViewModel.itemAppeared(at:)` does.
  ///
  /// - Parameter position: The row's position, counting ``placeholders`` before the items.
  public func onAppear(at position: Int) { viewModel.itemAppeared(at: position) }

  /// Tells the model the user selected an item: sets ``route``.
  ///
  /// - Parameter item: The selected item.
  public func select(_ item: Item) { route = .detail(item) }

  /// Runs a secondary action (star, delete) on the item with this id, as
  /// `ItemsViewModel.perform(_:on:)` does.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - id: The item's id.
  public func perform(_ action: ItemAction<Item>, on id: Item.ID) { viewModel.perform(action, on: id) }

  /// The sections built from the items by `builder`, as an observable model.
  ///
  /// - Parameter builder: Builds the sections.
  /// - Returns: A model whose ``SectionsModel/snapshot`` follows the items.
  public func sections<Header, Row>(_ builder: SectionBuilder<Item, Header, Row>) -> SectionsModel<Header, Row> {
    SectionsModel(viewModel.sections(builder))
  }

  // MARK: Binding

  private func bind<Value: Sendable>(_ driver: Driver<Value>, _ apply: @escaping @MainActor (ListModel, Value) -> Void)
  {
    driver.drive(onNext: { [weak self] value in if let self { apply(self, value) } }).disposed(by: bag)
  }

  /// Sets a property only when the value changes, so its readers are not invalidated for nothing.
  private func setIfChanged<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<ListModel, Value>, _ value: Value) {
    if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
  }

  /// Returns once no load is in flight, or at once when the calling task is cancelled.
  private func settled() async {
    guard viewModel.state.paging.isLoading else { return }
    nextWaiter += 1
    let id = nextWaiter
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled || !viewModel.state.paging.isLoading {
          continuation.resume()
        } else {
          waiters[id] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.waiters.removeValue(forKey: id)?.resume() }
    }
  }

  private func resumeWaiters() {
    let waiting = waiters.values
    waiters = [:]
    for continuation in waiting { continuation.resume() }
  }
}
