// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })  // 10, 20, 30
  /// ```
  ///
  /// `transform` runs on the thread that delivers each element, one element at a time.
  ///
  /// - Parameter transform: Maps an element. If it throws, the sequence fails with that error
  ///   and no further element is transformed.
  /// - Returns: A sequence of the transformed elements, ending as the source ends.
  @inlinable
  public func map<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) throws -> Result
  ) -> Observable<Result> {
    applying(MapStep(transform: transform))
  }
}

/// Emits the transformed element.
@usableFromInline
struct MapStep<Source: Sendable, Result: Sendable>: ElementStep {
  @usableFromInline let transform: @Sendable (Source) throws -> Result

  @inlinable init(transform: @escaping @Sendable (Source) throws -> Result) { self.transform = transform }

  @inlinable @inline(__always)
  func apply(_ element: Source) throws -> Result? { try transform(element) }
}
