// SPDX-License-Identifier: MIT

import Foundation
import ListPaging
import Testing

@Suite struct OffsetIDPagingTests {
  typealias Request = OffsetIDPaging<Int>.Request

  /// Paging guide (strategies table): "``OffsetIDPaging`` | ... | older than the **last loaded** id | a short or empty
  /// page".
  @Test(arguments: [
    (20, 981 as Int?, Request.older(than: 981, pageSize: 20) as Request?),
    (25, 3, .older(than: 3, pageSize: 20)),
    (19, 981, nil),  // short page: the end, without an extra empty request
    (0, nil, nil),  // empty page
    (20, nil, nil),  // nothing loaded to be older than
  ])
  func nextRequestIsOlderThanLastLoadedId(received: Int, lastId: Int?, expected: Request?) {
    let paging = OffsetIDPaging<Int>(pageSize: 20)
    let context = PagingContext(pageItemCount: received, newItemCount: received, loadedCount: 40, lastAnchor: lastId)
    #expect(paging.nextRequest(after: .first(pageSize: 20), context: context) == expected)
  }

  @Test(arguments: [(0, true), (19, true), (20, false), (21, false)])
  func prependedPageConnectsOnlyWhenShort(received: Int, connects: Bool) {
    let paging = OffsetIDPaging<Int>(pageSize: 20)
    let context = PagingContext<Int>(pageItemCount: received, newItemCount: received, loadedCount: 50)
    #expect(paging.prependedPageConnects(for: .newer(than: 7, pageSize: 20), context: context) == connects)
  }

  @Test func requestsForFirstAndNewerPages() {
    let paging: OffsetIDPaging<Int> = .offsetID(pageSize: 15)
    #expect(paging.firstRequest() == .first(pageSize: 15))
    #expect(paging.prependRequest(newerThan: 42) == .newer(than: 42, pageSize: 15))
    #expect(Request.older(than: 1, pageSize: 7).pageSize == 7)
    #expect(Request.newer(than: 1, pageSize: 8).pageSize == 8)
  }

  /// Paging guide: "A strategy reads items through its ``PagingStrategy/Anchor``: ... the item id for
  /// ``OffsetIDPaging``".
  @Test func idsOfAnyHashableSendableType() {
    let strings = OffsetIDPaging<String>(pageSize: 2)
    let context = PagingContext(pageItemCount: 2, newItemCount: 2, loadedCount: 2, lastAnchor: "tweet-17")
    #expect(strings.nextRequest(after: .first(pageSize: 2), context: context) == .older(than: "tweet-17", pageSize: 2))

    let uuid = UUID()
    let uuids = OffsetIDPaging<UUID>(pageSize: 1)
    #expect(uuids.prependRequest(newerThan: uuid) == .newer(than: uuid, pageSize: 1))
  }

  /// Paging guide (strategies table): "a short or empty page (no extra empty request)".
  @Test func pagesThroughAServerListWithoutAnExtraRequest() throws {
    for count in [0, 5, 20, 21, 40, 63] {
      let feed = FakeFeed(count: count)
      var state = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 20))
      var requests = 0
      var request = try state.expectLoad(.refresh)
      while true {
        requests += 1
        state.reduce(.loaded(feed.respond(to: request.request), requestID: request.id))
        guard state.canLoadMore else { break }
        request = try state.expectLoad(.loadMore)
      }
      #expect(state.items == feed.items, "count \(count)")
      #expect(requests == count / 20 + 1, "count \(count): short pages end the list, full ones need one more")
    }
  }
}
