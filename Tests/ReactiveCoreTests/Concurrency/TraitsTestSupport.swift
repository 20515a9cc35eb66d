// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport

/// A scheduler that only runs actions when the test says so, in the order they were scheduled.
final class ManualScheduler: ImmediateSchedulerType {
  private struct Pending {
    let id: Int
    let action: @Sendable () -> Void
  }

  private let state = LockedBox<(nextID: Int, pending: [Pending])>((0, []))

  var pendingCount: Int {
    state.withLock { $0.pending.count }
  }

  func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    let id = state.withLock { state in
      state.nextID += 1
      state.pending.append(Pending(id: state.nextID, action: action))
      return state.nextID
    }
    return Disposables.create { [state] in
      state.withLock { $0.pending.removeAll { $0.id == id } }
    }
  }

  /// Runs pending actions (and those they schedule) until none is left.
  func runAll() {
    while let next = state.withLock({ $0.pending.isEmpty ? nil : $0.pending.removeFirst() }) {
      next.action()
    }
  }
}

/// Waits (without a clock) until `subscription`'s sequence terminates, returning its events.
func collect<Element: Sendable>(_ source: Observable<Element>) async -> [Event<Element>] {
  await withCheckedContinuation { continuation in
    let events = LockedBox<[Event<Element>]>([])
    _ = source.subscribe { event in
      events.withLock { $0.append(event) }
      if event.isStopEvent { continuation.resume(returning: events.value) }
    }
  }
}
