// SPDX-License-Identifier: MIT

/// Runs every action synchronously, on the calling thread, before `schedule` returns.
///
/// Useful for `subscribe(on:)`/`observe(on:)` in code paths that must stay synchronous, and in
/// tests. It has no clock, so it cannot be used by time-based operators.
public struct ImmediateScheduler: ImmediateSchedulerType {
  /// The shared instance.
  public static let instance = ImmediateScheduler()

  /// Creates an immediate scheduler (all instances behave the same).
  public init() {}

  /// Runs `action` now.
  ///
  /// - Parameter action: The work to run.
  /// - Returns: A no-op disposable: the action has already run.
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    action()
    return NopDisposable()
  }
}
