// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct ConcatMapTests {
  @Test func runsInnersOneAtATimeInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = (1...3).map { value in
      scheduler.createColdObservable([.next(10, value * 10), .next(20, value * 10 + 1), .completed(30)])
    }
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(230, 2), .completed(240)])
    let observer = scheduler.start { xs.concatMap { inners[$0] } }
    #expect(
      observer.events == [
        .next(220, 10), .next(230, 11), .next(250, 20), .next(260, 21), .next(280, 30), .next(290, 31),
        .completed(300),
      ]
    )
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(inners[0].subscriptions == [Subscription(210, 240)])
    #expect(inners[1].subscriptions == [Subscription(240, 270)])
    #expect(inners[2].subscriptions == [Subscription(270, 300)])
  }

  @Test func selectorRunsWhenItsTurnComes() {
    let scheduler = TestScheduler(initialClock: 0)
    let calls = LockedBox<[TestTime]>([])
    let ys = scheduler.createColdObservable([.next(10, 0), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    _ = scheduler.start {
      xs.concatMap { _ -> TestableObservable<Int> in
        calls.append(scheduler.clock)
        return ys
      }
    }
    #expect(calls.value == [210, 260])
  }

  @Test func innerErrorFailsAndDropsTheQueue() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let queued = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, failing), .next(215, queued), .completed(300)])
    let observer = scheduler.start { xs.concatMap { $0 } }
    #expect(observer.events == [.next(220, 1), .error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(queued.subscriptions == [])
  }

  @Test func thrownSelectorErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start {
      xs.concatMap { value -> Observable<Int> in
        if value == 2 { throw TestError() }
        return .just(value)
      }
    }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalDisposesOuterAndActiveInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
    let xs = scheduler.createHotObservable([.next(210, ys), .next(220, ys)])
    let observer = scheduler.start(disposed: 300) { xs.concatMap { $0 } }
    #expect(observer.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(210, 300)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // The inner of v emits v while it subscribes, then v * 100 + x for each x of the second source.
    // 10, sent from inside 1, is queued by the outer subject and sent into the second source before
    // the inner of 1 subscribed to it.
    // 10 and 2 then wait for the inner of 1, which never completes.
    checkLifecycle(sources: 2, reentrant: [.next(1), .next(101), .next(102)]) { sources, _ in
      sources[0].concatMap { value in sources[1].map { value * 100 + $0 }.startWith(value) }
    }
  }
}
