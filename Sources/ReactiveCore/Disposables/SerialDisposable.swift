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
  private let state = LockedState(DisposableSlot())

  /// Creates an empty serial disposable.
  public init() {}

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    state.withLock { $0.isDisposed }
  }

  /// The current disposable. Setting a new one disposes the old one.
  public var disposable: any Disposable {
    get { state.withLock { $0.current } ?? NopDisposable() }
    set { state.withLock { $0.replace(with: newValue) }?.dispose() }
  }

  /// Disposes the current disposable and any set later.
  public func dispose() {
    state.withLock { $0.markDisposed() }?.dispose()
  }
}
