// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

// Tests written the way RxSwift users write RxTest tests, no `assumeIsolated`. `scheduleAt`
// actions are isolated to the test, so they capture and change its local `var`s unchanged.
// The closures of ReactiveCore (`create`, `deferred`, `do`, `catch`, `subscribe(onNext:)`,
// `bind(onNext:)`, `Single.create`) are `@Sendable` with or without ReactiveTesting, so state
// they change is a `TestVariable` (Testing.md, "Closures that capture test state"): the one
// change each of those 18 of the 34 tests needed when the caller-isolated twins went (issue 25).

private struct TestFailure: Error, Equatable {}

@MainActor @Suite struct RxTestStyleTests {
  // MARK: Creation

  @Test func createCountsSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let subscriptions = TestVariable(0)
    let xs = Observable<Int>.create { observer in
      observer.onNext(subscriptions.increment())
      observer.onCompleted()
      return Disposables.create()
    }
    let res = scheduler.start { xs }
    #expect(res.events == [.next(200, 1), .completed(200)])
    #expect(subscriptions.value == 1)
  }

  @Test func createRunsItsDisposable() {
    let scheduler = TestScheduler(initialClock: 0)
    let disposed = TestVariable(false)
    let xs = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create()
    }
    _ = scheduler.start { xs.do(onDispose: { disposed.value = true }) }
    #expect(disposed.value)
  }

  @Test func deferredBuildsPerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let invoked = TestVariable(0)
    let xs = Observable<Int>.deferred {
      Observable.just(invoked.increment())
    }
    let values = TestVariable<[Int]>([])
    scheduler.scheduleAt(300) { _ = xs.subscribe(onNext: { values.append($0) }) }
    scheduler.scheduleAt(400) { _ = xs.subscribe(onNext: { values.append($0) }) }
    scheduler.start()
    #expect(values.value == [1, 2])
    #expect(invoked.value == 2)
  }

  @Test func deferredThrowingFactoryFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.deferred { throw TestFailure() } }
    #expect(res.events == [.error(200, TestFailure())])
  }

  @Test func justAndOf() {
    let scheduler = TestScheduler(initialClock: 0)
    #expect(scheduler.start { Observable.just(1) }.events == [.next(200, 1), .completed(200)])
    let other = TestScheduler(initialClock: 0)
    #expect(other.start { Observable.of(1, 2) }.events == [.next(200, 1), .next(200, 2), .completed(200)])
  }

  @Test func timerFiresOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
    #expect(res.events == [.next(210, 0), .completed(210)])
  }

  @Test func intervalTicksUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 235) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
    #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
  }

  @Test func emptyNeverAndError() {
    let scheduler = TestScheduler(initialClock: 0)
    #expect(scheduler.start { Observable<Int>.empty() }.events == [.completed(200)])
    let never = TestScheduler(initialClock: 0)
    #expect(never.start { Observable<Int>.never() }.events == [])
    let failing = TestScheduler(initialClock: 0)
    #expect(failing.start { Observable<Int>.error(TestFailure()) }.events == [.error(200, TestFailure())])
  }

  // MARK: Disposal

  @Test func disposingInAScheduledActionStopsEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .completed(400)])
    let observer = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func disposeBagDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2)])
    let values = TestVariable<[Int]>([])
    var bag = DisposeBag()
    scheduler.scheduleAt(200) { xs.subscribe(onNext: { values.append($0) }).disposed(by: bag) }
    scheduler.scheduleAt(300) { bag = DisposeBag() }
    scheduler.start()
    #expect(values.value == [1])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func onDisposedRunsOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let disposals = TestVariable(0)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) { subscription = xs.subscribe(onDisposed: { disposals.increment() }) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    #expect(disposals.value == 1)
  }

  @Test func takeUntilStopsAtTheTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let stop = scheduler.createHotObservable([.next(220, ())])
    let res = scheduler.start { xs.take(until: stop) }
    #expect(res.events == [.next(210, 1), .completed(220)])
  }

  @Test func doOnDisposeCountsUnsubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let disposed = TestVariable(0)
    _ = scheduler.start(disposed: 250) { xs.do(onDispose: { disposed.increment() }) }
    #expect(disposed.value == 1)
  }

  // MARK: Errors and retry

  @Test func retryResubscribesUntilSuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    let attempts = TestVariable(0)
    let xs = Observable<Int>.create { observer in
      let attempt = attempts.increment()
      if attempt < 3 {
        observer.onError(TestFailure())
      } else {
        observer.onNext(attempt)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    let res = scheduler.start { xs.retry(3) }
    #expect(res.events == [.next(200, 3), .completed(200)])
    #expect(attempts.value == 3)
  }

  @Test func retryGivesUpAfterItsCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let attempts = TestVariable(0)
    let xs = Observable<Int>.create { observer in
      attempts.increment()
      observer.onError(TestFailure())
      return Disposables.create()
    }
    let res = scheduler.start { xs.retry(2) }
    #expect(res.events == [.error(200, TestFailure())])
    #expect(attempts.value == 2)
  }

  @Test func catchSwitchesToTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestFailure())])
    let caught = TestVariable<[String]>([])
    let res = scheduler.start {
      xs.catch { error in
        caught.append("\(error)")
        return .just(-1)
      }
    }
    #expect(res.events == [.next(210, 1), .next(220, -1), .completed(220)])
    #expect(caught.value.count == 1)
  }

  @Test func catchAndReturnEndsWithTheValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestFailure())])
    let res = scheduler.start { xs.catchAndReturn(0) }
    #expect(res.events == [.next(210, 1), .next(220, 0), .completed(220)])
  }

  @Test func doOnErrorSeesTheFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, TestFailure(), Int.self)])
    let errors = TestVariable(0)
    let res = scheduler.start { xs.do(onError: { _ in errors.increment() }) }
    #expect(res.events == [.error(210, TestFailure())])
    #expect(errors.value == 1)
  }

  @Test func subscribeOnErrorReceivesTheFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestFailure())])
    let values = TestVariable<[Int]>([])
    let failed = TestVariable(false)
    scheduler.scheduleAt(200) {
      _ = xs.subscribe(onNext: { values.append($0) }, onError: { _ in failed.value = true })
    }
    scheduler.start()
    #expect(values.value == [1])
    #expect(failed.value)
  }

  @Test func timeoutFailsOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1)])
    let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
    #expect(res.events.count == 1)
    #expect(res.events.first?.time == 220)
  }

  // MARK: Sharing

  @Test func shareSubscribesTheSourceOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let subscriptions = TestVariable(0)
    let xs = Observable<Int>.create { observer in
      subscriptions.increment()
      return Disposables.create()
    }
    .share()
    var bag = DisposeBag()
    scheduler.scheduleAt(200) { xs.subscribe().disposed(by: bag) }
    scheduler.scheduleAt(210) { xs.subscribe().disposed(by: bag) }
    scheduler.scheduleAt(300) { bag = DisposeBag() }
    scheduler.start()
    #expect(subscriptions.value == 1)
  }

  @Test func shareReplayGivesLateSubscribersTheLastValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let shared = xs.share(replay: 1)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
    scheduler.scheduleAt(230) { _ = shared.subscribe(late) }
    scheduler.start()
    #expect(early.events == [.next(210, 1), .next(220, 2)])
    #expect(late.events == [.next(230, 2)])
    #expect(xs.subscriptions == [Subscription(200)])
  }

  @Test func behaviorSubjectReplaysItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = BehaviorSubject(value: 0)
    let values = TestVariable<[Int]>([])
    scheduler.scheduleAt(100) { subject.onNext(1) }
    scheduler.scheduleAt(200) { _ = subject.subscribe(onNext: { values.append($0) }) }
    scheduler.scheduleAt(300) { subject.onNext(2) }
    scheduler.start()
    #expect(values.value == [1, 2])
  }

  @Test func publishSubjectDeliversOnlyLaterEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let values = TestVariable<[Int]>([])
    scheduler.scheduleAt(100) { subject.onNext(1) }
    scheduler.scheduleAt(200) { _ = subject.subscribe(onNext: { values.append($0) }) }
    scheduler.scheduleAt(300) { subject.onNext(2) }
    scheduler.start()
    #expect(values.value == [2])
  }

  @Test func replaySubjectReplaysItsBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    let values = TestVariable<[Int]>([])
    scheduler.scheduleAt(100) {
      subject.onNext(1)
      subject.onNext(2)
      subject.onNext(3)
    }
    scheduler.scheduleAt(200) { _ = subject.subscribe(onNext: { values.append($0) }) }
    scheduler.start()
    #expect(values.value == [2, 3])
  }

  @Test func doOnNextCountsSideEffectsOncePerElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let sideEffects = TestVariable(0)
    let res = scheduler.start { xs.do(onNext: { _ in sideEffects.increment() }).map { $0 * 10 } }
    #expect(res.events == [.next(210, 10), .next(220, 20)])
    #expect(sideEffects.value == 2)
  }

  // MARK: Operators on virtual time

  @Test func debounceKeepsTheLastOfABurst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
    let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
    #expect(res.events == [.next(225, 2), .next(250, 3), .completed(300)])
  }

  @Test func flatMapLatestSwitchesToTheNewestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2")])
    let second = scheduler.createColdObservable([.next(10, "b1")])
    let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1)])
    let res = scheduler.start { xs.flatMapLatest { $0 == 0 ? first.asObservable() : second.asObservable() } }
    #expect(res.events == [.next(220, "a1"), .next(240, "b1")])
  }

  @Test func combineLatestPairsTheLatestValues() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(220, "a")])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
    #expect(res.events == [.next(220, "1a"), .next(230, "2a")])
  }

  @Test func scanAccumulates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start { xs.scan(0, accumulator: +) }
    #expect(res.events == [.next(210, 1), .next(220, 3), .next(230, 6)])
  }

  // MARK: Traits

  @Test func driverDeliversOnTheMockedScheduler() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestFailure())])
    let driver = SharingScheduler.mock(scheduler: scheduler) { xs.asDriver(onErrorJustReturn: -1) }
    var values: [Int] = []
    scheduler.scheduleAt(200) { _ = driver.drive(onNext: { values.append($0) }) }
    scheduler.start()
    #expect(values == [1, -1])
  }

  @Test func signalDoesNotReplay() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let relay = PublishRelay<Int>()
    let signal = SharingScheduler.mock(scheduler: scheduler) { relay.asSignal() }
    var values: [Int] = []
    scheduler.scheduleAt(100) { relay.accept(1) }
    scheduler.scheduleAt(200) { _ = signal.emit(onNext: { values.append($0) }) }
    scheduler.scheduleAt(300) { relay.accept(2) }
    scheduler.start()
    #expect(values == [2])
  }

  @Test func singleCreateCountsItsRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let runs = TestVariable(0)
    let single = Single<Int>.create { observer in
      observer(.success(runs.increment()))
      return Disposables.create()
    }
    let results = TestVariable<[Int]>([])
    scheduler.scheduleAt(10) { _ = single.asObservable().subscribe(onNext: { results.append($0) }) }
    scheduler.scheduleAt(20) { _ = single.asObservable().subscribe(onNext: { results.append($0) }) }
    scheduler.start()
    #expect(results.value == [1, 2])
  }

  @Test func bindOnNextAppendsToALocal() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: "a")
    let seen = TestVariable<[String]>([])
    scheduler.scheduleAt(10) { _ = relay.asObservable().bind(onNext: { seen.append($0) }) }
    scheduler.scheduleAt(20) { relay.accept("b") }
    scheduler.start()
    #expect(seen.value == ["a", "b"])
  }
}
