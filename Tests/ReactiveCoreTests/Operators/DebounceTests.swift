// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct DebounceFailure: Error, CustomStringConvertible {
  var description: String { "debounce failure" }
}

@Suite struct DebounceTests {
  @Test func emitsTheLastElementOfEachBurstAfterQuietTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(215, 2), .next(240, 3), .next(290, 4), .next(295, 5), .completed(300),
    ])
    let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(235, 2), .next(260, 3), .next(300, 5), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func completionWithoutPendingElementCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 1), .completed(300)])
  }

  @Test func failureIsForwardedAtOnceAndDropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(250, 2), .error(260, DebounceFailure()), .next(265, 3),
    ])
    let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 1), .error(260, DebounceFailure())])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func disposalCancelsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(280, 2)])
    let observer = scheduler.start(disposed: 290) { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 1)])
    #expect(xs.subscriptions == [Subscription(200, 290)])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(280, 2)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(250) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 290) { xs.debounce(.seconds(20), scheduler: scheduler) }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 1 is sent at 10 and emitted at 15; 10, sent from inside it, at 20; 2 (sent at 20) at 25.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      sources[0].debounce(.seconds(5), scheduler: scheduler)
    }
  }
}
