// SPDX-License-Identifier: MIT

import ReactiveCore

/// A thread-safe list that test actions append to.
final class Log<Value: Sendable>: Sendable {
  private let storage = LockedState<[Value]>([])

  var values: [Value] {
    storage.withLock { $0 }
  }

  func append(_ value: Value) {
    storage.withLock { $0.append(value) }
  }
}

/// An error with a readable description, for failure events.
struct TestError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String = "test error") {
    self.description = description
  }
}

/// A thread-safe single value.
final class LockedBox<Value: Sendable>: Sendable {
  private let storage: LockedState<Value>

  init(_ value: Value) {
    storage = LockedState(value)
  }

  func get() -> Value {
    storage.withLock { $0 }
  }

  func set(_ value: Value) {
    storage.withLock { $0 = value }
  }
}
