// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// A disposable whose inner disposable is set exactly once, possibly after it was disposed.
///
/// Use it when a subscription must be disposable before the inner subscription exists. Setting
/// it twice is a programmer error and traps.
public final class SingleAssignmentDisposable: Cancelable {
  private struct State {
    var current: (any Disposable)?
    var isAssigned = false
    var isDisposed = false
  }

  private let state = LockedState(State())

  /// Creates an unassigned disposable.
  public init() {}

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    state.withLock { $0.isDisposed }
  }

  /// Sets the inner disposable; disposes it at once if this one is already disposed.
  ///
  /// - Parameter disposable: The inner disposable.
  public func setDisposable(_ disposable: any Disposable) {
    let disposeNow: Bool = state.withLock { state in
      precondition(!state.isAssigned, "SingleAssignmentDisposable.setDisposable: already assigned")
      state.isAssigned = true
      if state.isDisposed { return true }
      state.current = disposable
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the inner disposable (now or when it is assigned).
  public func dispose() {
    let current = state.withLock { state in
      state.isDisposed = true
      defer { state.current = nil }
      return state.current
    }
    current?.dispose()
  }
}
