// SPDX-License-Identifier: MIT

public import ReactiveCore

extension SharingScheduler {
  /// Runs `action` with `scheduler` as the scheduler of every `Driver` and `Signal` created
  /// inside it, as RxCocoa's `SharingScheduler.mock(scheduler:action:)` does.
  ///
  /// The override is task-local (`SharingScheduler.withScheduler(_:_:)`), not global: it
  /// applies to `action` and to code it calls in the same task, ends when `action` returns,
  /// and tests running in parallel each see only their own scheduler.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(initialClock: 0)
  /// let viewModel = SharingScheduler.mock(scheduler: scheduler) {
  ///   SearchViewModel(query: query)  // its Drivers deliver on `scheduler`
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler Drivers and Signals created inside `action` deliver on.
  ///   - action: The code to run.
  /// - Returns: What `action` returns.
  public static func mock<Result>(
    scheduler: any SchedulerType,
    action: () throws -> Result
  ) rethrows -> Result {
    try withScheduler(scheduler, action)
  }

  /// Runs `action` with the scheduler `makeScheduler` returns as the sharing scheduler.
  ///
  /// `makeScheduler` is called once, before `action` runs (RxCocoa calls it for each new
  /// Driver; a factory that returns a new scheduler each time therefore behaves differently).
  ///
  /// - Parameters:
  ///   - makeScheduler: Makes the scheduler Drivers and Signals created inside `action` deliver on.
  ///   - action: The code to run.
  /// - Returns: What `action` returns.
  public static func mock<Result>(
    makeScheduler: () -> any SchedulerType,
    action: () throws -> Result
  ) rethrows -> Result {
    try withScheduler(makeScheduler(), action)
  }

  /// Runs the async `action` with `scheduler` as the scheduler of every `Driver` and `Signal`
  /// created inside it, in the current task and its child tasks.
  ///
  /// ```swift
  /// @MainActor @Test func showsResults() async {
  ///   let scheduler = TestScheduler(initialClock: 0)
  ///   await SharingScheduler.mock(scheduler: scheduler) {
  ///     let viewModel = SearchViewModel(query: query)
  ///     // ...
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler Drivers and Signals created inside `action` deliver on.
  ///   - isolation: The caller's actor; `action` runs on it.
  ///   - action: The code to run.
  /// - Returns: What `action` returns.
  public static func mock<Result>(
    scheduler: any SchedulerType,
    isolation: isolated (any Actor)? = #isolation,
    action: () async throws -> Result
  ) async rethrows -> Result {
    try await withScheduler(scheduler, isolation: isolation, action)
  }
}
