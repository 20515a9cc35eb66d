// SPDX-License-Identifier: MIT

public import ListPaging
import ListSections
public import ReactiveCore

/// A paged list screen's view model: refresh, prepend, load more, retry, prefetch, select, actions
/// and reset in; items, sections, covers, refresh controls, messages, completed loads and routes out.
///
/// It is a thin `@MainActor` driver of a ``ListState``: each input is a ``ListEvent`` given to
/// ``ListState/reduce(_:)``; the effects it returns run through the ``ItemsStore`` and the actions'
/// requests, whose outcomes come back as events. Every output is derived from the one state.
/// Cancelling is disposing: a refresh disposes the load-more in flight, ``reset(parameters:)``
/// disposes every load and action, and so does the view model going away.
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
/// Inputs are called on the main actor. Store and action results may arrive on any thread: they
/// reach the view model through a `Signal` on the Driver scheduler captured at initialisation
/// (`SharingScheduler.make()`), so a view model created inside `SharingScheduler.mock(scheduler:)`
/// runs entirely on the test's virtual time (advance it from a `@MainActor` test). On the main
/// queue the outputs deliver inline: a `route` or `message` caused by an input has been emitted
/// when the input method returns.
@MainActor
public final class ItemsViewModel<
  Item: Identifiable & Equatable & Sendable,
  Strategy: PagingStrategy,
  Parameters: Sendable
