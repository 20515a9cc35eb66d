// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import Timeline

/// Timeline's inputs/outputs view model on virtual time, over a feed whose newest id the test
/// moves forward to stand for posts written meanwhile.
@MainActor
@Suite struct TimelineViewModelTests {
  private let scheduler = TestScheduler(initialClock: 0)
  /// The newest post id on the server; posts go down to id 1.
  private let newest = BehaviorRelay(value: 30)
  /// Every request the store received, in order.
  private let requests = BehaviorRelay<[OffsetIdPaging<Int>.Request]>(value: [])
  /// Request numbers (1-based) that fail.
  private let failing = BehaviorRelay<Set<Int>>(value: [])
  private let refresh = PublishSubject<Void>()
  private let loadMore = PublishSubject<Void>()
  private let retry = PublishSubject<Void>()
  private let selection = PublishSubject<Int>()

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

  /// A view model, bound, over a store answering after one tick: the newest page, `pageSize`
  /// posts older than an id, or the newest `pageSize` posts newer than an id.
  private func makeOutput(pageSize: Int = 5) -> (TimelineViewModel, TimelineViewModel.Output) {
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
    return SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = TimelineViewModel(store: store, pageSize: pageSize)
      let input = TimelineViewModel.Input(
        refresh: refresh.asObservable(),
        loadMore: loadMore.asObservable(),
        retry: retry.asObservable(),
        selection: selection.asObservable()
      )
      return (viewModel, viewModel.transform(input: input))
    }
  }

  private func step(_ subject: PublishSubject<Void>) {
    subject.onNext(())
    scheduler.advanceTo(scheduler.clock + 5)
  }

  @Test func refreshAfterTheFirstPagePutsNewerPostsOnTopAndCountsThem() {
    let (viewModel, output) = makeOutput()
    let posts = scheduler.createObserver([Int].self)
    let messages = scheduler.createObserver(String.self)
    _ = output.posts.asObservable().map { $0.map(\.id) }.subscribe(posts)
    _ = output.message.asObservable().subscribe(messages)
    step(refresh)
    step(loadMore)
    newest.accept(33)
    step(refresh)
    #expect(posts.events.last?.value.element == Array((21...33).reversed()))
    #expect(messages.events.map(\.value.element) == ["3 new posts"])
    #expect(requests.value == [.first(pageSize: 5), .older(than: 26, pageSize: 5), .newer(than: 30, pageSize: 5)])
    withExtendedLifetime(viewModel) {}
  }

  @Test func refreshWithNothingNewSaysSoAndTheFirstLoadSaysNothing() {
    let (viewModel, output) = makeOutput()
    let messages = scheduler.createObserver(String.self)
    _ = output.message.asObservable().subscribe(messages)
    step(refresh)
    #expect(messages.events.isEmpty)
    step(refresh)
    newest.accept(31)
    step(refresh)
    #expect(messages.events.map(\.value.element) == ["No new posts", "1 new post"])
    withExtendedLifetime(viewModel) {}
  }

  @Test func aFailedRefreshKeepsThePostsAndItsRetryCountsTheNewOnes() {
    let (viewModel, output) = makeOutput()
    let posts = scheduler.createObserver([Int].self)
    let messages = scheduler.createObserver(String.self)
    _ = output.posts.asObservable().map { $0.map(\.id) }.subscribe(posts)
    _ = output.message.asObservable().subscribe(messages)
    failing.accept([2])
    step(refresh)
    newest.accept(32)
    step(refresh)
    #expect(posts.events.last?.value.element == Array((26...30).reversed()))
    step(retry)
    #expect(posts.events.last?.value.element == Array((26...32).reversed()))
    #expect(messages.events.map(\.value.element) == ["offline", "2 new posts"])
    withExtendedLifetime(viewModel) {}
  }

  @Test func aFullPageOfNewerPostsReplacesTheListAndSaysThereAreMore() {
    let (viewModel, output) = makeOutput(pageSize: 5)
    let posts = scheduler.createObserver([Int].self)
    let messages = scheduler.createObserver(String.self)
    _ = output.posts.asObservable().map { $0.map(\.id) }.subscribe(posts)
    _ = output.message.asObservable().subscribe(messages)
    step(refresh)
    newest.accept(40)
    step(refresh)
    // Five newer posts fill the page, so more may sit between them and 30: no hole is shown.
    #expect(posts.events.last?.value.element == Array((36...40).reversed()))
    #expect(messages.events.map(\.value.element) == ["5+ new posts"])
    withExtendedLifetime(viewModel) {}
  }

  @Test func olderPagesEndOnAShortPageAndSelectionRoutesToThePost() {
    let (viewModel, output) = makeOutput(pageSize: 12)
    let states = scheduler.createObserver(ItemsLoadStates.self)
    let routes = scheduler.createObserver(ItemRoute<Post>.self)
    _ = output.loadStates.asObservable().subscribe(states)
    _ = output.route.asObservable().subscribe(routes)
    step(refresh)
    step(loadMore)
    step(loadMore)
    step(loadMore)
    // 12 + 12 + 6: the short third page ends the list; the fourth `more` sends nothing.
    #expect(requests.value.count == 3)
    #expect(states.events.last?.value.element?.endReached == true)
    selection.onNext(2)
    scheduler.advanceTo(scheduler.clock + 5)
    #expect(routes.events.map(\.value.element) == [.detail(Self.post(28))])
    withExtendedLifetime(viewModel) {}
  }

  @Test(
    arguments: [(nil, "10+ new posts"), (0, "No new posts"), (1, "1 new post"), (7, "7 new posts")] as [(Int?, String)]
  )
  func newPostsReadNaturally(count: Int?, message: String) {
    #expect(TimelineViewModel.newPostsMessage(count: count, pageSize: 10) == message)
  }
}
