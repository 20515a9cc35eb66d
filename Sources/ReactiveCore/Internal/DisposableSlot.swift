// SPDX-License-Identifier: MIT

/// The state of a disposable that holds one inner disposable (``SerialDisposable``,
/// ``SingleAssignmentDisposable``), kept in the owner's lock.
///
/// Its methods only change state: each returns the disposable the owner must dispose, which the
/// owner does after releasing the lock.
struct DisposableSlot {
  /// The inner disposable; `nil` before the first one and after disposal.
  private(set) var current: (any Disposable)?
  /// Whether the owner was disposed.
  private(set) var isDisposed = false

  /// Puts `disposable` in the slot.
  ///
  /// - Returns: What the owner disposes: the disposable replaced, or `disposable` itself when
  ///   the owner is already disposed.
  mutating func replace(with disposable: any Disposable) -> (any Disposable)? {
    if isDisposed { return disposable }
    defer { current = disposable }
    return current
  }

  /// Marks the slot disposed and empties it.
  ///
  /// - Returns: The inner disposable, for the owner to dispose.
  mutating func markDisposed() -> (any Disposable)? {
    isDisposed = true
    return current.take()
  }
}
