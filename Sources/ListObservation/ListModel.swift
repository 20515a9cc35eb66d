// SPDX-License-Identifier: MIT

public import ListPaging
public import ListSections
public import ListViewModels
public import Observation

/// A paged list for SwiftUI and any Observation user: an `@Observable` model whose properties are
/// the list's state, a second driver of the `ListState` reducer beside `ItemsViewModel`.
///
/// It runs its `ListState` with the same effect runner as `ItemsViewModel` (loads, actions,
/// cancellation, the hop back to the main actor), and every input is a `ListEvent` given to the
/// reducer. After each event it sets each property that changed, and only those, so a view that
/// reads ``pageState`` is not invalidated by a page that only changed ``items``.
///
/// ```swift
/// @State private var model = ListModel(
///   store: PageStore.articles(from: client), strategy: .pageNumber(pageSize: 20), parameters: ())
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
/// > Important: Create and use it on the main actor. Store and action results hop back to it on
/// > the Driver scheduler of the task that created the model, so a model created inside
/// > `SharingScheduler.mock(scheduler:)` runs on the test's virtual time.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ListModel<
  Item: Identifiable & Equatable & Sendable,
  Strategy: PagingStrategy,
  Parameters: Sendable
>: PagedListModel where Item.ID: Sendable {
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
  /// Whether the items are a list restored from the store's archive that no refresh or prepend has
  /// revalidated yet (`ListState` rule 9): offline it stays `true`. A restored model starts with
  /// ``anchorID`` on the row that was being read.
  public private(set) var isRestored = false
  /// Rows of pages dropped by the memory cap above and below ``items`` (both 0 without a cap,
  /// see `PagingState.withMaxSize(_:reloadDistance:)`); show placeholder rows for them.
  public private(set) var placeholders = PlaceholderCounts(before: 0, after: 0)
  /// The last one-shot message (a failure while items are on screen, an action's result); the view
  /// sets it back to `nil` once shown.
  public var message: String?
  /// The last navigation intent; the view sets it back to `nil` once it navigated.
  public var route: ItemRoute<Item>?
  /// The id of the item to keep in place, for a `ScrollView`'s `scrollPosition(id:)`: bind it
  /// (`.scrollPosition(id: $model.anchorID)`) and the scroll view writes the row the user scrolled
  /// to, while every change of ``items`` moves it by ListSections' `ScrollAnchor.keptID` rules: an
  /// item that stays keeps it, a removed item (a dropped page) hands it to the nearest item before
  /// it still shown, and at the top (the first item held) it goes to the new first item, so newer
  /// items show, unless ``anchorTopBehavior`` is `.keepsAnchoredRow`. O(*n*) per change of items.
  public var anchorID: Item.ID?
  /// What ``anchorID`` does when it holds the first item and items are put above it. Default
  /// `.revealsInsertedRows`; `.keepsAnchoredRow` for "pull to see new".
  public var anchorTopBehavior = AnchorOptions.TopBehavior.revealsInsertedRows

  /// The search field's text, for `.searchable(text: $model.searchText)`: on a model made for
  /// search (`init(searching:strategy:search:options:title:)`), each change goes to its search input,
  /// whose query settles after the debounce; on another model it is only kept.
  public var searchText: String {
    get {
      access(keyPath: \.searchText)
      return storedSearchText
    }
    set {
      withMutation(keyPath: \.searchText) { storedSearchText = newValue }
      searchInput?(newValue)
    }
  }
  /// What a search screen shows (the prompt while idle, else the settled query and its cover);
  /// `nil` on a model not made for search.
  public internal(set) var searchPhase: SearchPhase?

  /// Runs the state: the reducer, the effects, and the hop back to the main actor.
  @ObservationIgnored let driver: ListDriver<Item, Strategy, Parameters>
  /// Makes the navigation title from the parameters.
  @ObservationIgnored let title: @Sendable (Parameters) -> String
  /// The view model of the deprecated ``init(_:)`` or ``viewModel``: another face of ``driver``.
  @ObservationIgnored var zeroXViewModel: ItemsViewModel<Item, Strategy, Parameters>?
  /// The revisions of the items and parameters the properties show.
  @ObservationIgnored private var shownRevisions: (items: Int, parameters: Int)
  /// Callers of the `async` inputs waiting for the list to settle.
  @ObservationIgnored private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  @ObservationIgnored private var nextWaiter = 0
  /// The text behind ``searchText``.
  @ObservationIgnored private var storedSearchText = ""
  /// Takes the search text, on a model made for search.
  @ObservationIgnored var searchInput: (@MainActor (String) -> Void)?
  /// Makes ``searchPhase`` from the state, on a model made for search.
  @ObservationIgnored var searchPhaseOf: (@MainActor (State) -> SearchPhase)?

  /// Creates a model over a store and an empty paging state.
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - paging: The empty state to start from (and to go back to on reset); it holds the strategy
  ///     and the memory cap, if any (`PagingState.withMaxSize(_:reloadDistance:)`).
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

  /// Creates a model that shows `driver`'s state and sends its inputs to it: another face (the
  /// `ItemsViewModel` of the deprecated ``init(_:)``) may drive the same state.
  ///
  /// - Parameters:
  ///   - driver: Runs the state.
  ///   - title: Makes the navigation title from the parameters.
  package init(driver: ListDriver<Item, Strategy, Parameters>, title: @escaping @Sendable (Parameters) -> String) {
    self.driver = driver
    self.title = title
    let state = driver.state
    shownRevisions = (state.itemsRevision, state.parametersRevision)
    navigationTitle = title(state.parameters)
    // A restored list (rule 9) is on screen from the start, its reading row anchored.
    items = state.items
    anchorID = state.restoredAnchor?.id
    show(state)
    // The one-shot outputs of an event sent before this model existed (to a view model driving
    // the same state) are not this model's.
    message = nil
    route = nil
    driver.observe(self) { model, state in
      model.show(state)
      return true
    }
  }

  /// The whole state of the list, as of the last event.
  ///
  /// It is not observed: views read the properties above, which notify their readers.
  public var state: State { driver.state }

  /// The row that was being read when the restored list was archived, and its distance from the
  /// top of the viewport in points; `nil` when nothing was restored (or after a reset).
  ///
  /// A restored model starts with ``anchorID`` on that row, so a `ScrollView` bound to it opens
  /// there in its first frame:
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyVStack { ForEach(model.items) { PostRow(post: $0) } }
  ///     .scrollTargetLayout()
  /// }
  /// .scrollPosition(id: $model.anchorID, anchor: .top)  // the row being read, at the top
  /// .task { await model.prepend() }  // newer posts go on top; the row being read stays
  /// ```
  ///
  /// SwiftUI places a row by id and a unit point, not by points: with `.top` the row's top is at
  /// the viewport's top, up to `RestoredAnchor.offset` points away from where it was read
  /// (a row partly scrolled out shows whole). The UIKit data sources place it to the point.
  /// Not observed: it is set when the model is created and cleared by a reset.
  public var restoredAnchor: State.RestoredAnchor? { driver.state.restoredAnchor }

  // MARK: Inputs

  /// Loads the first page and returns once it landed or failed (for `.refreshable` and `.task`).
  public func refresh() async {
    send(.refresh)
    await settled()
  }

  /// Puts newer items on top (a refresh for strategies that cannot prepend), and returns once the
  /// load landed or failed.
  public func prepend() async {
    send(.prepend)
    await settled()
  }

  /// Loads the next page, unless a load is running, the end was reached or nothing loaded yet.
  public func loadMore() { send(.loadMore) }

  /// Loads again exactly the request that failed last.
  public func retry() { send(.retry) }

  /// Starts over with new parameters and returns once the new first page landed or failed.
  ///
  /// - Parameter parameters: The new parameters (a new search query).
  public func reset(parameters: Parameters) async {
    send(.reset(parameters))
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
    let state = driver.state
    let candidates =
      state.paging.maxSize == nil ? items.indices.suffix(state.options.prefetchDistance + 1) : items.indices
    guard let index = candidates.last(where: { items[$0].id == item.id }) else { return }
    send(.itemAppeared(index: state.placeholdersBefore + index))
  }

  /// Tells the model the row at a position appeared (a placeholder row of a dropped page, under a
  /// memory cap): next to a dropped page it reloads it, as `ItemsViewModel.itemAppeared(at:)` does.
  ///
  /// - Parameter position: The row's position, counting ``placeholders`` before the items.
  public func onAppear(at position: Int) { send(.itemAppeared(index: position)) }

  /// Tells the model the user selected an item: sets ``route`` to its detail, through the reducer
  /// (`ListEvent.itemSelected(index:)`).
  ///
  /// - Parameter item: The selected item; an item not on screen is ignored.
  /// - Complexity: O(*n*) for *n* items on screen.
  public func select(_ item: Item) {
    guard let index = items.lastIndex(where: { $0.id == item.id }) else { return }
    send(.itemSelected(index: driver.state.placeholdersBefore + index))
  }

  /// Runs a secondary action (star, delete) on the item with this id, as
  /// `ItemsViewModel.perform(_:on:)` does.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - id: The item's id.
  public func perform(_ action: ItemAction<Item>, on id: Item.ID) { send(.actionStarted(action, itemID: id)) }

  /// Gives an event to the reducer and runs its effects, as every input above does: for an event
  /// the model does not wrap, or to start a refresh without waiting for it (`send(.refresh)`).
  ///
  /// - Parameter event: A user intent (`.refresh`, `.itemAppeared(index:)`...). Outcomes (`.loaded`,
  ///   `.failed`...) are the model's to send: one sent from outside is stale or lands early.
  public func send(_ event: ListEvent<Item, Strategy.Request, Parameters>) { driver.send(event) }

  /// Tells the model which row is at the top of the viewport, so the store's archive keeps it and
  /// the next launch starts with ``anchorID`` on it.
  ///
  /// - Parameters:
  ///   - position: The row's position (as in ``onAppear(at:)``).
  ///   - offset: The row's top minus the viewport's top, in points.
  public func readingPositionChanged(at position: Int, offset: Double) {
    driver.readingPositionChanged(at: position, offset: offset)
  }

  /// The sections built from the items by `builder`, as an observable model.
  ///
  /// The sections follow the items for as long as the returned model lives.
  ///
  /// - Parameter builder: Builds the sections.
  /// - Returns: A model whose ``SectionsModel/snapshot`` follows the items.
  public func sections<Header, Row>(_ builder: SectionBuilder<Item, Header, Row>) -> SectionsModel<Header, Row> {
    SectionsModel(builder, driver: driver)
  }

  // MARK: Showing the state

  /// Sets the properties that changed, the one-shot outputs of the event, and resumes the callers
  /// waiting for the list to settle.
  private func show(_ state: State) {
    if state.itemsRevision != shownRevisions.items {
      shownRevisions.items = state.itemsRevision
      if anchorID != nil {
        anchorID = ScrollAnchor.keptID(
          anchorID,
          oldIDs: items.lazy.map(\.id),
          newIDs: state.items.lazy.map(\.id),
          atTop: anchorTopBehavior
        )
      }
      items = state.items
    }
    if state.parametersRevision != shownRevisions.parameters {
      shownRevisions.parameters = state.parametersRevision
      setIfChanged(\.navigationTitle, title(state.parameters))
    }
    setIfChanged(\.pageState, state.pageState)
    setIfChanged(\.isRestored, state.isShowingRestoredList)
    setIfChanged(\.refreshStatus, state.refreshStatus)
    setIfChanged(\.placeholders, PlaceholderCounts(before: state.placeholdersBefore, after: state.placeholdersAfter))
    let loadStates = state.loadStates
    setIfChanged(\.loadStates, loadStates)
    setIfChanged(\.isLoading, loadStates.isLoading)
    setIfChanged(\.error, loadStates.failure)
    for notice in state.notices {
      switch notice {
      case .message(let text): message = text
      case .route(let route): self.route = route
      case .completedLoad: break
      }
    }
    if let searchPhaseOf { setIfChanged(\.searchPhase, searchPhaseOf(state)) }
    if !loadStates.isLoading { resumeWaiters() }
  }

  /// Sets a property only when the value changes, so its readers are not invalidated for nothing.
  private func setIfChanged<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<ListModel, Value>, _ value: Value) {
    if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
  }

  /// Returns once no load is in flight, or at once when the calling task is cancelled.
  private func settled() async {
    guard driver.state.paging.isLoading else { return }
    nextWaiter += 1
    let id = nextWaiter
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled || !driver.state.paging.isLoading {
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
