// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct ScanTests {
  @Test func emitsRunningTotals() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start { xs.scan(100, accumulator: +) }
    #expect(observer.events == [.next(210, 101), .next(220, 103), .next(230, 106), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func scanIntoMutatesInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
    #expect(observer.events == [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
  }

  @Test func everySubscriptionStartsFromTheSeed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let scanned = xs.scan(0, accumulator: +)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = scanned.subscribe(first) }
    scheduler.scheduleAt(300) { _ = scanned.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(210, 1), .next(220, 3), .completed(230)])
    #expect(second.events == [.next(310, 1), .next(320, 3), .completed(330)])
  }

  @Test func forwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { xs.scan(0, accumulator: +) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func thrownErrorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start {
      xs.scan(0) { total, value in
        if value == 2 { throw TestError() }
        return total + value
      }
    }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let observer = scheduler.start(disposed: 300) { xs.scan(0, accumulator: +) }
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, is queued behind it.
    checkLifecycle(reentrant: [.next(1), .next(11), .next(13)]) { sources, _ in sources[0].scan(0, accumulator: +) }
    checkLifecycle(reentrant: [.next([1]), .next([1, 10]), .next([1, 10, 2])]) { sources, _ in
      sources[0].scan(into: [Int]()) { $0.append($1) }
    }
  }
}
