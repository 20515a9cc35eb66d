// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

@Suite struct SharedSequenceOperatorsTests {
  /// Records `make()`'s driver, created on a fresh test scheduler, from 200 to 1000.
  private static func run<Element: Sendable>(
    _ events: [Recorded<Event<Int>>],
    _ make: @Sendable (Driver<Int>) -> Driver<Element>
  ) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable(events)
    let driver = SharingScheduler.withScheduler(scheduler) { make(source.asDriver(onErrorJustReturn: -1)) }
    return scheduler.start { driver.asObservable() }.events
  }

  private static let input: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250),
  ]

  @Test func mapFilterAndCompactMap() {
    #expect(Self.run(Self.input) { $0.map { $0 * 10 } }.map(\.time) == [210, 220, 230, 240, 250])
    #expect(
      Self.run(Self.input) { $0.filter { $0 != 2 } }
        == [.next(210, 1), .next(240, 3), .completed(250)]
    )
    #expect(
      Self.run(Self.input) { $0.compactMap { $0 == 2 ? nil : "\($0)" } }
        == [.next(210, "1"), .next(240, "3"), .completed(250)]
    )
  }

  @Test func distinctUntilChangedStartWithScanSkipTake() {
    #expect(
      Self.run(Self.input) { $0.distinctUntilChanged() }
        == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)]
    )
    #expect(
      Self.run(Self.input) { $0.distinctUntilChanged { $0 % 2 } }
        == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)]
    )
    #expect(
      Self.run(Self.input) { $0.startWith(7, 8).take(3) }
        == [.next(200, 7), .next(200, 8), .next(210, 1), .completed(210)]
    )
    #expect(
      Self.run(Self.input) { $0.scan(0, accumulator: +).skip(2) }
        == [.next(230, 5), .next(240, 8), .completed(250)]
    )
  }

  @Test func flatMapLatestInnerDriversUseTheSameScheduler() {
    let events = Self.run([.next(210, 1), .next(220, 2)]) { driver in
      driver.flatMapLatest { value in Driver.of(value, value * 100) }
    }
    #expect(events == [.next(210, 1), .next(210, 100), .next(220, 2), .next(220, 200)])
  }

  @Test func flatMapFirstIgnoresElementsWhileBusy() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
    let driver = SharingScheduler.withScheduler(scheduler) {
      source.asDriver(onErrorJustReturn: 0).flatMapFirst { value in
        Driver.merge(Driver.just(value), Driver.never()).debounce(.seconds(20)).take(1)
      }
    }
    #expect(scheduler.start { driver.asObservable() }.events == [.next(230, 1), .next(260, 3)])
  }

  @Test func withLatestFromCombineLatestAndMerge() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
    let second = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
    let (latest, combined, triple, merged) = SharingScheduler.withScheduler(scheduler) {
      let numbers = first.asDriver(onErrorJustReturn: 0)
      let letters = second.asDriver(onErrorJustReturn: "")
      return (
        numbers.withLatestFrom(letters) { "\($0)\($1)" },
        Driver.combineLatest(numbers, letters).map { "\($0)\($1)" },
        Driver.combineLatest(numbers, letters, numbers.map { $0 * 2 }).map { "\($0)\($1)\($2)" },
        Driver.merge(numbers.map(String.init), letters)
      )
    }
    let observers = (0..<4).map { _ in scheduler.createObserver(String.self) }
    scheduler.scheduleAt(200) {
      _ = latest.drive(observers[0])
      _ = combined.drive(observers[1])
      _ = triple.drive(observers[2])
      _ = merged.drive(observers[3])
    }
    scheduler.start()
    #expect(observers[0].events == [.next(230, "3a")])
    #expect(observers[1].events == [.next(220, "1a"), .next(230, "3a"), .next(240, "3b")])
    #expect(observers[2].events.last == .next(240, "3b6"))
    #expect(observers[3].events == [.next(210, "1"), .next(220, "a"), .next(230, "3"), .next(240, "b")])
  }

  @Test func debounceAndThrottleRunOnTheSharingScheduler() {
    let input: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .next(240, 3)]
    #expect(Self.run(input) { $0.debounce(.seconds(10)) } == [.next(225, 2), .next(250, 3)])
    #expect(Self.run(input) { $0.throttle(.seconds(20), latest: false) } == [.next(210, 1), .next(240, 3)])
  }

  @Test func signalOperatorsStaySignals() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let taps = PublishRelay<Int>()
    let signal: Signal<String> = SharingScheduler.withScheduler(scheduler) {
      taps.asSignal().filter { $0 > 1 }.map { "tap \($0)" }
    }
    let observer = scheduler.createObserver(String.self)
    _ = signal.emit(to: observer)
    scheduler.scheduleAt(10) { taps.accept(1) }
    scheduler.scheduleAt(20) { taps.accept(2) }
    scheduler.start()
    #expect(observer.events == [.next(20, "tap 2")])
  }

  @Test func operatorsFollowTheSubscriptionLifecycle() {
    // Drivers deliver through a hop to the sharing scheduler (one tick later here).
    func driver(_ source: PublishSubject<Int>) -> Driver<Int> { source.asDriver(onErrorJustReturn: 0) }
    // 10, sent from inside 2 (from 1), joins the queue of the hop that is delivering 1; 4 is dropped.
    checkLifecycle(reentrant: [.next(2), .next(20)]) { sources, scheduler in
      SharingScheduler.withScheduler(scheduler) { driver(sources[0]).map { $0 * 2 }.filter { $0 != 4 } }.asObservable()
    }
    // 1 is emitted at 16; 10 reaches the debounce at 17 and is replaced by 2 at 21.
    checkLifecycle(reentrant: [.next(1), .next(2)]) { sources, scheduler in
      SharingScheduler.withScheduler(scheduler) { driver(sources[0]).debounce(.seconds(5)) }.asObservable()
    }
    // From inside 101, the second driver's 10 joins its own hop's queue and samples 1: the first
    // driver's 10 is still waiting for its hop.
    checkLifecycle(sources: 2, reentrant: [.next(101), .next(1001), .next(202)]) { sources, scheduler in
      SharingScheduler.withScheduler(scheduler) {
        driver(sources[1]).withLatestFrom(driver(sources[0])) { $0 * 100 + $1 }
      }.asObservable()
    }
  }
}
