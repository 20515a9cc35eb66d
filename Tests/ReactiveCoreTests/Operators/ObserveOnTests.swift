// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport
import Testing

@Suite struct ObserveOnTests {
  private static func numbers(_ count: Int) -> Observable<Int> {
    Observable.create { observer in
      for number in 0..<count { observer.onNext(number) }
      observer.onCompleted()
      return Disposables.create()
    }
  }

  @Test func deliversInOrderWithoutOverlapOnConcurrentScheduler() async {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let active = LockedBox(0)
    let overlaps = LockedBox(0)
    let source = Self.numbers(2_000)
      .observe(on: scheduler)
      .observe(on: ConcurrentDispatchQueueScheduler(qos: .utility))
    let detector = Observable<Int>.create { observer in
      source.subscribe { event in
        let concurrent = active.withLock { count in
          count += 1
          return count
        }
        if concurrent > 1 { overlaps.withLock { $0 += 1 } }
        observer.on(event)
        active.withLock { $0 -= 1 }
      }
    }
    let events = await collect(detector)
    #expect(events == (0..<2_000).map { .next($0) } + [.completed])
    #expect(overlaps.value == 0)
  }

  @Test func manyConcurrentSubscriptionsEachStayOrdered() async {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    await withTaskGroup(of: [Event<Int>].self) { group in
      for _ in 0..<8 {
        group.addTask { await collect(Self.numbers(300).observe(on: scheduler)) }
      }
      for await events in group {
        #expect(events == (0..<300).map { .next($0) } + [.completed])
      }
    }
  }

  @MainActor @Test func deliversInlineOnMainWhenNothingIsPending() {
    let received = LockedBox<[Int]>([])
    let subscription = Self.numbers(3)
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { value in received.withLock { $0.append(value) } })
    #expect(received.value == [0, 1, 2])
    subscription.dispose()
  }

  @Test func hopsToMainQueueFromBackground() async {
    let source = Self.numbers(5)
      .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .utility))
      .observe(on: MainScheduler.instance)
    let onMain = LockedBox<[Bool]>([])
    let tapped = Observable<Int>.create { observer in
      source.subscribe { event in
        onMain.withLock { $0.append(MainScheduler.isOnMainQueue) }
        observer.on(event)
      }
    }
    let events = await collect(tapped)
    #expect(events == [.next(0), .next(1), .next(2), .next(3), .next(4), .completed])
    #expect(onMain.value.allSatisfy { $0 })
  }

  @Test func errorIsDeliveredAfterPendingElements() {
    let scheduler = ManualScheduler()
    let received = LockedBox<[Event<Int>]>([])
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError())
      return Disposables.create()
    }
    .observe(on: scheduler)
    .subscribe { event in received.withLock { $0.append(event) } }
    #expect(received.value.isEmpty)
    scheduler.runAll()
    #expect(received.value == [.next(1), .error(TestError())])
  }

  @Test func disposalStopsDeliveryAndReleasesTheQueue() {
    let tracker = Resources.Tracker()
    let scheduler = ManualScheduler()
    let received = LockedBox<[Int]>([])
    let upstreamDisposed = LockedBox(false)
    Resources.track(tracker) {
      let subscription = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        return Disposables.create { upstreamDisposed.withLock { $0 = true } }
      }
      .observe(on: scheduler)
      .subscribe(onNext: { value in received.withLock { $0.append(value) } })
      #expect(scheduler.pendingCount == 1)
      subscription.dispose()
    }
    #expect(scheduler.pendingCount == 0)
    scheduler.runAll()
    #expect(received.value.isEmpty)
    #expect(upstreamDisposed.value)
    #expect(tracker.live == 0)
  }

  @Test func reentrantEventsJoinTheRunningDrain() {
    let scheduler = ManualScheduler()
    let received = LockedBox<[Int]>([])
    let forward = LockedBox<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { observer in
      forward.withLock { $0 = observer }
      observer.onNext(1)
      return Disposables.create()
    }
    _ = source.observe(on: scheduler).subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      if value < 3 { forward.value?.onNext(value + 1) }
    })
    scheduler.runAll()
    #expect(received.value == [1, 2, 3])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, joins the queue of the drain that is delivering 1.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      sources[0].observe(on: scheduler)
    }
  }
}
