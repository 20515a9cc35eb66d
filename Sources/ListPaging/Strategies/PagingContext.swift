// SPDX-License-Identifier: MIT

/// What a ``PagingStrategy`` sees after a page arrived: the page's counts and envelope fields, and
/// the anchors at both ends of the list after the page was merged.
///
/// ```swift
/// func nextRequest(after request: Request, context: PagingContext<Never>) -> Request? {
///   context.pageItemCount < pageSize ? nil : Request(page: request.page + 1, pageSize: pageSize)
/// }
/// ```
public struct PagingContext<Anchor: Hashable & Sendable>: Sendable, Hashable {
  /// How many items the server returned in the page, duplicates included.
  public var pageItemCount: Int
  /// How many of those were new (not already in the list).
  public var newItemCount: Int
  /// The server's total from the page, if it sent one.
  public var total: Int?
  /// The page's next cursor, if it sent one.
  public var nextCursor: String?
  /// How many items the list holds after merging the page.
  public var loadedCount: Int
  /// The anchor of the first item of the list after merging, if the list is not empty.
  public var firstAnchor: Anchor?
  /// The anchor of the last item of the list after merging, if the list is not empty.
  public var lastAnchor: Anchor?

  /// Creates a context; ``PagingState`` builds these, tests of custom strategies may too.
  ///
  /// ```swift
  /// let context = PagingContext<Int>(pageItemCount: 20, newItemCount: 20, loadedCount: 40, lastAnchor: 17)
  /// ```
  ///
  /// - Parameters:
  ///   - pageItemCount: Items in the page, duplicates included.
  ///   - newItemCount: Items of the page that were new to the list.
  ///   - total: The server's total, if sent.
  ///   - nextCursor: The page's next cursor, if sent.
  ///   - loadedCount: Items in the list after merging.
  ///   - firstAnchor: The anchor of the list's first item.
  ///   - lastAnchor: The anchor of the list's last item.
  public init(
    pageItemCount: Int,
    newItemCount: Int,
    total: Int? = nil,
    nextCursor: String? = nil,
    loadedCount: Int,
    firstAnchor: Anchor? = nil,
    lastAnchor: Anchor? = nil
  ) {
    self.pageItemCount = pageItemCount
    self.newItemCount = newItemCount
    self.total = total
    self.nextCursor = nextCursor
    self.loadedCount = loadedCount
    self.firstAnchor = firstAnchor
    self.lastAnchor = lastAnchor
  }
}
