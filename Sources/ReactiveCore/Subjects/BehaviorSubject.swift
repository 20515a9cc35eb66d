// SPDX-License-Identifier: MIT

/// A subject that holds a current value and replays it to each new subscriber.
///
/// Each subscriber first receives the latest value (the initial one until something is
/// sent), then every later event. After a terminal event a new subscriber receives only that
/// terminal event (not the value), as in RxSwift.
///
/// ```swift
/// let subject = BehaviorSubject(value: 0)
/// subject.onNext(1)
/// _ = subject.subscribe(onNext: { print($0) })  // 1
/// subject.onNext(2)  // 2
/// print(try subject.value())  // 2
/// ```
///
/// ## Threading
///
/// `BehaviorSubject` is `Sendable`: sending, subscribing and disposing from several threads at
/// once is safe, and events to one observer never overlap. Sends and replays are serialised
/// through one queue, so a subscriber never sees its replayed value after (or overlapping) a
/// newer event. Uncontended, ``subscribe(_:)`` delivers the current value before returning;
/// when another thread is delivering, that thread delivers it.
///
/// > Important: A reentrant send (calling `onNext` from inside one of this subject's
/// > observers) does not nest: the new event is queued and delivered after the current event
/// > has reached every observer (breadth-first), before the outer send returns. ``value()``
/// > already returns the new value when the reentrant `onNext` returns.
public final class BehaviorSubject<Element: Sendable>: ObservableType, ObserverType, Cancelable {
  @usableFromInline let hub: SubjectHub<Element>
  private let observable: Observable<Element>

  /// Creates a subject whose current value is `value`.
  ///
  /// - Parameter value: Replayed to subscribers until another element is sent.
  public init(value: Element) {
    (hub, observable) = SubjectHub.ends(retention: .latest, initial: value)
  }

  /// The latest element sent (or the initial value).
  ///
  /// It changes when `onNext` is called, even if another thread has not delivered that
  /// event yet. After completion it still returns the last element.
  ///
  /// - Returns: The current value.
  /// - Throws: The error the subject failed with, or `RxError.disposed` after ``dispose()``.
  public func value() throws -> Element {
    try hub.latest()
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool {
    hub.hasObservers
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    hub.isDisposed
  }

  /// Makes `event`'s element the current value and sends it to every observer.
  ///
  /// Ignored after a terminal event or after ``dispose()``. A terminal event ends every
  /// current subscription.
  ///
  /// - Parameter event: The event to send.
  @inlinable
  public func on(_ event: Event<Element>) {
    hub.send(event)
  }

  /// This subject as an ``Observable`` (hides the observer side).
  ///
  /// - Returns: An observable of the current value and later events.
  public func asObservable() -> Observable<Element> {
    observable
  }

  /// Removes every observer (without sending them anything), forgets the value and ignores
  /// later events; ``value()`` and later subscribers then fail with `RxError.disposed`.
  public func dispose() {
    hub.dispose()
  }
}
