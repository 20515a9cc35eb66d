// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct TakeWhileTests {
  @Test func completesAtTheFirstFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
    ])
    let observer = scheduler.start { xs.take(while: { $0 < 3 }) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func inclusiveAlsoEmitsTheFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 5), .next(240, 1), .completed(300)])
    let observer = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
    #expect(observer.events == [.next(210, 1), .next(230, 5), .completed(230)])
  }

  @Test func takeUntilPredicateStopsAtTheFirstMatch() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 5), .next(240, 1), .completed(300)])
    let exclusive = scheduler.start { xs.take(until: { $0 > 3 }) }
    #expect(exclusive.events == [.next(210, 1), .completed(230)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1), .next(230, 5), .next(240, 1), .completed(300)])
    let inclusive = scheduler2.start { ys.take(until: { $0 > 3 }, behavior: .inclusive) }
    #expect(inclusive.events == [.next(210, 1), .next(230, 5), .completed(230)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func thrownErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start {
      xs.take(while: { value in
        if value == 2 { throw TestError() }
        return true
      })
    }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func forwardsErrorsAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let failed = scheduler.start { xs.take(while: { _ in true }) }
    #expect(failed.events == [.next(210, 1), .error(220, TestError())])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1), .next(400, 2)])
    let disposed = scheduler2.start(disposed: 300) { ys.take(while: { _ in true }) }
    #expect(disposed.events == [.next(210, 1)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, is queued behind it and ends the sequence.
    checkLifecycle(reentrant: [.next(1), .completed]) { sources, _ in sources[0].take(while: { $0 < 10 }) }
    checkLifecycle(reentrant: [.next(1), .next(10), .completed]) { sources, _ in
      sources[0].take(until: { $0 == 10 }, behavior: .inclusive)
    }
  }
}
