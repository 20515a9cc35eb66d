// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct DriverTests {
  @Test func neverErrorsOnErrorJustReturn() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([
      .next(210, 1),
      .next(220, 2),
      .error(230, TestError()),
    ])
    let driver = SharingScheduler.withScheduler(scheduler) { source.asDriver(onErrorJustReturn: -1) }
    let observer = scheduler.start { driver.asObservable() }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
  }

  @Test func onErrorDriveWithAndOnErrorRecoverSwitchToTheFallback() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("5"))])
    let (driveWith, recover) = SharingScheduler.withScheduler(scheduler) {
      (
        source.asDriver(onErrorDriveWith: Driver.of(8, 9)),
        source.asDriver(onErrorRecover: { error in Driver.just(Int((error as? TestError)?.description ?? "") ?? 0) })
      )
    }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = driveWith.drive(first)
      _ = recover.drive(second)
    }
    scheduler.start()
    #expect(first.events == [.next(210, 1), .next(220, 8), .next(220, 9), .completed(220)])
    #expect(second.events == [.next(210, 1), .next(220, 5), .completed(220)])
  }

  @Test func replaysTheLatestElementToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let driver = SharingScheduler.withScheduler(scheduler) { source.asDriver(onErrorJustReturn: 0) }
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = driver.drive(early) }
    scheduler.scheduleAt(230) { _ = driver.drive(late) }
    scheduler.start()
    #expect(early.events == [.next(210, 1), .next(220, 2), .next(240, 3)])
    #expect(late.events == [.next(230, 2), .next(240, 3)])
    #expect(source.subscriptions == [Subscription(200)])
  }

  @Test func deliversOnTheMockedScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    let driver = SharingScheduler.withScheduler(scheduler) { source.asDriver(onErrorJustReturn: 0) }
    let observer = scheduler.createObserver(Int.self)
    let subscription = driver.drive(observer)
    #expect(observer.events.isEmpty)
    scheduler.start()
    #expect(observer.events == [.next(1, 1), .completed(1)])
    subscription.dispose()
  }

  @Test func parallelTasksEachSeeTheirOwnMockedScheduler() async {
    let results = await withTaskGroup(of: (Int, [Recorded<Event<Int>>]).self) { group in
      for start in [100, 500] {
        group.addTask {
          let scheduler = TestScheduler(initialClock: start, simulateProcessingDelay: false)
          let driver = SharingScheduler.withScheduler(scheduler) { Driver.just(start) }
          let observer = scheduler.createObserver(Int.self)
          _ = driver.drive(observer)
          let beforeStart = observer.events.count
          scheduler.start()
          return (beforeStart, observer.events)
        }
      }
      var results: [Int: [Recorded<Event<Int>>]] = [:]
      for await (beforeStart, events) in group {
        #expect(beforeStart == 0)
        if let first = events.first?.value.element { results[first] = events }
      }
      return results
    }
    #expect(results[100] == [.next(100, 100), .completed(100)])
    #expect(results[500] == [.next(500, 500), .completed(500)])
    #expect(SharingScheduler.make() is MainScheduler)
  }

  @Test func factories() {
    func events(_ make: () -> Driver<Int>) -> [Recorded<Event<Int>>] {
      let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
      let driver = SharingScheduler.withScheduler(scheduler, make)
      return scheduler.start { driver.asObservable() }.events
    }
    #expect(events { Driver.just(3) } == [.next(200, 3), .completed(200)])
    #expect(events { Driver.of(1, 2) } == [.next(200, 1), .next(200, 2), .completed(200)])
    #expect(events { Driver.empty() } == [.completed(200)])
    #expect(events { Driver.never() }.isEmpty)
  }

  @Test func behaviorRelayDriverStartsWithTheCurrentValueAndDrivesRelays() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let relay = BehaviorRelay(value: 1)
    let target = BehaviorRelay(value: 0)
    let replayTarget = ReplayRelay<Int>.create(bufferSize: 1)
    let driver = SharingScheduler.withScheduler(scheduler) { relay.asDriver() }
    let subscription = driver.drive(target)
    let replaySubscription = driver.drive(replayTarget)
    #expect(target.value == 0)
    scheduler.advanceTo(10)
    #expect(target.value == 1)
    relay.accept(2)
    scheduler.advanceTo(20)
    #expect(target.value == 2)
    subscription.dispose()
    replaySubscription.dispose()
    relay.accept(3)
    scheduler.advanceTo(30)
    #expect(target.value == 2)
  }

  @Test func disposingReleasesEverything() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let relay = BehaviorRelay(value: 1)
    Resources.track(tracker) {
      let driver = SharingScheduler.withScheduler(scheduler) { relay.asDriver() }
      let observer = scheduler.createObserver(Int.self)
      let subscription = driver.drive(observer)
      scheduler.advanceTo(10)
      subscription.dispose()
    }
    scheduler.start()
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // Delivered on the sharing scheduler: 10, sent from inside 1, joins the queue of that drain.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      SharingScheduler.withScheduler(scheduler) { sources[0].asDriver(onErrorJustReturn: 0) }.asObservable()
    }
  }
}
