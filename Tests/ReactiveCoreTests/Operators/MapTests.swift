// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct MapTests {
  @Test func transformsEveryElementAfterSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
    let observer = scheduler.start { xs.map { $0 * 10 } }
    #expect(observer.events == [.next(210, 20), .next(220, 30), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 2)])
    let observer = scheduler.start { xs.map { $0 + 1 } }
    #expect(observer.events == [.next(210, 2), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func thrownErrorFailsTheSequenceAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start {
      xs.map { value -> Int in
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
    let observer = scheduler.start(disposed: 300) { xs.map { $0 * 2 } }
    #expect(observer.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func changesTheElementType() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let observer = scheduler.start { xs.map { "#\($0)" } }
    #expect(observer.events == [.next(210, "#1"), .completed(220)])
  }

  @Test func chainOfStatelessOperatorsLeaksNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let tracker = Resources.Tracker()
    var subscription: (any Disposable)? = Resources.track(tracker) {
      xs.map { $0 * 2 }
        .filter { $0 > 2 }
        .scan(0, accumulator: +)
        .compactMap { $0 }
        .distinctUntilChanged()
        .skip(0)
        .startWith(0)
        .subscribe(onNext: { _ in })
    }
    if Resources.isTracking { #expect(tracker.live > 0) }
    scheduler.advanceTo(225)
    subscription?.dispose()
    subscription = nil  // the subscription itself is a counted sink
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside the first element, is queued behind it and delivered before 2.
    checkLifecycle(reentrant: [.next(2), .next(20), .next(4)]) { sources, _ in sources[0].map { $0 * 2 } }
  }
}
