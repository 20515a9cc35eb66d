// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Emits `elements` first, then the elements of this sequence.
  ///
  /// The prefix is delivered synchronously during `subscribe`, before the source is subscribed.
  ///
  /// ```swift
  /// _ = Observable.of(3, 4).startWith(1, 2).subscribe(onNext: { print($0) })  // 1, 2, 3, 4
  /// ```
  ///
  /// - Parameter elements: The elements to emit before the source's.
  /// - Returns: A sequence of `elements` followed by this sequence's events.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      for element in elements { observer.on(.next(element)) }
      return source.subscribeUnguarded(observer)
    }
  }
}
