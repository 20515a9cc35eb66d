// SPDX-License-Identifier: MIT

extension Single {
  /// Transforms the element.
  ///
  /// - Parameter transform: Maps the element; a thrown error fails the single.
  /// - Returns: A single of the transformed element.
  public func map<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) throws -> Result
  ) -> Single<Result> {
    let source = asObservable()
    return Single<Result>(
      unchecked: Observable.create { observer in
        source.subscribe { event in observer.on(event.map(transform)) }
      }
    )
  }

  /// Continues with the single that `selector` returns for the element.
  ///
  /// ```swift
  /// let detail = loadPage(1).flatMap { page in loadDetail(page.first!) }
  /// ```
  ///
  /// - Parameter selector: Returns the next single; a thrown error fails the result.
  /// - Returns: A single of the inner single's result.
  public func flatMap<Result: Sendable>(
    _ selector: @escaping @Sendable (Element) throws -> Single<Result>
  ) -> Single<Result> {
    let source = asObservable()
    return Single<Result>(
      unchecked: Observable.create { observer in
        let outer = SingleAssignmentDisposable()
        let inner = SingleAssignmentDisposable()
        outer.setDisposable(
          source.subscribe(
            onNext: { element in
              do {
                inner.setDisposable(try selector(element).asObservable().subscribe(observer))
              } catch {
                observer.onError(error)
              }
            },
            onError: { observer.onError($0) }
          )
        )
        return Disposables.create(outer, inner)
      }
    )
  }

  /// Replaces a failure with `element`.
  ///
  /// - Parameter element: The element to succeed with if this single fails.
  /// - Returns: A single that never fails.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    `catch` { _ in .just(element) }
  }

  /// Replaces a failure with the single that `handler` returns.
  ///
  /// - Parameter handler: Returns the fallback for the error; a thrown error fails the result.
  /// - Returns: A single that recovers from failures.
  public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Single<Element>) -> Single<Element> {
    let source = asObservable()
    return Single(
      unchecked: Observable.create { observer in
        let outer = SingleAssignmentDisposable()
        let fallback = SingleAssignmentDisposable()
        outer.setDisposable(
          source.subscribe { event in
            guard case .error(let error) = event else { return observer.on(event) }
            do {
              fallback.setDisposable(try handler(error).asObservable().subscribe(observer))
            } catch {
              observer.onError(error)
            }
          }
        )
        return Disposables.create(outer, fallback)
      }
    )
  }

  /// Runs side effects for the result and the subscription's lifetime.
  ///
  /// The closures run before the result is passed on. A throwing `onSuccess` fails the single.
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onError: Called with the error.
  ///   - onSubscribe: Called before subscribing to this single.
  ///   - onDispose: Called when the subscription ends for any reason.
  /// - Returns: A single with the same result.
  public func `do`(
    onSuccess: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (any Error) -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Single<Element> {
    let source = asObservable()
    return Single(
      unchecked: Observable.create { observer in
        onSubscribe?()
        let subscription = source.subscribe { event in
          switch event {
          case .next(let element):
            do { try onSuccess?(element) } catch { return observer.onError(error) }
          case .error(let error):
            onError?(error)
          case .completed:
            break
          }
          observer.on(event)
        }
        return Disposables.create {
          subscription.dispose()
          onDispose?()
        }
      }
    )
  }
}
