// SPDX-License-Identifier: MIT

/// A value that can be read as an ``Event``: what ``ObservableType/dematerialize()`` accepts.
///
/// ``Event`` itself conforms, so `materialize()` and `dematerialize()` round-trip.
public protocol EventConvertible<Element>: Sendable {
  /// The element type of the event.
  associatedtype Element: Sendable

  /// The value as an event.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// Returns `self`.
  public var event: Event<Element> {
    self
  }
}

extension ObservableType {
  /// Turns every event into an element: the sequence never fails, and ends after emitting
  /// the source's terminal event as an element.
  ///
  /// ```swift
  /// let events = Observable<Int>.create { observer in
  ///   observer.onNext(1)
  ///   observer.onError(PageError.offline)
  ///   return Disposables.create()
  /// }.materialize()
  /// // next(next(1)), next(error(offline)), completed
  /// ```
  ///
  /// - Returns: A sequence of the source's events, then completion.
  public func materialize() -> Observable<Event<Element>> {
    let source = asObservable()
    return Observable { observer in
      let sink = MaterializeSink(observer: observer)
      sink.subscription.setDisposable(source.subscribeUnguarded(sink))
      return sink
    }
  }
}

extension ObservableType where Element: EventConvertible {
  /// Turns a sequence of events back into the events themselves: the reverse of ``materialize()``.
  ///
  /// A `.next` element is emitted, an `.error` element fails the sequence and a `.completed`
  /// element completes it; anything after that is ignored. A failure or completion of the
  /// source itself is forwarded as it is.
  ///
  /// - Returns: The sequence described by the source's events.
  public func dematerialize() -> Observable<Element.Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = DematerializeSink<Element, _>(observer: observer)
      sink.subscription.setDisposable(source.subscribeUnguarded(sink))
      return sink
    }
  }
}

/// Wraps each event in `.next`.
private final class MaterializeSink<Element: Sendable, Observer: ObserverType>: ObserverType, Disposable
where Observer.Element == Event<Element> {
  let subscription = SingleAssignmentDisposable()
  private let observer: Observer
  private let resource = ResourceToken()

  init(observer: Observer) {
    self.observer = observer
  }

  func on(_ event: Event<Element>) {
    observer.on(.next(event))
    if event.isStopEvent {
      observer.on(.completed)
      dispose()
    }
  }

  func dispose() {
    subscription.dispose()
  }
}

/// Unwraps each event; stops after the first terminal one.
private final class DematerializeSink<Convertible: EventConvertible, Observer: ObserverType>: ObserverType, Disposable,
  @unchecked Sendable
where Observer.Element == Convertible.Element {
  // Safety: `isStopped` is only read and written inside `on(_:)`, and the Observable contract
  // serialises `on(_:)` calls; every other stored property is an immutable `let`.
  typealias Element = Convertible

  let subscription = SingleAssignmentDisposable()
  private let observer: Observer
  private var isStopped = false
  private let resource = ResourceToken()

  init(observer: Observer) {
    self.observer = observer
  }

  func on(_ event: Event<Convertible>) {
    guard !isStopped else { return }
    let unwrapped: Event<Convertible.Element>
    switch event {
    case .next(let convertible): unwrapped = convertible.event
    case .error(let error): unwrapped = .error(error)
    case .completed: unwrapped = .completed
    }
    if unwrapped.isStopEvent { isStopped = true }
    observer.on(unwrapped)
    if isStopped { dispose() }
  }

  func dispose() {
    subscription.dispose()
  }
}
