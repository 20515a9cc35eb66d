// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct TimeoutFailure: Error, CustomStringConvertible {
  var description: String { "timeout failure" }
}

@Suite struct TimeoutTests {
  @Test func doesNotFireWhileElementsArriveInTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(240, 3), .completed(255)])
    let observer = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(225, 2), .next(240, 3), .completed(255)])
    #expect(xs.subscriptions == [Subscription(200, 255)])
  }

  @Test func firesAfterSilenceSinceLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let observer = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .error(230, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func firesWhenNothingArrivesAfterSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1)])
    let observer = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.error(220, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func sourceFailureBeforeTimeoutIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TimeoutFailure())])
    let observer = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .error(220, TimeoutFailure())])
  }

  @Test func switchesToOtherOnTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.next(5, 100), .completed(10)])
    let observer = scheduler.start { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(235, 100), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 240)])
  }

  @Test func otherIsNeverSubscribedWhenSourceIsInTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createColdObservable([.next(5, 100)])
    let observer = scheduler.start { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(ys.subscriptions.isEmpty)
  }

  @Test func disposalUnsubscribesOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let ys = scheduler.createColdObservable([.next(5, 100), .next(50, 200)])
    let observer = scheduler.start(disposed: 240) { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
    #expect(observer.events == [.next(225, 100)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(220, 240)])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createColdObservable([.next(5, 100)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(235) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 240) { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // In time: 10, sent from inside 1, is queued behind it; the timer is pending at dispose.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      sources[0].timeout(.seconds(15), scheduler: scheduler)
    }
    // Timed out at 5: the fallback source delivers 1, then 10 (queued behind it), then 2.
    checkLifecycle(sources: 2, reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      sources[0].timeout(.seconds(5), other: sources[1], scheduler: scheduler)
    }
    // Silent for 5 s: it fails before the first element.
    checkLifecycle(reentrant: [.error(RxError.timeout)]) { sources, scheduler in
      sources[0].timeout(.seconds(5), scheduler: scheduler)
    }
  }
}
