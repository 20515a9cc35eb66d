// SPDX-License-Identifier: MIT

extension ObservableType where Element: Equatable {
  /// Drops elements equal to the element emitted just before them.
  ///
  /// ```swift
  /// _ = Observable.of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe(onNext: { print($0) })  // 1, 2, 1
  /// ```
  ///
  /// - Returns: A sequence without consecutive duplicates.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
  }
}

extension ObservableType {
  /// Drops elements whose key equals the key of the element emitted just before them.
  ///
  /// - Parameter keySelector: Computes the key compared between consecutive elements. If it
  ///   throws, the sequence fails with that error.
  /// - Returns: A sequence without consecutive duplicates by key.
  public func distinctUntilChanged<Key: Equatable & Sendable>(
    _ keySelector: @escaping @Sendable (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Drops elements that `comparer` considers equal to the element emitted just before them.
  ///
  /// - Parameter comparer: Returns `true` when the previous and the current element are equal
  ///   (the current one is then dropped). If it throws, the sequence fails with that error.
  /// - Returns: A sequence without consecutive duplicates.
  public func distinctUntilChanged(
    _ comparer: @escaping @Sendable (Element, Element) throws -> Bool
  ) -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops elements whose key `comparer` considers equal to the previous element's key.
  ///
  /// - Parameters:
  ///   - keySelector: Computes the key of an element.
  ///   - comparer: Returns `true` when the previous and the current key are equal.
  ///   If either closure throws, the sequence fails with that error.
  /// - Returns: A sequence without consecutive duplicates by key.
  public func distinctUntilChanged<Key: Sendable>(
    _ keySelector: @escaping @Sendable (Element) throws -> Key,
    comparer: @escaping @Sendable (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    applying(DistinctUntilChangedStep(keySelector: keySelector, comparer: comparer))
  }

  /// Drops elements whose property at `keyPath` equals the previous element's.
  ///
  /// ```swift
  /// users.distinctUntilChanged(at: \.id)  // a new element only when the id changes
  /// ```
  ///
  /// - Parameter keyPath: The property compared between consecutive elements.
  /// - Returns: A sequence without consecutive duplicates by that property.
  public func distinctUntilChanged<Property: Equatable & Sendable>(
    at keyPath: any KeyPath<Element, Property> & Sendable
  ) -> Observable<Element> {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
  }
}

/// Keeps the key of the last emitted element.
private struct DistinctUntilChangedStep<Element: Sendable, Key: Sendable>: ElementStep {
  let keySelector: @Sendable (Element) throws -> Key
  let comparer: @Sendable (Key, Key) throws -> Bool
  var lastKey: Key?

  mutating func apply(_ element: Element) throws -> Element? {
    let key = try keySelector(element)
    if let lastKey, try comparer(lastKey, key) { return nil }
    lastKey = key
    return element
  }
}
