// SPDX-License-Identifier: MIT

import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@Suite struct TestableObservableTests {
  @Test func hotObservableFiresAtAbsoluteTimesWhetherOrNotSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1),
      .next(210, 2),
      .next(240, 3),
      .completed(300),
    ])
    let observer = scheduler.createObserver(Int.self)
    let subscription = SingleAssignmentDisposable()
    scheduler.scheduleAt(220) { subscription.setDisposable(xs.subscribe(observer)) }
    scheduler.scheduleAt(280) { subscription.dispose() }
    scheduler.start()
    #expect(observer.events == [.next(240, 3)])
    #expect(xs.subscriptions == [Subscription(220, 280)])
  }

  @Test func coldObservableReplaysPerSubscriberRelativeToSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    scheduler.scheduleAt(100) { _ = ys.subscribe(first) }
    scheduler.scheduleAt(205) { _ = ys.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(110, "a"), .next(120, "b"), .completed(130)])
    #expect(second.events == [.next(215, "a"), .next(225, "b"), .completed(235)])
    #expect(ys.subscriptions == [Subscription(100), Subscription(205)])
  }

  @Test func coldObservableStopsReplayingOnDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable(.next(10, 1), .next(20, 2), .completed(30))
    let observer = scheduler.createObserver(Int.self)
    let subscription = SingleAssignmentDisposable()
    scheduler.scheduleAt(200) { subscription.setDisposable(ys.subscribe(observer)) }
    scheduler.scheduleAt(215) { subscription.dispose() }
    scheduler.start()
    #expect(observer.events == [.next(210, 1)])
    #expect(ys.subscriptions == [Subscription(200, 215)])
  }

  @Test func onlyTheFirstDisposalIsLogged() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let observer = scheduler.createObserver(Int.self)
    let subscription = LockedBox<(any Disposable)?>(nil)
    scheduler.scheduleAt(200) { subscription.set(xs.subscribe(observer)) }
    scheduler.scheduleAt(300) { subscription.value?.dispose() }
    scheduler.scheduleAt(400) { subscription.value?.dispose() }
    scheduler.start()
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func asObservableEndsTheSubscriptionAtTheTerminalEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250), .next(260, 2)])
    let observer = scheduler.start { xs.asObservable() }
    #expect(observer.events == [.next(210, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func hotEventAtTheSubscriptionTickFiresBeforeTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(200, 1), .next(201, 2)])
    let observer = scheduler.start { xs }
    #expect(observer.events == [.next(201, 2)])
  }

  @Test func hotObservableDeliversToEverySubscriberInSubscriptionOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let log = LockedBox<[String]>([])
    scheduler.scheduleAt(200) {
      _ = xs.subscribe(onNext: { log.append("first \($0)") })
      _ = xs.subscribe(onNext: { log.append("second \($0)") })
    }
    scheduler.start()
    #expect(log.value == ["first 1", "second 1"])
    #expect(xs.subscriptions == [Subscription(200), Subscription(200)])
  }
}
