// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct DoFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String = "do failure") { self.description = description }
}

@Suite struct DoTests {
  @Test func runsSideEffectsInOrderAroundEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let log = LockedBox<[String]>([])
    let note: @Sendable (String) -> Void = { entry in log.withLock { $0.append("\(scheduler.clock) \(entry)") } }
    let observer = scheduler.start {
      xs.do(
        onNext: { note("onNext \($0)") },
        afterNext: { note("afterNext \($0)") },
        onError: { _ in note("onError") },
        afterError: { _ in note("afterError") },
        onCompleted: { note("onCompleted") },
        afterCompleted: { note("afterCompleted") },
        onSubscribe: { note("onSubscribe") },
        onSubscribed: { note("onSubscribed") },
        onDispose: { note("onDispose") }
      )
    }
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(
      log.withLock { $0 } == [
        "200 onSubscribe", "200 onSubscribed", "210 onNext 1", "210 afterNext 1", "220 onCompleted",
        "220 afterCompleted", "220 onDispose",
      ]
    )
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func errorHandlersAndDisposeRunOnFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, DoFailure(), Int.self)])
    let log = LockedBox<[String]>([])
    let observer = scheduler.start {
      xs.do(
        onError: { error in log.withLock { $0.append("onError \(error)") } },
        afterError: { _ in log.withLock { $0.append("afterError") } },
        onDispose: { log.withLock { $0.append("onDispose") } }
      )
    }
    #expect(observer.events == [.error(210, DoFailure())])
    #expect(log.withLock { $0 } == ["onError do failure", "afterError", "onDispose"])
  }

  @Test func throwingOnNextReplacesTheElementWithTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let observer = scheduler.start {
      xs.do(onNext: { if $0 == 2 { throw DoFailure("onNext") } })
    }
    #expect(observer.events == [.next(210, 1), .error(220, DoFailure("onNext"))])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func throwingAfterNextFailsAfterTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = scheduler.start {
      xs.do(afterNext: { _ in throw DoFailure("afterNext") })
    }
    #expect(observer.events == [.next(210, 1), .error(210, DoFailure("afterNext"))])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func throwingOnCompletedReplacesTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210, Int.self)])
    let observer = scheduler.start {
      xs.do(onCompleted: { throw DoFailure("onCompleted") }, afterCompleted: { throw DoFailure("ignored") })
    }
    #expect(observer.events == [.error(210, DoFailure("onCompleted"))])
  }

  @Test func onDisposeRunsOnceOnDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let disposals = LockedBox<[Int]>([])
    let observer = scheduler.start(disposed: 250) {
      xs.do(onDispose: { disposals.withLock { $0.append(scheduler.clock) } })
    }
    #expect(observer.events == [.next(210, 1)])
    #expect(disposals.withLock { $0 } == [250])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(240) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 250) { xs.do(onNext: { _ in }) }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, is queued behind it.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, _ in
      sources[0].do(onNext: { _ in }, afterNext: { _ in }, onDispose: {})
    }
  }
}
