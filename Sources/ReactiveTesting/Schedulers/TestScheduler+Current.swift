// SPDX-License-Identifier: MIT

extension TestScheduler {
  @TaskLocal static var installed: TestScheduler?

  /// The scheduler of the running test, installed by the `.virtualTime` trait.
  ///
  /// ```swift
  /// @Test(.virtualTime) func debouncesTyping() {
  ///   let scheduler = TestScheduler.current
  ///   // ...
  /// }
  /// ```
  ///
  /// It is a task-local value: each test (and the tasks it starts) sees its own.
  ///
  /// > Important: Outside a test with the `.virtualTime` trait there is no such scheduler: reading
  /// > it there fails the test with a message and returns a new scheduler that nothing else uses
  /// > (it never crashes the test process). Create a scheduler yourself there:
  /// > `TestScheduler(initialClock: 0)`.
  public static var current: TestScheduler {
    guard let installed else {
      reportTestIssue(
        "TestScheduler.current is set only inside a test with the .virtualTime trait: @Test(.virtualTime)."
      )
      return TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    }
    return installed
  }
}
