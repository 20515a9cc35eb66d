// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct CompactMapTests {
  @Test func dropsNilResults() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
    let observer = scheduler.start { xs.compactMap { Int($0) } }
    #expect(observer.events == [.next(210, 1), .next(230, 3), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(), Int.self)])
    let observer = scheduler.start { xs.compactMap { $0 } }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func thrownErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start {
      xs.compactMap { value -> Int? in
        if value == 2 { throw TestError() }
        return value
      }
    }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let observer = scheduler.start(disposed: 300) { xs.compactMap { $0 } }
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 2 (from 1), is queued behind it; 2 maps to nil.
    checkLifecycle(reentrant: [.next(2), .next(20)]) { sources, _ in sources[0].compactMap { $0 == 2 ? nil : $0 * 2 } }
  }
}
