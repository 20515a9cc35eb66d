// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Continues with the sequence `handler` returns when this sequence fails.
  ///
  /// Elements and completion pass through. On a failure the source subscription is disposed,
  /// `handler` is called with the error, and the returned sequence is subscribed in its
  /// place; its events (including its failure) are forwarded as they are. If `handler`
  /// throws, the sequence fails with the thrown error.
  ///
  /// ```swift
  /// let items = api.items().catch { error in
  ///   log(error)
  ///   return cache.items()
  /// }
  /// ```
  ///
  /// - Parameter handler: Chooses the sequence to continue with, given the failure.
  /// - Returns: The source sequence, continued by the handler's sequence after a failure.
  public func `catch`(
    _ handler: @escaping @Sendable (any Error) throws -> Observable<Element>
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = CatchSink(observer: observer, handler: handler)
      sink.run(source)
      return sink
    }
  }

  /// Ends with `element` and completes when this sequence fails.
  ///
  /// ```swift
  /// let count = remoteCount.catchAndReturn(0)
  /// // remoteCount: -1-2-X     count: -1-2-(0|)
  /// ```
  ///
  /// - Parameter element: The last element to emit instead of the failure.
  /// - Returns: The source sequence, ending with `element` and completion instead of a failure.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = CatchAndReturnSink(observer: observer, element: element)
      sink.subscription.setDisposable(source.subscribeUnguarded(sink))
      return sink
    }
  }
}

/// Forwards the source, then the handler's sequence after a failure.
private final class CatchSink<Observer: ObserverType>: Disposable {
  typealias Element = Observer.Element

  private let observer: Observer
  private let handler: @Sendable (any Error) throws -> Observable<Element>
  private let sourceSubscription = SingleAssignmentDisposable()
  private let handlerSubscription = SingleAssignmentDisposable()
  private let resource = ResourceToken()

  init(observer: Observer, handler: @escaping @Sendable (any Error) throws -> Observable<Element>) {
    self.observer = observer
    self.handler = handler
  }

  func run(_ source: Observable<Element>) {
    sourceSubscription.setDisposable(
      source.subscribeUnguarded(
        AnyObserver { [self] event in
          guard let error = observer.forwardUnlessError(event, completed: dispose) else { return }
          // The source has failed: nothing else arrives from it, so no lock is needed to
          // switch; the handler's sequence starts only after the source's last event.
          sourceSubscription.dispose()
          do {
            let next = try handler(error)
            handlerSubscription.setDisposable(next.subscribeUnguarded(observer))
          } catch {
            observer.on(.error(error))
            dispose()
          }
        }
      )
    )
  }

  func dispose() {
    sourceSubscription.dispose()
    handlerSubscription.dispose()
  }
}

/// Replaces a failure with one element and completion.
private final class CatchAndReturnSink<Observer: ObserverType>: ObserverType, Disposable {
  typealias Element = Observer.Element

  let subscription = SingleAssignmentDisposable()
  private let observer: Observer
  private let element: Element
  private let resource = ResourceToken()

  init(observer: Observer, element: Element) {
    self.observer = observer
    self.element = element
  }

  func on(_ event: Event<Element>) {
    guard observer.forwardUnlessError(event, completed: subscription.dispose) != nil else { return }
    subscription.dispose()
    observer.on(.next(element))
    observer.on(.completed)
  }

  func dispose() {
    subscription.dispose()
  }
}
