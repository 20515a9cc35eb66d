// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import ReactiveTesting
import Testing

@Suite struct TimerTests {
  @Test func oneShotTimerEmitsZeroAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 0), .completed(210)])
  }

  @Test func periodicTimerCountsUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 230) {
      Observable<Int>.timer(.seconds(10), period: .seconds(5), scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 0), .next(215, 1), .next(220, 2), .next(225, 3)])
  }

  @Test func intervalStartsOnePeriodAfterSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 245) { Observable<UInt8>.interval(.seconds(10), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
  }

  @Test func disposalBeforeTheDueTimeCancelsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 205) { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
    #expect(observer.events == [])
  }

  @Test func disposedIntervalLeaksNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let tracker = Resources.Tracker()
    let observer = Resources.track(tracker) {
      scheduler.start(disposed: 235) {
        Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { $0 * 2 }
      }
    }
    #expect(observer.events == [.next(210, 0), .next(220, 2), .next(230, 4)])
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // No source to send into: the elements of 30 s, 0 at 3 s, or one every 4 s.
    checkLifecycle(sources: 0, reentrant: [.next(0), .completed]) { _, scheduler in
      Observable<Int>.timer(.seconds(3), scheduler: scheduler)
    }
    checkLifecycle(sources: 0, reentrant: (0...6).map { .next($0) }) { _, scheduler in
      Observable<Int>.interval(.seconds(4), scheduler: scheduler)
    }
  }
}
