// SPDX-License-Identifier: MIT

package import ListPaging
package import ReactiveCore

/// The one place that runs a ``ListState``: it gives each event to ``ListState/reduce(_:)``, tells
/// its observers, and runs the effects the reducer returns through an ``ItemsStore`` and the
/// actions' requests, feeding their outcomes back as events on the main actor.
///
/// ``ItemsViewModel`` (Drivers and Signals) and ListObservation's `ListModel` (`@Observable`
/// properties) are two faces of it: neither runs an effect itself.
///
/// Cancelling is disposing: a refresh disposes the load-more in flight, a reset disposes every
/// load and action, and so does the driver going away.
@MainActor
package final class ListDriver<
  Item: Identifiable & Equatable & Sendable,
  Strategy: PagingStrategy,
  Parameters: Sendable
> where Item.ID: Sendable {
  /// The state this driver runs.
  package typealias State = ListState<Item, Strategy, Parameters>

  /// The state, changed in place by each event, and emitted after it.
  package let stateRelay: BehaviorRelay<State>
  /// The one-shot notices of each event that left some, emitted after ``stateRelay`` and the
  /// ``observe(_:)`` observers (sections) have seen the event: whatever subscribed first, an
  /// output made from these comes after the outputs made from the state.
  package let noticeRelay = PublishRelay<[ListNotice<Item>]>()
  /// Where outputs deliver and results hop back to the main actor.
  let scheduler: DriverScheduler
  private let load: @MainActor (Strategy.Request, Parameters) -> Single<Page<Item>>
  private let readFirstPage: @MainActor (Parameters) -> Page<Item>?
  private let writeFirstPage: @MainActor (Page<Item>, Parameters) -> Void
  /// Archives what a landed page did (the store's archive, if any).
  private let archive: @MainActor (ListArchiveChange<Item>, Parameters) -> Void
  /// Archives the row being read (the store's archive, if any).
  private let archivePosition: @MainActor (Item, Double, Parameters) -> Void
  /// Reads a page the memory cap dropped back from the store's archive, if it holds it.
  private let archivedPage: @MainActor (DroppedPage<Item, Strategy.Request>, Parameters) -> Page<Item>?
  /// The loads and action requests running, each disposed when its result arrives or it is cancelled.
  private let subscriptions = CompositeDisposable()
  private var running: [Work: CompositeDisposable.DisposeKey] = [:]
  /// Called after each event, in the order they were added; each returns whether it goes on.
  private var observers: [(id: Int, update: @MainActor (State) -> Bool)] = []
  private var lastObserverID = 0

  /// A load or an action request.
  private enum Work: Hashable {
    case load(PagingRequestID)
    case action(ListActionID)
  }

  /// Creates a driver of `state` over `store`, delivering on `scheduler`.
  package init<Store: ItemsStore>(
    store: Store,
    state: State,
    scheduler: DriverScheduler,
    writer: ListArchiveWriter = ListArchiveWriter()
  ) where Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters {
    stateRelay = BehaviorRelay(value: state)
    self.scheduler = scheduler
    load = { store.page(for: $0, parameters: $1) }
    readFirstPage = { store.persistedFirstPage(parameters: $0) }
    writeFirstPage = { store.persistFirstPage($0, parameters: $1) }
    archive = { store.archive($0, parameters: $1, writer: writer) }
    archivePosition = { store.archiveReadingPosition(of: $0, offset: $1, parameters: $2, writer: writer) }
    archivedPage = { store.archivedPage($0, parameters: $1, writer: writer) }
  }

  /// Creates a driver over `store` of a list that has loaded nothing yet, delivering on the
  /// sharing scheduler of the current task.
  package convenience init<Store: ItemsStore>(
    store: Store,
    paging: PagingState<Item, Strategy>,
    parameters: Parameters,
    options: ItemsViewModelOptions
  ) where Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters {
    // Rule 9 of ListState: a list archived by the store is shown whole at once.
    let writer = ListArchiveWriter()
    let archived = store.restoreArchive(parameters: parameters, writer: writer)
    self.init(
      store: store,
      state: archived.map { State(paging: paging, parameters: parameters, options: options, restoring: $0) }
        ?? State(paging: paging, parameters: parameters, options: options),
      scheduler: DriverScheduler(),
      writer: writer
    )
  }

  deinit {
    subscriptions.dispose()
  }

  /// The state as of the last event.
  package var state: State { stateRelay.value }

  /// Calls `update` on the main actor with the state after each event (after ``stateRelay``
  /// emitted it, before the event's effects run), for as long as `owner` lives and `update`
  /// returns `true`.
  package func observe<Owner: AnyObject>(_ owner: Owner, _ update: @escaping @MainActor (Owner, State) -> Bool) {
    observe { [weak owner] state in
      guard let owner else { return false }
      return update(owner, state)
    }
  }

  /// Calls `update` on the main actor with the state after each event, as long as it returns
  /// `true`.
  package func observe(_ update: @escaping @MainActor (State) -> Bool) {
    lastObserverID += 1
    observers.append((lastObserverID, update))
  }

  /// Gives `event` to the reducer, tells the observers, and runs the effects.
  package func send(_ event: State.Event) {
    // The notices are read in the same step as the reduction: an observer may send another event
    // before `update` returns, and its notices are its own.
    let (before, effects, notices) = stateRelay.update { state in
      // The gaps before a page lands say what a gap load or a gap's prepend did. Only the gaps:
      // a copy of the paging state held here would make the reducer copy every item (O(n) a page).
      let before: ListArchiveChange<Item>.GapsBefore? = if case .loaded = event { .init(state.paging) } else { nil }
      return (before, state.reduce(event), state.notices)
    }
    if case .loaded(let page, _) = event, let before,
      let change = notices.lazy.compactMap(\.completedLoad).first
        .flatMap({ ListArchiveChange(page: page, result: $0, before: before, after: stateRelay.value.paging) })
    {
      archive(change, stateRelay.value.parameters)
    }
    if !observers.isEmpty { notifyObservers() }
    if !notices.isEmpty { noticeRelay.accept(notices) }
    for effect in effects { run(effect) }
  }

  /// Archives the row at `position` (counting the memory cap's placeholders) as the row being read,
  /// `offset` points below the top of the viewport; a position with no item is ignored.
  package func readingPositionChanged(at position: Int, offset: Double) {
    let state = stateRelay.value
    let index = position - state.paging.placeholdersBefore
    guard state.items.indices.contains(index) else { return }
    archivePosition(state.items[index], offset, state.parameters)
  }

  /// Calls every observer with the state; drops those that are done.
  private func notifyObservers() {
    let state = stateRelay.value
    // A copy: an observer may send an event (and so walk the list again) or observe.
    var finished: Set<Int> = []
    for observer in observers where !observer.update(state) { finished.insert(observer.id) }
    if !finished.isEmpty { observers.removeAll { finished.contains($0.id) } }
  }

  private func run(_ effect: State.Effect) {
    switch effect {
    case .readPersistedFirstPage(let parameters):
      send(.persistedFirstPageRead(readFirstPage(parameters)))
    case .load(let request, let parameters):
      // A page the memory cap dropped comes back from the archive when it holds it: at once, with
      // no load (offline too).
      if let page = archivedReload(of: request, parameters: parameters) {
        send(.loaded(page, requestID: request.id))
        return
      }
      start(.load(request.id), load(request.request, parameters)) { driver, result in
        switch result {
        case .success(let page): driver.send(.loaded(page, requestID: request.id))
        case .failure(let error): driver.send(.failed(error, requestID: request.id))
        }
      }
    case .cancelLoad(let id):
      stop(.load(id))
    case .persistFirstPage(let page, let parameters):
      writeFirstPage(page, parameters)
    case .perform(let action, let id, let original, let changed):
      start(.action(id), action.request(original, changed)) { driver, result in
        switch result {
        case .success(let confirmed): driver.send(.actionSucceeded(id, confirmed: confirmed))
        case .failure(let error): driver.send(.actionFailed(id, error))
        }
      }
    case .cancelActions:
      for case .action(let id) in running.keys { stop(.action(id)) }
    }
  }

  /// The archived page that answers `request`, when it reloads a page the memory cap dropped and
  /// the store's archive holds it.
  private func archivedReload(
    of request: PagingRequest<Strategy.Request>,
    parameters: Parameters
  ) -> Page<Item>? {
    let paging = stateRelay.value.paging
    guard paging.inFlight?.id == request.id, let dropped = paging.droppedPageInFlight else { return nil }
    let before = dropped.direction == .prepend
    guard let neighbour = before ? paging.items.first : paging.items.last else { return nil }
    return archivedPage(
      DroppedPage(
        edge: before ? .beforeItems : .afterItems,
        neighbour: neighbour,
        position: before ? paging.placeholdersBefore - dropped.count : paging.placeholdersBefore + paging.items.count,
        count: dropped.count,
        request: request.request
      ),
      parameters
    )
  }

  /// Subscribes to `single` and hands its result to `finish` on the main actor, through the
  /// one hop of `DriverScheduler`.
  private func start<Element: Sendable>(
    _ work: Work,
    _ single: Single<Element>,
    finish: @escaping @MainActor (ListDriver, Result<Element, any Error>) -> Void
  ) {
    let holder = SingleAssignmentDisposable()
    guard let key = subscriptions.insert(holder) else { return }
    running[work] = key
    holder.setDisposable(
      scheduler.deliver(single) { [weak self] result in
        guard let self else { return }
        stop(work)
        finish(self, result)
      }
    )
  }

  /// Disposes the subscription of `work`, if it is running.
  private func stop(_ work: Work) {
    if let key = running.removeValue(forKey: work) { subscriptions.remove(for: key) }
  }
}
