// SPDX-License-Identifier: MIT

public import ListPaging

/// Everything a list screen knows, as a plain value changed only by ``reduce(_:)``: the paging
/// state, the items on screen (with optimistic action changes), the persisted first page, the
/// cover, header, footer and load states, the last completed load, and the one-shot notices
/// (messages, routes) of the last event.
///
/// ``ItemsViewModel`` is a thin driver of it: it keeps one `ListState`, runs the
/// ``ListEffect``s that ``reduce(_:)`` returns (loads, action requests) and feeds their outcomes
/// back as ``ListEvent``s. Another driver (an `@Observable` model, an actor, a test) gets the same
/// behaviour by doing the same.
///
/// The rules of ``reduce(_:)``:
///
/// 1. Every event starts by clearing ``notices``: what an event leaves there is its own.
/// 2. The first ``ListEvent/refresh`` since creation or reset, with nothing on screen, asks for the
///    persisted first page (``ListEffect/readPersistedFirstPage(_:)``); its answer
///    (``ListEvent/persistedFirstPageRead(_:)``) shows a non-empty page at once, each id once, and
///    starts the load. Load-more waits for that first page: meanwhile the footer shows its load
///    (``RefreshStatus/Footer/refreshing``) or its failure (``RefreshStatus/Footer/failed(_:)``,
///    which ``ListEvent/retry`` loads again).
///    Every other refresh, prepend, load-more and retry follows `PagingState`'s rules: one load at a
///    time, a refresh or prepend cancels the load in flight, a prepend before the first page
///    refreshes.
/// 3. A page or failure for a request that is not the one in flight is dropped (stale).
/// 4. An appended page adds its new items at the end (O(page)); a refreshed or prepended page
///    replaces the persisted page, drops the action changes confirmed before that load started
///    (after a prepend, only those of the items it put on screen or that are gone), and rebuilds
///    the list. A refreshed first page is persisted
///    (``ListEffect/persistFirstPage(_:parameters:)``). Each emits ``ListNotice/completedLoad(_:)``.
/// 5. A failure keeps every item on screen. When items are on screen it emits a
///    ``ListNotice/message(_:)`` (the error cover shows it otherwise). A `CancellationError` that
///    answers the load in flight is a failure like any other: the state never cancels a load
///    without moving on, so the store gave up on its own, and the cover's or footer's retry (or a
///    pull to refresh) is what restarts it.
/// 6. ``ListEvent/itemAppeared(index:)`` within ``ItemsViewModelOptions/prefetchDistance`` of
///    the end loads more, unless the last load-more failed (that waits for a retry).
///    ``ListEvent/itemSelected(index:)`` emits ``ItemRoute/detail(_:)``; indices out of range
///    are ignored. Under a memory cap (`PagingState.withMaxSize(_:reloadDistance:)`) indices are
///    positions, counting ``placeholdersBefore``; an appearing position next to a dropped page
///    reloads it first, and pages land as `PagingState` says (far pages dropped).
/// 7. ``ListEvent/reset(_:)`` cancels the load in flight and every action, clears the list, keeps
///    the new parameters and refreshes (rule 2). Request ids go on from the old list's, so a late
///    answer to an old request is stale (rule 3).
/// 8. An action shows its optimistic change at once, over every version of the item that lands;
///    running actions stack in the order they started. On success the value it produced (the
///    server's item, or the changed item its request was sent with) becomes the item's
///    confirmed value, shown until a refresh started after the confirmation lands (or a prepend
///    that brings the item's new version or removes it); on failure
///    its change is dropped. Once every action settled, the item shows what the server last
///    confirmed. Outcomes of unknown actions (cancelled by a reset) are ignored.
/// 9. A state created with ``init(paging:parameters:options:restoring:)`` shows the archived list
///    whole, each id once, in the archived order, as loaded items (load-more goes on after its last
///    page) with the archived gaps open between the same rows (a paging state with gaps on), with ``isShowingRestoredList`` set and ``restoredAnchor`` naming the row that was
///    being read (when it is among the items). Its first ``ListEvent/refresh`` revalidates by the
///    strategy's rules: a prepend for a strategy that can prepend (offset id: newer items go on
///    top, rule 4), a refresh for the others (page number, cursor: the first page replaces the
///    list when it lands). A failure keeps the restored list whole (rule 5), so offline it stays
///    on screen and ``isShowingRestoredList`` stays set; a refresh or prepend that lands, or a
///    reset, clears it.
///
/// The invariants: what every sequence of events leaves true. The state explorer of issue 26
/// checks each on every state and event reachable from an empty list within a bound (a small run
/// in `swift test`, the big one with `swift run -c release ExploreListState`):
///
/// - I1. No item is on screen twice.
/// - I2. Nothing loaded is lost, except by a refresh, a reset or the memory cap (which leaves
///   placeholders).
/// - I3. A response from before a refresh or reset is never applied: the answer of a cancelled
///   load changes nothing.
/// - I4. At most one load runs per direction, and every load the driver runs is the one in flight.
/// - I5. No load-more request is made after the end is reached.
/// - I6. A refresh clears the end: once its page lands, the end is reached exactly when that page
///   says so.
/// - I7. Load states, header, footer and cover agree with the loads running and the last outcome.
/// - I8. The UI never lies: whenever the footer offers to load more, load-more starts a load (so
///   the footer hides while a refresh or prepend runs over the items); when it says there is no
///   more, load-more starts nothing; when an error is shown, retry starts the request that failed
///   and shows its progress.
/// - I9. An action's rollback restores exactly the server's last confirmed item: an item with no
///   action running shows what the server last said about it.
/// - I10. An item keeps its position, except when a refresh, a prepend or a reset replaces the
///   list, or the server's list changed.
/// - I11. Under the memory cap every dropped page can be reloaded: showing the position next to it
///   (or retry, after its reload failed) starts its load.
/// - I12. Each input starts the load its documentation names, or nothing where it says nothing: a
///   refresh the first page; a prepend the items newer than the first (a refresh before the first
///   page, for a strategy that cannot prepend, or while pages dropped by the memory cap come first);
///   load-more the next page, unless a load runs, the end is reached or no first page landed; retry
///   exactly the request that failed last; a position next to a dropped page that page's reload, and
///   a position near the end the next page.
/// - I13. Each page that lands reports what it did: one ``ListNotice/completedLoad(_:)`` whose
///   every field says what ``ItemsLoadResult`` documents; a failed, cancelled or stale load reports
///   nothing.
/// - I14. After every page the end is reached exactly when the strategy's end rule says so, with or
///   without a memory cap: a page that is short (or, for pages and cursors, the last by the total or
///   the cursor) ends the list, a page joined on top leaves the end as it was, and while a page
///   dropped at the end waits for its reload the end is not reached.
/// - I15. The screen shows the state: after each update the data source and its view show the
///   sections of the items, through batches a view accepts, and the row being read keeps its line
///   on screen unless the list was replaced, new rows show at the top, or the content cannot keep it
///   there.
/// - I16. A restored list is the archived list: it shows the archived items, each id once, in
///   their archived order, and ``restoredAnchor``, when set, names one of them. Until a refresh or
///   prepend lands or a reset, they keep that order (pages loaded later go at the end; actions and
///   the memory cap apply to them as to any loaded item).
/// - I17. A gap is a hole in the server's list, nothing else: the items keep the server's order;
///   each gap sits between two adjacent held items and its bounds are their ids; no two gaps share
///   a place; there are gaps only in a list made with gaps (`PagingState.withGaps(_:)`) and without
///   a memory cap; a gap load fills its gap from the top without moving the items above it or
///   reordering those below, a gap closed by the server's own answer leaves none of its items
///   out, and a gap's row shows its load: loading exactly while its load runs, failed with the
///   failure last shown.
///
/// ```swift
/// var state = ListState<Repo, PageNumberPaging, String>(
///   paging: PagingState(strategy: .pageNumber(pageSize: 20)), parameters: "swift")
/// state.reduce(.refresh)                    // [.readPersistedFirstPage("swift")]
/// let load = state.reduce(.persistedFirstPageRead(nil))[0]  // .load(#1 refresh, parameters: "swift")
/// state.reduce(.loaded(Page(items: repos), requestID: #1))  // [.persistFirstPage(...)]
/// state.pageState                           // .content
/// ```
///
/// `ListState` is a `Sendable` value with no locks, threads or I/O; its owner serialises calls to
/// ``reduce(_:)``. In debug builds every event ends with an invariant check.
public struct ListState<
  Item: Identifiable & Equatable & Sendable,
  Strategy: PagingStrategy,
  Parameters: Sendable
