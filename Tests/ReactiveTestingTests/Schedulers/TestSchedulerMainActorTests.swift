// SPDX-License-Identifier: MIT

import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@MainActor
private final class CounterViewModel {
  let counts: Observable<Int>
  private(set) var created = 0

  init(source: TestableObservable<Int>) {
    counts = source.asObservable()
  }

  func makeCounts() -> Observable<Int> {
    created += 1
    return counts
  }
}

@Suite struct TestSchedulerMainActorTests {
  @Test @MainActor func startTakesAMainActorIsolatedClosure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let viewModel = CounterViewModel(source: xs)
    let observer = scheduler.start { viewModel.makeCounts() }
    #expect(viewModel.created == 1)
    #expect(observer.events == [.next(210, 1), .completed(220)])
  }

  @Test @MainActor func plainClosuresStillWorkInMainActorTests() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start(disposed: 300) { xs }
    #expect(observer.events == [.next(210, 1)])
  }

  @Test func plainClosuresWorkOffTheMainActor() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start { xs }
    #expect(observer.events == [.next(210, 1)])
  }
}

@Suite struct TestSchedulerStartOrderingTests {
  @Test func disposalBeforeSubscriptionSubscribesAndDisposesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start(created: 100, subscribed: 200, disposed: 150) { xs }
    #expect(observer.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 200)])
  }

  @Test func workScheduledForTheSubscriptionTickFromCreateRunsAfterSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[String]>([])
    _ = scheduler.start {
      scheduler.scheduleAt(200) { log.append("action") }
      return Observable<Int>.create { _ in
        log.append("subscribed")
        return Disposables.create()
      }
    }
    #expect(log.value == ["subscribed", "action"])
  }
}
