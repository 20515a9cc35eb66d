// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Transforms each element with `transform` and drops the `nil` results.
  ///
  /// ```swift
  /// _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })  // 1, 3
  /// ```
  ///
  /// - Parameter transform: Maps an element, or returns `nil` to skip it. If it throws, the
  ///   sequence fails with that error.
  /// - Returns: A sequence of the non-`nil` results, ending as the source ends.
  public func compactMap<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) throws -> Result?
  ) -> Observable<Result> {
    applying(CompactMapStep(transform: transform))
  }
}

/// Emits the transformed element unless it is `nil`.
private struct CompactMapStep<Source: Sendable, Result: Sendable>: ElementStep {
  let transform: @Sendable (Source) throws -> Result?

  func apply(_ element: Source) throws -> Result? { try transform(element) }
}
