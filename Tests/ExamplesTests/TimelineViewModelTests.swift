// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import Timeline

/// Timeline's view model on virtual time, over a `TestPageStore` of posts, newest first: inserting
/// at the front of `store.items` stands for posts written meanwhile.
@MainActor
@Suite(.virtualTime) struct TimelineViewModelTests {
  /// Posts `ids`, newest first, as the server sends them (model data, not a helper).
  private nonisolated static func posts(_ ids: ClosedRange<Int>) -> [Post] {
    ids.reversed().map {
      Post(id: $0, author: "ada", name: "Ada", text: "post \($0)", createdAt: "", likes: 0, reposts: 0)
    }
  }

  @Test func prependAfterTheFirstPagePutsNewerPostsOnTopAndCountsThem() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(Self.posts(1...30), strategy: .offsetId(pageSize: 5))
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 5)
    let newPosts = scheduler.record(viewModel.completedLoads.compactMap(\.newPostsMessage))
    scheduler.scheduleAt(1) { viewModel.prepend() }
    scheduler.scheduleAt(5) { viewModel.loadMore() }
    scheduler.scheduleAt(10) { store.items.insert(contentsOf: Self.posts(31...33), at: 0) }
    scheduler.scheduleAt(10) { viewModel.prepend() }
    scheduler.start()
    #expect(viewModel.currentItems.map(\.id) == Array((21...33).reversed()))
    #expect(newPosts.values == ["3 new posts"])
    #expect(store.requests == [.first(pageSize: 5), .older(than: 26, pageSize: 5), .newer(than: 30, pageSize: 5)])
  }

  @Test func prependWithNothingNewSaysSoAndTheFirstLoadSaysNothing() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(Self.posts(1...30), strategy: .offsetId(pageSize: 5))
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 5)
    let newPosts = scheduler.record(viewModel.completedLoads.compactMap(\.newPostsMessage))
    scheduler.scheduleAt(1) { viewModel.prepend() }
    scheduler.scheduleAt(5) { viewModel.prepend() }
    scheduler.scheduleAt(10) { store.items.insert(contentsOf: Self.posts(31...31), at: 0) }
    scheduler.scheduleAt(10) { viewModel.prepend() }
    scheduler.start()
    #expect(newPosts.events == [.next(6, "No new posts"), .next(11, "1 new post")])
  }

  @Test func aFailedPrependKeepsThePostsAndItsRetryCountsTheNewOnes() {
    let store = TestPageStore(Self.posts(1...30), strategy: .offsetId(pageSize: 5), failures: [2: APIError.timeout])
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 5)
    let log = EventLog(TestScheduler.current)
    log.record("posts", viewModel.items) { $0.map(\.id) }
    log.record("message", viewModel.message)
    log.record("new", viewModel.completedLoads.compactMap(\.newPostsMessage))
    TestScheduler.current.scheduleAt(1) { viewModel.prepend() }
    TestScheduler.current.scheduleAt(5) { store.items.insert(contentsOf: Self.posts(31...32), at: 0) }
    TestScheduler.current.scheduleAt(5) { viewModel.prepend() }
    TestScheduler.current.scheduleAt(10) { viewModel.retry() }
    TestScheduler.current.start()
    #expect(
      log.lines == [
        "0 posts: []", "2 posts: [30, …, 26] (5)",
        "6 message: The server took too long to respond.",  // the posts stay
        "11 posts: [32, …, 26] (7)", "11 new: 2 new posts",
      ]
    )
  }

  @Test func aFullPageOfNewerPostsReplacesTheListAndSaysThereAreMore() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(Self.posts(1...30), strategy: .offsetId(pageSize: 5))
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 5)
    let newPosts = scheduler.record(viewModel.completedLoads.compactMap(\.newPostsMessage))
    scheduler.scheduleAt(1) { viewModel.prepend() }
    scheduler.scheduleAt(5) { store.items.insert(contentsOf: Self.posts(31...40), at: 0) }
    scheduler.scheduleAt(5) { viewModel.prepend() }
    scheduler.start()
    // Five newer posts fill the page, so more may sit between them and 30: no hole is shown.
    #expect(viewModel.currentItems.map(\.id) == Array((36...40).reversed()))
    #expect(newPosts.values == ["5+ new posts"])
  }

  @Test func olderPagesEndOnAShortPageAndSelectionRoutesToThePost() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(Self.posts(1...30), strategy: .offsetId(pageSize: 12))
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 12)
    let routes = scheduler.record(viewModel.route)
    scheduler.scheduleAt(1) { viewModel.prepend() }
    for tick in [5, 10, 15] { scheduler.scheduleAt(tick) { viewModel.loadMore() } }
    scheduler.scheduleAt(20) { viewModel.itemSelected(at: 2) }
    scheduler.start()
    // 12 + 12 + 6: the short third page ends the list; the fourth `loadMore` sends nothing.
    #expect(store.requests.count == 3)
    #expect(routes.values == [.detail(Self.posts(28...28)[0])])
  }

  @Test(
    arguments: [
      (.prepend, 0, false, "No new posts"), (.prepend, 1, false, "1 new post"), (.prepend, 7, false, "7 new posts"),
      (.prepend, 10, true, "10+ new posts"), (.firstPage, 10, true, nil), (.refresh, 2, true, nil),
      (.append, 10, false, nil),
    ] as [(ItemsLoadResult.Kind, Int, Bool, String?)]
  )
  func newPostsReadNaturally(kind: ItemsLoadResult.Kind, count: Int, replaced: Bool, message: String?) {
    #expect(ItemsLoadResult(kind: kind, newItemCount: count, replacedList: replaced).newPostsMessage == message)
  }
}
