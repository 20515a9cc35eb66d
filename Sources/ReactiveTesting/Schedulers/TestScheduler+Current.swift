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
  /// > Important: Reading it outside a test with the `.virtualTime` trait traps with a message.
  /// > Create a scheduler yourself there: `TestScheduler(initialClock: 0)`.
  public static var current: TestScheduler {
    guard let installed else {
      preconditionFailure(
        "TestScheduler.current is set only inside a test with the .virtualTime trait: @Test(.virtualTime)."
      )
    }
    return installed
  }
}
