// SPDX-License-Identifier: MIT

import Foundation
public import ListPaging
public import ReactiveCore

/// A paged list screen's view model: refresh, prepend, load more, retry, prefetch and reset in;
/// items, sections, covers, refresh controls, messages, completed loads and routes out.
///
/// It runs the `PagingState` reducer (one load at a time, stale pages dropped, duplicates
/// dropped, failed pages retried) and sends every load through an ``ItemsStore``. Cancelling is
/// disposing: a refresh disposes the load-more in flight, ``reset(parameters:)`` disposes
/// everything, and so does the view model going away.
///
/// ```swift
/// let viewModel = ItemsViewModel(
///   store: PageStore<Repo, PageNumberPaging.Request, String>.async { request, query in
///     try await api.search(query, page: request.page)
///   },
///   strategy: .pageNumber(pageSize: 20),
///   parameters: "swift",
///   title: { "Search: \($0)" }
/// )
/// viewModel.pageState.drive(onNext: { cover.render($0) }).disposed(by: bag)
/// viewModel.refresh()
/// ```
///
/// Inputs are called on the main actor. Store results may arrive on any thread: they hop to the
/// Driver scheduler captured at initialisation (`SharingScheduler.make()`), so a view model
/// created inside `SharingScheduler.mock(scheduler:)` runs entirely on the test's virtual time.
@MainActor
public final class ItemsViewModel<
  Item: Identifiable & Equatable & Sendable,
  Strategy: PagingStrategy,
  Parameters: Sendable
