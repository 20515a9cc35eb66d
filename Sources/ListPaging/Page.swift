// SPDX-License-Identifier: MIT

/// One response of a paged endpoint, as paging sees it: the items plus what the envelope says
/// about the rest of the list.
///
/// A loader maps its decoded response to a `Page` and hands it to the reducer with
/// ``PagingEvent/loaded(_:requestID:)``:
///
/// ```swift
/// let page = Page(items: response.data, total: response.totalCount)
/// let effects = state.reduce(.loaded(page, requestID: request.id))
/// ```
///
/// `Page` is `Sendable` when its items are, so it can cross from a loader task to the actor that
/// owns the state.
public struct Page<Item: Sendable>: Sendable {
  /// The items of this page, in display order.
  public var items: [Item]
  /// The total number of items the server reports for the whole list, if it reports one.
  ///
  /// ``PageNumberPaging`` ends the list when it is reached; a missing total never ends a list.
  public var total: Int?
  /// An opaque cursor for the page after this one (GraphQL/Relay `endCursor` style), if any.
  ///
  /// ``CursorPaging`` ends the list when it is `nil`.
  public var nextCursor: String?

  /// Creates a page.
  ///
  /// ```swift
  /// let page = Page(items: [a, b], total: 42, nextCursor: "b64:Mg==")
  /// ```
  ///
  /// - Parameters:
  ///   - items: The items of this page, in display order.
  ///   - total: The server's total item count for the whole list, if known.
  ///   - nextCursor: The cursor of the following page, if the endpoint uses cursors.
  public init(items: [Item], total: Int? = nil, nextCursor: String? = nil) {
    self.items = items
    self.total = total
    self.nextCursor = nextCursor
  }
}

extension Page: Equatable where Item: Equatable {}

extension Page: Hashable where Item: Hashable {}
