// SPDX-License-Identifier: MIT

public import ListPaging
public import ListViewModels

/// An item of the explored list: an id and one field an action changes.
public struct ExplorationRow: Identifiable, Hashable, Sendable, CustomStringConvertible {
  /// The id; the server lists ids newest (highest) first.
  public let id: Int
  /// What the ``star`` action toggles.
  public var starred: Bool

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - id: The id.
  ///   - starred: Whether it is starred.
  public init(_ id: Int, starred: Bool = false) {
    self.id = id
    self.starred = starred
  }

  /// The row as Swift source: `ExplorationRow(4)` or `ExplorationRow(4, starred: true)`.
  public var description: String { starred ? "ExplorationRow(\(id), starred: true)" : "ExplorationRow(\(id))" }

  /// The one optimistic action the explorer starts: it toggles ``starred``. Its request is never
  /// sent: the explorer answers it with events.
  public static let star = ItemAction<ExplorationRow>.update({ $0.starred.toggle() }, request: { $0 })
}

/// The error the explored server fails with.
public enum ExplorationError: Error, Hashable, Sendable {
  /// The server did not answer.
  case offline
}

/// A paging strategy the explorer can run: it builds the empty state and answers requests from a
/// server list (newest first, ids descending).
public protocol ExplorableStrategy: PagingStrategy, Hashable {
  /// The name in reports and test names: `pageNumber`, `offsetId`, `cursor`.
  static var name: String { get }
  /// An empty paging state with this strategy and page size.
  static func emptyPaging(pageSize: Int) -> PagingState<ExplorationRow, Self>
  /// The same, as Swift source.
  static func emptyPagingSource(pageSize: Int) -> String
  /// What a server holding `list` answers to `request`.
  func answer(_ request: Request, from list: [ExplorationRow]) -> Page<ExplorationRow>
  /// Whether `page`, the answer to `request`, says that more pages follow.
  func hasMore(after request: Request, page: Page<ExplorationRow>) -> Bool
  /// The prepend request for a list whose first item is `first`, as the strategy's docs say, or
  /// `nil` if it cannot prepend.
  func documentedPrependRequest(before first: ExplorationRow) -> Request?
  /// The request that loads a gap below the item with this id, as `PagingGap`'s docs say, or `nil`
  /// if the strategy cannot load gaps.
  func documentedGapRequest(below id: Int) -> Request?
}

extension ExplorableStrategy where Anchor == Never {
  /// `nil`: the strategy cannot prepend (a prepend is a refresh).
  public func documentedPrependRequest(before first: ExplorationRow) -> Request? { nil }

  /// `nil`: the strategy cannot load gaps.
  public func documentedGapRequest(below id: Int) -> Request? { nil }
}

extension PageNumberPaging: ExplorableStrategy {
  /// `pageNumber`.
  public static var name: String { "pageNumber" }

  /// A page-number state.
  public static func emptyPaging(pageSize: Int) -> PagingState<ExplorationRow, PageNumberPaging> {
    PagingState(strategy: .pageNumber(pageSize: pageSize))
  }

  /// `PagingState(strategy: .pageNumber(pageSize: n))`.
  public static func emptyPagingSource(pageSize: Int) -> String {
    "PagingState(strategy: .pageNumber(pageSize: \(pageSize)))"
  }

  /// The page-th slice of the list, with the list's count as the total.
  public func answer(_ request: Request, from list: [ExplorationRow]) -> Page<ExplorationRow> {
    let start = min(list.count, (request.page - firstPage) * request.pageSize)
    let end = min(list.count, start + request.pageSize)
    return Page(items: Array(list[start..<end]), total: list.count)
  }

  /// A full page short of the total.
  public func hasMore(after request: Request, page: Page<ExplorationRow>) -> Bool {
    page.items.count >= request.pageSize && (page.total ?? .max) > (request.page - firstPage + 1) * request.pageSize
  }
}

extension OffsetIDPaging: ExplorableStrategy where ID == Int {
  /// `offsetId`.
  public static var name: String { "offsetId" }

  /// An offset-id state (it can prepend).
  public static func emptyPaging(pageSize: Int) -> PagingState<ExplorationRow, OffsetIDPaging<Int>> {
    PagingState(strategy: OffsetIDPaging<Int>(pageSize: pageSize))
  }

  /// `PagingState(strategy: OffsetIDPaging<Int>(pageSize: n))`.
  public static func emptyPagingSource(pageSize: Int) -> String {
    "PagingState(strategy: OffsetIDPaging<Int>(pageSize: \(pageSize)))"
  }

  /// The newest items, the items older than an id, or the newest of those newer than an id.
  public func answer(_ request: Request, from list: [ExplorationRow]) -> Page<ExplorationRow> {
    switch request {
    case .first(let size): Page(items: Array(list.prefix(size)))
    case .older(let id, let size): Page(items: Array(list.filter { $0.id < id }.prefix(size)))
    case .newer(let id, let size): Page(items: Array(list.filter { $0.id > id }.prefix(size)))
    }
  }

  /// A full page.
  public func hasMore(after request: Request, page: Page<ExplorationRow>) -> Bool {
    page.items.count >= request.pageSize
  }

  /// "A prepend asks for items newer than the first loaded id": `.newer(than: first.id, pageSize:)`.
  public func documentedPrependRequest(before first: ExplorationRow) -> Request? {
    .newer(than: first.id, pageSize: pageSize)
  }

  /// "asks for the items just below ``newerID`` ... for offset id, `.older(than: newerID, pageSize:)`".
  public func documentedGapRequest(below id: Int) -> Request? {
    .older(than: id, pageSize: pageSize)
  }
}

extension CursorPaging: ExplorableStrategy {
  /// `cursor`.
  public static var name: String { "cursor" }

  /// A cursor state.
  public static func emptyPaging(pageSize: Int) -> PagingState<ExplorationRow, CursorPaging> {
    PagingState(strategy: .cursor(pageSize: pageSize))
  }

  /// `PagingState(strategy: .cursor(pageSize: n))`.
  public static func emptyPagingSource(pageSize: Int) -> String {
    "PagingState(strategy: .cursor(pageSize: \(pageSize)))"
  }

  /// The slice after the cursor (an offset), with the next offset as the next cursor.
  public func answer(_ request: Request, from list: [ExplorationRow]) -> Page<ExplorationRow> {
    let start = min(list.count, request.cursor.flatMap { Int($0) } ?? 0)
    let end = min(list.count, start + request.pageSize)
    return Page(items: Array(list[start..<end]), nextCursor: end < list.count ? "\(end)" : nil)
  }

  /// A next cursor.
  public func hasMore(after request: Request, page: Page<ExplorationRow>) -> Bool {
    page.nextCursor != nil
  }
}
