// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct SampleFailure: Error, CustomStringConvertible {
  var description: String { "sample failure" }
}

@Suite struct WithLatestFromTests {
  @Test func dropsElementsBeforeSecondEmitsThenSamplesItsLatest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
    let observer = scheduler.start { xs.withLatestFrom(ys) }
    #expect(observer.events == [.next(230, "a"), .next(250, "b"), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 245)])
  }

  @Test func resultSelectorCombinesBothElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a")])
    let observer = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    #expect(observer.events == [.next(230, "2a"), .completed(300)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func failureOfSecondFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let ys = scheduler.createHotObservable([.next(205, "a"), .error(230, SampleFailure(), String.self)])
    let observer = scheduler.start { xs.withLatestFrom(ys) }
    #expect(observer.events == [.next(210, "a"), .error(230, SampleFailure())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func failureOfFirstAndThrowingSelectorFailTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, SampleFailure(), Int.self)])
    let ys = scheduler.createHotObservable([.next(205, "a")])
    let observer = scheduler.start { xs.withLatestFrom(ys) }
    #expect(observer.events == [.next(210, "a"), .error(220, SampleFailure())])
    #expect(ys.subscriptions == [Subscription(200, 220)])

    let throwing = TestScheduler(initialClock: 0)
    let firsts = throwing.createHotObservable([.next(210, 1), .next(220, 2)])
    let seconds = throwing.createHotObservable([.next(205, 10)])
    let thrown = throwing.start {
      firsts.withLatestFrom(seconds) { first, second -> Int in
        if first == 2 { throw SampleFailure() }
        return first + second
      }
    }
    #expect(thrown.events == [.next(210, 11), .error(220, SampleFailure())])
    #expect(firsts.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalUnsubscribesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let ys = scheduler.createHotObservable([.next(205, "a")])
    let observer = scheduler.start(disposed: 250) { xs.withLatestFrom(ys) }
    #expect(observer.events == [.next(210, "a")])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(205, 2)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(250) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 300) { xs.withLatestFrom(ys) }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // The second source samples the first. From inside 101, 10 reaches the idle first source at
    // once and the second source queues its 10 behind 1: 10 is sampled with 10.
    checkLifecycle(sources: 2, reentrant: [.next(101), .next(1010), .next(202)]) { sources, _ in
      sources[1].withLatestFrom(sources[0]) { $0 * 100 + $1 }
    }
    checkLifecycle(sources: 2, reentrant: [.next(1), .next(10), .next(2)]) { sources, _ in
      sources[1].withLatestFrom(sources[0])
    }
  }
}