> where Item.ID: Sendable {
  /// The state this view model drives.
  public typealias State = ListState<Item, Strategy, Parameters>

  let scheduler: any SchedulerType
  let stateRelay: BehaviorRelay<State>
  private let load: @MainActor (Strategy.Request, Parameters) -> Single<Page<Item>>
  private let readFirstPage: @MainActor (Parameters) -> Page<Item>?
  private let writeFirstPage: @MainActor (Page<Item>, Parameters) -> Void
  /// The loads and action requests running, each disposed when its result arrives or it is cancelled.
  private let subscriptions = CompositeDisposable()
  private var running: [Work: CompositeDisposable.DisposeKey] = [:]
  /// Updates the pipelines of ``sections(_:)`` after each event.
  var sectionsObservers: [@MainActor (State) -> Void] = []
  /// Maps a row path to an item index through the last pipeline of ``sections(_:)``.
  var rowIndex: (@MainActor (RowPath) -> Int?)?
  let inputBag = DisposeBag()

  /// A load or an action request.
  private enum Work: Hashable {
    case load(PagingRequestID)
    case action(ListActionID)
  }

  /// The full-screen cover: loading, content, empty or error (with the typed error).
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
  /// One result per completed load: its kind and how many new items it brought. Emitted after the
  /// items and status outputs show the load; failed, cancelled and stale loads emit nothing.
  public let completedLoads: Signal<ItemsLoadResult>

  /// The items on screen, replayed to new subscribers.
  ///
  /// - Complexity: The Driver replays the last array, so the next appended page copies the list:
  ///   O(*n*) per page once subscribed. Long lists should bind ``sections(_:)`` and its changes,
  ///   which grow by O(*p*) per appended page.
  public private(set) lazy var items: Driver<[Item]> = SharingScheduler.withScheduler(scheduler) {
    stateRelay.asObservable().distinctUntilChanged(\.itemsRevision).map(\.items).asDriver(onErrorDriveWith: .empty())
  }

  /// Creates a view model over a store and an empty paging state.
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - paging: The empty state to start from (and to go back to on reset); it holds the strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the parameters.
  public init<Store: ItemsStore>(
    store: Store,
    paging: PagingState<Item, Strategy>,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (Parameters) -> String = { _ in "" }
  ) where Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters {
    let scheduler = SharingScheduler.make()
    let relay = BehaviorRelay(value: State(paging: paging, parameters: parameters, options: options))
    self.scheduler = scheduler
    stateRelay = relay
    load = { store.page(for: $0, parameters: $1) }
    readFirstPage = { store.persistedFirstPage(parameters: $0) }
    writeFirstPage = { store.persistFirstPage($0, parameters: $1) }
    // Every output is created under the scheduler captured above, so it delivers there.
    (pageState, refreshStatus, loadStates, isLocalDataExisting, navigationTitle) =
      SharingScheduler.withScheduler(scheduler) {
        let states = relay.asObservable()
        return (
          states.map(\.pageState).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
          states.map(\.refreshStatus).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
          states.map(\.loadStates).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
          states.map(\.isShowingPersistedPage).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
          states.distinctUntilChanged(\.parametersRevision).map { title($0.parameters) }
            .asDriver(onErrorDriveWith: .empty())
        )
      }
    (message, route, completedLoads) = SharingScheduler.withScheduler(scheduler) {
      // Skips the state replayed on subscription: its notices were delivered when it was new.
      let notices = relay.asObservable().skip(1).flatMap { Observable.from($0.notices) }
      return (
        notices.compactMap(\.message).asSignal(onErrorSignalWith: .empty()),
        notices.compactMap(\.route).asSignal(onErrorSignalWith: .empty()),
        notices.compactMap(\.completedLoad).asSignal(onErrorSignalWith: .empty())
      )
    }
  }

  deinit {
    subscriptions.dispose()
  }

  // MARK: State
  /// The whole state of the list, as of the last event.
  public var state: State { stateRelay.value }
  /// The items on screen: the loaded items with action changes applied, or a persisted page.
  public var currentItems: [Item] { stateRelay.value.items }
  /// The list's current parameters (set by ``reset(parameters:)``).
  public var parameters: Parameters { stateRelay.value.parameters }

  // MARK: Inputs

  /// Loads the first page and replaces the list with it; cancels a load-more in flight.
  ///
  /// The first time (and after a reset), a persisted first page is shown while it loads.
  public func refresh() { send(.refresh) }

  /// Loads items newer than the first one and puts them in front (a refresh that prepends, for
  /// strategies that can, such as `OffsetIdPaging`); a plain ``refresh()`` otherwise.
  public func prepend() { send(.prepend) }

  /// Loads the next page, unless a load is running, the end was reached or nothing loaded yet.
  public func loadMore() { send(.loadMore) }

  /// Loads again exactly the request that failed last.
  public func retry() { send(.retry) }

  /// Tells the view model an item appeared; within ``ItemsViewModelOptions/prefetchDistance`` of
  /// the end it loads more (not after a failed load-more: that waits for ``retry()``); under a memory
  /// cap, next to a dropped page it reloads that page (see ``placeholders``).
  ///
  /// - Parameter index: The item's index in ``currentItems``, plus ``ListState/placeholdersBefore``.
  public func itemAppeared(at index: Int) { send(.itemAppeared(index: index)) }

  /// Tells the view model the user selected an item: emits ``ItemRoute/detail(_:)``.
  ///
  /// - Parameter index: The item's position (as in ``itemAppeared(at:)-(Int)``); a placeholder is ignored.
  public func itemSelected(at index: Int) { send(.itemSelected(index: index)) }

  /// Starts over with new parameters (a new search query): cancels every load and action,
  /// clears the list, and refreshes.
  ///
  /// - Parameter parameters: The new parameters.
  public func reset(parameters: Parameters) { send(.reset(parameters)) }

  // MARK: Running the state

  func send(_ event: State.Event) {
    let effects = stateRelay.update { $0.reduce(event) }
    if !sectionsObservers.isEmpty {
      let state = stateRelay.value
      for observer in sectionsObservers { observer(state) }
    }
    for effect in effects { run(effect) }
  }

  private func run(_ effect: State.Effect) {
    switch effect {
    case .readPersistedFirstPage(let parameters):
      send(.persistedFirstPageRead(readFirstPage(parameters)))
    case .load(let request, let parameters):
      start(.load(request.id), load(request.request, parameters)) { viewModel, result in
        switch result {
        case .success(let page): viewModel.send(.loaded(page, requestID: request.id))
        case .failure(let error): viewModel.send(.failed(error, requestID: request.id))
        }
      }
    case .cancelLoad(let id):
      stop(.load(id))
    case .persistFirstPage(let page, let parameters):
      writeFirstPage(page, parameters)
    case .perform(let action, let id, let original, let changed):
      start(.action(id), action.request(original, changed)) { viewModel, result in
        switch result {
        case .success(let confirmed): viewModel.send(.actionSucceeded(id, confirmed: confirmed))
        case .failure(let error): viewModel.send(.actionFailed(id, error))
        }
      }
    case .cancelActions:
      for case .action(let id) in running.keys { stop(.action(id)) }
    }
  }

  /// Subscribes to `single` and hands its result to `finish` on the main actor, through a Signal
  /// on the view model's scheduler: a hop the compiler checks, on the test's virtual time in tests.
  private func start<Element: Sendable>(
    _ work: Work,
    _ single: Single<Element>,
    finish: @escaping @MainActor (ItemsViewModel, Result<Element, any Error>) -> Void
  ) {
    let holder = SingleAssignmentDisposable()
    guard let key = subscriptions.insert(holder) else { return }
    running[work] = key
    let results = SharingScheduler.withScheduler(scheduler) {
      single.asObservable().map { Result<Element, any Error>.success($0) }
        .catch { .just(.failure($0)) }
        .asSignal(onErrorSignalWith: .empty())
    }
    holder.setDisposable(
      results.emit(onNext: { [weak self] result in
        guard let self else { return }
        stop(work)
        finish(self, result)
      })
    )
  }

  /// Disposes the subscription of `work`, if it is running.
  private func stop(_ work: Work) {
    if let key = running.removeValue(forKey: work) { subscriptions.remove(for: key) }
  }
}
