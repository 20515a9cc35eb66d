// SPDX-License-Identifier: MIT

public import ListPaging

/// A paging strategy whose requests a ``TestPageStore`` can answer from an array, as a server
/// holding that array would.
///
/// The three built-in strategies conform:
///
/// - ``ListPaging/PageNumberPaging``: page `n` holds the items at
///   `(n - firstPage) * pageSize ..< (n - firstPage + 1) * pageSize`.
/// - ``ListPaging/OffsetIDPaging``: the array is newest first; `.first` is its prefix, `.older(than: id)` the
///   items after `id`, `.newer(than: id)` the newest items before `id` (at most `pageSize`).
///   An id that is not in the array answers an empty page.
/// - ``ListPaging/CursorPaging``: the cursor is the offset of the page's first item, as a string
///   (`nil` for the first page); `nextCursor` is `nil` after the last item.
///
/// Conform your own strategy to page arrays with it too.
public protocol ArrayPagingStrategy: PagingStrategy {
  /// The page a server holding `items` answers to `request`.
  ///
  /// - Parameters:
  ///   - request: The strategy's request.
  ///   - items: The whole list on the server, in display order.
  /// - Returns: The page.
  func page<Item: Identifiable & Sendable>(answering request: Request, from items: [Item]) -> Page<Item>
}

extension PageNumberPaging: ArrayPagingStrategy {
  /// Page `request.page` of `items`: `request.pageSize` items from
  /// `(request.page - firstPage) * request.pageSize`, without a total.
  ///
  /// - Parameters:
  ///   - request: The page number and size.
  ///   - items: The whole list.
  /// - Returns: The page (empty past the end).
  public func page<Item: Identifiable & Sendable>(answering request: Request, from items: [Item]) -> Page<Item> {
    let start = max(0, (request.page - firstPage) * request.pageSize)
    return Page(items: Array(items.dropFirst(start).prefix(request.pageSize)))
  }
}

extension OffsetIDPaging: ArrayPagingStrategy {
  /// The items of a newest-first `items` that `request` asks for: the first page, the items
  /// older than an id, or the newest items newer than an id.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - items: The whole list, newest first.
  /// - Returns: The page; empty when the request's id is not in `items`.
  public func page<Item: Identifiable & Sendable>(answering request: Request, from items: [Item]) -> Page<Item> {
    func index(of id: ID) -> Int? {
      items.firstIndex { AnyHashable($0.id) == AnyHashable(id) }
    }
    switch request {
    case .first(let pageSize):
      return Page(items: Array(items.prefix(pageSize)))
    case .older(let id, let pageSize):
      guard let index = index(of: id) else { return Page(items: []) }
      return Page(items: Array(items[(index + 1)...].prefix(pageSize)))
    case .newer(let id, let pageSize):
      guard let index = index(of: id) else { return Page(items: []) }
      return Page(items: Array(items[..<index].prefix(pageSize)))
    }
  }
}

extension CursorPaging: ArrayPagingStrategy {
  /// The `request.pageSize` items from the offset the cursor holds, with the next offset as
  /// `nextCursor` (`nil` after the last item).
  ///
  /// - Parameters:
  ///   - request: The cursor (an offset, `nil` for the first page) and size.
  ///   - items: The whole list.
  /// - Returns: The page; empty for a cursor that is not an offset.
  public func page<Item: Identifiable & Sendable>(answering request: Request, from items: [Item]) -> Page<Item> {
    guard let start = request.cursor.map({ Int($0) }) ?? 0 else { return Page(items: []) }
    let end = min(items.count, start + request.pageSize)
    guard start >= 0, start < end else { return Page(items: []) }
    return Page(items: Array(items[start..<end]), nextCursor: end < items.count ? "\(end)" : nil)
  }
}
