// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct FlatMapFirstTests {
  @Test func ignoresElementsWhileAnInnerIsActive() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
    let ys2 = scheduler.createColdObservable([.next(10, 99), .completed(20)])
    let ys3 = scheduler.createColdObservable([.next(10, 3), .completed(200)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .next(300, ys3), .completed(400)])
    let observer = scheduler.start { xs.flatMapFirst { $0 } }
    #expect(observer.events == [.next(220, 1), .next(260, 2), .next(310, 3), .completed(500)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(ys1.subscriptions == [Subscription(210, 270)])
    #expect(ys2.subscriptions == [])
    #expect(ys3.subscriptions == [Subscription(300, 500)])
  }

  @Test func selectorIsNotCalledForIgnoredElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let calls = LockedBox<[Int]>([])
    let ys = scheduler.createColdObservable([.next(10, 0), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(270, 3)])
    _ = scheduler.start {
      xs.flatMapFirst { value -> TestableObservable<Int> in
        calls.append(value)
        return ys
      }
    }
    #expect(calls.value == [1, 3])
  }

  @Test func innerErrorFailsAndDisposesTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
    let xs = scheduler.createHotObservable([.next(210, ys), .completed(400)])
    let observer = scheduler.start { xs.flatMapFirst { $0 } }
    #expect(observer.events == [.error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func thrownSelectorErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { xs.flatMapFirst { _ -> Observable<Int> in throw TestError() } }
    #expect(observer.events == [.error(210, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func disposalDisposesOuterAndInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
    let xs = scheduler.createHotObservable([.next(210, ys)])
    let observer = scheduler.start(disposed: 300) { xs.flatMapFirst { $0 } }
    #expect(observer.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(210, 300)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // The inner of v emits v while it subscribes, then v * 100 + x for each x of the second source.
    // 10, sent from inside 1, is queued by the outer subject and sent into the second source before
    // the inner of 1 subscribed to it.
    // 10 and 2 are ignored: the inner of 1 is still active.
    checkLifecycle(sources: 2, reentrant: [.next(1), .next(101), .next(102)]) { sources, _ in
      sources[0].flatMapFirst { value in sources[1].map { value * 100 + $0 }.startWith(value) }
    }
  }
}
