// SPDX-License-Identifier: MIT

import Foundation

/// A value guarded by a lock: the only way to read or change it is `withLock`.
///
/// ListNetworking depends on nothing of ours, so it carries its own copy of the kernel's lock wrapper.
/// Never call out to user code from inside `withLock`: decide under the lock, act after it.
final class Locked<State>: @unchecked Sendable {
  // Safety: `state` is only read or written inside `lock.withLock`, so every access is
  // serialised by `lock`; the class exposes no other access path.
  private let lock = NSLock()
  private var state: State

  init(_ initialState: State) {
    self.state = initialState
  }

  /// Runs `body` with exclusive access to the guarded value. Not reentrant.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&state) }
  }
}
