// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct TakeUntilTests {
  @Test func triggerElementCompletesAndDisposesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(150, "early"), .next(230, "stop"), .completed(250)])
    let observer = scheduler.start { xs.take(until: ys) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func triggerCompletionWithoutElementChangesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.completed(220, String.self)])
    let observer = scheduler.start { xs.take(until: ys) }
    #expect(observer.events == [.next(210, 1), .next(240, 3), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func triggerErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.error(220, TestError(), String.self)])
    let observer = scheduler.start { xs.take(until: ys) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func sourceTerminalDisposesTheTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let ys = scheduler.createHotObservable([.next(300, "stop")])
    let observer = scheduler.start { xs.take(until: ys) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalDisposesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let ys = scheduler.createHotObservable([.next(500, "stop")])
    let observer = scheduler.start(disposed: 300) { xs.take(until: ys) }
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func synchronousTriggerNeverSubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start { xs.take(until: Observable.just(())) }
    #expect(observer.events == [.completed(200)])
    #expect(xs.subscriptions == [])
  }

  @Test func leaksNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let ys = scheduler.createHotObservable([.next(400, "stop")])
    let tracker = Resources.Tracker()
    var subscription: (any Disposable)? = Resources.track(tracker) {
      xs.take(until: ys).take(while: { $0 < 10 }).subscribe(onNext: { _ in })
    }
    scheduler.advanceTo(300)
    if Resources.isTracking { #expect(tracker.live > 0) }
    subscription?.dispose()
    subscription = nil  // the subscription itself is a counted sink
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // The trigger fires on the 10 sent into it from inside 1: the completion is queued behind 1,
    // and the source's 10, queued by its subject until 1 is done, never arrives.
    checkLifecycle(sources: 2, reentrant: [.next(1), .completed]) { sources, _ in
      sources[0].take(until: sources[1].filter { $0 == 10 })
    }
  }
}
