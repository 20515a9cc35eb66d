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
    let source = asObservable()
    return Observable { observer in
      source.subscribeUnguarded(FilterSink(predicate: predicate, observer: observer))
    }
  }
}

// Safety: `isStopped` is only read and written in `on(_:)`, and the Observable contract
// guarantees `on(_:)` is never called concurrently for one observer.
@usableFromInline
final class FilterSink<Element: Sendable>: ObserverType, @unchecked Sendable {
  @usableFromInline let predicate: @Sendable (Element) throws -> Bool
  @usableFromInline let observer: AnyObserver<Element>
  @usableFromInline @exclusivity(unchecked) var isStopped = false
  @usableFromInline let resource = ResourceToken()

  @inlinable
  init(predicate: @escaping @Sendable (Element) throws -> Bool, observer: AnyObserver<Element>) {
    self.predicate = predicate
    self.observer = observer
  }

  @inlinable @inline(__always)
  func on(_ event: Event<Element>) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      let isKept: Bool
      do {
        isKept = try predicate(element)
      } catch {
        isStopped = true
        observer.on(.error(error))
        return
      }
      if isKept { observer.on(event) }
    case .error, .completed:
      isStopped = true
      observer.on(event)
    }
  }
}
