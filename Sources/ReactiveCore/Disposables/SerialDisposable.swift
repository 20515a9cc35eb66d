// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// Holds one disposable at a time; replacing it disposes the previous one.
///
/// Setting ``disposable`` after ``dispose()`` disposes the new value at once.
///
/// ```swift
/// let serial = SerialDisposable()
/// serial.disposable = first
/// serial.disposable = second  // first is disposed
/// serial.dispose()            // second is disposed
/// ```
public final class SerialDisposable: Cancelable {
  private struct State {
    var current: (any Disposable)?
    var isDisposed = false
  }

  private let state = LockedState(State())

  /// Creates an empty serial disposable.
  public init() {}

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    state.withLock { $0.isDisposed }
  }

  /// The current disposable. Setting a new one disposes the old one.
  public var disposable: any Disposable {
    get { state.withLock { $0.current } ?? NopDisposable() }
    set {
      let (old, disposeNew): ((any Disposable)?, Bool) = state.withLock { state in
        if state.isDisposed { return (nil, true) }
        defer { state.current = newValue }
        return (state.current, false)
      }
      old?.dispose()
      if disposeNew { newValue.dispose() }
    }
  }

  /// Disposes the current disposable and any set later.
  public func dispose() {
    let current = state.withLock { state in
      state.isDisposed = true
      defer { state.current = nil }
      return state.current
    }
    current?.dispose()
  }
}
