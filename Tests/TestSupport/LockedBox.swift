// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// A value a test shares with code that runs on other threads: every read and change takes the
/// package's one lock (`LockedState`), so the Thread Sanitizer checks tests with the same lock
/// the library uses.
///
/// Every test target uses this box; none writes a lock of its own.
public final class LockedBox<Value: Sendable>: Sendable {
  private let storage: LockedState<Value>

  /// Creates a box holding `value`.
  ///
  /// - Parameter value: The first value.
  public init(_ value: Value) {
    storage = LockedState(value)
  }

  /// A copy of the value, read under the lock.
  public var value: Value {
    storage.withLock { $0 }
  }

  /// Replaces the value.
  ///
  /// - Parameter value: The new value.
  public func set(_ value: Value) {
    storage.withLock { $0 = value }
  }

  /// Runs `body` with exclusive access to the value. Not reentrant.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  @discardableResult
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withLock(body)
  }
}

extension LockedBox {
  /// Appends `element` to the array in the box.
  ///
  /// - Parameter element: The element to append.
  public func append<Element>(_ element: Element) where Value == [Element] {
    storage.withLock { $0.append(element) }
  }

  /// Adds one to the count in the box.
  ///
  /// - Returns: The count after the increment.
  @discardableResult
  public func increment() -> Int where Value == Int {
    storage.withLock { count in
      count += 1
      return count
    }
  }
}
