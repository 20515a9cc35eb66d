// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct DelayFailure: Error, CustomStringConvertible {
  var description: String { "delay failure" }
}

@Suite struct DelayTests {
  @Test func shiftsElementsAndCompletionByDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 1), .next(240, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func failureIsNotDelayedAndDropsWaitingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .error(235, DelayFailure())])
    let observer = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 1), .error(235, DelayFailure())])
    #expect(xs.subscriptions == [Subscription(200, 235)])
  }

  @Test func disposalDropsWaitingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
    let observer = scheduler.start(disposed: 260) { xs.delay(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 1)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func delaySubscriptionSubscribesLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start { ys.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(240, 1), .completed(250)])
    #expect(ys.subscriptions == [Subscription(230, 250)])

    let cancelled = TestScheduler(initialClock: 0)
    let zs = cancelled.createColdObservable([.next(10, 1)])
    let none = cancelled.start(disposed: 220) { zs.delaySubscription(.seconds(30), scheduler: cancelled) }
    #expect(none.events.isEmpty)
    #expect(zs.subscriptions.isEmpty)
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(255) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 260) { xs.delay(.seconds(20), scheduler: scheduler) }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 1 is sent at 10 and emitted at 15; 10, sent from inside it, at 20; 2 (sent at 20) at 25.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      sources[0].delay(.seconds(5), scheduler: scheduler)
    }
    // Subscribed at 5; then the subject's own order: 10 is queued behind 1.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      sources[0].delaySubscription(.seconds(5), scheduler: scheduler)
    }
  }
}
