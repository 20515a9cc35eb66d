// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// A disposable whose inner disposable is set exactly once, possibly after it was disposed.
///
/// Use it when a subscription must be disposable before the inner subscription exists. Setting
/// it twice is a programmer error and traps.
public final class SingleAssignmentDisposable: Cancelable {
  private struct State {
    var slot = DisposableSlot()
    var isAssigned = false
  }

  private let state = LockedState(State())

  /// Creates an unassigned disposable.
  public init() {}

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    state.withLock { $0.slot.isDisposed }
  }

  /// Sets the inner disposable; disposes it at once if this one is already disposed.
  ///
  /// - Parameter disposable: The inner disposable.
  public func setDisposable(_ disposable: any Disposable) {
    let disposeNow = state.withLock { state in
      precondition(!state.isAssigned, "SingleAssignmentDisposable.setDisposable: already assigned")
      state.isAssigned = true
      return state.slot.replace(with: disposable)
    }
    disposeNow?.dispose()
  }

  /// Disposes the inner disposable (now or when it is assigned).
  public func dispose() {
    state.withLock { $0.slot.markDisposed() }?.dispose()
  }
}
