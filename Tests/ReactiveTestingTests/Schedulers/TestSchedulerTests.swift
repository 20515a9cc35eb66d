// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@Suite struct TestSchedulerTests {
  @Test func runsActionsInVirtualTimeOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[String]>([])
    scheduler.scheduleAt(30) { log.append("c@\(scheduler.clock)") }
    scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
    scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
    scheduler.start()
    #expect(log.value == ["a@10", "b@20", "c@30"])
    #expect(scheduler.clock == 30)
  }

  @Test func actionsAtTheSameTimeRunInSchedulingOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[Int]>([])
    for index in 0..<20 {
      scheduler.scheduleAt(index.isMultiple(of: 2) ? 50 : 40) { log.append(index) }
    }
    scheduler.start()
    let odd = Array(stride(from: 1, to: 20, by: 2))
    let even = Array(stride(from: 0, to: 20, by: 2))
    #expect(log.value == odd + even)
  }

  @Test func scheduleRelativeCountsOneTickPerSecond() {
    let scheduler = TestScheduler(initialClock: 100)
    let log = LockedBox<[Int]>([])
    _ = scheduler.scheduleRelative(.seconds(5)) { log.append(scheduler.clock) }
    _ = scheduler.scheduleRelative(.milliseconds(20_400)) { log.append(scheduler.clock) }
    _ = scheduler.scheduleRelative(.milliseconds(30_600)) { log.append(scheduler.clock) }
    _ = scheduler.scheduleRelative(.never) { log.append(-1) }
    scheduler.start()
    #expect(log.value == [105, 120, 131])
  }

  @Test func resolutionScalesTicks() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    let log = LockedBox<[Int]>([])
    _ = scheduler.scheduleRelative(.seconds(2)) { log.append(scheduler.clock) }
    scheduler.start()
    #expect(log.value == [20])
    #expect(scheduler.now == Date(timeIntervalSince1970: 2))
  }

  @Test func scheduleRelativeFromInsideAnActionCountsFromThatActionsTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[Int]>([])
    scheduler.scheduleAt(100) {
      log.append(scheduler.clock)
      _ = scheduler.scheduleRelative(.seconds(10)) {
        log.append(scheduler.clock)
        _ = scheduler.scheduleRelative(.seconds(5)) { log.append(scheduler.clock) }
      }
    }
    scheduler.start()
    #expect(log.value == [100, 110, 115])
  }

  @Test func immediateWorkRunsOneTickLaterWhenSimulatingProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[Int]>([])
    scheduler.scheduleAt(200) {
      _ = scheduler.schedule { log.append(scheduler.clock) }
      _ = scheduler.scheduleRelative(.seconds(0)) { log.append(scheduler.clock) }
      _ = scheduler.scheduleRelative(.seconds(1)) { log.append(scheduler.clock) }
      scheduler.scheduleAt(200) { log.append(scheduler.clock) }
    }
    scheduler.start()
    #expect(log.value == [200, 201, 201, 201])
  }

  @Test func immediateWorkRunsAtTheSameTickWithoutProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let log = LockedBox<[Int]>([])
    scheduler.scheduleAt(200) {
      _ = scheduler.schedule { log.append(scheduler.clock) }
    }
    scheduler.start()
    #expect(log.value == [200])
  }

  @Test func disposedActionsDoNotRun() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[Int]>([])
    let cancelled = scheduler.scheduleAt(10) { log.append(10) }
    scheduler.scheduleAt(20) { log.append(20) }
    cancelled.dispose()
    scheduler.start()
    #expect(log.value == [20])
  }

  @Test func periodicSchedulingRepeatsUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[Int]>([])
    let periodic = scheduler.schedulePeriodic(startAfter: .seconds(5), period: .seconds(10)) {
      log.append(scheduler.clock)
    }
    scheduler.scheduleAt(40) { periodic.dispose() }
    scheduler.start()
    #expect(log.value == [5, 15, 25, 35])
  }

  /// TestScheduler.swift: "The repetition holds the scheduler weakly, so a periodic action a test
  /// never disposed does not keep the scheduler (and every sink it queues) alive after the test."
  @Test func anUndisposedPeriodicActionDoesNotKeepTheSchedulerAlive() {
    weak var released: TestScheduler?
    let runs = LockedBox(0)
    do {
      let scheduler = TestScheduler(initialClock: 0)
      released = scheduler
      _ = scheduler.schedulePeriodic(startAfter: .seconds(1), period: .seconds(1)) { runs.increment() }
      scheduler.advanceTo(5)
    }
    #expect(runs.value == 5)
    #expect(released == nil)
  }

  @Test func advanceToRunsDueWorkAndSetsTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[Int]>([])
    scheduler.scheduleAt(10) { log.append(10) }
    scheduler.scheduleAt(20) { log.append(20) }
    scheduler.scheduleAt(21) { log.append(21) }
    scheduler.advanceTo(20)
    #expect(log.value == [10, 20])
    #expect(scheduler.clock == 20)
    scheduler.advanceTo(50)
    #expect(log.value == [10, 20, 21])
    #expect(scheduler.clock == 50)
  }

  @Test func advanceToAnEarlierTimeSetsTheClockBackAsRxTestDoes() {
    let scheduler = TestScheduler(initialClock: 0)
    scheduler.advanceTo(50)
    scheduler.advanceTo(20)
    #expect(scheduler.clock == 20)
  }

  @Test func sleepMovesTheClockWithoutRunningWork() {
    let scheduler = TestScheduler(initialClock: 5)
    let log = LockedBox<[Int]>([])
    scheduler.scheduleAt(10) { log.append(scheduler.clock) }
    scheduler.sleep(20)
    #expect(scheduler.clock == 25)
    #expect(log.value.isEmpty)
    scheduler.start()
    #expect(log.value == [25])
  }

  @Test func stopEndsStartAfterTheRunningAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedBox<[Int]>([])
    scheduler.scheduleAt(10) {
      log.append(10)
      scheduler.stop()
    }
    scheduler.scheduleAt(20) { log.append(20) }
    scheduler.start()
    #expect(log.value == [10])
    scheduler.start()
    #expect(log.value == [10, 20])
  }

  @Test func nowFollowsTheClock() {
    let scheduler = TestScheduler(initialClock: 10)
    #expect(scheduler.now == Date(timeIntervalSince1970: 10))
  }
}
