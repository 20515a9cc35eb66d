// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct MergeFailure: Error, CustomStringConvertible {
  var description: String { "merge failure" }
}

@Suite struct MergeTests {
  @Test func interleavesElementsAndCompletesWhenAllSourcesComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(250)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(300)])
    let observer = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    #expect(
      observer.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)]
    )
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func failsOnFirstErrorAndUnsubscribesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, MergeFailure()), .next(240, 9)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 3), .completed(300)])
    let observer = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .error(230, MergeFailure())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposalUnsubscribesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 3)])
    let ys = scheduler.createColdObservable([.next(20, 2), .next(100, 4)])
    let observer = scheduler.start(disposed: 250) { Observable.merge(xs.asObservable(), ys.asObservable()) }
    #expect(observer.events == [.next(210, 1), .next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func emptyListCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.merge([]) }
    #expect(observer.events == [.completed(200)])
  }

  @Test func mergesInnerSequencesAsTheyArrive() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(5, 1), .next(30, 3), .completed(40)])
    let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(50)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()),
      .next(220, ys2.asObservable()),
      .completed(230),
    ])
    let observer = scheduler.start { xs.merge() }
    #expect(observer.events == [.next(215, 1), .next(225, 2), .next(240, 3), .completed(270)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys1.subscriptions == [Subscription(210, 250)])
    #expect(ys2.subscriptions == [Subscription(220, 270)])
  }

  @Test func nothingAfterTerminalEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210, Int.self)])
    let ys = scheduler.createHotObservable([.error(220, MergeFailure(), Int.self), .next(230, 1)])
    let zs = scheduler.createHotObservable([.next(240, 2), .completed(250)])
    let observer = scheduler.start {
      Observable.merge(xs.asObservable(), ys.asObservable(), zs.asObservable())
    }
    #expect(observer.events == [.error(220, MergeFailure())])
  }

  @Test func concurrentSourcesNeverOverlapDownstream() async {
    let sources = (0..<4).map { offset in
      Observable<Int>.create { observer in
        let queue = DispatchQueue(label: "merge.source.\(offset)")
        queue.async {
          for value in 0..<500 { observer.onNext(value) }
          observer.onCompleted()
        }
        return Disposables.create()
      }
    }
    let state = LockedBox((active: 0, maxActive: 0, count: 0))
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // The core's @Sendable event handler: it runs on the sources' queues.
      _ = Observable.merge(sources).subscribe { event in
        switch event {
        case .next:
          state.withLock {
            $0.active += 1
            $0.maxActive = max($0.maxActive, $0.active)
            $0.count += 1
          }
          state.withLock { $0.active -= 1 }
        case .completed: continuation.resume()
        case .error: break
        }
      }
    }
    let result = state.withLock { $0 }
    #expect(result.count == 2000)
    #expect(result.maxActive == 1)
  }

  @Test func reentrantEventsAreQueuedInOrderWithoutDeadlock() {
    let second = LockedBox<AnyObserver<Int>?>(nil)
    let first = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(3)
      return Disposables.create()
    }
    let trigger = Observable<Int>.create { observer in
      second.withLock { $0 = observer }
      return Disposables.create()
    }
    let received = LockedBox<[Int]>([])
    let subscription = Observable.merge(trigger, first).subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      if value == 1 { second.withLock { $0 }?.onNext(2) }
    })
    subscription.dispose()
    #expect(received.withLock { $0 } == [1, 2, 3])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(220, 2)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(250) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 300) { Observable.merge(xs.asObservable(), ys.asObservable()) }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent into both sources from inside the first 1: the idle second source's 10 is queued
    // by the merge behind 1, the first source queues its own 10 until its 1 is done, and only
    // then does the second source get the 1 that was still to be sent to it.
    let reentrant: [Event<Int>] = [.next(1), .next(10), .next(10), .next(1), .next(2), .next(2)]
    checkLifecycle(sources: 2, reentrant: reentrant) { sources, _ in
      Observable.merge(sources[0].asObservable(), sources[1].asObservable())
    }
    checkLifecycle(sources: 2, reentrant: reentrant) { sources, _ in
      Observable.of(sources[0].asObservable(), sources[1].asObservable()).merge()
    }
  }
}
