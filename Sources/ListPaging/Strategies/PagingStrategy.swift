// SPDX-License-Identifier: MIT

/// A value that knows which page to ask for first, which to ask for next, and when the list ends.
///
/// A strategy never sees a network or a thread: ``PagingState`` asks it for requests and hands it a
/// ``PagingContext`` describing the page that just arrived. Requests are typed values (``Request``),
/// so a loader switches over them instead of casting an `Any`.
///
/// Three strategies are built in, each also available as a static member for autocompletion:
/// ``PageNumberPaging`` (`.pageNumber(pageSize:)`), ``OffsetIDPaging`` (`.offsetID(pageSize:)`) and
/// ``CursorPaging`` (`.cursor(pageSize:)`). Write your own by conforming a struct:
///
/// ```swift
/// struct TimestampPaging: PagingStrategy {
///   struct Request: Hashable, Sendable { var before: Date?; var limit: Int }
///   var limit = 20
///
///   func firstRequest() -> Request { Request(before: nil, limit: limit) }
///
///   // The anchor is read from each item by the state: `PagingState(strategy:anchor:)`.
///   func nextRequest(after request: Request, context: PagingContext<Date>) -> Request? {
///     guard context.pageItemCount == limit, let oldest = context.lastAnchor else { return nil }
///     return Request(before: oldest, limit: limit)
///   }
/// }
///
/// var state = PagingState<Post, TimestampPaging>(strategy: TimestampPaging(), anchor: { $0.createdAt })
/// ```
///
/// Strategies are `Sendable` values with no mutable state of their own; ``PagingState`` keeps the
/// requests already loaded and stops pagination if a strategy asks for one of them again.
public protocol PagingStrategy: Sendable {
  /// The typed description of one page to load (page number, "older than" id, cursor...).
  associatedtype Request: Hashable & Sendable
  /// What the strategy reads from loaded items to build requests (an id, a timestamp).
  ///
  /// Strategies that never look at items keep the default, `Never`.
  associatedtype Anchor: Hashable & Sendable = Never

  /// The request for the first page; a refresh always starts with it.
  ///
  /// - Returns: The first page's request.
  func firstRequest() -> Request

  /// The request for the page after the one that just arrived, or `nil` when the list has ended.
  ///
  /// - Parameters:
  ///   - request: The request whose page just arrived.
  ///   - context: That page, and the list after merging it.
  /// - Returns: The next request, or `nil` at the end of the list.
  func nextRequest(after request: Request, context: PagingContext<Anchor>) -> Request?

  /// A request for items newer than the first loaded one, used by ``PagingEvent/prepend`` to refresh
  /// by putting new items in front instead of replacing the list.
  ///
  /// The default returns `nil`: the strategy cannot prepend, and a prepend is a plain refresh.
  ///
  /// - Parameter anchor: The anchor of the first (newest) loaded item.
  /// - Returns: The prepend request, or `nil` if the strategy cannot prepend.
  func prependRequest(newerThan anchor: Anchor) -> Request?

  /// Whether a prepended page is known to join up with the items already loaded.
  ///
  /// When it returns `false` (for example a full page of newer items: more may exist between them
  /// and the loaded ones), ``PagingState`` replaces the list with the page instead of leaving a hole,
  /// and continues paging from it. The default returns `true`.
  ///
  /// - Parameters:
  ///   - request: The prepend request whose page just arrived.
  ///   - context: That page, and the list after putting its new items in front.
  /// - Returns: `true` if no items can be missing between the page and the loaded items.
  func prependedPageConnects(for request: Request, context: PagingContext<Anchor>) -> Bool

  /// A request for the items just below a loaded item, used to load a ``PagingGap`` (see
  /// ``PagingState/withGaps(_:)``).
  ///
  /// The request carries the gap's upper bound only; ``PagingState`` knows the lower bound and stops
  /// there. The default returns `nil`: the strategy cannot load gaps, and a prepended page that does
  /// not join replaces the list even in a state made with ``PagingState/withGaps(_:)``.
  ///
  /// - Parameter anchor: The anchor of the loaded item just above the gap.
  /// - Returns: The request for the items below it, or `nil` if the strategy cannot load gaps.
  func gapRequest(below anchor: Anchor) -> Request?
}

extension PagingStrategy {
  /// Returns `nil`: by default a strategy cannot prepend, so a prepend is a plain refresh.
  ///
  /// - Parameter anchor: Ignored.
  /// - Returns: `nil`.
  public func prependRequest(newerThan anchor: Anchor) -> Request? {
    nil
  }

  /// Returns `true`: by default a prepended page is assumed to join up with the loaded items.
  ///
  /// - Parameters:
  ///   - request: Ignored.
  ///   - context: Ignored.
  /// - Returns: `true`.
  public func prependedPageConnects(for request: Request, context: PagingContext<Anchor>) -> Bool {
    true
  }

  /// Returns `nil`: by default a strategy cannot load gaps, so a prepend never leaves one.
  ///
  /// - Parameter anchor: Ignored.
  /// - Returns: `nil`.
  public func gapRequest(below anchor: Anchor) -> Request? {
    nil
  }
}
