// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

private struct Post: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var isStarred = false
  var stars = 0
  var description: String { "#\(id)\(isStarred ? "*" : "")" }
}

private struct Offline: Error, Equatable {}

@MainActor @Suite(.virtualTime) struct TestActionServerTests {
  // "records the item it was sent (the changed item) and answers latency ticks later, at that tick
  // exactly, with what the initialiser's answer: closure returns (by default the item as sent: the
  // server confirms the change)."
  @Test func answersWithTheItemAsSentAfterTheLatency() {
    let scheduler = TestScheduler.current
    let server = TestActionServer<Post>(latency: 3)
    scheduler.advanceTo(10)
    let answer = scheduler.record(server.request(Post(id: 1, isStarred: true)))
    scheduler.start()
    #expect(answer.events == [.next(13, Post(id: 1, isStarred: true)), .completed(13)])
    #expect(server.requests == [Post(id: 1, isStarred: true)])
  }

  // "a thrown error fails the request"; the answer closure gives the server's version.
  @Test func theAnswerClosureGivesTheServersVersionOrFails() {
    let server = TestActionServer<Post> { post in
      if post.id == 2 { throw Offline() }
      return Post(id: post.id, isStarred: post.isStarred, stars: 41)
    }
    let confirmed = TestScheduler.current.record(server.request(Post(id: 1, isStarred: true)))
    let failed = TestScheduler.current.record(server.request(Post(id: 2)))
    TestScheduler.current.start()
    #expect(confirmed.values == [Post(id: 1, isStarred: true, stars: 41)])
    #expect(failed.events.map(\.time) == [1])
    #expect(failed.events.first?.value.error is Offline)
  }

  // "Request numbers count from 1, in the order the requests arrived, remove(_:) included; a
  // request whose number is in failures fails with that error instead."
  @Test func failuresAreChosenByRequestNumber() {
    let server = TestActionServer<Post>(latency: 2, failures: [2: Offline()])
    let first = TestScheduler.current.record(server.remove(Post(id: 1)))
    let second = TestScheduler.current.record(server.request(Post(id: 2)))
    server.failures[3] = Offline()
    let third = TestScheduler.current.record(server.remove(Post(id: 3)))
    TestScheduler.current.start()
    #expect(first.events.count == 2 && first.events.last?.time == 2)
    #expect(second.events.first?.value.error is Offline)
    #expect(third.events.first?.value.error is Offline)
    #expect(server.requests.map(\.id) == [1, 2, 3])
  }

  // "Disposing the request cancels its answer; the request stays in requests."
  @Test func disposingCancelsTheAnswer() {
    let server = TestActionServer<Post>(latency: 5)
    let observer = TestScheduler.current.createObserver(Post?.self)
    let subscription = server.request(Post(id: 1)).asObservable().subscribe(observer)
    TestScheduler.current.scheduleAt(2) { subscription.dispose() }
    TestScheduler.current.start()
    #expect(observer.events.isEmpty)
    #expect(server.requests.map(\.id) == [1])
  }

  // A view model's optimistic action on the test clock, end to end: shown at once, confirmed
  // without a second `items` emission ("an event that leaves them equal (a server confirming an
  // action with the value already shown ...) emits nothing"), rolled back on failure.
  @Test func anOptimisticActionOnTheTestClock() {
    let store = TestPageStore((1...3).map { Post(id: $0) }, strategy: .pageNumber(pageSize: 10))
    let server = TestActionServer<Post>(latency: 2, failures: [2: Offline()])
    let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
    let log = EventLog(TestScheduler.current)
    log.record("starred", viewModel.items) { $0.filter(\.isStarred).map(\.id) }
    let star = ItemAction<Post>.update(
      { $0.isStarred = true },
      failureMessage: { _ in "offline" },
      single: server.request
    )
    log.record("message", viewModel.message)
    TestScheduler.current.start([
      1: viewModel.refresh, 5: { viewModel.perform(star, on: 1) }, 10: { viewModel.perform(star, on: 2) },
    ])
    #expect(
      log.lines == [
        "0 starred: []", "2 starred: []", "5 starred: [1]", "10 starred: [1, 2]", "12 starred: [1]",
        "12 message: offline",
      ]
    )
    #expect(server.requests.map(\.id) == [1, 2])
  }
}
