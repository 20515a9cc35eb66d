// SPDX-License-Identifier: MIT

import Foundation

/// The isolation a test's closure was written in: the caller's actor, or, for nonisolated
/// code, the task (outside any task, the thread) that formed it.
///
/// ReactiveTesting's caller-isolated overloads (``TestScheduler/scheduleAt(_:isolation:action:)``,
/// `Observable.create`, `deferred`, `do`, `catch`, `subscribe(onNext:)`, `bind(onNext:)`
/// and `Single.create`) take closures that are *not* `@Sendable`, so
/// test code can mutate its own local `var`s in them, as RxTest code does. What keeps that sound
/// is this check: each call first proves that it runs where the closure was formed, and traps
/// with a message naming the API otherwise. A closure formed on an actor runs only on that
/// actor; one formed in nonisolated code runs only in the task that formed it (code in one task
/// runs one statement at a time), or, outside any task, on the thread that formed it. Nothing
/// else can touch the closure's captured state concurrently.
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

  /// Traps unless the caller runs in the isolation recorded at creation.
  func check(_ api: String) {
    switch owner {
    case .actor(let actor):
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
        actor.preconditionIsolated(Self.message(api, "off the actor that wrote it"))
      } else if actor === MainActor.shared {
        dispatchPrecondition(condition: .onQueue(.main))
      } else {
        preconditionFailure("ReactiveTesting: \(api) closures isolated to a custom actor need iOS 17 / macOS 14.")
      }
    case .task(let task):
      let isSameTask = withUnsafeCurrentTask { $0 == task }
      precondition(isSameTask, Self.message(api, "outside the task of the nonisolated code that wrote it"))
    case .thread(let thread):
      precondition(
        ObjectIdentifier(Thread.current) == thread,
        Self.message(api, "on another thread than the nonisolated code that wrote it")
      )
    }
  }

  private static func message(_ api: String, _ whereItRan: String) -> String {
    """
    ReactiveTesting: a closure passed to \(api) may touch the test's local state, so it runs \
    only where it was written, and it was called \(whereItRan). Run the scheduler from the \
    test itself (for example mark the test @MainActor), or, for code that runs on other \
    threads, subscribe with an observer or a `subscribe { event in ... }` handler (see \
    Testing.md, "Closures that capture test state").
    """
  }
}

/// A closure written by test code, callable only in the isolation it was written in.
///
/// Safety: `@unchecked Sendable` because ``body`` is called only through ``call(_:)``, which
/// first runs ``CallerIsolation/check(_:)``: every call happens on the actor (or thread) that
/// formed the closure, so its captured state is never reached from two isolation domains. The
/// inputs and outputs it exchanges with the library are `Sendable`.
struct IsolatedClosure<Input, Output, Failure: Error>: @unchecked Sendable {
  private let isolation: CallerIsolation
  private let api: String
  private let body: (Input) throws(Failure) -> Output

  init(_ api: String, isolation: (any Actor)?, _ body: @escaping (Input) throws(Failure) -> Output) {
    self.isolation = CallerIsolation(isolation)
    self.api = api
    self.body = body
  }

  /// Checks the isolation, then calls the closure.
  func call(_ input: Input) throws(Failure) -> Output {
    isolation.check(api)
    return try body(input)
  }
}
