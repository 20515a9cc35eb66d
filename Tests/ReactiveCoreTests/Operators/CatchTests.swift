// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct CatchFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String = "catch failure") { self.description = description }
}

@Suite struct CatchTests {
  @Test func switchesToTheHandlersSequenceOnFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, CatchFailure()), .next(240, 9)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let errors = LockedBox<[String]>([])
    let observer = scheduler.start {
      xs.catch { error in
        errors.withLock { $0.append("\(error)") }
        return ys.asObservable()
      }
    }
    #expect(observer.events == [.next(210, 1), .next(240, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 250)])
    #expect(errors.withLock { $0 } == ["catch failure"])
  }

  @Test func handlerIsNotCalledWithoutFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let ys = scheduler.createColdObservable([.next(10, 2)])
    let observer = scheduler.start { xs.catch { _ in ys.asObservable() } }
    #expect(observer.events == [.next(210, 1), .completed(230)])
    #expect(ys.subscriptions.isEmpty)
  }

  @Test func failureOfTheHandlersSequenceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, CatchFailure("first"), Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 2), .error(20, CatchFailure("second"))])
    let observer = scheduler.start { xs.catch { _ in ys.asObservable() } }
    #expect(observer.events == [.next(220, 2), .error(230, CatchFailure("second"))])
    #expect(ys.subscriptions == [Subscription(210, 230)])
  }

  @Test func throwingHandlerFailsWithTheThrownError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, CatchFailure("first"))])
    let observer = scheduler.start { xs.catch { _ in throw CatchFailure("thrown") } }
    #expect(observer.events == [.next(210, 1), .error(220, CatchFailure("thrown"))])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalUnsubscribesTheHandlersSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, CatchFailure(), Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
    let observer = scheduler.start(disposed: 250) { xs.catch { _ in ys.asObservable() } }
    #expect(observer.events == [.next(220, 2)])
    #expect(ys.subscriptions == [Subscription(210, 250)])
  }

  @Test func catchAndReturnEndsWithTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, CatchFailure()), .next(240, 2)])
    let observer = scheduler.start { xs.catchAndReturn(99) }
    #expect(observer.events == [.next(210, 1), .next(230, 99), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, CatchFailure(), Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 2)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(240) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 250) { xs.catch { _ in ys.asObservable() } }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 1 fails the first source; the handler's source delivers 1, then 10 (queued behind it), then 2.
    checkLifecycle(sources: 2, reentrant: [.next(1), .next(10), .next(2)]) { sources, _ in
      sources[0].map { _ -> Int in throw CatchFailure() }.catch { _ in sources[1].asObservable() }
    }
    // 2 fails the source: 0 and completion replace the failure.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(0), .completed]) { sources, _ in
      sources[0].map { value -> Int in
        if value == 2 { throw CatchFailure() }
        return value
      }.catchAndReturn(0)
    }
  }
}
