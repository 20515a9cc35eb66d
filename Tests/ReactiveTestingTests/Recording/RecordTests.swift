// SPDX-License-Identifier: MIT

import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@Suite struct RecordTests {
  @Test func recordsAnObservableFromNowWithValues() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let doubled = scheduler.record(xs.map { $0 * 2 })
    scheduler.start()
    #expect(doubled.values == [2, 4])
    #expect(doubled.events == [.next(10, 2), .next(20, 4), .completed(30)])
    #expect(xs.subscriptions == [Subscription(0, 30)])
  }

  @MainActor @Test func recordsADriverASignalAndASingleOnTheTestClock() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let relay = PublishRelay<Int>()
    let (driver, signal) = SharingScheduler.mock(scheduler: scheduler) {
      (relay.asDriver(onErrorJustReturn: 0).startWith(0), relay.asSignal())
    }
    let drove = scheduler.record(driver)
    let emitted = scheduler.record(signal)
    let single = scheduler.record(Single.just(7))
    scheduler.scheduleAt(5) { relay.accept(1) }
    scheduler.start()
    #expect(drove.events == [.next(0, 0), .next(5, 1)])
    #expect(emitted.events == [.next(5, 1)])
    #expect(single.events == [.next(0, 7), .completed(0)])
  }

  @Test func disposeEndsOneRecording() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2)])
    let recorded = scheduler.record(xs)
    scheduler.scheduleAt(15) { recorded.dispose() }
    scheduler.start()
    #expect(recorded.values == [1])
    #expect(xs.subscriptions == [Subscription(0, 15)])
  }

  // "The .virtualTime trait calls it when each test returns": the subscriptions of a Driver
  // that never completes are released.
  @Test func disposeRecordingsReleasesEverySubscription() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 0)
    Resources.track(tracker) {
      let log = EventLog(scheduler)
      _ = scheduler.record(relay.asObservable())
      log.record("value", relay.asObservable())
    }
    #expect(tracker.live > 0)
    scheduler.disposeRecordings()
    #expect(tracker.live == 0)
    relay.accept(1)
  }

  @Test func anObserverDisposedBeforeItsSubscriptionIsAttachedStillUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let recorded = scheduler.record(subject.asObservable())
    recorded.dispose()
    recorded.dispose()  // twice: nothing happens
    subject.onNext(1)
    #expect(recorded.values.isEmpty)
    #expect(!subject.hasObservers)
  }

  // "Each line reads "<tick> <name>: <value>" ... in the order their events arrived".
  @MainActor @Test func anEventLogInterleavesOutputsInArrivalOrder() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let count = BehaviorRelay(value: 0)
    let failures = PublishSubject<String>()
    let log = EventLog(scheduler)
    log.record("count", count.asObservable())
    log.record("label", SharingScheduler.mock(scheduler: scheduler) { count.asDriver().map { "n=\($0)" } })
    log.record("failure", failures.asObservable())
    scheduler.scheduleAt(10) { count.accept(1) }
    scheduler.scheduleAt(20) { failures.onError(TestError("boom")) }
    scheduler.start()
    #expect(
      log.lines == [
        "0 count: 0", "0 label: n=0",
        "10 count: 1", "10 label: n=1",
        "20 failure: error(boom)",
      ]
    )
    #expect(log.lines(of: "count") == ["0 0", "10 1"])
    #expect(log.lines(of: "missing").isEmpty)
  }

  @Test func anEventLogRecordsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(10, "a"), .completed(20)])
    let log = EventLog(scheduler)
    log.record("xs", xs)
    scheduler.start()
    #expect(log.lines == ["10 xs: a", "20 xs: completed"])
  }

  /// An `Output` struct as a `ViewModelType` returns it.
  private struct Output {
    let count: Observable<Int>
    let label: Driver<String>
    let title = "not an output"
    let done: Single<Bool>
  }

  // "Records every Driver, Signal, Single and Observable stored in outputs, each under its property
  // name, in declaration order ... Stored properties of other types are skipped."
  @MainActor @Test func recordsEveryOutputOfAStructUnderItsName() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let count = BehaviorRelay(value: 0)
    let output = SharingScheduler.mock(scheduler: scheduler) {
      Output(count: count.asObservable(), label: count.asDriver().map { "n=\($0)" }, done: .just(true))
    }
    let log = EventLog(scheduler)
    log.record(outputsOf: output)
    scheduler.scheduleAt(10) { count.accept(1) }
    scheduler.start()
    // Subscribed in declaration order; the Driver's first element goes through the scheduler,
    // so it lands after the synchronous ones, still at tick 0.
    #expect(
      log.lines == [
        "0 count: 0", "0 done: true", "0 done: completed", "0 label: n=0",
        "10 count: 1", "10 label: n=1",
      ]
    )
  }

  // "A collection of more than three elements (other than a string) is shortened to its first and
  // last element and its count, [a, …, z] (25)".
  @Test func longCollectionsAreShortenedStringsAreNot() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = EventLog(scheduler)
    log.record("short", Observable.just([1, 2, 3]))
    log.record("long", Observable.just(Array(1...25)))
    log.record("text", Observable.just("a long string of text"))
    #expect(
      log.lines(of: "short") == ["0 [1, 2, 3]", "0 completed"]
    )
    #expect(log.lines(of: "long") == ["0 [1, …, 25] (25)", "0 completed"])
    #expect(log.lines(of: "text") == ["0 a long string of text", "0 completed"])
  }
}
