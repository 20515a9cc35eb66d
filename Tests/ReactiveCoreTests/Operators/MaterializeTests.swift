// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct MaterializeFailure: Error, CustomStringConvertible {
  var description: String { "materialize failure" }
}

@Suite struct MaterializeTests {
  @Test func turnsEveryEventIntoAnElementThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, MaterializeFailure())])
    let observer = scheduler.start { xs.materialize() }
    #expect(
      observer.events == [
        .next(210, Event.next(1)), .next(220, Event<Int>.error(MaterializeFailure())), .completed(220),
      ]
    )
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func materializesCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let observer = scheduler.start { xs.materialize() }
    #expect(observer.events == [.next(210, Event.next(1)), .next(230, Event<Int>.completed), .completed(230)])
  }

  @Test func dematerializeRoundTripsMaterialize() {
    let recorded: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .error(230, MaterializeFailure())]
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(recorded)
    let observer = scheduler.start { xs.materialize().dematerialize() }
    #expect(observer.events == recorded)
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func dematerializeStopsAtTheFirstTerminalElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event.next(1)), .next(220, Event<Int>.completed), .next(230, Event.next(2)),
    ])
    let observer = scheduler.start { xs.dematerialize() }
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func dematerializeForwardsTheSourcesOwnFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .error(220, MaterializeFailure())])
    let observer = scheduler.start { xs.dematerialize() }
    #expect(observer.events == [.next(210, 1), .error(220, MaterializeFailure())])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(240) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 250) { xs.materialize().dematerialize() }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, is queued behind it.
    checkLifecycle(reentrant: [.next(.next(1)), .next(.next(10)), .next(.next(2))]) { sources, _ in
      sources[0].materialize()
    }
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, _ in
      sources[0].map { Event.next($0) }.dematerialize()
    }
  }
}
