// SPDX-License-Identifier: MIT

public import Foundation

/// A value guarded by a lock: the only way to read or change it is `withLock`.
///
/// Owners hold a `let` of this type and stay checked `Sendable`. The closure passed to
/// `withLock` must not call out to observers or user code: decide under the lock, act after it.
@usableFromInline
package final class LockedState<State>: @unchecked Sendable {
  // Safety: `state` is only read or written inside `lock.withLock`, so every access is
  // serialised by `lock`; the class exposes no other access path. The same argument makes
  // the dynamic exclusivity check redundant, so it is turned off for `state`.
  @usableFromInline let lock = NSLock()
  @usableFromInline @exclusivity(unchecked) var state: State

  /// Creates the guarded value.
  @inlinable
  package init(_ initialState: State) {
    self.state = initialState
  }

  /// Runs `body` with exclusive access to the guarded value.
  ///
  /// Not reentrant: calling `withLock` on the same instance from inside `body` deadlocks.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&state) }
  }
}
