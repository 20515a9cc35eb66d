// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// Counters of live subscriptions and operator sinks, to prove that nothing leaks.
///
/// Every sink the library creates registers itself while it is alive: with the global
/// ``total`` and with the ``Tracker`` that is current (task-local) when the sink is created.
/// Tests that run in parallel each use their own tracker, so their counts do not mix.
///
/// ```swift
/// let tracker = Resources.Tracker()
/// Resources.track(tracker) {
///   let subject = PublishSubject<Int>()
///   let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
///   subscription.dispose()
/// }
/// print(tracker.live)  // 0
/// ```
///
/// > Note: Counting happens in debug builds (`DEBUG` defined, the default for `swift build`
/// > and `swift test`). Release builds count nothing and report 0, so the counter costs nothing
/// > in shipping code.
public enum Resources {
  /// A counter of the resources created while it was current.
  public final class Tracker: Sendable {
    private let count = LockedState(0)

    /// Creates a tracker with a count of zero.
    public init() {}

    /// The number of resources created under this tracker that are still alive.
    public var live: Int {
      count.withLock { $0 }
    }

    func add(_ delta: Int) {
      count.withLock { $0 += delta }
    }
  }

  @TaskLocal static var currentTracker: Tracker?

  private static let globalCount = LockedState(0)

  /// The number of live resources in the whole process (debug builds only).
  public static var total: Int {
    globalCount.withLock { $0 }
  }

  /// Whether resources are counted in this build.
  public static var isTracking: Bool {
    #if DEBUG
      return true
    #else
      return false
    #endif
  }

  /// Runs `body` with `tracker` as the current tracker for the current task.
  ///
  /// - Parameters:
  ///   - tracker: Counts the resources created inside `body` (and while they live).
  ///   - body: The code to measure.
  /// - Returns: What `body` returns.
  public static func track<Result>(_ tracker: Tracker, _ body: () throws -> Result) rethrows -> Result {
    try $currentTracker.withValue(tracker, operation: body)
  }

  /// Runs the async `body` with `tracker` as the current tracker for the current task.
  ///
  /// - Parameters:
  ///   - tracker: Counts the resources created inside `body` (and while they live).
  ///   - isolation: The actor `body` runs on: the caller's, by default.
  ///   - body: The code to measure.
  /// - Returns: What `body` returns.
  public static func track<Result>(
    _ tracker: Tracker,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $currentTracker.withValue(tracker, operation: body)
  }

  static func add(_ delta: Int, to tracker: Tracker?) {
    globalCount.withLock { $0 += delta }
    tracker?.add(delta)
  }
}

#if DEBUG
  /// Registers its owner with ``Resources`` for as long as the owner lives.
  @usableFromInline
  package final class ResourceToken: Sendable {
    private let tracker: Resources.Tracker?

    @usableFromInline
    package init() {
      tracker = Resources.currentTracker
      Resources.add(1, to: tracker)
    }

    deinit {
      Resources.add(-1, to: tracker)
    }
  }
#else
  /// Counts nothing in release builds.
  @usableFromInline
  package struct ResourceToken: Sendable {
    @inlinable
    package init() {}
  }
#endif
