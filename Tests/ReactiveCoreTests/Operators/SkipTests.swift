// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct SkipTests {
  @Test func skipsTheFirstElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start { xs.skip(2) }
    #expect(observer.events == [.next(230, 3), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func skipZeroKeepsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { xs.skip(0) }
    #expect(observer.events == [.next(210, 1), .completed(300)])
  }

  @Test func everySubscriptionSkipsAgain() {
    let observable = Observable.of(1, 2, 3).skip(1)
    let values = LockedBox<[Int]>([])
    _ = observable.subscribe(onNext: { values.append($0) })
    _ = observable.subscribe(onNext: { values.append($0) })
    #expect(values.value == [2, 3, 2, 3])
  }

  @Test func skipWhileStopsSkippingAtTheFirstFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 5), .next(230, 1), .completed(300),
    ])
    let observer = scheduler.start { xs.skip(while: { $0 < 3 }) }
    #expect(observer.events == [.next(220, 5), .next(230, 1), .completed(300)])
  }

  @Test func skipWhileThrownErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start { xs.skip(while: { _ in throw TestError() }) }
    #expect(observer.events == [.error(210, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func forwardsErrorsAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { xs.skip(1) }
    #expect(observer.events == [.error(220, TestError())])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1), .next(400, 2)])
    let disposed = scheduler2.start(disposed: 300) { ys.skip(while: { _ in false }) }
    #expect(disposed.events == [.next(210, 1)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 1 is skipped; 10, sent from inside 2, is queued behind it.
    checkLifecycle(reentrant: [.next(2), .next(10)]) { sources, _ in sources[0].skip(1) }
    checkLifecycle(reentrant: [.next(2), .next(10)]) { sources, _ in sources[0].skip(while: { $0 < 2 }) }
  }
}
