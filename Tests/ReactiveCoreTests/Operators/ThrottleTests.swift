// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct ThrottleFailure: Error, CustomStringConvertible {
  var description: String { "throttle failure" }
}

@Suite struct ThrottleTests {
  private static let burst: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(215, 2), .next(220, 3), .next(235, 4), .next(260, 5), .completed(300),
  ]

  @Test func latestEmitsLeadingThenTrailingElementAtWindowEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.burst)
    let observer = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    #expect(
      observer.events == [.next(210, 1), .next(230, 3), .next(250, 4), .next(270, 5), .completed(300)]
    )
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func notLatestEmitsOnlyLeadingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.burst)
    let observer = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(235, 4), .next(260, 5), .completed(300)])
  }

  @Test func completionWaitsForTheTrailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let observer = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(230)])
    // A test observable ends its own subscription with its terminal event.
    #expect(xs.subscriptions == [Subscription(200, 220)])

    let dropping = TestScheduler(initialClock: 0)
    let ys = dropping.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let leading = dropping.start { ys.throttle(.seconds(20), latest: false, scheduler: dropping) }
    #expect(leading.events == [.next(210, 1), .completed(220)])
  }

  @Test func failureDropsTheTrailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, ThrottleFailure())])
    let observer = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .error(220, ThrottleFailure())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalCancelsTheTrailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
    let observer = scheduler.start(disposed: 225) { xs.throttle(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(220) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 225) { xs.throttle(.seconds(20), scheduler: scheduler) }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 1 is sent and emitted at 10; 10, sent from inside it, ends its window at 15 (or is dropped
    // without `latest`); 2 is sent and emitted at 20.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      sources[0].throttle(.seconds(5), scheduler: scheduler)
    }
    checkLifecycle(reentrant: [.next(1), .next(2)]) { sources, scheduler in
      sources[0].throttle(.seconds(5), latest: false, scheduler: scheduler)
    }
  }
}
