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
    let source = asObservable()
    return Observable { observer in
      source.subscribeUnguarded(CompactMapSink(transform: transform, observer: observer))
    }
  }
}

// Safety: `isStopped` is only read and written in `on(_:)`, and the Observable contract
// guarantees `on(_:)` is never called concurrently for one observer.
private final class CompactMapSink<Source: Sendable, Result: Sendable>: ObserverType, @unchecked Sendable {
  let transform: @Sendable (Source) throws -> Result?
  let observer: AnyObserver<Result>
  var isStopped = false
  let resource = ResourceToken()

  init(transform: @escaping @Sendable (Source) throws -> Result?, observer: AnyObserver<Result>) {
    self.transform = transform
    self.observer = observer
  }

  func on(_ event: Event<Source>) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      let result: Result?
      do {
        result = try transform(element)
      } catch {
        isStopped = true
        observer.on(.error(error))
        return
      }
      if let result { observer.on(.next(result)) }
    case .error(let error):
      isStopped = true
      observer.on(.error(error))
    case .completed:
      isStopped = true
      observer.on(.completed)
    }
  }
}
