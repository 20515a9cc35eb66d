// SPDX-License-Identifier: MIT

/// A ``PublishSubject`` that never fails and never completes: it only carries elements.
///
/// Use it for UI events and other streams that must stay alive. Send with ``accept(_:)``.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// _ = taps.subscribe(onNext: { print("tap") })
/// taps.accept(())  // tap
/// ```
///
/// ## Threading
///
/// `PublishRelay` is `Sendable`: accepting and subscribing from several threads at once is
/// safe, and elements reach one observer one at a time. When another thread is delivering,
/// ``accept(_:)`` queues the element for that thread and returns.
///
/// > Important: A reentrant ``accept(_:)`` (from inside one of this relay's observers) is
/// > queued and delivered after the current element has reached every observer
/// > (breadth-first), before the outer `accept` returns.
public final class PublishRelay<Element: Sendable>: ObservableType {
  @usableFromInline let hub: SubjectHub<Element>
  private let observable: Observable<Element>

  /// Creates a relay with no observers.
  public init() {
    (hub, observable) = SubjectHub.ends(retention: .none)
  }

  /// Sends `element` to every current observer.
  ///
  /// - Parameter element: The element to send.
  @inlinable
  public func accept(_ element: Element) {
    hub.send(.next(element))
  }

  /// Whether any observer is subscribed (for the package's own lifetime checks, such as
  /// ListViewModels' sections pipelines).
  package var hasObservers: Bool {
    hub.hasObservers
  }

  /// This relay as an ``Observable`` (which never errors or completes).
  ///
  /// - Returns: An observable of the relay's elements.
  public func asObservable() -> Observable<Element> {
    observable
  }
}
