// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import Timeline

/// Timeline's view model on virtual time, over a feed whose newest id the test moves forward to
/// stand for posts written meanwhile.
@MainActor
@Suite struct TimelineViewModelTests {
  private let scheduler = TestScheduler(initialClock: 0)
  /// The newest post id on the server; posts go down to id 1.
  private let newest = BehaviorRelay(value: 30)
  /// Every request the store received, in order.
  private let requests = BehaviorRelay<[OffsetIdPaging<Int>.Request]>(value: [])
  /// Request numbers (1-based) that fail.
  private let failing = BehaviorRelay<Set<Int>>(value: [])

  private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  private nonisolated static func post(_ id: Int) -> Post {
    Post(
      id: id,
      author: "ada",
      name: "Ada",
      text: "post \(id)",
      createdAt: "2026-11-22T09:00:00Z",
      likes: 0,
      reposts: 0
    )
  }

  /// A view model over a store answering after one tick: the newest page, `pageSize` posts older
  /// than an id, or the newest `pageSize` posts newer than an id.
  private func makeViewModel(pageSize: Int = 5) -> TimelineViewModel {
    let (scheduler, newest, requests, failing) = (self.scheduler, self.newest, self.requests, self.failing)
    let store = PageStore<Post, OffsetIdPaging<Int>.Request, Void> { request, _ in
      requests.accept(requests.value + [request])
      let top = newest.value
      let ids: [Int]
      switch request {
      case .first(let size): ids = Array((1...top).reversed().prefix(size))
      case .older(let id, let size): ids = Array((1..<max(1, id)).reversed().prefix(size))
      case .newer(let id, let size): ids = id < top ? Array(((id + 1)...top).reversed().prefix(size)) : []
      }
      let fails = failing.value.contains(requests.value.count)
      return Observable<Int>.timer(.seconds(1), scheduler: scheduler)
        .map { _ in
          if fails { throw Offline() }
          return Page(items: ids.map(Self.post))
        }
        .asSingle()
    }
    return SharingScheduler.mock(scheduler: scheduler) { TimelineViewModel(store: store, pageSize: pageSize) }
  }

  /// Records the post ids on screen, the view model's messages, and what the app says after each
  /// load (``ItemsLoadResult/newPostsMessage``).
  private func record(
    _ viewModel: TimelineViewModel
  ) -> (posts: TestableObserver<[Int]>, messages: TestableObserver<String>, newPosts: TestableObserver<String>) {
    let posts = scheduler.createObserver([Int].self)
    let messages = scheduler.createObserver(String.self)
    let newPosts = scheduler.createObserver(String.self)
    _ = viewModel.items.asObservable().map { $0.map(\.id) }.subscribe(posts)
    _ = viewModel.message.asObservable().subscribe(messages)
    _ = viewModel.completedLoads.compactMap(\.newPostsMessage).asObservable().subscribe(newPosts)
    return (posts, messages, newPosts)
  }

  /// Calls a method, then lets its load land.
  private func step(_ input: () -> Void) {
    input()
    scheduler.advanceTo(scheduler.clock + 5)
  }

  @Test func prependAfterTheFirstPagePutsNewerPostsOnTopAndCountsThem() {
    let viewModel = makeViewModel()
    let recorded = record(viewModel)
    step(viewModel.prepend)
    step(viewModel.loadMore)
    newest.accept(33)
    step(viewModel.prepend)
    #expect(recorded.posts.events.last?.value.element == Array((21...33).reversed()))
    #expect(recorded.newPosts.events.map(\.value.element) == ["3 new posts"])
    #expect(requests.value == [.first(pageSize: 5), .older(than: 26, pageSize: 5), .newer(than: 30, pageSize: 5)])
  }

  @Test func prependWithNothingNewSaysSoAndTheFirstLoadSaysNothing() {
    let viewModel = makeViewModel()
    let recorded = record(viewModel)
    step(viewModel.prepend)
    #expect(recorded.newPosts.events.isEmpty)
    step(viewModel.prepend)
    newest.accept(31)
    step(viewModel.prepend)
    #expect(recorded.newPosts.events.map(\.value.element) == ["No new posts", "1 new post"])
  }

  @Test func aFailedPrependKeepsThePostsAndItsRetryCountsTheNewOnes() {
    let viewModel = makeViewModel()
    let recorded = record(viewModel)
    failing.accept([2])
    step(viewModel.prepend)
    newest.accept(32)
    step(viewModel.prepend)
    #expect(recorded.posts.events.last?.value.element == Array((26...30).reversed()))
    #expect(recorded.messages.events.map(\.value.element) == ["offline"])
    step(viewModel.retry)
    #expect(recorded.posts.events.last?.value.element == Array((26...32).reversed()))
    #expect(recorded.newPosts.events.map(\.value.element) == ["2 new posts"])
  }

  @Test func aFullPageOfNewerPostsReplacesTheListAndSaysThereAreMore() {
    let viewModel = makeViewModel(pageSize: 5)
    let recorded = record(viewModel)
    step(viewModel.prepend)
    newest.accept(40)
    step(viewModel.prepend)
    // Five newer posts fill the page, so more may sit between them and 30: no hole is shown.
    #expect(recorded.posts.events.last?.value.element == Array((36...40).reversed()))
    #expect(recorded.newPosts.events.map(\.value.element) == ["5+ new posts"])
  }

  @Test func olderPagesEndOnAShortPageAndSelectionRoutesToThePost() {
    let viewModel = makeViewModel(pageSize: 12)
    let states = scheduler.createObserver(ItemsLoadStates.self)
    let routes = scheduler.createObserver(ItemRoute<Post>.self)
    _ = viewModel.loadStates.asObservable().subscribe(states)
    _ = viewModel.route.asObservable().subscribe(routes)
    step(viewModel.prepend)
    step(viewModel.loadMore)
    step(viewModel.loadMore)
    step(viewModel.loadMore)
    // 12 + 12 + 6: the short third page ends the list; the fourth `loadMore` sends nothing.
    #expect(requests.value.count == 3)
    #expect(states.events.last?.value.element?.endReached == true)
    step { viewModel.itemSelected(at: 2) }
    #expect(routes.events.map(\.value.element) == [.detail(Self.post(28))])
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
