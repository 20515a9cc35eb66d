// SPDX-License-Identifier: MIT

extension Observable {
  /// Creates an observable from a subscribe function.
  ///
  /// `subscribe` runs once per subscription. It receives an observer that enforces the
  /// grammar (events after a terminal event or after disposal are dropped) and returns the
  /// disposable that tears the producer down.
  ///
  /// ```swift
  /// let ticks = Observable<Int>.create { observer in
  ///   observer.onNext(1)
  ///   observer.onCompleted()
  ///   observer.onNext(2)  // dropped: the sequence already completed
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Starts producing events for one observer.
  /// - Returns: The observable sequence.
  public static func create(
    _ subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Observable { observer in
      let sink = GuardSink(forwardingTo: observer)
      sink.attach(subscribe(AnyObserver(sink)))
      return sink
    }
  }
}