> where Item.ID: Sendable {
  /// One action's change to an item, re-applied to every version of the item that lands until a
  /// refresh started after its confirmation brings the server's version.
  struct ActionStep {
    /// The action's number.
    let action: Int
    /// The change: the optimistic one, or the server's confirmed item; `nil` removes the item.
    var change: @Sendable (Item) -> Item?
    /// The refresh generation when the action was confirmed; `nil` while it runs.
    var confirmedGeneration: Int?
  }

  let scheduler: any SchedulerType
  private let load: @Sendable (Strategy.Request, Parameters) -> Single<Page<Item>>
  private let readFirstPage: @Sendable (Parameters) -> Page<Item>?
  private let writeFirstPage: @Sendable (Page<Item>, Parameters) -> Void
  private let initialState: PagingState<Item, Strategy>
  private let titleForParameters: @Sendable (Parameters) -> String
  let options: ItemsViewModelOptions

  var paging: PagingState<Item, Strategy>
  /// The list's current parameters (set by ``reset(parameters:)``).
  public private(set) var parameters: Parameters
  /// The items on screen: the loaded items with action overrides applied, or a persisted page.
  public private(set) var currentItems: [Item] = []
  var overrides: [Item.ID: [ActionStep]] = [:]
  var nextActionID = 0
  /// The persisted first page on screen until the first refresh lands.
  var persistedItems: [Item]?
  private var loadKeys: [PagingRequestID: CompositeDisposable.DisposeKey] = [:]
  private var itemsObservers: [([Item], ItemsChange) -> Void] = []
  var lastStatus = Status(
    pageState: .loading,
    refreshStatus: RefreshStatus(header: .idle, footer: .hidden),
    loadStates: ItemsLoadStates(),
    persisted: false
  )

  private let loads = CompositeDisposable()
  let actions = CompositeDisposable()
  let inputBag = DisposeBag()
  let pageStateRelay: BehaviorRelay<PageState>
  let refreshStatusRelay: BehaviorRelay<RefreshStatus>
  let loadStatesRelay: BehaviorRelay<ItemsLoadStates>
  let persistedRelay: BehaviorRelay<Bool>
  private let titleRelay: BehaviorRelay<String>
  let messageRelay: PublishRelay<String>
  let routeRelay: PublishRelay<ItemRoute<Item>>
  let loadResultRelay = PublishRelay<ItemsLoadResult>()
  private var itemsRelay: BehaviorRelay<[Item]>?

  /// The full-screen cover: loading, content, empty or error.
  public let pageState: Driver<PageState>
  /// The pull-to-refresh header and load-more footer states.
  public let refreshStatus: Driver<RefreshStatus>
  /// The load state of each end of the list, and whether the end was reached.
  public let loadStates: Driver<ItemsLoadStates>
  /// Whether a persisted first page is on screen (the first refresh has not landed yet).
  public let isLocalDataExisting: Driver<Bool>
  /// The navigation title, made from the parameters.
  public let navigationTitle: Driver<String>
  /// One-shot messages for a HUD: failures while items are on screen, action results.
  public let message: Signal<String>
  /// Navigation intents for a coordinator.
  public let route: Signal<ItemRoute<Item>>

  /// The items on screen, replayed to new subscribers.
  ///
  /// Created on first use: a list bound through ``sections(_:)`` alone never pays for it.
  ///
  /// - Complexity: The Driver replays the last array, so the next appended page copies the list:
  ///   O(*n*) per page once subscribed. Long lists should bind ``sections(_:)`` and its changes,
  ///   which grow by O(*p*) per appended page with ``SectionBuilder/grouped(by:)``.
  public private(set) lazy var items: Driver<[Item]> = {
    let relay = BehaviorRelay(value: currentItems)
    itemsRelay = relay
    return driver(relay)
  }()

  /// Creates a view model over a store and an empty paging state.
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - paging: The empty state to start from (and to go back to on reset); it holds the strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and messages.
  ///   - title: Makes the navigation title from the parameters.
  public init<Store: ItemsStore>(
    store: Store,
    paging: PagingState<Item, Strategy>,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (Parameters) -> String = { _ in "" }
  ) where Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters {
    let scheduler = SharingScheduler.make()
    self.scheduler = scheduler
    load = { store.page(for: $0, parameters: $1) }
    readFirstPage = { store.persistedFirstPage(parameters: $0) }
    writeFirstPage = { store.persistFirstPage($0, parameters: $1) }
    initialState = paging
    self.paging = paging
    self.parameters = parameters
    self.options = options
    titleForParameters = title
    let pageStateRelay = BehaviorRelay(value: lastStatus.pageState)
    let refreshStatusRelay = BehaviorRelay(value: lastStatus.refreshStatus)
    let loadStatesRelay = BehaviorRelay(value: lastStatus.loadStates)
    let persistedRelay = BehaviorRelay(value: lastStatus.persisted)
    let titleRelay = BehaviorRelay(value: title(parameters))
    let messageRelay = PublishRelay<String>()
    let routeRelay = PublishRelay<ItemRoute<Item>>()
    self.pageStateRelay = pageStateRelay
    self.refreshStatusRelay = refreshStatusRelay
    self.loadStatesRelay = loadStatesRelay
    self.persistedRelay = persistedRelay
    self.titleRelay = titleRelay
    self.messageRelay = messageRelay
    self.routeRelay = routeRelay
    // Every output is created under the scheduler captured above, so it delivers there.
    (pageState, refreshStatus, loadStates, isLocalDataExisting, navigationTitle, message, route) =
      SharingScheduler.withScheduler(scheduler) {
        (
          pageStateRelay.asDriver(), refreshStatusRelay.asDriver(), loadStatesRelay.asDriver(),
          persistedRelay.asDriver(), titleRelay.asDriver(), messageRelay.asSignal(), routeRelay.asSignal()
        )
      }
  }

  /// Creates a view model for a strategy that does not read items (page number, cursor).
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - strategy: The paging strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and messages.
  ///   - title: Makes the navigation title from the parameters.
  public convenience init<Store: ItemsStore>(
    store: Store,
    strategy: Strategy,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (Parameters) -> String = { _ in "" }
  )
  where
    Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters,
    Strategy.Anchor == Never
  {
    let paging = PagingState<Item, Strategy>(strategy: strategy)
    self.init(store: store, paging: paging, parameters: parameters, options: options, title: title)
  }

  /// Creates a view model for a strategy anchored on item ids (`OffsetIdPaging`).
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - strategy: The paging strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and messages.
  ///   - title: Makes the navigation title from the parameters.
  public convenience init<Store: ItemsStore>(
    store: Store,
    strategy: Strategy,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (Parameters) -> String = { _ in "" }
  )
  where
    Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters,
    Strategy.Anchor == Item.ID
  {
    let paging = PagingState<Item, Strategy>(strategy: strategy)
    self.init(store: store, paging: paging, parameters: parameters, options: options, title: title)
  }

  deinit {
    loads.dispose()
    actions.dispose()
  }

  // MARK: Inputs

  /// Loads the first page and replaces the list with it; cancels a load-more in flight.
  ///
  /// The first time (and after a reset), a persisted first page is shown while it loads.
  public func refresh() {
    if !paging.hasLoadedFirstPage, currentItems.isEmpty, let persisted = readFirstPage(parameters),
      !persisted.items.isEmpty
    {
      persistedItems = persisted.items
      rebuildCurrentItems()
    }
    send(.refresh)
  }

  /// Loads items newer than the first one and puts them in front (a refresh that prepends, for
  /// strategies that can, such as `OffsetIdPaging`); a plain ``refresh()`` otherwise.
  public func prepend() {
    guard paging.hasLoadedFirstPage else {
      refresh()
      return
    }
    send(.prepend)
  }

  /// Loads the next page, unless a load is running, the end was reached or nothing loaded yet.
  public func loadMore() {
    send(.loadMore)
  }

  /// Loads again exactly the request that failed last.
  public func retry() {
    send(.retry)
  }

  /// Tells the view model an item appeared; within ``ItemsViewModelOptions/prefetchDistance`` of
  /// the end it loads more (not after a failed load-more: that waits for ``retry()``).
  ///
  /// - Parameter index: The item's index in ``currentItems``.
  public func itemAppeared(at index: Int) {
    guard index >= currentItems.count - 1 - options.prefetchDistance, paging.loadStates.append.failure == nil else {
      return
    }
    send(.loadMore)
  }

  /// Tells the view model the user selected an item: emits ``ItemRoute/detail(_:)``.
  ///
  /// - Parameter index: The item's index in ``currentItems``; out of range is ignored.
  public func itemSelected(at index: Int) {
    guard currentItems.indices.contains(index) else { return }
    routeRelay.accept(.detail(currentItems[index]))
  }

  /// Starts over with new parameters (a new search query): cancels every load, clears the list,
  /// and refreshes.
  ///
  /// - Parameter parameters: The new parameters.
  public func reset(parameters: Parameters) {
    for key in loadKeys.values { loads.remove(for: key) }
    loadKeys = [:]
    paging = initialState
    self.parameters = parameters
    overrides = [:]
    persistedItems = nil
    currentItems = []
    titleRelay.accept(titleForParameters(parameters))
    publishItems(.reload)
    refresh()
  }

  // MARK: Sections

  /// The sections built from the items by `builder`, and the changeset of every update.
  ///
  /// Each call builds its own pipeline, kept as long as the view model; call it once per screen.
  ///
  /// - Parameter builder: Builds the sections.
  /// - Returns: The sections and changes.
  public func sections<Header, Row>(_ builder: SectionBuilder<Item, Header, Row>) -> ItemSections<Header, Row> {
    let pipeline = SectionsPipeline(builder: builder, items: currentItems)
    itemsObservers.append { items, change in pipeline.update(items, change) }
    return ItemSections(
      sections: driver(pipeline.sectionsRelay),
      changes: SharingScheduler.withScheduler(scheduler) { pipeline.changesRelay.asSignal() }
    )
  }

  // MARK: Running the reducer

  private func send(_ event: PagingEvent<Item>) {
    let effects = paging.reduce(event)
    publishStatus()
    for effect in effects {
      switch effect {
      case .cancel(let id):
        if let key = loadKeys.removeValue(forKey: id) { loads.remove(for: key) }
      case .load(let request):
        start(request)
      }
    }
  }

  private func start(_ request: PagingRequest<Strategy.Request>) {
    let holder = SingleAssignmentDisposable()
    guard let key = loads.insert(holder) else { return }
    loadKeys[request.id] = key
    let subscription = load(request.request, parameters).asObservable()
      .observe(on: scheduler)
      .subscribe(
        onNext: { [weak self] page in
          MainActor.assumeIsolated { self?.finish(request, .success(page)) }
        },
        onError: { [weak self] error in
          MainActor.assumeIsolated { self?.finish(request, .failure(error)) }
        }
      )
    holder.setDisposable(subscription)
  }

  private func finish(_ request: PagingRequest<Strategy.Request>, _ result: Result<Page<Item>, any Error>) {
    if let key = loadKeys.removeValue(forKey: request.id) { loads.remove(for: key) }
    var completed: LoadBaseline?
    switch result {
    case .success(let page):
      guard paging.validate(.loaded(page, requestID: request.id)) == nil else { return }
      let before = paging.items.count
      completed = loadBaseline(for: request.direction)
      paging.reduce(.loaded(page, requestID: request.id))
      if request.direction == .append {
        appendLoadedItems(from: before)
      } else {
        if request.direction == .refresh { writeFirstPage(page, parameters) }
        persistedItems = nil
        overrides = overrides.compactMapValues { steps in
          let kept = steps.filter { ($0.confirmedGeneration ?? Int.max) >= request.id.generation }
          return kept.isEmpty ? nil : kept
        }
        rebuildCurrentItems()
      }
    case .failure(let error):
      let failure = PagingFailure(
        message: options.errorMessage(error),
        typeName: String(describing: type(of: error)),
        isCancellation: error is CancellationError
      )
      guard paging.validate(.failed(failure, requestID: request.id)) == nil else { return }
      paging.reduce(.failed(failure, requestID: request.id))
      if !failure.isCancellation, !currentItems.isEmpty { messageRelay.accept(failure.message) }
    }
    publishStatus()
    if let completed { loadResultRelay.accept(loadResult(since: completed)) }
  }

  // MARK: Items on screen

  private func appendLoadedItems(from start: Int) {
    let oldCount = currentItems.count
    let loaded = paging.items
    if overrides.isEmpty {
      currentItems.append(contentsOf: loaded[start...])
    } else {
      for item in loaded[start...] {
        if let shown = display(item) { currentItems.append(shown) }
      }
    }
    if currentItems.count > oldCount { publishItems(.append(from: oldCount)) }
  }

  /// Rebuilds ``currentItems`` from the loaded items and the overrides, and publishes them.
  func rebuildCurrentItems() {
    let base = persistedItems ?? paging.items
    currentItems = overrides.isEmpty ? base : base.compactMap(display)
    publishItems(.reload)
  }

  private func display(_ item: Item) -> Item? {
    guard let steps = overrides[item.id] else { return item }
    var shown: Item? = item
    for step in steps {
      guard let current = shown else { return nil }
      shown = step.change(current)
    }
    return shown
  }

  /// The current refresh generation.
  var generation: Int { paging.generation }

  private func publishItems(_ change: ItemsChange) {
    itemsRelay?.accept(currentItems)
    for observer in itemsObservers { observer(currentItems, change) }
    publishStatus()
  }
}
