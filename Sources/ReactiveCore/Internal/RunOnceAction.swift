// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// An action that runs at most once: ``run()`` runs it unless it already ran or was disposed;
/// ``dispose()`` drops it, and what it captured, without running it.
///
/// Scheduled work uses it (the main scheduler's queued actions, the test scheduler's virtual
/// items), so that disposing releases the closure at once instead of when the queue gets to it.
/// Safe to call from any thread; the action runs outside the lock.
package final class RunOnceAction: Cancelable {
  private let action: LockedState<(@Sendable () -> Void)?>

  /// Wraps `action`.
  package init(_ action: @escaping @Sendable () -> Void) {
    self.action = LockedState(action)
  }

  /// Whether the action has run or was disposed.
  package var isDisposed: Bool {
    action.withLock { $0 == nil }
  }

  /// Runs the action, the first time only, unless it was disposed.
  package func run() {
    let action = self.action.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Drops the action without running it.
  package func dispose() {
    action.withLock { $0 = nil }
  }
}
