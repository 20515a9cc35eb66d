// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct TakeTests {
  @Test func completesAfterCountElementsAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start { xs.take(2) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func takeZeroCompletesWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start { xs.take(0) }
    #expect(observer.events == [.completed(200)])
    #expect(xs.subscriptions == [])
  }

  @Test func shortSourceCompletesNormally() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let observer = scheduler.start { xs.take(5) }
    #expect(observer.events == [.next(210, 1), .completed(250)])
  }

  @Test func forwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { xs.take(5) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let observer = scheduler.start(disposed: 300) { xs.take(5) }
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func nothingAfterTheCountEvenFromASynchronousSource() {
    let events = LockedBox<[Event<Int>]>([])
    _ = Observable.of(1, 2, 3, 4).take(2).subscribe { events.append($0) }
    #expect(events.value == [.next(1), .next(2), .completed])
  }

  @Test func reentrantCompletionDeliversOneTerminalEvent() {
    let events = LockedBox<[Event<Int>]>([])
    let captured = LockedBox<[AnyObserver<Int>]>([])
    let source = Observable<Int>.create { observer in
      captured.append(observer)
      return Disposables.create()
    }
    _ = source.take(1).subscribe { event in
      events.append(event)
      if case .next = event { captured.value[0].onNext(99) }
    }
    captured.value[0].onNext(1)
    #expect(events.value == [.next(1), .completed])
  }

  @Test func takeForCompletesWhenTheDurationElapses() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
    let observer = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func takeForEndsEarlyWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, is queued behind it and is the second element.
    checkLifecycle(reentrant: [.next(1), .next(10), .completed]) { sources, _ in sources[0].take(2) }
    // The window ends at 15, after 1 and 10 (both at 10).
    checkLifecycle(reentrant: [.next(1), .next(10), .completed]) { sources, scheduler in
      sources[0].take(for: .seconds(15), scheduler: scheduler)
    }
  }
}
