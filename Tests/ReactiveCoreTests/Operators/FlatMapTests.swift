// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct FlatMapTests {
  @Test func mergesAllInnerSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(5, 1), .next(20, 2), .completed(30)])
    let ys2 = scheduler.createColdObservable([.next(5, 10), .next(30, 11), .completed(40)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
    let observer = scheduler.start { xs.flatMap { $0 } }
    #expect(observer.events == [.next(215, 1), .next(225, 10), .next(230, 2), .next(250, 11), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys1.subscriptions == [Subscription(210, 240)])
    #expect(ys2.subscriptions == [Subscription(220, 260)])
  }

  @Test func innerErrorFailsAndDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(5, 1), .next(50, 2)])
    let ys2 = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(400)])
    let observer = scheduler.start { xs.flatMap { $0 } }
    #expect(observer.events == [.next(215, 1), .error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys1.subscriptions == [Subscription(210, 230)])
    #expect(ys2.subscriptions == [Subscription(220, 230)])
  }

  @Test func outerErrorFailsAndDisposesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(5, 1), .next(50, 2)])
    let xs = scheduler.createHotObservable([.next(210, ys), .error(220, TestError())])
    let observer = scheduler.start { xs.flatMap { $0 } }
    #expect(observer.events == [.next(215, 1), .error(220, TestError())])
    #expect(ys.subscriptions == [Subscription(210, 220)])
  }

  @Test func thrownSelectorErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start {
      xs.flatMap { value -> Observable<Int> in
        if value == 2 { throw TestError() }
        return .just(value * 10)
      }
    }
    #expect(observer.events == [.next(210, 10), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalDisposesOuterAndInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(5, 1), .next(500, 2)])
    let xs = scheduler.createHotObservable([.next(210, ys), .next(600, ys)])
    let observer = scheduler.start(disposed: 300) { xs.flatMap { $0 } }
    #expect(observer.events == [.next(215, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(210, 300)])
  }

  @Test func synchronousInnersCompleteWithTheOuter() {
    let events = LockedBox<[Event<Int>]>([])
    _ = Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) }.subscribe { events.append($0) }
    #expect(events.value == [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
  }

  @Test func concurrentInnersNeverOverlapDownstream() async {
    let inFlight = LockedBox(0)
    let overlaps = LockedBox(0)
    let count = LockedBox(0)
    let queues = (0..<4).map { _ in SerialDispatchQueueScheduler(qos: .userInitiated) }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = Observable.from(0..<4).flatMap { index in
        Observable.from(0..<500, scheduler: queues[index])
      }
      .subscribe { event in  // the core's @Sendable handler: it runs on the sources' queues
        switch event {
        case .next:
          let concurrent = inFlight.withLock { count in
            count += 1
            return count
          }
          if concurrent != 1 { overlaps.increment() }
          count.increment()
          inFlight.withLock { $0 -= 1 }
        case .completed: continuation.resume()
        case .error: break
        }
      }
    }
    #expect(count.value == 2_000)
    #expect(overlaps.value == 0)
  }

  @Test func flatMapFamilyLeaksNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(5, 1), .next(500, 2)])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let tracker = Resources.Tracker()
    var subscription: (any Disposable)? = Resources.track(tracker) {
      xs.flatMap { _ in ys }
        .flatMapLatest { Observable.just($0) }
        .flatMapFirst { value in Observable.of(value, value) }
        .concatMap { Observable.just($0).startWith(0) }
        .subscribe(onNext: { _ in })
    }
    scheduler.advanceTo(300)
    if Resources.isTracking { #expect(tracker.live > 0) }
    subscription?.dispose()
    subscription = nil  // the subscription itself is a counted sink
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // The inner of v emits v while it subscribes, then v * 100 + x for each x of the second source.
    // 10, sent from inside 1, is queued by the outer subject and sent into the second source before
    // the inner of 1 subscribed to it.
    // Every inner then sees every later element of the second source.
    let reentrant: [Event<Int>] = [1, 10, 101, 1001, 2, 102, 1002, 202].map { .next($0) }
    checkLifecycle(sources: 2, reentrant: reentrant) { sources, _ in
      sources[0].flatMap { value in sources[1].map { value * 100 + $0 }.startWith(value) }
    }
  }
}
