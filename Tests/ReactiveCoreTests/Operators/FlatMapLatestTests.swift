// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct FlatMapLatestTests {
  @Test func newElementDisposesThePreviousInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(100, 3), .completed(150)])
    let ys2 = scheduler.createColdObservable([.next(10, 10), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(300, ys2), .completed(400)])
    let observer = scheduler.start { xs.flatMapLatest { $0 } }
    #expect(observer.events == [.next(220, 1), .next(230, 2), .next(310, 10), .completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(ys1.subscriptions == [Subscription(210, 300)])
    #expect(ys2.subscriptions == [Subscription(300, 350)])
  }

  @Test func completesWhenOuterAndCurrentInnerHaveCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(200)])
    let xs = scheduler.createHotObservable([.next(210, ys), .completed(250)])
    let observer = scheduler.start { xs.flatMapLatest { $0 } }
    #expect(observer.events == [.next(220, 1), .completed(410)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(210, 410)])
  }

  @Test func innerErrorFailsAndDisposesTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let xs = scheduler.createHotObservable([.next(210, ys), .completed(400)])
    let observer = scheduler.start { xs.flatMapLatest { $0 } }
    #expect(observer.events == [.next(220, 1), .error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(210, 230)])
  }

  @Test func errorOfADisposedInnerIsIgnored() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createHotObservable([.error(250, TestError(), Int.self)])
    let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(300)])
    let observer = scheduler.start { xs.flatMapLatest { $0 } }
    #expect(observer.events == [.next(230, 2), .completed(300)])
    #expect(ys1.subscriptions == [Subscription(210, 220)])
  }

  @Test func outerErrorDisposesTheInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let xs = scheduler.createHotObservable([.next(210, ys), .error(250, TestError())])
    let observer = scheduler.start { xs.flatMapLatest { $0 } }
    #expect(observer.events == [.next(220, 1), .error(250, TestError())])
    #expect(ys.subscriptions == [Subscription(210, 250)])
  }

  @Test func thrownSelectorErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
    let observer = scheduler.start {
      xs.flatMapLatest { value -> TestableObservable<Int> in
        if value == 2 { throw TestError() }
        return ys
      }
    }
    #expect(observer.events == [.next(220, 1), .error(250, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(210, 250)])
  }

  @Test func disposalDisposesOuterAndInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
    let xs = scheduler.createHotObservable([.next(210, ys)])
    let observer = scheduler.start(disposed: 300) { xs.flatMapLatest { $0 } }
    #expect(observer.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(210, 300)])
  }

  @Test func synchronousInnersSwitchAndComplete() {
    let events = LockedBox<[Event<Int>]>([])
    _ = Observable.of(1, 2, 3).flatMapLatest { Observable.just($0 * 10) }.subscribe { events.append($0) }
    #expect(events.value == [.next(10), .next(20), .next(30), .completed])
  }

  @Test func reentrantOuterElementFromDownstreamIsQueued() {
    let events = LockedBox<[Event<Int>]>([])
    let captured = LockedBox<[AnyObserver<Int>]>([])
    let outer = Observable<Int>.create { observer in
      captured.append(observer)
      return Disposables.create()
    }
    _ = outer.flatMapLatest { Observable.of($0, $0 + 1) }.subscribe { event in
      events.append(event)
      if case .next(1) = event { captured.value[0].onNext(10) }
    }
    captured.value[0].onNext(1)
    // 10 arrives while 1 is being delivered: its inner replaces the first one, and delivery
    // stays in order without overlapping.
    #expect(events.value == [.next(1), .next(10), .next(11)])
  }

  @Test func innersOnSeveralQueuesNeverOverlapAndTheLastOneWins() async {
    let inFlight = LockedBox(0)
    let overlaps = LockedBox(0)
    let values = LockedBox<[Int]>([])
    let queues = (0..<4).map { _ in SerialDispatchQueueScheduler(qos: .userInitiated) }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = Observable.from(0..<4).flatMapLatest { index in
        Observable.from((0..<200).map { index * 1_000 + $0 }, scheduler: queues[index])
      }
      .subscribe { event in  // the core's @Sendable handler: it runs on the sources' queues
        switch event {
        case .next(let value):
          let concurrent = inFlight.withLock { count in
            count += 1
            return count
          }
          if concurrent != 1 { overlaps.increment() }
          values.append(value)
          inFlight.withLock { $0 -= 1 }
        case .completed: continuation.resume()
        case .error: break
        }
      }
    }
    #expect(overlaps.value == 0)
    // Earlier inners were disposed before they could emit much; the last one ran to the end.
    #expect(Array(values.value.suffix(200)) == (0..<200).map { 3_000 + $0 })
  }

  @Test func followsTheSubscriptionLifecycle() {
    // The inner of v emits v while it subscribes, then v * 100 + x for each x of the second source.
    // 10, sent from inside 1, is queued by the outer subject and sent into the second source before
    // the inner of 1 subscribed to it.
    // Then the inner of 10 replaces the inner of 1, and the inner of 2 replaces it.
    checkLifecycle(sources: 2, reentrant: [.next(1), .next(10), .next(1001), .next(2), .next(202)]) { sources, _ in
      sources[0].flatMapLatest { value in sources[1].map { value * 100 + $0 }.startWith(value) }
    }
  }
}
