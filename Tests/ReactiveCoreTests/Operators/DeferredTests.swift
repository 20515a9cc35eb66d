// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct DeferredTests {
  @Test func callsTheFactoryOncePerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let calls = LockedBox(0)
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let deferred = Observable.deferred {
      calls.increment()
      return ys.asObservable()
    }
    #expect(calls.value == 0)
    let observer = scheduler.start { deferred }
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
    #expect(calls.value == 1)
  }

  @Test func thrownErrorFailsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start {
      Observable<Int>.deferred { throw TestError() }
    }
    #expect(observer.events == [.error(200, TestError())])
  }

  @Test func disposalReachesTheCreatedSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
    let observer = scheduler.start(disposed: 300) { Observable.deferred { ys.asObservable() } }
    #expect(observer.events == [.next(210, 1)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, is queued by the factory's subject behind 1.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, _ in
      Observable.deferred { sources[0].asObservable() }
    }
  }
}
