// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct SignalTests {
  @Test func doesNotReplayToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let signal = SharingScheduler.withScheduler(scheduler) { source.asSignal(onErrorJustReturn: 0) }
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = signal.emit(to: early) }
    scheduler.scheduleAt(230) { _ = signal.emit(to: late) }
    scheduler.start()
    #expect(early.events == [.next(210, 1), .next(220, 2), .next(240, 3)])
    #expect(late.events == [.next(240, 3)])
  }

  private static func failing(on scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
  }

  @Test func neverErrors() {
    let first = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let justReturn = SharingScheduler.withScheduler(first) {
      Self.failing(on: first).asSignal(onErrorJustReturn: -1)
    }
    #expect(first.start { justReturn.asObservable() }.events == [.next(210, 1), .next(220, -1), .completed(220)])

    let second = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let signalWith = SharingScheduler.withScheduler(second) {
      Self.failing(on: second).asSignal(onErrorSignalWith: Signal.just(7))
    }
    #expect(second.start { signalWith.asObservable() }.events == [.next(210, 1), .next(220, 7), .completed(220)])

    let third = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let recover = SharingScheduler.withScheduler(third) {
      Self.failing(on: third).asSignal(onErrorRecover: { _ in Signal.empty() })
    }
    #expect(third.start { recover.asObservable() }.events == [.next(210, 1), .completed(220)])
  }

  @Test func publishRelaySignalEmitsIntoRelays() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let taps = PublishRelay<Int>()
    let forwarded = PublishRelay<Int>()
    let current = BehaviorRelay(value: 0)
    let observer = scheduler.createObserver(Int.self)
    let signal = SharingScheduler.withScheduler(scheduler) { taps.asSignal() }
    _ = forwarded.subscribe(observer)
    _ = signal.emit(to: forwarded)
    _ = signal.emit(to: current)
    taps.accept(4)
    #expect(current.value == 0)
    scheduler.scheduleAt(5) { taps.accept(5) }
    scheduler.start()
    #expect(current.value == 5)
    #expect(observer.events == [.next(0, 4), .next(5, 5)])
  }

  @Test func driverAsSignalForwardsTheDriversEvents() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let relay = BehaviorRelay(value: 1)
    let signal = SharingScheduler.withScheduler(scheduler) { relay.asDriver().asSignal() }
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(10) { _ = signal.emit(to: observer) }
    scheduler.scheduleAt(20) { relay.accept(2) }
    scheduler.start()
    #expect(observer.events == [.next(10, 1), .next(20, 2)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // Delivered on the sharing scheduler: 10, sent from inside 1, joins the queue of that drain.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      SharingScheduler.withScheduler(scheduler) { sources[0].asSignal(onErrorJustReturn: 0) }.asObservable()
    }
  }
}
