// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

// Tests written the way RxSwift users write RxTest tests: local `var`s captured by
// `scheduleAt`, `create`, `deferred`, `do`, `catch` and `subscribe(onNext:)` closures, no
// boxes, no `assumeIsolated`. They compile unchanged in Swift 6 mode because ReactiveTesting's
// closures are isolated to the test (Testing.md, "Closures that capture test state"); keep this
// file free of workarounds: it is the regression guard for that promise.

private struct TestFailure: Error, Equatable {}

@MainActor @Suite struct RxTestStyleTests {
  // MARK: Creation

  @Test func createCountsSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscriptions = 0
    let xs = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onNext(subscriptions)
      observer.onCompleted()
      return Disposables.create()
    }
    let res = scheduler.start { xs }
    #expect(res.events == [.next(200, 1), .completed(200)])
    #expect(subscriptions == 1)
  }

  @Test func createRunsItsDisposable() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposed = false
    let xs = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create()
    }
    _ = scheduler.start { xs.do(onDispose: { disposed = true }) }
    #expect(disposed)
  }

  @Test func deferredBuildsPerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var invoked = 0
    let xs = Observable<Int>.deferred {
      invoked += 1
      return Observable.just(invoked)
    }
    var values: [Int] = []
    scheduler.scheduleAt(300) { _ = xs.subscribe(onNext: { values.append($0) }) }
    scheduler.scheduleAt(400) { _ = xs.subscribe(onNext: { values.append($0) }) }
    scheduler.start()
    #expect(values == [1, 2])
    #expect(invoked == 2)
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
    var values: [Int] = []
    var bag = DisposeBag()
    scheduler.scheduleAt(200) { xs.subscribe(onNext: { values.append($0) }).disposed(by: bag) }
    scheduler.scheduleAt(300) { bag = DisposeBag() }
    scheduler.start()
    #expect(values == [1])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func onDisposedRunsOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    var disposals = 0
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) { subscription = xs.subscribe(onDisposed: { disposals += 1 }) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    #expect(disposals == 1)
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
    var disposed = 0
    _ = scheduler.start(disposed: 250) { xs.do(onDispose: { disposed += 1 }) }
    #expect(disposed == 1)
  }

  // MARK: Errors and retry

  @Test func retryResubscribesUntilSuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let xs = Observable<Int>.create { observer in
      attempts += 1
      if attempts < 3 {
        observer.onError(TestFailure())
      } else {
        observer.onNext(attempts)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    let res = scheduler.start { xs.retry(3) }
    #expect(res.events == [.next(200, 3), .completed(200)])
    #expect(attempts == 3)
  }

  @Test func retryGivesUpAfterItsCount() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let xs = Observable<Int>.create { observer in
      attempts += 1
      observer.onError(TestFailure())
      return Disposables.create()
    }
    let res = scheduler.start { xs.retry(2) }
    #expect(res.events == [.error(200, TestFailure())])
    #expect(attempts == 2)
  }

  @Test func catchSwitchesToTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestFailure())])
    var caught: [String] = []
    let res = scheduler.start {
      xs.catch { error in
        caught.append("\(error)")
        return .just(-1)
      }
    }
    #expect(res.events == [.next(210, 1), .next(220, -1), .completed(220)])
    #expect(caught.count == 1)
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
    var errors = 0
    let res = scheduler.start { xs.do(onError: { _ in errors += 1 }) }
    #expect(res.events == [.error(210, TestFailure())])
    #expect(errors == 1)
  }

  @Test func subscribeOnErrorReceivesTheFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestFailure())])
    var values: [Int] = []
    var failed = false
    scheduler.scheduleAt(200) {
      _ = xs.subscribe(onNext: { values.append($0) }, onError: { _ in failed = true })
    }
    scheduler.start()
    #expect(values == [1])
    #expect(failed)
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
    var subscriptions = 0
    let xs = Observable<Int>.create { observer in
      subscriptions += 1
      return Disposables.create()
    }
    .share()
    var bag = DisposeBag()
    scheduler.scheduleAt(200) { xs.subscribe().disposed(by: bag) }
    scheduler.scheduleAt(210) { xs.subscribe().disposed(by: bag) }
    scheduler.scheduleAt(300) { bag = DisposeBag() }
    scheduler.start()
    #expect(subscriptions == 1)
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
    var values: [Int] = []
    scheduler.scheduleAt(100) { subject.onNext(1) }
    scheduler.scheduleAt(200) { _ = subject.subscribe(onNext: { values.append($0) }) }
    scheduler.scheduleAt(300) { subject.onNext(2) }
    scheduler.start()
    #expect(values == [1, 2])
  }

  @Test func publishSubjectDeliversOnlyLaterEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    var values: [Int] = []
    scheduler.scheduleAt(100) { subject.onNext(1) }
    scheduler.scheduleAt(200) { _ = subject.subscribe(onNext: { values.append($0) }) }
    scheduler.scheduleAt(300) { subject.onNext(2) }
    scheduler.start()
    #expect(values == [2])
  }

  @Test func replaySubjectReplaysItsBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    var values: [Int] = []
    scheduler.scheduleAt(100) {
      subject.onNext(1)
      subject.onNext(2)
      subject.onNext(3)
    }
    scheduler.scheduleAt(200) { _ = subject.subscribe(onNext: { values.append($0) }) }
    scheduler.start()
    #expect(values == [2, 3])
  }

  @Test func doOnNextCountsSideEffectsOncePerElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    var sideEffects = 0
    let res = scheduler.start { xs.do(onNext: { _ in sideEffects += 1 }).map { $0 * 10 } }
    #expect(res.events == [.next(210, 10), .next(220, 20)])
    #expect(sideEffects == 2)
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
    var runs = 0
    let single = Single<Int>.create { observer in
      runs += 1
      observer(.success(runs))
      return Disposables.create()
    }
    var results: [Int] = []
    scheduler.scheduleAt(10) { _ = single.asObservable().subscribe(onNext: { results.append($0) }) }
    scheduler.scheduleAt(20) { _ = single.asObservable().subscribe(onNext: { results.append($0) }) }
    scheduler.start()
    #expect(results == [1, 2])
  }

  @Test func bindOnNextAppendsToALocal() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: "a")
    var seen: [String] = []
    scheduler.scheduleAt(10) { _ = relay.asObservable().bind(onNext: { seen.append($0) }) }
    scheduler.scheduleAt(20) { relay.accept("b") }
    scheduler.start()
    #expect(seen == ["a", "b"])
  }
}
