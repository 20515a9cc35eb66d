// SPDX-License-Identifier: MIT

import ListPaging
import Testing

@Suite struct CursorPagingTests {
  /// Paging guide (strategies table): "``CursorPaging`` | `cursor`, `pageSize` | the page's `nextCursor` | no
  /// `nextCursor`".
  @Test(arguments: [
    ("abc" as String?, 25, CursorPaging.Request(cursor: "abc", pageSize: 25) as CursorPaging.Request?),
    ("YXJyYXk6MjQ=", 0, .init(cursor: "YXJyYXk6MjQ=", pageSize: 25)),  // only the cursor decides
    (nil, 25, nil),
    (nil, 3, nil),
  ])
  func nextRequestCarriesNextCursor(cursor: String?, received: Int, expected: CursorPaging.Request?) {
    let paging = CursorPaging(pageSize: 25)
    let context = PagingContext<Never>(
      pageItemCount: received,
      newItemCount: received,
      nextCursor: cursor,
      loadedCount: received
    )
    #expect(paging.nextRequest(after: paging.firstRequest(), context: context) == expected)
  }

  @Test func firstRequestHasNoCursor() {
    let paging: CursorPaging = .cursor(pageSize: 10)
    #expect(paging.firstRequest() == .init(cursor: nil, pageSize: 10))
  }

  @Test func pagesThroughAServerList() throws {
    for count in [0, 9, 10, 11, 35] {
      let feed = FakeFeed(count: count)
      var state = PagingState<TestItem, CursorPaging>(strategy: .cursor(pageSize: 10))
      var request = try state.expectLoad(.refresh)
      while true {
        state.reduce(.loaded(feed.respond(to: request.request), requestID: request.id))
        guard state.canLoadMore else { break }
        request = try state.expectLoad(.loadMore)
      }
      #expect(state.items == feed.items, "count \(count)")
      #expect(state.endReached)
    }
  }
}
