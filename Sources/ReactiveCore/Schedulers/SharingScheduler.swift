// SPDX-License-Identifier: MIT

/// The scheduler that `Driver` and `Signal` deliver on: a task-local value, main by default.
///
/// Production code never sets it: Drivers deliver on ``MainScheduler/instance``. Tests run a
/// block with another scheduler (ReactiveTesting's `SharingScheduler.mock(scheduler:_:)`),
/// and every Driver or Signal *created* inside that block, in that task, uses it. Because the
/// value is task-local rather than global, tests running in parallel each keep their own clock.
///
/// ```swift
/// SharingScheduler.withScheduler(testScheduler) {
///   let viewModel = SearchViewModel()   // its Drivers now deliver on testScheduler
/// }
/// ```
public enum SharingScheduler {
  @TaskLocal static var override: (any SchedulerType)?

  /// The scheduler a Driver or Signal created now would deliver on.
  ///
  /// - Returns: The task-local override, or ``MainScheduler/instance``.
  public static func make() -> any SchedulerType {
    override ?? MainScheduler.instance
  }

  /// Runs `body` with `scheduler` as the sharing scheduler of the current task.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler Drivers and Signals created inside `body` deliver on.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  public static func withScheduler<Result>(
    _ scheduler: any SchedulerType,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try $override.withValue(scheduler, operation: body)
  }

  /// Runs the async `body` with `scheduler` as the sharing scheduler of the current task.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler Drivers and Signals created inside `body` deliver on.
  ///   - isolation: The actor `body` runs on: the caller's, by default.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  public static func withScheduler<Result>(
    _ scheduler: any SchedulerType,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $override.withValue(scheduler, operation: body)
  }
}
