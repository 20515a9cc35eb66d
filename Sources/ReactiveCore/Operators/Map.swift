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
    let source = asObservable()
    return Observable { observer in
      source.subscribeUnguarded(MapSink(transform: transform, observer: observer))
    }
  }
}

// Safety: `isStopped` is only read and written in `on(_:)`, and the Observable contract
// guarantees `on(_:)` is never called concurrently for one observer.
@usableFromInline
final class MapSink<Source: Sendable, Result: Sendable>: ObserverType, @unchecked Sendable {
  @usableFromInline let transform: @Sendable (Source) throws -> Result
  @usableFromInline let observer: AnyObserver<Result>
  @usableFromInline @exclusivity(unchecked) var isStopped = false
  @usableFromInline let resource = ResourceToken()

  @inlinable
  init(transform: @escaping @Sendable (Source) throws -> Result, observer: AnyObserver<Result>) {
    self.transform = transform
    self.observer = observer
  }

  @inlinable @inline(__always)
  func on(_ event: Event<Source>) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      let result: Result
      do {
        result = try transform(element)
      } catch {
        isStopped = true
        observer.on(.error(error))
        return
      }
      observer.on(.next(result))
    case .error(let error):
      isStopped = true
      observer.on(.error(error))
    case .completed:
      isStopped = true
      observer.on(.completed)
    }
  }
}
