// SPDX-License-Identifier: MIT

/// A subject that forwards each event to the observers subscribed at the time it is sent.
///
/// It is both an observer (send with ``on(_:)``, `onNext(_:)`, `onError(_:)`, `onCompleted()`)
/// and an observable. Late subscribers see only later events; after a terminal event they
/// receive that terminal event at once.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// subject.onNext(1)  // nobody listens: dropped
/// let subscription = subject.subscribe(onNext: { print($0) })
/// subject.onNext(2)  // 2
/// subscription.dispose()
/// ```
///
/// ## Threading
///
/// `PublishSubject` is `Sendable`: sending, subscribing and disposing from several threads at
/// once is safe, and events to one observer never overlap. Sends are serialised through a
/// queue: when another thread is delivering, a send is queued and delivered by that thread
/// (so `onNext` can return before the event reached the observers).
///
/// > Important: A reentrant send (calling `onNext` from inside one of this subject's
/// > observers) does not nest: the new event is queued and delivered after the current event
/// > has reached every observer (breadth-first), on the same thread, before the outer send
/// > returns.
///
/// After ``dispose()``, sends are ignored and new subscribers receive `RxError.disposed`.
public final class PublishSubject<Element: Sendable>: ObservableType, ObserverType, Cancelable {
  @usableFromInline let hub: SubjectHub<Element>
  private let observable: Observable<Element>

  /// Creates a subject with no observers.
  public init() {
    (hub, observable) = SubjectHub.ends(retention: .none)
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool {
    hub.hasObservers
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    hub.isDisposed
  }

  /// Sends `event` to every current observer.
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
  /// - Returns: An observable of the subject's events.
  public func asObservable() -> Observable<Element> {
    observable
  }

  /// Removes every observer (without sending them anything) and ignores later events;
  /// later subscribers receive `RxError.disposed`.
  public func dispose() {
    hub.dispose()
  }
}
