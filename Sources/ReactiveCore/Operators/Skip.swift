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
    return Observable { observer in
      var remaining = count
      return source.subscribeUnguarded(
        SkipWhileSink(observer: observer) { _ in
          guard remaining > 0 else { return false }
          remaining -= 1
          return true
        }
      )
    }
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
    let source = asObservable()
    return Observable { observer in
      source.subscribeUnguarded(SkipWhileSink(observer: observer, predicate: predicate))
    }
  }
}

// Safety: every `var` (including the state captured by `predicate` for `skip(_:)`) is only
// touched in `on(_:)`, and the Observable contract guarantees `on(_:)` is never called
// concurrently for one observer.
private final class SkipWhileSink<Element: Sendable>: ObserverType, @unchecked Sendable {
  let predicate: (Element) throws -> Bool
  let observer: AnyObserver<Element>
  var isSkipping = true
  var isStopped = false
  let resource = ResourceToken()

  init(observer: AnyObserver<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.observer = observer
    self.predicate = predicate
  }

  func on(_ event: Event<Element>) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      if isSkipping {
        do {
          isSkipping = try predicate(element)
        } catch {
          isStopped = true
          observer.on(.error(error))
          return
        }
        if isSkipping { return }
      }
      observer.on(event)
    case .error, .completed:
      isStopped = true
      observer.on(event)
    }
  }
}
