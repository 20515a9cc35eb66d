// SPDX-License-Identifier: MIT

#if compiler(>=6.1) && canImport(Testing)
  import ReactiveCore
  public import Testing

  /// A Swift Testing trait that gives each test its own ``TestScheduler``, installed as the
  /// scheduler of every `Driver` and `Signal` the test creates.
  ///
  /// ```swift
  /// @MainActor @Test(.virtualTime) func showsTheFirstPage() {
  ///   let scheduler = TestScheduler.current
  ///   let store = TestPageStore([Article(id: 1, title: "Article 1")], strategy: .pageNumber(pageSize: 10))
  ///   let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
  ///   let titles = scheduler.record(viewModel.items.map { $0.map(\.title) })
  ///   scheduler.scheduleAt(10) { viewModel.refresh() }
  ///   scheduler.start()
  ///   #expect(titles.values == [[], ["Article 1"]])
  /// }
  /// ```
  ///
  /// For the whole test body (and every task it starts), ``TestScheduler/current`` is that
  /// test's scheduler and `SharingScheduler.make()` returns it, exactly as if the body ran
  /// inside `SharingScheduler.mock(scheduler:action:)`. Both are task-local values, so tests
  /// running in parallel never share a clock. Each case of a parameterised test
  /// (`@Test(.virtualTime, arguments: ...)`) is a test of its own here: it gets a new scheduler,
  /// starting at `initialClock`. On a suite (`@Suite(.virtualTime)`) it applies
  /// to every test of the suite, each with a new scheduler. When the test returns, the
  /// subscriptions made by `TestScheduler.record(_:)` and ``EventLog`` are disposed, after an
  /// exhaustive ``EventLog`` checked that every line it recorded was asserted.
  ///
  /// The scheduler starts at tick 0 and keeps events at the tick they happen
  /// (`simulateProcessingDelay: false`), so a Driver's element shows up at the tick its cause
  /// ran; pass `.virtualTime(simulateProcessingDelay: true)` for RxTest's one-tick delay.
  ///
  /// XCTest users get the same scheduler with `SharingScheduler.mock(scheduler:action:)`.
  public struct VirtualTimeTrait: TestTrait, SuiteTrait, TestScoping {
    /// The tick each test's scheduler starts at.
    public let initialClock: TestTime
    /// Whether each test's scheduler delays work scheduled for now by one tick.
    public let simulateProcessingDelay: Bool

    /// Whether a suite's trait applies to every test inside it: always `true`.
    public var isRecursive: Bool { true }

    /// Runs `function` with a new ``TestScheduler`` as ``TestScheduler/current`` and as the
    /// sharing scheduler, then disposes the recordings made on it.
    ///
    /// - Parameters:
    ///   - test: The test or suite the trait is applied to.
    ///   - testCase: The test case about to run, or `nil` for a suite.
    ///   - function: The test's body.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil else {
        try await function()
        return
      }
      let scheduler = TestScheduler(initialClock: initialClock, simulateProcessingDelay: simulateProcessingDelay)
      defer { scheduler.finishTest() }
      try await TestScheduler.$installed.withValue(scheduler) {
        try await SharingScheduler.withScheduler(scheduler, isolation: nil) { try await function() }
      }
    }
  }

  extension Trait where Self == VirtualTimeTrait {
    /// Each test gets its own virtual clock, starting at 0, as ``TestScheduler/current`` and as
    /// the scheduler of its Drivers and Signals.
    public static var virtualTime: Self {
      VirtualTimeTrait(initialClock: 0, simulateProcessingDelay: false)
    }

    /// Each test gets its own virtual clock as ``TestScheduler/current`` and as the scheduler
    /// of its Drivers and Signals.
    ///
    /// - Parameters:
    ///   - initialClock: The tick each test's scheduler starts at.
    ///   - simulateProcessingDelay: Whether work scheduled for now runs one tick later, as in
    ///     RxTest (see ``TestScheduler``).
    /// - Returns: The trait.
    public static func virtualTime(initialClock: TestTime = 0, simulateProcessingDelay: Bool = false) -> Self {
      VirtualTimeTrait(initialClock: initialClock, simulateProcessingDelay: simulateProcessingDelay)
    }
  }
#endif
