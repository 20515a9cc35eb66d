// SPDX-License-Identifier: MIT

/// A subject that replays buffered elements to each new subscriber.
///
/// Create one with ``create(bufferSize:)`` (keeps the last `bufferSize` elements) or
/// ``createUnbound()`` (keeps every element). A new subscriber first receives the buffered
/// elements, oldest first, then every later event. After a terminal event a new subscriber
/// receives the buffer and then the terminal event.
///
/// ```swift
/// let subject = ReplaySubject<Int>.create(bufferSize: 2)
/// subject.onNext(1)
/// subject.onNext(2)
/// subject.onNext(3)
/// _ = subject.subscribe(onNext: { print($0) })  // 2, 3
/// ```
///
/// ## Threading
///
/// `ReplaySubject` is `Sendable`: sending, subscribing and disposing from several threads at
/// once is safe, and events to one observer never overlap. Sends and replays are serialised
/// through one queue, so a subscriber receives its replay and then exactly the events sent
/// after it subscribed, with no gap and no duplicate. Uncontended, ``subscribe(_:)``
/// replays before returning.
///
/// > Important: A reentrant send (calling `onNext` from inside one of this subject's
/// > observers) does not nest: the new event is queued and delivered after the current event
/// > has reached every observer (breadth-first), before the outer send returns.
public final class ReplaySubject<Element: Sendable>: ObservableType, ObserverType, Cancelable {
  @usableFromInline let hub: SubjectHub<Element>
  private let observable: Observable<Element>

  private init(retention: SubjectRetention) {
    (hub, observable) = SubjectHub.ends(retention: retention)
  }

  /// Creates a subject that replays the last `bufferSize` elements.
  ///
  /// - Parameter bufferSize: How many elements to keep; must not be negative.
  /// - Returns: A new subject.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(retention: .bounded(bufferSize))
  }

  /// Creates a subject that replays every element it ever received.
  ///
  /// - Returns: A new subject.
  /// - Complexity: Memory grows with every element sent.
  public static func createUnbound() -> ReplaySubject<Element> {
    ReplaySubject(retention: .unbounded)
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool {
    hub.hasObservers
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    hub.isDisposed
  }

  /// Buffers `event`'s element and sends the event to every observer.
  ///
  /// Ignored after a terminal event or after ``dispose()``.
  ///
  /// - Parameter event: The event to send.
  @inlinable
  public func on(_ event: Event<Element>) {
    hub.send(event)
  }

  /// This subject as an ``Observable`` (hides the observer side).
  ///
  /// - Returns: An observable of the replayed and later events.
  public func asObservable() -> Observable<Element> {
    observable
  }

  /// Removes every observer (without sending them anything), empties the buffer and ignores
  /// later events; later subscribers receive `RxError.disposed`.
  public func dispose() {
    hub.dispose()
  }
}
