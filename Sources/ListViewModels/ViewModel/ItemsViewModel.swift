// SPDX-License-Identifier: MIT

public import ListPaging
import ListSections
public import ReactiveCore

/// A paged list screen's view model: refresh, prepend, load more, retry, prefetch, select, actions
/// and reset in; items, sections, covers, refresh controls, messages, completed loads and routes out.
///
/// It is a thin `@MainActor` driver of a ``ListState``: each input is a ``ListEvent`` given to
/// ``ListState/reduce(_:)``; the effects it returns run through the ``ItemsStore`` and the actions'
/// requests, whose outcomes come back as events; ListObservation's `ListModel` runs its state with
/// the same effect runner. Every output is derived from the one state.
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
>: PagedListModel where Item.ID: Sendable {
  /// Runs the state: the reducer, the effects, and the hop back to the main actor (`package` for
  /// ListObservation's deprecated `ListModel(_:)`, which drives a model with it).
  package let driver: ListDriver<Item, Strategy, Parameters>
  /// Makes the navigation title from the parameters.
  package let title: @Sendable (Parameters) -> String
  let inputBag = DisposeBag()
  /// Says once, in debug builds, that an input reached this view model after it was released.
  let releasedReport = ReleasedViewModelReport(typeName: "\(ItemsViewModel.self)")

  /// The full-screen cover: loading, content, empty or error (with the typed error).
  public let pageState: Driver<PageState>
  /// The pull-to-refresh header and load-more footer states.
  public let refreshStatus: Driver<RefreshStatus>
  /// The load state of each end of the list, and whether the end was reached.
  public let loadStates: Driver<ItemsLoadStates>
  /// Whether a persisted first page is on screen (the first refresh has not landed yet).
  public let isShowingPersistedPage: Driver<Bool>
  /// Whether the items on screen are a list restored from the store's archive that no refresh or
  /// prepend has revalidated yet (`ListState` rule 9): offline it stays `true`, so the screen can
  /// say the list is not current.
  public let isRestored: Driver<Bool>
  /// The navigation title, made from the parameters.
  public let navigationTitle: Driver<String>
  /// One-shot messages for a HUD: failures while items are on screen, action results.
  public let message: Signal<String>
  /// Navigation intents for a coordinator.
  public let route: Signal<ItemRoute<Item>>
  /// One result per completed load: its kind and how many new items it brought. Emitted after the
  /// items and status outputs show the load, whichever of them was subscribed first (as are
  /// ``message`` and ``route`` after the state that caused them); failed, cancelled and stale
  /// loads emit nothing.
  public let completedLoads: Signal<ItemsLoadResult>

  /// The items on screen, replayed to new subscribers.
  ///
  /// It emits when the items on screen change, and only then: an event that leaves them equal (a
  /// server confirming an action with the value already shown, a refresh that brings the same
  /// page) emits nothing.
  ///
  /// - Complexity: The Driver replays the last array, so the next appended page copies the list:
  ///   O(*n*) per page once subscribed; an event that changes an item in place compares the two
  ///   arrays, O(*n*). Long lists should bind ``sections(_:)`` and its changes, which grow by
  ///   O(*p*) per appended page.
  public private(set) lazy var items: Driver<[Item]> = driver.scheduler.driver(
    driver.stateRelay.asObservable().distinctUntilChanged(\.itemsRevision).map(\.items).distinctUntilChanged()
  )

  /// Creates a view model over a store and an empty paging state.
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - paging: The empty state to start from (and to go back to on reset); it holds the strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the parameters.
  public convenience init<Store: ItemsStore>(
    store: Store,
    paging: PagingState<Item, Strategy>,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (Parameters) -> String = { _ in "" }
  ) where Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters {
    self.init(
      driver: ListDriver(store: store, paging: paging, parameters: parameters, options: options),
      title: title
    )
  }

  /// Creates a view model whose outputs show `driver`'s state and whose inputs go to it: another
  /// face (a `ListModel`) may drive the same state.
  ///
  /// - Parameters:
  ///   - driver: Runs the state.
  ///   - title: Makes the navigation title from the parameters.
  package init(driver: ListDriver<Item, Strategy, Parameters>, title: @escaping @Sendable (Parameters) -> String) {
    self.driver = driver
    self.title = title
    // Every output is made on the scheduler the driver captured, so it delivers there.
    let scheduler = driver.scheduler
    let states = driver.stateRelay.asObservable()
    pageState = scheduler.driver(states.map(\.pageState).distinctUntilChanged())
    refreshStatus = scheduler.driver(states.map(\.refreshStatus).distinctUntilChanged())
    loadStates = scheduler.driver(states.map(\.loadStates).distinctUntilChanged())
    isShowingPersistedPage = scheduler.driver(states.map(\.isShowingPersistedPage).distinctUntilChanged())
    isRestored = scheduler.driver(states.map(\.isShowingRestoredList).distinctUntilChanged())
    navigationTitle = scheduler.driver(states.distinctUntilChanged(\.parametersRevision).map { title($0.parameters) })
    // From their own relay, which the driver feeds once every state output has seen the event:
    // a message, route or completed load never comes before the state that shows it, whichever
    // output was subscribed first.
    let notices = driver.noticeRelay.asObservable().flatMap { Observable.from($0) }
    message = scheduler.signal(notices.compactMap(\.message))
    route = scheduler.signal(notices.compactMap(\.route))
    completedLoads = scheduler.signal(notices.compactMap(\.completedLoad))
  }

  // MARK: State
  /// The whole state of the list, as of the last event.
  public var state: State { driver.state }
  /// The items on screen: the loaded items with action changes applied, or a persisted page.
  public var currentItems: [Item] { driver.state.items }
  /// The list's current parameters (set by ``reset(parameters:)``).
  public var parameters: Parameters { driver.state.parameters }
  /// The row that was being read when the restored list was archived, and its distance from the
  /// top of the viewport: scroll it there before the first frame (a data source's anchor, or
  /// SwiftUI's `scrollPosition(id:)`). `nil` when nothing was restored.
  public var restoredAnchor: State.RestoredAnchor? { driver.state.restoredAnchor }

  // MARK: Inputs

  /// Loads the first page and replaces the list with it; cancels a load-more in flight.
  ///
  /// The first time (and after a reset), a persisted first page is shown while it loads.
  public func refresh() { send(.refresh) }

  /// Loads items newer than the first one and puts them in front (a refresh that prepends, for
  /// strategies that can, such as `OffsetIDPaging`); a plain ``refresh()`` otherwise.
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

  /// Tells the view model which row is at the top of the viewport, so the store's archive keeps it
  /// (``PageStore/archiving(in:key:)``) and the next launch shows it on the same line.
  ///
  /// - Parameters:
  ///   - index: The row's position (as in ``itemAppeared(at:)-(Int)``); a placeholder is ignored.
  ///   - offset: The row's top minus the viewport's top, in points (negative when partly
  ///     scrolled out).
  public func readingPositionChanged(at index: Int, offset: Double) {
    driver.readingPositionChanged(at: index, offset: offset)
  }

  /// Gives `event` to the state's reducer and runs its effects.
  func send(_ event: State.Event) { driver.send(event) }
}
