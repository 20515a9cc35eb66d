// SPDX-License-Identifier: MIT

public import Dispatch
public import Foundation

/// A time interval for schedulers and time-based operators, as in RxSwift.
///
/// ReactiveTesting's `TestScheduler` counts one virtual tick per second of interval.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute point in time on a scheduler's clock.
public typealias RxTime = Date

/// Something that runs work: now, on a queue, or on a virtual clock.
///
/// Schedulers are `Sendable`; actions are `@Sendable` because most schedulers run them on
/// another thread.
public protocol ImmediateSchedulerType: Sendable {
  /// Runs `action` as soon as the scheduler allows.
  ///
  /// - Parameter action: The work to run.
  /// - Returns: A disposable that cancels the action if it has not started yet.
  func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable
}

/// A scheduler with a clock: it can also run work later, and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Runs `action` after `dueTime` has elapsed on the scheduler's clock.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait; `.never` never runs the action.
  ///   - action: The work to run.
  /// - Returns: A disposable that cancels the action if it has not started yet.
  func scheduleRelative(_ dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable

  /// Runs `action` first after `startAfter`, then every `period`, until disposed.
  ///
  /// - Parameters:
  ///   - startAfter: Delay before the first run.
  ///   - period: Delay between runs.
  ///   - action: The work to run each time.
  /// - Returns: A disposable that stops the repetition.
  func schedulePeriodic(
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    _ action: @escaping @Sendable () -> Void
  ) -> any Disposable
}

extension SchedulerType {
  /// Default periodic scheduling, built on ``scheduleRelative(_:_:)`` so every scheduler,
  /// virtual-time ones included, gets it for free.
  ///
  /// Each run calls `action`, then queues the next run, so runs never overlap, even on a
  /// concurrent scheduler whose action takes longer than `period`.
  ///
  /// - Parameters:
  ///   - startAfter: Delay before the first run.
  ///   - period: Delay between runs.
  ///   - action: The work to run each time.
  /// - Returns: A disposable that stops the repetition.
  public func schedulePeriodic(
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    _ action: @escaping @Sendable () -> Void
  ) -> any Disposable {
    PeriodicSchedule.start(after: startAfter, period: period, action) { [self] delay, run in
      scheduleRelative(delay, run)
    }
  }
}

/// Periodic scheduling by re-scheduling after each run: the one implementation behind every
/// scheduler's `schedulePeriodic` (a scheduler only chooses how it holds itself in `schedule`).
package enum PeriodicSchedule {
  /// Runs `action` after `startAfter`, then every `period`, until the returned disposable is
  /// disposed.
  ///
  /// - Parameters:
  ///   - startAfter: Delay before the first run.
  ///   - period: Delay between runs.
  ///   - action: The work to run each time.
  ///   - schedule: Schedules one run after a delay; `nil` when the scheduler is gone.
  /// - Returns: A disposable that stops the repetition.
  package static func start(
    after startAfter: RxTimeInterval,
    period: RxTimeInterval,
    _ action: @escaping @Sendable () -> Void,
    schedule: @escaping @Sendable (RxTimeInterval, @escaping @Sendable () -> Void) -> (any Disposable)?
  ) -> any Disposable {
    let serial = SerialDisposable()
    step(after: startAfter, period: period, action, serial, schedule)
    return serial
  }

  private static func step(
    after delay: RxTimeInterval,
    period: RxTimeInterval,
    _ action: @escaping @Sendable () -> Void,
    _ serial: SerialDisposable,
    _ schedule: @escaping @Sendable (RxTimeInterval, @escaping @Sendable () -> Void) -> (any Disposable)?
  ) {
    let next = schedule(delay) {
      guard !serial.isDisposed else { return }
      action()
      guard !serial.isDisposed else { return }
      step(after: period, period: period, action, serial, schedule)
    }
    if let next { serial.disposable = next }
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds, or `nil` for `.never`.
  package var reactiveSeconds: Double? {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1_000
    case .microseconds(let value): return Double(value) / 1_000_000
    case .nanoseconds(let value): return Double(value) / 1_000_000_000
    case .never: return nil
    @unknown default: return nil
    }
  }
}
