// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct CombineFailure: Error, CustomStringConvertible {
  var description: String { "combine failure" }
}

@Suite struct CombineLatestTests {
  @Test func waitsForEverySourceThenCombinesLatestValues() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 4), .completed(260)])
    let ys = scheduler.createHotObservable([.next(220, 3), .next(250, 5), .completed(270)])
    let observer = scheduler.start { Observable.combineLatest(xs, ys) { $0 * 10 + $1 } }
    #expect(observer.events == [.next(220, 23), .next(240, 43), .next(250, 45), .completed(270)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
    #expect(ys.subscriptions == [Subscription(200, 270)])
  }

  @Test func completesWhenOtherSourceEmitsAfterEmptySourceCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210, Int.self)])
    let ys = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
    let observer = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func keepsCombiningWithTheLastValueOfACompletedSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(250)])
    let observer = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.next(230, 11), .next(240, 21), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func failsAsSoonAsOneSourceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let ys = scheduler.createHotObservable([.error(220, CombineFailure(), Int.self), .next(230, 3)])
    let observer = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.error(220, CombineFailure())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func throwingSelectorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
    let observer = scheduler.start {
      Observable.combineLatest(xs, ys) { x, y -> Int in
        if x == 2 { throw CombineFailure() }
        return x + y
      }
    }
    #expect(observer.events == [.next(220, 11), .error(230, CombineFailure())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposalUnsubscribesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(270, 20)])
    let observer = scheduler.start(disposed: 250) { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.next(220, 11)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func tuplesWithoutSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .completed(240)])
    let observer = scheduler.start { Observable.combineLatest(xs, ys) }
    let described = observer.events.map { recorded in recorded.map { $0.map { "\($0.0)\($0.1)" } } }
    #expect(described == [.next(220, "1a"), .completed(240)])
  }

  @Test func threeAndFourSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let c = scheduler.createHotObservable([.next(230, 3), .next(250, 5), .completed(300)])
    let three = scheduler.start { Observable.combineLatest(a, b, c) { "\($0)\($1)\($2)" } }
    #expect(three.events == [.next(230, "123"), .next(250, "125"), .completed(300)])

    let scheduler4 = TestScheduler(initialClock: 0)
    let a4 = scheduler4.createHotObservable([.next(210, 1), .completed(300)])
    let b4 = scheduler4.createHotObservable([.next(220, 2), .completed(300)])
    let c4 = scheduler4.createHotObservable([.next(230, 3), .completed(300)])
    let d4 = scheduler4.createHotObservable([.next(240, 4), .next(250, 5), .completed(310)])
    let four = scheduler4.start { Observable.combineLatest(a4, b4, c4, d4) { "\($0)\($1)\($2)\($3)" } }
    #expect(four.events == [.next(240, "1234"), .next(250, "1235"), .completed(310)])
  }

  @Test func tuplesOfThreeAndFour() {
    func sources(_ scheduler: TestScheduler) -> (
      TestableObservable<Int>, TestableObservable<String>, TestableObservable<Double>, TestableObservable<Bool>
    ) {
      (
        scheduler.createHotObservable([.next(210, 1), .completed(300)]),
        scheduler.createHotObservable([.next(220, "b"), .completed(300)]),
        scheduler.createHotObservable([.next(230, 3.5), .completed(300)]),
        scheduler.createHotObservable([.next(240, true), .completed(300)])
      )
    }
    let scheduler3 = TestScheduler(initialClock: 0)
    let (a3, b3, c3, _) = sources(scheduler3)
    let three = scheduler3.start { Observable.combineLatest(a3, b3, c3) }
    #expect(
      three.events.map { $0.map { $0.map { "\($0.0)\($0.1)\($0.2)" } } } == [.next(230, "1b3.5"), .completed(300)]
    )

    let scheduler4 = TestScheduler(initialClock: 0)
    let (a4, b4, c4, d4) = sources(scheduler4)
    let four = scheduler4.start { Observable.combineLatest(a4, b4, c4, d4) }
    let described = four.events.map { $0.map { $0.map { "\($0.0)\($0.1)\($0.2)\($0.3)" } } }
    #expect(described == [.next(240, "1b3.5true"), .completed(300)])
  }

  @Test func collectionEmitsArraysOnceEverySourceHasAValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(260)])
    let zs = scheduler.createHotObservable([.next(230, 100), .completed(270)])
    let observer = scheduler.start { Observable.combineLatest([xs, ys, zs]) }
    #expect(observer.events == [.next(230, [1, 10, 100]), .next(240, [2, 10, 100]), .completed(270)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(zs.subscriptions == [Subscription(200, 270)])
  }

  @Test func collectionWithSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(260)])
    let observer = scheduler.start { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }
    #expect(observer.events == [.next(220, 3), .completed(260)])
  }

  @Test func emptyCollectionCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
    #expect(observer.events == [.completed(200)])
  }

  @Test func concurrentSourcesDeliverSeriallyAndEndWithLatestValues() async {
    let state = LockedBox((active: 0, maxActive: 0, last: [Int]()))
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = Observable.combineLatest([
        concurrentSource("combine.a", count: 500), concurrentSource("combine.b", count: 500),
      ])
      .subscribe { event in  // the core's @Sendable handler: it runs on the sources' queues
        switch event {
        case .next(let values):
          state.withLock {
            $0.active += 1
            $0.maxActive = max($0.maxActive, $0.active)
          }
          state.withLock {
            $0.active -= 1
            $0.last = values
          }
        case .completed: continuation.resume()
        case .error: break
        }
      }
    }
    let result = state.withLock { $0 }
    #expect(result.maxActive == 1)
    #expect(result.last == [499, 499])
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(220, 2)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(250) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 300) { Observable.combineLatest(xs, ys) { $0 + $1 } }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test(
    arguments: zip([2, 3, 4], [[2, 11, 20, 12, 4], [3, 12, 21, 30, 22, 14, 6], [4, 13, 22, 31, 40, 32, 24, 16, 8]])
  )
  func followsTheSubscriptionLifecycle(arity: Int, sums: [Int]) {
    // Sums of the latest elements. 10, sent into every source from inside the first row, reaches
    // the sink at once from the idle sources and their rows are queued behind the first (not
    // nested); the source that is delivering queues its own 10 until its current event is done.
    let reentrant = sums.map { Event.next($0) }
    checkLifecycle(sources: arity, reentrant: reentrant) { sources, _ in
      switch sources.count {
      case 2: Observable.combineLatest(sources[0], sources[1]) { $0 + $1 }
      case 3: Observable.combineLatest(sources[0], sources[1], sources[2]) { $0 + $1 + $2 }
      default: Observable.combineLatest(sources[0], sources[1], sources[2], sources[3]) { $0 + $1 + $2 + $3 }
      }
    }
    checkLifecycle(sources: arity, reentrant: reentrant) { sources, _ in
      Observable.combineLatest(sources).map { $0.reduce(0, +) }
    }
  }
}

/// Emits `0..<count` from its own queue, then completes.
private func concurrentSource(_ label: String, count: Int) -> Observable<Int> {
  Observable<Int>.create { observer in
    DispatchQueue(label: label).async {
      for value in 0..<count { observer.onNext(value) }
      observer.onCompleted()
    }
    return Disposables.create()
  }
}
