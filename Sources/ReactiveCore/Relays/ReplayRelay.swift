// SPDX-License-Identifier: MIT

/// A ``ReplaySubject`` that never fails and never completes.
///
/// A new subscriber first receives the buffered elements, oldest first, then every later
/// element. Send with ``accept(_:)``.
///
/// ```swift
/// let log = ReplayRelay<String>.create(bufferSize: 2)
/// log.accept("a")
/// log.accept("b")
/// log.accept("c")
/// _ = log.subscribe(onNext: { print($0) })  // b, c
/// ```
///
/// ## Threading
///
/// `ReplayRelay` is `Sendable`: accepting and subscribing from several threads at once is
/// safe, and elements reach one observer one at a time. Accepted elements and replays go
/// through one queue, so a subscriber receives its replay and then exactly the elements
/// accepted after it subscribed.
///
/// > Important: A reentrant ``accept(_:)`` (from inside one of this relay's observers) is
/// > queued and delivered after the current element has reached every observer
/// > (breadth-first), before the outer `accept` returns.
public final class ReplayRelay<Element: Sendable>: ObservableType {
  @usableFromInline let hub: SubjectHub<Element>
  private let observable: Observable<Element>

  private init(retention: SubjectRetention) {
    (hub, observable) = SubjectHub.ends(retention: retention)
  }

  /// Creates a relay that replays the last `bufferSize` elements.
  ///
  /// - Parameter bufferSize: How many elements to keep; must not be negative.
  /// - Returns: A new relay.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(retention: .bounded(bufferSize))
  }

  /// Creates a relay that replays every element it ever received.
  ///
  /// - Returns: A new relay.
  /// - Complexity: Memory grows with every element accepted.
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(retention: .unbounded)
  }

  /// Buffers `element` and sends it to every observer.
  ///
  /// - Parameter element: The element to send.
  @inlinable
  public func accept(_ element: Element) {
    hub.send(.next(element))
  }

  /// This relay as an ``Observable`` (which never errors or completes).
  ///
  /// - Returns: An observable of the replayed and later elements.
  public func asObservable() -> Observable<Element> {
    observable
  }
}
