// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct User: Equatable, Sendable {
  var id: Int
  var name: String
}

@Suite struct DistinctUntilChangedTests {
  @Test func dropsConsecutiveDuplicates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(300),
    ])
    let observer = scheduler.start { xs.distinctUntilChanged() }
    #expect(observer.events == [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func comparesByKey() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "cc"), .completed(300)])
    let observer = scheduler.start { xs.distinctUntilChanged { $0.count } }
    #expect(observer.events == [.next(210, "a"), .next(230, "cc"), .completed(300)])
  }

  @Test func comparesWithComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 10), .completed(300)])
    let observer = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) < 5 } }
    #expect(observer.events == [.next(210, 1), .next(230, 10), .completed(300)])
  }

  @Test func comparesAtKeyPath() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, User(id: 1, name: "a")), .next(220, User(id: 1, name: "b")), .next(230, User(id: 2, name: "b")),
    ])
    let observer = scheduler.start { xs.distinctUntilChanged(at: \.id) }
    #expect(observer.events == [.next(210, User(id: 1, name: "a")), .next(230, User(id: 2, name: "b"))])
  }

  @Test func thrownErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start {
      xs.distinctUntilChanged { previous, _ in
        if previous == 2 { throw TestError() }
        return false
      }
    }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func forwardsTheSourceErrorAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let failed = scheduler.start { xs.distinctUntilChanged() }
    #expect(failed.events == [.next(210, 1), .error(220, TestError())])
    let scheduler2 = TestScheduler(initialClock: 0)
    let zs = scheduler2.createHotObservable([.next(210, 1), .next(400, 2)])
    let disposed = scheduler2.start(disposed: 300) { zs.distinctUntilChanged() }
    #expect(disposed.events == [.next(210, 1)])
    #expect(zs.subscriptions == [Subscription(200, 300)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, is queued behind it. Compared by parity, 2 repeats 10 and is dropped.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, _ in sources[0].distinctUntilChanged() }
    checkLifecycle(reentrant: [.next(1), .next(10)]) { sources, _ in sources[0].distinctUntilChanged { $0 % 2 } }
  }
}