>: Sendable where Item.ID: Sendable {
  /// The events this state reduces.
  public typealias Event = ListEvent<Item, Strategy.Request, Parameters>
  /// The effects it asks its driver to run.
  public typealias Effect = ListEffect<Item, Strategy.Request, Parameters>

  /// The paging state: loaded items, load states, the load in flight.
  public internal(set) var paging: PagingState<Item, Strategy>
  /// The list's parameters (a search query, a filter), set by ``ListEvent/reset(_:)``.
  public internal(set) var parameters: Parameters
  /// The prefetch distance and the formatter of messages.
  public let options: ItemsViewModelOptions
  /// The items on screen: the loaded items, or the persisted first page, with action changes.
  public internal(set) var items: [Item] = []
  /// The persisted first page while it is on screen (until the first refresh lands).
  public internal(set) var persistedItems: [Item]?
  /// The one-shot outputs of the last event, in order.
  public internal(set) var notices: [ListNotice<Item>] = []
  /// The last load that completed since the list was created or reset.
  public internal(set) var lastCompletedLoad: ItemsLoadResult?
  /// Counts the changes of ``items``: it grows by one with each event that changes them.
  public internal(set) var itemsRevision = 0
  /// How ``items`` changed at revision ``itemsRevision``.
  public internal(set) var itemsChange = ItemsChange.reload
  /// Counts the resets: it grows by one with each ``ListEvent/reset(_:)``.
  public internal(set) var parametersRevision = 0
  /// Whether the items on screen are a list restored from an archive that no refresh or prepend
  /// has revalidated yet (rule 9): offline, it stays `true`.
  public internal(set) var isShowingRestoredList = false
  /// The row that was being read when the restored list was archived, and its distance from the
  /// top of the viewport (rule 9); `nil` after a reset or without one.
  public internal(set) var restoredAnchor: RestoredAnchor?

  /// The action changes shown over the loaded items, per item, in the order they started.
  var overrides: [Item.ID: ItemOverride] = [:]
  /// The number of the last action started.
  var lastActionNumber = 0
  /// Whether the persisted first page was asked for since creation or the last reset.
  var hasAskedForPersistedPage = false

  /// Creates the state of a list that has loaded nothing yet.
  ///
  /// - Parameters:
  ///   - paging: The empty paging state (it holds the strategy); a reset empties it again.
  ///   - parameters: The list's first parameters.
  ///   - options: The prefetch distance and the formatter of messages.
  public init(
    paging: PagingState<Item, Strategy>,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions()
  ) {
    self.paging = paging
    self.parameters = parameters
    self.options = options
  }

  /// Creates the state of a list restored from an archive (rule 9): the archived pages land as a
  /// first page and next pages would, so load-more goes on from the last one, the archived gaps open
  /// again between the same rows (a paging state with gaps on), and the anchored row is
  /// ``restoredAnchor``. No load starts: the driver's first ``ListEvent/refresh`` revalidates.
  ///
  /// ```swift
  /// let archived = ArchivedList(pages: [firstPage, secondPage], anchor: .init(index: 27, offset: -8))
  /// var state = ListState(paging: PagingState(strategy: .offsetID(pageSize: 20)), parameters: (),
  ///   restoring: archived)
  /// state.items.count          // 40
  /// state.restoredAnchor?.id   // the id of the 28th item
  /// state.reduce(.refresh)     // [.load(#3 prepend newer than the first id)]
  /// ```
  ///
  /// - Parameters:
  ///   - paging: The empty paging state (it holds the strategy); a reset empties it again.
  ///   - parameters: The list's parameters (those the archive was read for).
  ///   - options: The prefetch distance and the formatter of messages.
  ///   - archived: The archived list; with no pages the state is that of a list that loaded nothing.
  /// - Complexity: O(*n*) for *n* archived items.
  public init(
    paging: PagingState<Item, Strategy>,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    restoring archived: ArchivedList<Item>
  ) {
    self.init(paging: paging, parameters: parameters, options: options)
    var request = self.paging.reduce(.refresh).first?.loadRequest
    for (number, page) in archived.pages.enumerated() {
      if number > 0 { request = self.paging.reduce(.loadMore).first?.loadRequest }
      // The archive's pages were the list's own: one that would end it early stops the replay.
      guard let current = request else { break }
      self.paging.reduce(.loaded(page, requestID: current.id))
    }
    guard !self.paging.items.isEmpty else {
      self.paging = paging
      return
    }
    // The gaps that were open, each above the row at its index (a list with gaps on).
    if !archived.gaps.isEmpty {
      let items = archived.items
      self.paging.restoreGaps(above: archived.gaps.compactMap { items.indices.contains($0) ? items[$0].id : nil })
    }
    hasAskedForPersistedPage = true
    isShowingRestoredList = true
    if let anchor = archived.anchor, anchor.index >= 0 {
      var index = anchor.index
      search: for page in archived.pages {
        if index < page.items.count {
          let id = page.items[index].id
          if self.paging.contains(id: id) { restoredAnchor = RestoredAnchor(id: id, offset: anchor.offset) }
          break search
        }
        index -= page.items.count
      }
    }
    rebuildItems()
    checkInvariants()
  }

  /// Whether the persisted first page is on screen.
  public var isShowingPersistedPage: Bool { persistedItems != nil }

  /// Whether nothing is running: no load and no action request in flight.
  public var isSettled: Bool { !paging.isLoading && !hasActionsInFlight }

  /// Whether any action's request is still running.
  public var hasActionsInFlight: Bool {
    overrides.values.contains { !$0.pending.isEmpty }
  }

  /// The full-screen cover: content when items are on screen; else the error of the failed load,
  /// loading before the first page, or empty.
  public var pageState: PageState {
    if !items.isEmpty { return .content }
    let states = paging.loadStates
    if let failure = states.refresh.failure ?? states.prepend.failure ?? states.append.failure {
      return .error(failure)
    }
    if paging.isLoading || !paging.hasLoadedFirstPage { return .loading }
    return .empty(message: options.emptyMessage)
  }

  /// The pull-to-refresh header and the load-more footer.
  public var refreshStatus: RefreshStatus {
    let states = paging.loadStates
    let footer: RefreshStatus.Footer
    if items.isEmpty {
      footer = .hidden
    } else if states.append.isLoading {
      footer = .refreshing
    } else if let failure = states.append.failure {
      footer = .failed(failure)
    } else if isShowingPersistedPage, paging.isLoading || states.refresh.failure != nil {
      // Load-more waits for the first page: the footer shows its load, or its failure to retry.
      footer = states.refresh.failure.map { .failed($0) } ?? .refreshing
    } else if endReached {
      footer = .noMoreData
    } else if paging.isLoading {
      // A refresh or prepend runs: load-more would be ignored (one load at a time), so the footer
      // offers nothing until it lands.
      footer = .hidden
    } else {
      footer = .idle
    }
    return RefreshStatus(
      // Reloading a page dropped by the memory cap is not a refresh: the header stays idle.
      header: states.refresh.isLoading || (states.prepend.isLoading && !paging.isReloadingDroppedPage)
        ? .refreshing : .idle,
      footer: footer
    )
  }

  /// The load state of each end of the list, and whether the end was reached.
  public var loadStates: ItemsLoadStates {
    let states = paging.loadStates
    return ItemsLoadStates(
      refresh: states.refresh,
      prepend: states.prepend,
      append: states.append,
      endReached: endReached
    )
  }

  /// Whether the last page was loaded (a first page arrived and there is no next request).
  var endReached: Bool { paging.hasLoadedFirstPage && paging.endReached }
}

extension ListState {
  /// The row that was being read when a restored list was archived.
  public struct RestoredAnchor: Sendable, Hashable {
    /// The row's item id.
    public var id: Item.ID
    /// The row's top minus the viewport's top, in points (negative when partly scrolled out).
    public var offset: Double

    /// Creates an anchor.
    ///
    /// - Parameters:
    ///   - id: The row's item id.
    ///   - offset: The row's top minus the viewport's top, in points.
    public init(id: Item.ID, offset: Double) {
      self.id = id
      self.offset = offset
    }
  }
}
