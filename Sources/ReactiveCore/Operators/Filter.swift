// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Emits only the elements that satisfy `predicate`.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.subscribe(onNext: { print($0) })  // 2, 4
  /// ```
  ///
  /// - Parameter predicate: Returns `true` to keep an element. If it throws, the sequence fails
  ///   with that error.
  /// - Returns: A sequence of the kept elements, ending as the source ends.
  @inlinable
  public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
    applying(FilterStep(predicate: predicate))
  }
}

/// Emits the element when the predicate holds.
@usableFromInline
struct FilterStep<Element: Sendable>: ElementStep {
  @usableFromInline let predicate: @Sendable (Element) throws -> Bool

  @inlinable init(predicate: @escaping @Sendable (Element) throws -> Bool) { self.predicate = predicate }

  @inlinable @inline(__always)
  func apply(_ element: Element) throws -> Element? { try predicate(element) ? element : nil }
}
