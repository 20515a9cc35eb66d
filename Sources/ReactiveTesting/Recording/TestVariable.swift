// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// A test's variable that closures running on other threads may change: every read and change
/// takes a lock, so it is `Sendable` and a `@Sendable` closure may capture it.
///
/// ReactiveCore's closures (`subscribe(onNext:)`, `do`, `Observable.create`, `catch`...) are
/// `@Sendable`, because events may arrive on any thread; Swift 6 rejects a closure there that
/// mutates a captured `var`. Write the state as a `TestVariable` instead, a one-line change:
///
/// ```swift
/// let values = TestVariable<[Int]>([])      // was: var values: [Int] = []
/// let subscriptions = TestVariable(0)       // was: var subscriptions = 0
/// let xs = Observable<Int>.create { observer in
///   observer.onNext(subscriptions.increment())
///   observer.onCompleted()
///   return Disposables.create()
/// }
/// _ = xs.subscribe(onNext: { values.append($0) })
/// _ = xs.subscribe(onNext: { values.append($0) })
/// print(values.value)  // [1, 2]
/// ```
///
/// Under virtual time, prefer recording (`scheduler.record(xs)`) to collecting by hand.
///
/// Thread-safe; not reentrant (do not touch the variable inside ``withValue(_:)``).
public final class TestVariable<Value: Sendable>: Sendable {
  private let storage: LockedState<Value>

  /// Creates a variable holding `value`.
  ///
  /// - Parameter value: The first value.
  public init(_ value: Value) {
    storage = LockedState(value)
  }

  /// The value, read or replaced under the lock.
  ///
  /// A read-modify-write through this property (`count.value += 1`) takes the lock twice; use
  /// ``withValue(_:)`` when other threads may change the value in between.
  public var value: Value {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  @discardableResult
  public func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withLock(body)
  }
}

extension TestVariable {
  /// Appends `element` to the array.
  ///
  /// - Parameter element: The element to append.
  public func append<Element>(_ element: Element) where Value == [Element] {
    storage.withLock { $0.append(element) }
  }

  /// Adds one to the count.
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
