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
    let source = asObservable()
    return Observable { observer in
      source.subscribeUnguarded(ScanSink(seed: seed, accumulator: accumulator, observer: observer))
    }
  }
}

// Safety: `accumulated` and `isStopped` are only read and written in `on(_:)`, and the
// Observable contract guarantees `on(_:)` is never called concurrently for one observer.
@usableFromInline
final class ScanSink<Element: Sendable, Accumulate: Sendable>: ObserverType, @unchecked Sendable {
  @usableFromInline let accumulator: @Sendable (inout Accumulate, Element) throws -> Void
  @usableFromInline let observer: AnyObserver<Accumulate>
  @usableFromInline @exclusivity(unchecked) var accumulated: Accumulate
  @usableFromInline @exclusivity(unchecked) var isStopped = false
  @usableFromInline let resource = ResourceToken()

  @inlinable
  init(
    seed: Accumulate,
    accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void,
    observer: AnyObserver<Accumulate>
  ) {
    self.accumulated = seed
    self.accumulator = accumulator
    self.observer = observer
  }

  @inlinable @inline(__always)
  func on(_ event: Event<Element>) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      do {
        try accumulator(&accumulated, element)
      } catch {
        isStopped = true
        observer.on(.error(error))
        return
      }
      observer.on(.next(accumulated))
    case .error(let error):
      isStopped = true
      observer.on(.error(error))
    case .completed:
      isStopped = true
      observer.on(.completed)
    }
  }
}
