// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct StartWithTests {
  @Test func emitsThePrefixOnSubscriptionThenTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 3), .completed(300)])
    let observer = scheduler.start { xs.startWith(1, 2) }
    #expect(observer.events == [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
    let observer = scheduler.start { xs.startWith(1) }
    #expect(observer.events == [.next(200, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func takeAfterThePrefixNeverSubscribesLongerThanNeeded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 3), .completed(300)])
    let observer = scheduler.start { xs.startWith(1, 2).take(3) }
    #expect(observer.events == [.next(200, 1), .next(200, 2), .next(210, 3), .completed(210)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 0 is delivered inside subscribe, before the source is subscribed: 10, sent from inside it,
    // reaches nobody.
    checkLifecycle(reentrant: [.next(0), .next(1), .next(2)]) { sources, _ in sources[0].startWith(0) }
  }
}
