// SPDX-License-Identifier: MIT

/// The state of a paged list, changed only by a pure reducer: ``reduce(_:)`` takes a
/// ``PagingEvent`` and returns the ``PagingEffect``s (loads, cancellations) its owner must carry out.
///
/// The reducer owns the rules hand-written list screens get wrong:
///
/// 1. ``PagingEvent/refresh`` starts the first request and cancels any load in flight; the items
///    stay until the new first page arrives, then are replaced (``PagingEvent/prepend`` puts new
///    items in front instead).
/// 2. ``PagingEvent/loadMore`` does nothing while a load is in flight, after the end, or before the
///    first page; otherwise it starts the strategy's next request.
/// 3. Every request carries a ``PagingRequestID``; a response or failure for a request that is no
///    longer current (superseded by a refresh, or cancelled) is ignored.
/// 4. A page's items are appended, dropping those whose id is already loaded (counted in
///    ``duplicatesDropped``). A strategy that asks for an already loaded request again ends
///    pagination instead of looping forever (``stoppedOnRepeatedRequest``).
/// 5. A failure keeps every loaded item; refresh, prepend and append failures are separate
///    ``loadStates``, each with its ``PagingFailure``, and ``PagingEvent/retry`` re-issues exactly the
///    failed request. A `CancellationError` (or any cancellation) that answers the load in flight is
///    such a failure: the state never cancels a load without moving on, so the loader gave up on its
///    own and nothing else will restart the load (``PagingFailure/isCancellation`` tells it apart).
/// 6. Each direction has a ``PagingLoadState`` (idle, loading, failed), plus ``endReached``.
/// 7. Made with ``withGaps(_:)``, a prepended page that may not join the loaded items goes on top
///    above a ``PagingGap`` instead of replacing the list; ``loadGap(_:)`` fills it, one load at a
///    time like the other directions (see ``PagingGap``).
///
/// ```swift
/// var state = PagingState<Repo, PageNumberPaging>(strategy: .pageNumber(pageSize: 20))
/// var effects = state.reduce(.refresh)
/// // [.load(PagingRequest(id: #1, direction: .refresh, request: page=1&pageSize=20))]
/// effects = state.reduce(.loaded(Page(items: firstTwenty), requestID: effects[0].loadRequest!.id))
/// // [], state.items.count == 20, state.endReached == false
/// ```
///
/// `PagingState` is a `Sendable` value with no locks, threads or I/O: the owner serialises calls to
/// ``reduce(_:)`` (a `@MainActor` view model, an actor) and runs the effects. At most one load is in
/// flight at any time. In debug builds every mutation ends with an invariant check.
///
/// > Note: Items are identified by `Item.ID`. The strategy's ``PagingStrategy/Anchor`` is read with
/// > the closure given to ``init(strategy:anchor:)``; for `Never` anchors and for id anchors
/// > (``OffsetIDPaging``) the shorter initialisers supply it.
public struct PagingState<Item: Identifiable & Sendable, Strategy: PagingStrategy>: Sendable
where Item.ID: Sendable {
  /// The strategy's request type.
  public typealias Request = Strategy.Request

  /// The strategy that builds the requests.
  public let strategy: Strategy
  /// The loaded items, in display order, ids unique.
  public internal(set) var items: [Item] = []
  /// The load state of each direction.
  public internal(set) var loadStates = PagingLoadStates()
  /// Whether the list has ended: ``PagingEvent/loadMore`` does nothing until a refresh.
  public internal(set) var endReached = false
  /// Whether the end was forced because the strategy asked for an already loaded request again;
  /// `false` again once a page makes the strategy ask for a new one, or a dropped page waits at
  /// the end (memory cap).
  public internal(set) var stoppedOnRepeatedRequest = false
  /// How many received items were dropped because their id was already loaded, since the list was
  /// last replaced.
  public internal(set) var duplicatesDropped = 0
  /// The latest total reported by the server, if any.
  public internal(set) var total: Int?
  /// Whether a first page has arrived (since creation; a failed refresh does not reset it).
  public internal(set) var hasLoadedFirstPage = false
  /// The load in flight, if any. Only a response or failure with its id is accepted.
  public internal(set) var inFlight: PagingRequest<Request>?
  /// The request that failed last, which ``PagingEvent/retry`` re-issues; cleared when a load starts.
  public internal(set) var failedRequest: PagingRequest<Request>?
  /// The request ``PagingEvent/loadMore`` will issue, or `nil` at the end or before the first page.
  public internal(set) var nextRequest: Request?
  /// How many refreshes and prepends have started.
  public internal(set) var generation = 0
  /// The memory cap: the most items held before far pages are dropped, or `nil` (the default) to
  /// hold every loaded item. Set with ``withMaxSize(_:reloadDistance:)``.
  public internal(set) var maxSize: Int?
  /// Under a memory cap, how close (in positions) to a dropped page a seen position reloads it.
  public internal(set) var reloadDistance = 5
  /// How many items of dropped pages come before ``items`` (0 without a memory cap).
  ///
  /// Positions count them: the item at ``items``[i] is at position `placeholdersBefore + i`.
  public internal(set) var placeholdersBefore = 0
  /// How many items of dropped pages come after ``items`` (0 without a memory cap).
  public internal(set) var placeholdersAfter = 0
  /// The last position given to ``itemAppeared(at:)`` since the list was last replaced.
  public internal(set) var lastSeenPosition: Int?
  /// Whether a prepended page that does not join the loaded items goes on top above a
  /// ``PagingGap`` instead of replacing the list; `false` (the default) until ``withGaps(_:)``.
  public internal(set) var marksGaps = false
  /// The gaps between loaded items, in display order (empty unless made with ``withGaps(_:)``).
  ///
  /// Each gap sits between two adjacent ``items``: `items[i].id == gap.newerID` and
  /// `items[i + 1].id == gap.olderID`. A refresh clears them (the list is replaced).
  public internal(set) var gaps: [PagingGap<Item.ID>] = []
  /// The load state of the gap a gap load is for (``loadState(of:)`` reads it per gap): loading
  /// while its load is in flight, failed after its load failed, until another load starts.
  public internal(set) var gapLoadState: PagingLoadState = .idle
  /// The ``PagingGap/id`` of the gap ``gapLoadState`` is about, or `nil` when it is idle.
  public internal(set) var gapLoadID: Item.ID?

  /// The ids of `items`, kept in sync so merging a page costs O(page), not O(list).
  var ids: Set<Item.ID> = []
  /// The requests whose pages were appended since the list was last replaced (loop detection).
  var loadedRequests: Set<Request> = []
  /// The serial number of the last issued request.
  var lastSerial = 0
  /// Reads a strategy anchor from an item.
  let anchor: @Sendable (Item) -> Strategy.Anchor?
  /// Under a memory cap: the pages of ``items``, in order (empty without a cap).
  var heldPages: [PageRecord] = []
  /// Under a memory cap: the dropped pages before ``items``; the last one is next to them.
  var droppedBefore: [PageRecord] = []
  /// Under a memory cap: the dropped pages after ``items``; the last one is next to them.
  var droppedAfter: [PageRecord] = []

  /// One loaded page under a memory cap: the request that loaded it and how many items it added.
  struct PageRecord: Sendable, Hashable {
    /// The request that loaded the page, re-issued to reload it once dropped.
    let request: Request
    /// How many items of ``PagingState/items`` came from it (its placeholders once dropped).
    var count: Int
  }

  /// Creates an empty state whose strategy reads anchors from items with `anchor`.
  ///
  /// ```swift
  /// var state = PagingState<Post, TimestampPaging>(strategy: TimestampPaging(), anchor: { $0.createdAt })
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: The paging strategy.
  ///   - anchor: Reads the strategy's anchor from an item; called only on the first and last items.
  public init(strategy: Strategy, anchor: @escaping @Sendable (Item) -> Strategy.Anchor?) {
    self.strategy = strategy
    self.anchor = anchor
  }

  /// Creates an empty state for a strategy that does not read items (page number, cursor...).
  ///
  /// ```swift
  /// var state = PagingState<Repo, PageNumberPaging>(strategy: .pageNumber(pageSize: 20))
  /// ```
  ///
  /// - Parameter strategy: The paging strategy.
  public init(strategy: Strategy) where Strategy.Anchor == Never {
    self.init(strategy: strategy, anchor: { _ in nil })
  }

  /// Creates an empty state for a strategy whose anchor is the item id (``OffsetIDPaging``).
  ///
  /// ```swift
  /// var state = PagingState<Tweet, OffsetIDPaging<Tweet.ID>>(strategy: .offsetID(pageSize: 20))
  /// ```
  ///
  /// - Parameter strategy: The paging strategy.
  public init(strategy: Strategy) where Strategy.Anchor == Item.ID {
    self.init(strategy: strategy, anchor: { $0.id })
  }

  /// Whether any load is in flight.
  public var isLoading: Bool { inFlight != nil }

  /// Whether ``PagingEvent/loadMore`` would start a request now.
  public var canLoadMore: Bool { validate(.loadMore) == nil }

  /// Whether an item with this id is loaded.
  ///
  /// - Parameter id: An item id.
  /// - Returns: `true` if `items` holds an item with this id.
  /// - Complexity: O(1) on average.
  public func contains(id: Item.ID) -> Bool {
    ids.contains(id)
  }

  /// Why ``reduce(_:)`` would ignore `event`, or `nil` if it would act on it.
  ///
  /// ```swift
  /// state.validate(.loadMore)  // .firstPageNotLoaded before the first page
  /// ```
  ///
  /// - Parameter event: The event to check.
  /// - Returns: The reason the event would be ignored, or `nil`.
  /// - Complexity: O(1).
  public func validate(_ event: PagingEvent<Item>) -> PagingError? {
    switch event {
    case .refresh, .prepend:
      return nil
    case .loadMore:
      if inFlight != nil { return .loadInFlight }
      if !hasLoadedFirstPage { return .firstPageNotLoaded }
      if endReached || nextRequest == nil { return .noMorePages }
      return nil
    case .retry:
      if inFlight != nil { return .loadInFlight }
      return failedRequest == nil ? .nothingToRetry : nil
    case .cancel:
      return inFlight == nil ? .nothingInFlight : nil
    case .loaded(_, let id), .failed(_, let id):
      return inFlight?.id == id ? nil : .staleResponse(id)
    }
  }
}
