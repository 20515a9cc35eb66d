// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@Suite struct TestSchedulerConcurrencyTests {
  @Test func schedulingFromManyThreadsLosesNothing() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let log = LockedBox<[Int]>([])
    // From other threads, schedule through the @Sendable scheduler API: `scheduleAt` actions
    // belong to the thread (or actor) that wrote them.
    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      _ = scheduler.scheduleRelative(.seconds(index % 10)) { log.append(index % 10) }
    }
    scheduler.start()
    #expect(log.value.count == 1_000)
    #expect(log.value == log.value.sorted())
  }

  @Test func hotObservableSubscribedFromManyThreads() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(10, 1)])
    let observer = scheduler.createObserver(Int.self)
    DispatchQueue.concurrentPerform(iterations: 100) { _ in _ = xs.subscribe(observer) }
    scheduler.start()
    #expect(xs.subscriptions.count == 100)
    #expect(observer.events.count == 100)
  }

  @Test @MainActor func actionsRunOnTheCallersActor() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[Bool]>([])
    scheduler.scheduleAt(10) {
      MainActor.assertIsolated()
      log.append(true)
    }
    _ = scheduler.schedule { MainActor.assumeIsolated { log.append(true) } }
    scheduler.start()
    #expect(log.value == [true, true])
  }
}
