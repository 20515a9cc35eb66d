// SPDX-License-Identifier: MIT

extension Observable {
  /// Returns a sequence that calls `observableFactory` for every subscriber and subscribes to
  /// the sequence it returns.
  ///
  /// Use it to postpone work (reading state, starting a request) until someone subscribes, and
  /// to give each subscriber a fresh run.
  ///
  /// ```swift
  /// let now = Observable.deferred { Observable.just(Date()) }
  /// // Each subscription sees the date at which it subscribed.
  /// ```
  ///
  /// - Parameter observableFactory: Called once per subscription, on the subscribing thread. If
  ///   it throws, that subscriber receives the error.
  /// - Returns: A sequence that behaves like the one the factory returns.
  public static func deferred(
    _ observableFactory: @escaping @Sendable () throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable { observer in
      let source: Observable<Element>
      do {
        source = try observableFactory()
      } catch {
        observer.on(.error(error))
        return NopDisposable()
      }
      return source.subscribeUnguarded(observer)
    }
  }
}
