// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import Timeline

/// Timeline's view model on virtual time, over a `TestPageStore` of the app's own mock JSON (posts
/// 1035 down to 1001, newest first): `store.withhold(first:until:)` stands for posts written
/// meanwhile.
@MainActor
@Suite(.virtualTime) struct TimelineViewModelTests {
  @Test func prependAfterTheFirstPagePutsNewerPostsOnTopAndCountsThem() throws {
    let posts = try TestJSON.decode([Post].self, from: "home_timeline", in: TimelineResources.bundle)
    let store = TestPageStore(posts, strategy: .offsetID(pageSize: 5))
    store.withhold(first: 3, until: 9)  // 1035, 1034 and 1033 are written after the first page
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 5)
    let newPosts = TestScheduler.current.record(viewModel.completedLoads.compactMap(\.newPostsMessage))
    TestScheduler.current.start([1: viewModel.prepend, 5: viewModel.loadMore, 10: viewModel.prepend])
    #expect(viewModel.currentItems.map(\.id) == Array((1023...1035).reversed()))
    #expect(newPosts.values == ["3 new posts"])
    #expect(store.requests == [.first(pageSize: 5), .older(than: 1028, pageSize: 5), .newer(than: 1032, pageSize: 5)])
  }

  @Test func prependWithNothingNewSaysSoAndTheFirstLoadSaysNothing() throws {
    let posts = try TestJSON.decode([Post].self, from: "home_timeline", in: TimelineResources.bundle)
    let store = TestPageStore(posts, strategy: .offsetID(pageSize: 5))
    store.withhold(first: 1, until: 9)  // 1035 is written after the second prepend
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 5)
    let newPosts = TestScheduler.current.record(viewModel.completedLoads.compactMap(\.newPostsMessage))
    TestScheduler.current.start([1: viewModel.prepend, 5: viewModel.prepend, 10: viewModel.prepend])
    #expect(newPosts.events == [.next(6, "No new posts"), .next(11, "1 new post")])
  }

  @Test func aFailedPrependKeepsThePostsAndItsRetryCountsTheNewOnes() throws {
    let posts = try TestJSON.decode([Post].self, from: "home_timeline", in: TimelineResources.bundle)
    let store = TestPageStore(posts, strategy: .offsetID(pageSize: 5), failures: [2: APIError.timeout])
    store.withhold(first: 2, until: 4)  // 1035 and 1034 are written after the first page
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 5)
    let messages = TestScheduler.current.record(viewModel.message)
    let newPosts = TestScheduler.current.record(viewModel.completedLoads.compactMap(\.newPostsMessage))
    TestScheduler.current.start([1: viewModel.prepend, 5: viewModel.prepend, 10: viewModel.retry])
    #expect(messages.events == [.next(6, "The server took too long to respond.")])
    #expect(newPosts.events == [.next(11, "2 new posts")])  // the retry at 10 loads 1035 and 1034
    #expect(viewModel.currentItems.map(\.id) == Array((1029...1035).reversed()))  // 1033–1029 stayed
  }

  /// Issue 36 item 4: "When a newer page comes back full, insert a gap row between it and the
  /// archived items instead of replacing the list" (Timeline's paging is `withGaps()`).
  @Test func aFullPageOfNewerPostsGoesAboveAGapAndSaysThereAreMore() throws {
    let posts = try TestJSON.decode([Post].self, from: "home_timeline", in: TimelineResources.bundle)
    let store = TestPageStore(posts, strategy: .offsetID(pageSize: 5))
    store.withhold(first: 10, until: 4)  // 1035 down to 1026 are written after the first page
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 5)
    let loads = TestScheduler.current.record(viewModel.completedLoads)
    TestScheduler.current.start([1: viewModel.prepend, 5: viewModel.prepend])
    // Five newer posts fill the page, so more may sit between them and 1025: a gap says so, and
    // the posts read before stay below it.
    #expect(viewModel.currentItems.map(\.id) == Array((1031...1035).reversed()) + Array((1021...1025).reversed()))
    #expect(viewModel.state.paging.gaps == [PagingGap(newerID: 1031, olderID: 1025)])
    #expect(loads.values.compactMap { viewModel.newPostsMessage(after: $0) } == ["5+ new posts"])
  }

  @Test func olderPagesEndOnAShortPageAndSelectionRoutesToThePost() throws {
    let posts = try TestJSON.decode([Post].self, from: "home_timeline", in: TimelineResources.bundle)
    let store = TestPageStore(posts, strategy: .offsetID(pageSize: 12))
    let viewModel = TimelineViewModel(store: store.pageStore, pageSize: 12)
    let routes = TestScheduler.current.record(viewModel.route)
    TestScheduler.current.scheduleAt(5, 10, 15) { viewModel.loadMore() }
    TestScheduler.current.start([1: viewModel.prepend, 20: { viewModel.itemSelected(at: 2) }])
    // 12 + 12 + 11: the short third page ends the list; the fourth `loadMore` sends nothing.
    #expect(store.requests.count == 3)
    #expect(routes.values == [.detail(posts[2])])
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
