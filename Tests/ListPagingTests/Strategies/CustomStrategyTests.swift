// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// A post with a creation time, newest first; several posts may share a second.
private struct Post: Identifiable, Hashable, Sendable {
  let id: Int
  let createdAt: Int
}

/// A user-written strategy: "posts created before time T", anchored on the last post's timestamp,
/// with a prepend request for posts created after the first one's.
private struct TimestampPaging: PagingStrategy {
  enum Request: Hashable, Sendable {
    case latest(limit: Int)
    case before(Int, limit: Int)
    case after(Int, limit: Int)
  }

  var limit: Int

  func firstRequest() -> Request { .latest(limit: limit) }

  func nextRequest(after request: Request, context: PagingContext<Int>) -> Request? {
    guard context.pageItemCount == limit, let oldest = context.lastAnchor else { return nil }
    return .before(oldest, limit: limit)
  }

  func prependRequest(newerThan anchor: Int) -> Request? { .after(anchor, limit: limit) }
}

@Suite struct CustomStrategyTests {
  private let server = (0..<23).map { Post(id: 100 + $0, createdAt: 1_000 - $0 * 10) }

  private func respond(_ request: TimestampPaging.Request) -> Page<Post> {
    switch request {
    case .latest(let limit): Page(items: Array(server.prefix(limit)))
    case .before(let time, let limit): Page(items: Array(server.filter { $0.createdAt < time }.prefix(limit)))
    case .after(let time, let limit): Page(items: Array(server.filter { $0.createdAt > time }.prefix(limit)))
    }
  }

  /// Paging guide: "anything `Hashable & Sendable` for your own — a timestamp strategy declares `Anchor = Date` and the
  /// state is built with `PagingState(strategy:anchor:)`"; Documentation/Paging.md: "A strategy that reads items
  /// declares an `Anchor` (the item id, a date) and the state is built with `PagingState(strategy:anchor:)`".
  @Test func timestampStrategyPagesThroughTheList() throws {
    var state = PagingState<Post, TimestampPaging>(strategy: TimestampPaging(limit: 10), anchor: { $0.createdAt })
    var issued: [TimestampPaging.Request] = []
    var request = try state.expectLoad(.refresh)
    while true {
      issued.append(request.request)
      state.reduce(.loaded(respond(request.request), requestID: request.id))
      guard state.canLoadMore else { break }
      request = try state.expectLoad(.loadMore)
    }
    #expect(issued == [.latest(limit: 10), .before(910, limit: 10), .before(810, limit: 10)])
    #expect(state.items == server)
    #expect(state.endReached)
  }

  @Test func timestampStrategyPrependsWithTheFirstAnchor() throws {
    var state = PagingState<Post, TimestampPaging>(strategy: TimestampPaging(limit: 10), anchor: { $0.createdAt })
    let refresh = try state.expectLoad(.refresh)
    state.reduce(.loaded(Page(items: Array(server[5..<15])), requestID: refresh.id))
    let prepend = try state.expectLoad(.prepend)
    #expect(prepend.direction == .prepend)
    #expect(prepend.request == .after(950, limit: 10))
    state.reduce(.loaded(respond(prepend.request), requestID: prepend.id))
    #expect(state.items == Array(server[0..<15]))
  }
}
