// SPDX-License-Identifier: MIT

import ListPaging

/// A server's newest-first list that answers every built-in strategy's requests, and can grow at
/// the front (new posts) to make pages drift.
struct FakeFeed {
  private(set) var items: [TestItem]
  private var nextID: Int
  var reportsTotal = true

  init(count: Int) {
    items = (0..<count).map { TestItem(id: 1_000 - $0) }
    nextID = 1_001
  }

  /// New items arrive at the front.
  mutating func insertNewest(_ count: Int) {
    let fresh = (0..<count).map { TestItem(id: nextID + count - 1 - $0) }
    nextID += count
    items.insert(contentsOf: fresh, at: 0)
  }

  func respond(to request: PageNumberPaging.Request, firstPage: Int = 1) -> Page<TestItem> {
    let start = min((request.page - firstPage) * request.pageSize, items.count)
    let end = min(start + request.pageSize, items.count)
    return Page(items: Array(items[start..<end]), total: reportsTotal ? items.count : nil)
  }

  func respond(to request: OffsetIDPaging<Int>.Request) -> Page<TestItem> {
    switch request {
    case .first(let size):
      return Page(items: Array(items.prefix(size)))
    case .older(let id, let size):
      guard let index = items.firstIndex(where: { $0.id == id }) else { return Page(items: []) }
      return Page(items: Array(items[(index + 1)...].prefix(size)))
    case .newer(let id, let size):
      let index = items.firstIndex(where: { $0.id == id }) ?? 0
      return Page(items: Array(items[..<index].prefix(size)))
    }
  }

  func respond(to request: CursorPaging.Request) -> Page<TestItem> {
    let start = min(request.cursor.flatMap { Int($0) } ?? 0, items.count)
    let end = min(start + request.pageSize, items.count)
    return Page(items: Array(items[start..<end]), nextCursor: end < items.count ? String(end) : nil)
  }
}
