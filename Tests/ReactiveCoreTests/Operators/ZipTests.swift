// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

private struct ZipFailure: Error, CustomStringConvertible {
  var description: String { "zip failure" }
}

@Suite struct ZipTests {
  @Test func pairsElementsByPositionAndCompletesWhenAllComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(225, 10), .next(240, 20), .completed(260)])
    let observer = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.next(225, 11), .next(240, 22), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 260)])
  }

  @Test func doesNotCompleteWhileAnotherSourceIsStillRunning() {
    // RxSwift 5+ rule: zip completes only once every source has completed.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20)])
    let observer = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.next(230, 11)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(200, 1000)])
  }

  @Test func failsAsSoonAsOneSourceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let ys = scheduler.createHotObservable([.next(215, 10), .error(230, ZipFailure()), .next(240, 20)])
    let observer = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.next(215, 11), .error(230, ZipFailure())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func throwingSelectorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20)])
    let observer = scheduler.start {
      Observable.zip(xs, ys) { x, y -> Int in
        if x == 2 { throw ZipFailure() }
        return x + y
      }
    }
    #expect(observer.events == [.next(215, 11), .error(230, ZipFailure())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposalUnsubscribesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(270, 20)])
    let observer = scheduler.start(disposed: 250) { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.next(220, 11)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func tuplesAndHigherArities() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, "a"), .next(221, "b"), .completed(300)])
    let c = scheduler.createHotObservable([.next(230, true), .completed(300)])
    let d = scheduler.createHotObservable([.next(240, 4.5), .completed(300)])
    let observer = scheduler.start {
      Observable.zip(Observable.zip(a, b), Observable.zip(a, b, c) { "\($0)\($1)\($2)" }, c, d) {
        "\($0.0)\($0.1) \($1) \($2) \($3)"
      }
    }
    #expect(observer.events == [.next(240, "1a 1atrue true 4.5"), .completed(300)])
    let scheduler4 = TestScheduler(initialClock: 0)
    let e = scheduler4.createHotObservable([.next(210, 1), .completed(250)])
    let f = scheduler4.createHotObservable([.next(220, 2), .completed(250)])
    let four = scheduler4.start { Observable.zip(e, f, e, f) }
    #expect(four.events.map { $0.map { $0.map { $0.0 + $0.1 + $0.2 + $0.3 } } } == [.next(220, 6), .completed(250)])
  }

  @Test func collectionZipsArraysInSourceOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(260)])
    let observer = scheduler.start { Observable.zip([xs, ys]) }
    #expect(observer.events == [.next(230, [1, 10]), .next(240, [2, 20]), .completed(260)])
    let withSelector = TestScheduler(initialClock: 0)
    let zs = withSelector.createHotObservable([.next(210, 1), .completed(250)])
    let sums = withSelector.start { Observable.zip([zs, zs]) { $0.reduce(0, +) } }
    #expect(sums.events == [.next(210, 2), .completed(250)])
  }

  @Test func emptyCollectionCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.zip([Observable<Int>]()) }
    #expect(observer.events == [.completed(200)])
  }

  @Test func concurrentSourcesArePairedInOrder() async {
    let pairs = LockedBox<[[Int]]>([])
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = Observable.zip([concurrentSource("zip.a", count: 500), concurrentSource("zip.b", count: 500)])
        .subscribe { event in  // the core's @Sendable handler: it runs on the sources' queues
          switch event {
          case .next(let values):
            pairs.withLock { $0.append(values) }
          case .completed: continuation.resume()
          case .error: break
          }
        }
    }
    #expect(pairs.withLock { $0 } == (0..<500).map { [$0, $0] })
  }

  @Test func releasesEverySinkAfterDisposal() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(220, 2)])
    let liveWhileSubscribed = LockedBox(0)
    scheduler.scheduleAt(250) { liveWhileSubscribed.withLock { $0 = tracker.live } }
    Resources.track(tracker) {
      _ = scheduler.start(disposed: 300) { Observable.zip(xs, ys) { $0 + $1 } }
    }
    #expect(liveWhileSubscribed.withLock { $0 } > 0)
    #expect(tracker.live == 0)
  }

  @Test(arguments: [2, 3, 4])
  func followsTheSubscriptionLifecycle(arity: Int) {
    // Sums of the elements by position. 10, sent into every source from inside the first sum,
    // is queued: by the zip for the idle sources, by the subject for the one delivering.
    let reentrant: [Event<Int>] = [.next(arity), .next(10 * arity), .next(2 * arity)]
    checkLifecycle(sources: arity, reentrant: reentrant) { sources, _ in
      switch sources.count {
      case 2: Observable.zip(sources[0], sources[1]) { $0 + $1 }
      case 3: Observable.zip(sources[0], sources[1], sources[2]) { $0 + $1 + $2 }
      default: Observable.zip(sources[0], sources[1], sources[2], sources[3]) { $0 + $1 + $2 + $3 }
      }
    }
    checkLifecycle(sources: arity, reentrant: reentrant) { sources, _ in
      Observable.zip(sources) { $0.reduce(0, +) }
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
