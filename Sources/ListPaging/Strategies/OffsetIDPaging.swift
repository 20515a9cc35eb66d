// SPDX-License-Identifier: MIT

/// Paging by item id for newest-first feeds: "items older than id X" to load more, and "items newer
/// than id Y" to refresh by prepending.
///
/// The next request carries the id of the **last loaded item**. The list ends on a page shorter
/// than `pageSize` (an empty page included), so a short page never costs an extra empty request.
/// Ids may be any `Hashable & Sendable` type: `Int`, `String`, `UUID`, your own.
///
/// A prepend (``PagingEvent/prepend``) asks for items newer than the first loaded id; the server
/// answers the newest of them, as Twitter's `since_id` does (see ``Request/newer(than:pageSize:)``).
/// If that page is full, more new items may exist between it and the loaded ones; ``PagingState``
/// then replaces the list with the page instead of showing a hole (see
/// ``prependedPageConnects(for:context:)``), or, made with ``PagingState/withGaps(_:)``, keeps the
/// loaded items below a ``PagingGap`` that loads with ``gapRequest(below:)``.
///
/// ```swift
/// var state = PagingState<Tweet, OffsetIDPaging<Tweet.ID>>(strategy: .offsetID(pageSize: 20))
/// state.reduce(.refresh)   // [.load(... .first(pageSize: 20))]
/// // ... after a page ending with id 981:
/// state.reduce(.loadMore)  // [.load(... .older(than: 981, pageSize: 20))]
/// state.reduce(.prepend)   // [.load(... .newer(than: <first id>, pageSize: 20))]
/// ```
public struct OffsetIDPaging<ID: Hashable & Sendable>: PagingStrategy, Hashable {
  /// One offset-id request.
  public enum Request: Hashable, Sendable {
    /// The newest `pageSize` items.
    case first(pageSize: Int)
    /// Up to `pageSize` items older than the item with this id.
    case older(than: ID, pageSize: Int)
    /// Up to `pageSize` items newer than the item with this id.
    ///
    /// Twitter's `since_id`: when more than `pageSize` items are newer, the server answers the
    /// **newest** `pageSize` of them (not the ones just above the id), newest first. Such a full
    /// page may leave a gap above the loaded items, so ``PagingState`` replaces the list with it
    /// (see ``OffsetIDPaging/prependedPageConnects(for:context:)``). `MockResponder` in
    /// `ListNetworking` answers its `sinceId` parameter this way.
    ///
    /// ```swift
    /// // Server: 1038, 1037, 1036, 1035, ...   Loaded: 1035, ...
    /// // .newer(than: 1035, pageSize: 2) answers 1038, 1037: a full page, so it replaces the list.
    /// // .newer(than: 1035, pageSize: 5) answers 1038, 1037, 1036: short, so it goes on top.
    /// ```
    case newer(than: ID, pageSize: Int)

    /// The number of items asked for.
    public var pageSize: Int {
      switch self {
      case .first(let pageSize), .older(_, let pageSize), .newer(_, let pageSize): pageSize
      }
    }
  }

  /// The anchor is the item id.
  public typealias Anchor = ID

  /// The number of items per page; always positive.
  public let pageSize: Int

  /// Creates an offset-id strategy.
  ///
  /// ```swift
  /// let paging = OffsetIDPaging<String>(pageSize: 30)
  /// ```
  ///
  /// - Parameter pageSize: The number of items per page. Must be positive.
  public init(pageSize: Int) {
    precondition(pageSize > 0, "OffsetIDPaging(pageSize:): pageSize must be positive, got \(pageSize)")
    self.pageSize = pageSize
  }

  /// The request for the newest page.
  ///
  /// - Returns: `.first(pageSize: pageSize)`.
  public func firstRequest() -> Request {
    .first(pageSize: pageSize)
  }

  /// Items older than the last loaded item, or `nil` after a short page.
  ///
  /// - Parameters:
  ///   - request: The request whose page just arrived.
  ///   - context: The page's count and the last loaded item's id.
  /// - Returns: `.older(than: lastId, pageSize:)`, or `nil` at the end of the list.
  /// - Complexity: O(1).
  public func nextRequest(after request: Request, context: PagingContext<ID>) -> Request? {
    guard context.pageItemCount >= request.pageSize, let last = context.lastAnchor else { return nil }
    return .older(than: last, pageSize: pageSize)
  }

  /// Items newer than the first loaded item.
  ///
  /// - Parameter anchor: The first (newest) loaded item's id.
  /// - Returns: `.newer(than: anchor, pageSize: pageSize)`.
  public func prependRequest(newerThan anchor: ID) -> Request? {
    .newer(than: anchor, pageSize: pageSize)
  }

  /// `true` when the newer page was short: then it holds every newer item and joins the loaded ones.
  ///
  /// - Parameters:
  ///   - request: The prepend request.
  ///   - context: The page's count.
  /// - Returns: Whether the page is shorter than the request's page size.
  public func prependedPageConnects(for request: Request, context: PagingContext<ID>) -> Bool {
    context.pageItemCount < request.pageSize
  }

  /// Items older than the item just above a gap: the same request as a load-more from that item.
  ///
  /// A gap has two bounds but the request carries one, so stores keep switching over the three
  /// cases; ``PagingState`` stops the gap at its lower bound (see ``PagingGap``).
  ///
  /// - Parameter anchor: The id of the loaded item just above the gap.
  /// - Returns: `.older(than: anchor, pageSize: pageSize)`.
  public func gapRequest(below anchor: ID) -> Request? {
    .older(than: anchor, pageSize: pageSize)
  }
}

extension PagingStrategy {
  /// Paging by item id ("older than the last id"); see ``OffsetIDPaging``.
  ///
  /// ```swift
  /// var state = PagingState<Tweet, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 20))
  /// ```
  ///
  /// - Parameter pageSize: The number of items per page. Must be positive.
  /// - Returns: An ``OffsetIDPaging``.
  public static func offsetID<ID>(pageSize: Int) -> OffsetIDPaging<ID> where Self == OffsetIDPaging<ID> {
    OffsetIDPaging(pageSize: pageSize)
  }
}
