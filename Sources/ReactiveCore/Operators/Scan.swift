// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Emits a running accumulation: each element is combined with the previous result.
  ///
  /// Every subscription starts again from `seed`; `seed` itself is not emitted.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })  // 1, 3, 6
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Combines the accumulated value with an element. If it throws, the sequence
  ///     fails with that error.
  /// - Returns: A sequence of the accumulated values, ending as the source ends.
  @inlinable
  public func scan<Accumulate: Sendable>(
    _ seed: Accumulate,
    accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { accumulated, element in accumulated = try accumulator(accumulated, element) }
  }

  /// Emits a running accumulation, updating the accumulated value in place.
  ///
  /// Prefer this form for collections: appending in place avoids copying the accumulated value.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: { print($0) })
  /// // [1], [1, 2]
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulated value; each subscription starts from it.
  ///   - accumulator: Updates the accumulated value with an element. If it throws, the sequence
  ///     fails with that error.
  /// - Returns: A sequence of the accumulated values, ending as the source ends.
  @inlinable
  public func scan<Accumulate: Sendable>(
    into seed: Accumulate,
    accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    applying(ScanStep(accumulated: seed, accumulator: accumulator))
  }
}

/// Keeps the accumulated value; each subscription starts from its own copy of the seed.
@usableFromInline
struct ScanStep<Element: Sendable, Accumulate: Sendable>: ElementStep {
  @usableFromInline var accumulated: Accumulate
  @usableFromInline let accumulator: @Sendable (inout Accumulate, Element) throws -> Void

  @inlinable
  init(accumulated: Accumulate, accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void) {
    self.accumulated = accumulated
    self.accumulator = accumulator
  }

  @inlinable @inline(__always)
  mutating func apply(_ element: Element) throws -> Accumulate? {
    try accumulator(&accumulated, element)
    return accumulated
  }
}
