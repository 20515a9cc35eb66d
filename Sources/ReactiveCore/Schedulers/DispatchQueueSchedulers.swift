// SPDX-License-Identifier: MIT

public import Dispatch
public import Foundation

/// A scheduler that runs its actions on a dispatch queue, on wall-clock time: what
/// ``SerialDispatchQueueScheduler`` and ``ConcurrentDispatchQueueScheduler`` share.
///
/// A type that conforms gives its queue; `now`, `schedule(_:)` and `scheduleRelative(_:_:)` come
/// from this protocol.
public protocol DispatchQueueSchedulerType: SchedulerType {
  /// The queue the actions run on.
  var queue: DispatchQueue { get }
}

extension DispatchQueueSchedulerType {
  /// The current wall-clock time.
  public var now: RxTime {
    Date()
  }

  /// Enqueues `action`.
  ///
  /// - Parameter action: The work to run.
  /// - Returns: A disposable that cancels the action if it has not started yet.
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    queue.scheduleCancellable(after: nil, action)
  }

  /// Enqueues `action` after `dueTime`.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait; `.never` never runs the action.
  ///   - action: The work to run.
  /// - Returns: A disposable that cancels the action if it has not started yet.
  public func scheduleRelative(_ dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
    queue.scheduleCancellable(after: dueTime, action)
  }
}

/// Runs work on a serial dispatch queue, one action at a time, in order.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .userInitiated)
/// _ = numbers.observe(on: background).subscribe(onNext: { print($0) })
/// ```
public struct SerialDispatchQueueScheduler: DispatchQueueSchedulerType {
  /// The queue the actions run on.
  public let queue: DispatchQueue

  /// Creates a scheduler on an existing serial queue.
  ///
  /// - Parameter queue: A serial queue (passing a concurrent queue breaks the ordering).
  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// Creates a scheduler on a new serial queue.
  ///
  /// - Parameters:
  ///   - qos: The quality of service of the new queue.
  ///   - label: The queue's label, for debugging.
  public init(qos: DispatchQoS, label: String = "ReactiveCore.SerialDispatchQueueScheduler") {
    self.queue = DispatchQueue(label: label, qos: qos)
  }
}

/// Runs work on a concurrent dispatch queue: actions may run in parallel.
///
/// Operators that need ordering (`observe(on:)`) still deliver one event at a time to each
/// observer, in order, on this scheduler.
public struct ConcurrentDispatchQueueScheduler: DispatchQueueSchedulerType {
  /// The queue the actions run on.
  public let queue: DispatchQueue

  /// Creates a scheduler on an existing queue.
  ///
  /// - Parameter queue: The queue to run on.
  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// Creates a scheduler on the global queue of `qos`.
  ///
  /// - Parameter qos: The quality of service.
  public init(qos: DispatchQoS) {
    self.queue = DispatchQueue.global(qos: qos.qosClass)
  }
}
