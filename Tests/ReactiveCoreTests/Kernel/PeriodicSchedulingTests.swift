// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport
import Testing

/// `SchedulerType`'s default `schedulePeriodic(startAfter:period:_:)`, on a scheduler the test
/// runs by hand (so the order of queued work is visible).
@Suite struct PeriodicSchedulingTests {
  /// A scheduler that queues every relative action with its delay; the test runs them.
  private final class HandScheduler: SchedulerType {
    let queue = LockedBox<[(delay: RxTimeInterval, action: @Sendable () -> Void, cancelled: LockedBox<Bool>)]>([])

    var now: RxTime { Date(timeIntervalSince1970: 0) }

    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
      scheduleRelative(.seconds(0), action)
    }

    func scheduleRelative(_ dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
      let cancelled = LockedBox(false)
      queue.append((dueTime, action, cancelled))
      return Disposables.create { cancelled.set(true) }
    }

    /// Runs the oldest queued action (unless cancelled); returns its delay.
    @discardableResult
    func runNext() -> RxTimeInterval? {
      guard let next = queue.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return nil }
      if !next.cancelled.value { next.action() }
      return next.delay
    }

    var pending: Int { queue.value.filter { !$0.cancelled.value }.count }
  }

  /// SchedulerType.swift: "Each run calls `action`, then queues the next run, so runs never
  /// overlap, even on a concurrent scheduler whose action takes longer than `period`."
  @Test func runsNeverOverlap() {
    let scheduler = HandScheduler()
    let queuedWhenActionRan = LockedBox<[Int]>([])
    let periodic = scheduler.schedulePeriodic(startAfter: .seconds(5), period: .seconds(10)) {
      // A concurrent scheduler would start whatever is queued now, while this run is still going.
      queuedWhenActionRan.append(scheduler.pending)
    }
    #expect(scheduler.runNext() == .seconds(5))
    #expect(scheduler.runNext() == .seconds(10))
    #expect(scheduler.runNext() == .seconds(10))
    #expect(queuedWhenActionRan.value == [0, 0, 0])
    #expect(scheduler.pending == 1)
    periodic.dispose()
  }

  /// SchedulerType.swift: "A disposable that stops the repetition."
  @Test func disposingStopsTheRepetitionEvenFromInsideTheAction() {
    let scheduler = HandScheduler()
    let runs = LockedBox(0)
    let subscription = LockedBox<(any Disposable)?>(nil)
    subscription.set(
      scheduler.schedulePeriodic(startAfter: .seconds(1), period: .seconds(1)) {
        if runs.increment() == 2 { subscription.value?.dispose() }
      }
    )
    while scheduler.runNext() != nil {}
    #expect(runs.value == 2)
    #expect(scheduler.pending == 0)
  }
}
