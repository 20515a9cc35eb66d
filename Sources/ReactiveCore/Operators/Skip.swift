// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Drops the first `count` elements, then emits the rest.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).skip(2).subscribe(onNext: { print($0) })  // 3
  /// ```
  ///
  /// - Parameter count: How many elements to drop; zero or less drops none.
  /// - Returns: A sequence of the elements after the first `count`, ending as the source ends.
  public func skip(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    guard count > 0 else { return source }
    return source.applying(SkipStep(remaining: count))
  }

  /// Drops elements while `predicate` holds, then emits every element from the first one that
  /// fails it (the predicate is not called again).
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 }).subscribe(onNext: { print($0) })  // 5, 1
  /// ```
  ///
  /// - Parameter predicate: Returns `true` to drop an element. If it throws, the sequence fails
  ///   with that error.
  /// - Returns: A sequence of the elements from the first one that fails `predicate`.
  public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
    applying(SkipWhileStep(predicate: predicate))
  }
}

/// Counts down the elements still to drop.
private struct SkipStep<Element: Sendable>: ElementStep {
  var remaining: Int

  mutating func apply(_ element: Element) -> Element? {
    guard remaining > 0 else { return element }
    remaining -= 1
    return nil
  }
}

/// Drops elements until the first one that fails the predicate, then keeps every element.
private struct SkipWhileStep<Element: Sendable>: ElementStep {
  let predicate: @Sendable (Element) throws -> Bool
  var isSkipping = true

  mutating func apply(_ element: Element) throws -> Element? {
    if isSkipping { isSkipping = try predicate(element) }
    return isSkipping ? nil : element
  }
}
