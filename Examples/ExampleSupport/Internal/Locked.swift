// SPDX-License-Identifier: MIT

import Foundation

/// A value behind an `NSLock`, reached only through ``withLock(_:)``.
final class Locked<State>: @unchecked Sendable {
  // Safety: `state` is only read or written inside `lock.withLock`.
  private let lock = NSLock()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&state) }
  }
}
