// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct RetryFailure: Error, CustomStringConvertible {
  var description: String { "retry failure" }
}

@Suite struct RetryTests {
  @Test func subscribesAtMostMaxAttemptsTimesThenForwardsTheFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RetryFailure())])
    let observer = scheduler.start { xs.retry(3) }
    #expect(observer.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, RetryFailure())])
    #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  @Test func completionEndsTheRetrying() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start { xs.retry(3) }
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func retryOnceMeansNoRetry() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(10, RetryFailure(), Int.self)])
    let observer = scheduler.start { xs.retry(1) }
    #expect(observer.events == [.error(210, RetryFailure())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func zeroAttemptsCompleteWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start { xs.retry(0) }
    #expect(observer.events == [.completed(200)])
    #expect(xs.subscriptions.isEmpty)
  }

  @Test func unlimitedRetryStopsOnDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RetryFailure())])
    let observer = scheduler.start(disposed: 255) { xs.retry() }
    #expect(observer.events == [.next(210, 1), .next(230, 1), .next(250, 1)])
    #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 255)])
  }

  @Test func synchronousFailuresLoopWithoutGrowingTheStack() {
    let attempts = LockedBox(0)
    let failing = Observable<Int>.create { observer in
      let attempt = attempts.withLock { count -> Int in
        count += 1
        return count
      }
      if attempt < 20_000 {
        observer.onError(RetryFailure())
      } else {
        observer.onNext(attempt)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    let events = LockedBox<[Event<Int>]>([])
    _ = failing.retry(20_000).subscribe { event in events.withLock { $0.append(event) } }
    #expect(events.withLock { $0 } == [.next(20_000), .completed])
    #expect(attempts.withLock { $0 } == 20_000)
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RetryFailure())])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(245) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 255) { xs.retry() }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 1 fails the first attempt; the second delivers 2, then 10, queued behind it.
    let failOnOne: @Sendable (Int) throws -> Int = { value in
      if value == 1 { throw RetryFailure() }
      return value
    }
    checkLifecycle(reentrant: [.next(2), .next(10)]) { sources, _ in sources[0].map(failOnOne).retry(3) }
    checkLifecycle(reentrant: [.next(2), .next(10)]) { sources, _ in sources[0].map(failOnOne).retry() }
  }
}
