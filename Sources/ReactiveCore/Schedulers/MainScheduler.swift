// SPDX-License-Identifier: MIT

public import Dispatch
public import Foundation

/// Runs work on the main queue (which the main actor runs on).
///
/// ``instance`` runs an action inline when the caller is already on the main queue, and
/// enqueues it otherwise, which is what UI bindings want: no extra hop, no flicker.
/// ``asyncInstance`` always enqueues.
///
/// "On the main queue" is asked of the queue itself (a queue-specific key), not of
/// `Thread.isMainThread`, which is false for main-queue work under `swift test` on Linux.
///
/// > Important: A command-line program must keep the main queue running (`dispatchMain()` or
/// > `RunLoop.main.run()`), or enqueued work never runs.
public struct MainScheduler: SchedulerType {
  /// Runs actions inline when already on the main queue.
  public static let instance = MainScheduler(alwaysAsync: false)

  /// Always enqueues actions on the main queue, even from the main queue.
  public static let asyncInstance = MainScheduler(alwaysAsync: true)

  private let alwaysAsync: Bool

  private init(alwaysAsync: Bool) {
    self.alwaysAsync = alwaysAsync
  }

  /// Whether the caller is running on the main queue.
  public static var isOnMainQueue: Bool {
    MainQueueMarker.isOnMainQueue
  }

  /// Traps unless the caller is on the main queue.
  ///
  /// - Parameter api: The API to name in the failure message.
  public static func ensureExecutingOnScheduler(_ api: String = #function) {
    precondition(isOnMainQueue, "\(api) must be called on the main queue (main actor).")
  }

  /// The current wall-clock time.
  public var now: RxTime {
    Date()
  }

  /// Runs `action` on the main queue (inline if already there, unless ``asyncInstance``).
  ///
  /// - Parameter action: The work to run.
  /// - Returns: A disposable that cancels the action if it has not started yet.
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    if !alwaysAsync && MainQueueMarker.isOnMainQueue {
      action()
      return NopDisposable()
    }
    return DispatchQueue.main.scheduleCancellable(after: nil, action)
  }

  /// Runs `action` on the main queue after `dueTime`.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait; `.never` never runs the action.
  ///   - action: The work to run.
  /// - Returns: A disposable that cancels the action if it has not started yet.
  public func scheduleRelative(_ dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
    DispatchQueue.main.scheduleCancellable(after: dueTime, action)
  }
}

/// Marks the main queue with a queue-specific key so "am I on main?" asks the queue.
enum MainQueueMarker {
  private static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: key) == 1
  }
}

extension DispatchQueue {
  /// Enqueues `action` (after `delay`, if given) as a work item that `dispose()` cancels.
  func scheduleCancellable(after delay: RxTimeInterval?, _ action: @escaping @Sendable () -> Void) -> any Disposable {
    if case .never? = delay { return NopDisposable() }
    let scheduled = RunOnceAction(action)
    if let delay {
      asyncAfter(deadline: .now() + delay) { scheduled.run() }
    } else {
      async { scheduled.run() }
    }
    return scheduled
  }
}
