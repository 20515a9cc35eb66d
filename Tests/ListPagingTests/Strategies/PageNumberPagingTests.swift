// SPDX-License-Identifier: MIT

import ListPaging
import Testing

@Suite struct PageNumberPagingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var firstPage = 1
    var page: Int
    var received: Int
    var total: Int?
    var expectedNext: Int?
    var testDescription: String {
      "page \(page) (first \(firstPage)) with \(received) items, total \(total.map(String.init) ?? "nil")"
    }
  }

  /// Paging guide (strategies table): "``PageNumberPaging`` | `page`, `pageSize` | `page + 1` | a page shorter than
  /// `pageSize` (empty included), or `total` covered; a missing `total` never ends".
  @Test(arguments: [
    Case(page: 1, received: 20, expectedNext: 2),
    Case(page: 1, received: 19, expectedNext: nil),  // short page
    Case(page: 1, received: 0, expectedNext: nil),  // empty page
    Case(page: 1, received: 25, expectedNext: 2),  // a server sending more than asked is not short
    Case(page: 7, received: 20, expectedNext: 8),  // a missing total never ends the list
    Case(page: 1, received: 20, total: 40, expectedNext: 2),
    Case(page: 2, received: 20, total: 40, expectedNext: nil),  // total reached exactly
    Case(page: 2, received: 20, total: 41, expectedNext: 3),
    Case(page: 1, received: 20, total: 20, expectedNext: nil),
    Case(firstPage: 0, page: 0, received: 20, total: 20, expectedNext: nil),
    Case(firstPage: 0, page: 0, received: 20, total: 21, expectedNext: 1),
    Case(firstPage: 0, page: 3, received: 20, expectedNext: 4),
  ])
  func nextRequest(_ testCase: Case) {
    let paging = PageNumberPaging(pageSize: 20, firstPage: testCase.firstPage)
    let context = PagingContext<Never>(
      pageItemCount: testCase.received,
      newItemCount: testCase.received,
      total: testCase.total,
      loadedCount: testCase.received
    )
    let next = paging.nextRequest(after: .init(page: testCase.page, pageSize: 20), context: context)
    #expect(next == testCase.expectedNext.map { .init(page: $0, pageSize: 20) })
  }

  @Test(arguments: [(1, 20), (0, 50), (5, 1)])
  func firstRequestUsesFirstPageAndPageSize(firstPage: Int, pageSize: Int) {
    let paging = PageNumberPaging(pageSize: pageSize, firstPage: firstPage)
    #expect(paging.firstRequest() == .init(page: firstPage, pageSize: pageSize))
    #expect(paging.firstRequest().description == "page=\(firstPage)&pageSize=\(pageSize)")
  }

  @Test func staticMemberBuildsTheSameStrategy() {
    let state = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 30, firstPage: 0))
    #expect(state.strategy == PageNumberPaging(pageSize: 30, firstPage: 0))
    #expect(PageNumberPaging(pageSize: 10).firstPage == 1)
  }

  @Test func pagesThroughAServerListToTheEnd() throws {
    for count in [0, 1, 19, 20, 21, 40, 57] {
      for reportsTotal in [true, false] {
        var feed = FakeFeed(count: count)
        feed.reportsTotal = reportsTotal
        var state = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 20))
        var requests: [PageNumberPaging.Request] = []
        var request = try state.expectLoad(.refresh)
        while true {
          requests.append(request.request)
          state.reduce(.loaded(feed.respond(to: request.request), requestID: request.id))
          guard state.canLoadMore else { break }
          request = try state.expectLoad(.loadMore)
        }
        #expect(state.items == feed.items, "count \(count), total \(reportsTotal)")
        #expect(state.endReached)
        // With a total, no request past it; without one, at most one extra (empty) request.
        let needed = max(1, (count + 19) / 20)
        let extra = !reportsTotal && count > 0 && count % 20 == 0 ? 1 : 0
        #expect(requests.count == needed + extra, "count \(count), total \(reportsTotal)")
      }
    }
  }
}
