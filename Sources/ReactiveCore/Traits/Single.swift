// SPDX-License-Identifier: MIT

/// What a ``Single`` produces: its element, or the error it failed with.
public typealias SingleEvent<Element> = Result<Element, any Error>

/// A sequence that produces exactly one element or an error: the natural type of a request.
///
/// A `Single` is a small `Sendable` value over an ``Observable`` that is guaranteed to send
/// either `.next(element)` followed by `.completed`, or `.error`. Like an observable it is a
/// recipe: each subscription runs it again.
///
/// ```swift
/// func loadPage(_ number: Int) -> Single<[String]> {
///   Single.create { single in
///     single(.success(["a", "b"]))
///     return Disposables.create()
///   }
/// }
/// _ = loadPage(1).subscribe(onSuccess: { print($0) })  // ["a", "b"]
/// ```
///
/// Callbacks run on whichever scheduler produces the result, never two at once.
public struct Single<Element: Sendable>: Sendable {
  /// The underlying sequence: one `.next` then `.completed`, or `.error`.
  private let source: Observable<Element>

  /// Wraps a sequence already known to follow the single grammar.
  init(unchecked source: Observable<Element>) {
    self.source = source
  }

  /// Creates a single from a subscribe function that reports one result.
  ///
  /// `subscribe` runs once per subscription and receives a function to report the result
  /// with; only the first report counts. It returns the disposable that cancels the work.
  ///
  /// - Parameter subscribe: Starts the work for one subscriber.
  /// - Returns: The single.
  public static func create(
    subscribe: @escaping @Sendable (@escaping @Sendable (SingleEvent<Element>) -> Void) -> any Disposable
  ) -> Single<Element> {
    Single(
      unchecked: Observable.create { observer in
        subscribe { result in
          switch result {
          case .success(let element):
            observer.onNext(element)
            observer.onCompleted()
          case .failure(let error):
            observer.onError(error)
          }
        }
      }
    )
  }

  /// A single that succeeds with `element` as soon as it is subscribed.
  ///
  /// - Parameter element: The element to produce.
  /// - Returns: The single.
  public static func just(_ element: Element) -> Single<Element> {
    create { single in
      single(.success(element))
      return Disposables.create()
    }
  }

  /// A single that fails with `error` as soon as it is subscribed.
  ///
  /// - Parameter error: The failure to produce.
  /// - Returns: The single.
  public static func error(_ error: any Error) -> Single<Element> {
    create { single in
      single(.failure(error))
      return Disposables.create()
    }
  }

  /// A single that never produces a result.
  ///
  /// - Returns: The single.
  public static func never() -> Single<Element> {
    create { _ in Disposables.create() }
  }

  /// This single as an observable: one `.next` then `.completed`, or `.error`.
  ///
  /// - Returns: The underlying observable.
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Returns `self`.
  ///
  /// - Returns: This single.
  public func asSingle() -> Single<Element> {
    self
  }

  /// Subscribes a handler for the result.
  ///
  /// - Parameter observer: Called once with the success or the failure.
  /// - Returns: A disposable that cancels the subscription.
  public func subscribe(_ observer: @escaping @Sendable (SingleEvent<Element>) -> Void) -> any Disposable {
    source.subscribe(
      onNext: { observer(.success($0)) },
      onError: { observer(.failure($0)) }
    )
  }

  /// Subscribes closures to the result.
  ///
  /// ```swift
  /// _ = Single.just(1).subscribe(
  ///   onSuccess: { print($0) },
  ///   onFailure: { print($0) }
  /// )
  /// // 1
  /// ```
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onFailure: Called with the error.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: A disposable that cancels the subscription.
  public func subscribe(
    onSuccess: (@Sendable (Element) -> Void)? = nil,
    onFailure: (@Sendable (any Error) -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> any Disposable {
    source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
  }
}
