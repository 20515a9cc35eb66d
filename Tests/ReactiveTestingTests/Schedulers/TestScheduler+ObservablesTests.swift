// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@Suite struct TestSchedulerStartTests {
  @Test func releasesEverySubscriptionItMade() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createColdObservable([.next(10, 1), .next(2_000, 2)])
    let liveWhileSubscribed = LockedBox<[Int]>([])
    scheduler.scheduleAt(500) { liveWhileSubscribed.append(tracker.live) }
    Resources.track(tracker) {
      _ = scheduler.start { xs }
      _ = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 1_300) { ys }
    }
    #expect(liveWhileSubscribed.value.first ?? 0 > 0)
    #expect(tracker.live == 0)
  }

  @Test func defaultsCreateAt100SubscribeAt200DisposeAt1000() {
    let scheduler = TestScheduler(initialClock: 0)
    let createdAt = LockedBox<[Int]>([])
    let xs = scheduler.createHotObservable([
      .next(150, 1),
      .next(210, 2),
      .next(999, 3),
      .next(1000, 4),
      .next(1001, 5),
    ])
    let observer = scheduler.start {
      createdAt.append(scheduler.clock)
      return xs
    }
    #expect(createdAt.value == [100])
    #expect(observer.events == [.next(210, 2), .next(999, 3), .next(1000, 4)])
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }

  @Test func customTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(50, 1), .next(60, 2), .next(80, 3)])
    let observer = scheduler.start(created: 10, subscribed: 55, disposed: 70) { xs }
    #expect(observer.events == [.next(60, 2)])
    #expect(xs.subscriptions == [Subscription(55, 70)])
  }

  @Test func disposedOnlyForm() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let observer = scheduler.start(disposed: 250) { ys }
    #expect(observer.events == [.next(210, 1)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func createdObservableRunsItsOwnWork() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start {
      Observable<Int>.create { observer in
        let first = scheduler.scheduleRelative(.seconds(10)) { observer.onNext(1) }
        let second = scheduler.scheduleRelative(.seconds(20)) { observer.onCompleted() }
        return Disposables.create(first, second)
      }
    }
    #expect(observer.events == [.next(210, 1), .completed(220)])
  }

  @Test func errorsAreRecorded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("boom"))])
    let observer = scheduler.start { xs }
    #expect(observer.events == [.next(210, 1), .error(220, TestError("boom"))])
    #expect(observer.events != [.next(210, 1), .error(220, TestError("other"))])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
