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
  /// Each run queues the next one before it calls `action` (as RxSwift does), so work the action
  /// schedules for the same tick runs after the next period's run is queued, and the period does
  /// not stretch by the time the action takes to be queued.
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
    let serial = SerialDisposable()
    schedulePeriodicStep(after: startAfter, period: period, action: action, into: serial)
    return serial
  }

  private func schedulePeriodicStep(
    after delay: RxTimeInterval,
    period: RxTimeInterval,
    action: @escaping @Sendable () -> Void,
    into serial: SerialDisposable
  ) {
    serial.disposable = scheduleRelative(delay) { [self] in
      guard !serial.isDisposed else { return }
      schedulePeriodicStep(after: period, period: period, action: action, into: serial)
      action()
    }
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
