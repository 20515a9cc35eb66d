// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore

/// The isolation a test's closure was written in: the caller's actor, or, for nonisolated
/// code, the task (outside any task, the thread) that formed it.
///
/// ``TestScheduler/scheduleAt(_:isolation:action:)`` takes actions that are *not* `@Sendable`, so
/// a test can call its actor's code and mutate its own local `var`s in them, as RxTest code does.
/// What keeps that sound is this check: the scheduler runs such an action only when it runs where
/// the action was written. An action formed on an actor runs only on that actor; one formed in
/// nonisolated code runs only in the task that formed it (code in one task runs one statement at
/// a time), or, outside any task, on the thread that formed it. Nothing else can touch the
/// action's captured state concurrently. Where the check fails, the action does not run and the
/// test fails with a message (see ``reportTestIssue(_:)``): a misplaced call never crashes the
/// test process.
///
/// Safety: `@unchecked Sendable` because of `task`, an `UnsafeCurrentTask` kept only to compare
/// identities (it is never used to act on the task, so it may outlive it). A task that ended
/// cannot run code any more, so a later task at the same address is the only one that can pass
/// the check: still one task at a time.
struct CallerIsolation: @unchecked Sendable {
  private enum Owner {
    case actor(any Actor)
    case task(UnsafeCurrentTask)
    case thread(ObjectIdentifier)
  }

  private let owner: Owner

  /// Records where the closure is being formed.
  init(_ actor: (any Actor)?) {
    if let actor {
      owner = .actor(actor)
    } else if let task = withUnsafeCurrentTask(body: { $0 }) {
      owner = .task(task)
    } else {
      owner = .thread(ObjectIdentifier(Thread.current))
    }
  }

  /// Whether code running now, isolated to `runner`, runs where the closure was written.
  ///
  /// Never traps: an actor other than the main actor is recognised only as the runner's own
  /// isolation, which the compiler proved when it passed `runner`.
  func isCurrent(runner: (any Actor)?) -> Bool {
    switch owner {
    case .actor(let actor):
      if let runner, runner === actor { return true }
      return actor === MainActor.shared && MainScheduler.isOnMainQueue
    case .task(let task):
      return withUnsafeCurrentTask { $0 == task }
    case .thread(let thread):
      return ObjectIdentifier(Thread.current) == thread
    }
  }

  /// Where the closure was written, in words, for a failure message.
  var writer: String {
    switch owner {
    case .actor(let actor): actor === MainActor.shared ? "on the main actor" : "on \(type(of: actor))"
    case .task: "in a nonisolated task"
    case .thread: "on a thread outside any task"
    }
  }
}

/// An action written by test code, run only in the isolation it was written in.
///
/// Safety: `@unchecked Sendable` because ``body`` is called only through
/// ``run(runner:)``, which first asks ``CallerIsolation/isCurrent(runner:)``: every call happens
/// on the actor (or in the task or thread) that formed the closure, so its captured state is
/// never reached from two isolation domains. Elsewhere it is not called at all.
struct IsolatedAction: @unchecked Sendable {
  /// Where the action was written.
  let writer: CallerIsolation
  private let body: () -> Void

  init(isolation: (any Actor)?, _ body: @escaping () -> Void) {
    self.writer = CallerIsolation(isolation)
    self.body = body
  }

  /// Calls the action if code isolated to `runner` runs where it was written.
  ///
  /// - Returns: Whether the action ran.
  func run(runner: (any Actor)?) -> Bool {
    guard writer.isCurrent(runner: runner) else { return false }
    body()
    return true
  }
}
