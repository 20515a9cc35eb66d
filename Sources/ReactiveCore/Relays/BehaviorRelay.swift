// SPDX-License-Identifier: MIT

/// A ``BehaviorSubject`` that never fails and never completes: it holds a current value.
///
/// Each subscriber first receives the current ``value``, then every later element. Send with
/// ``accept(_:)``.
///
/// ```swift
/// let count = BehaviorRelay(value: 0)
/// _ = count.subscribe(onNext: { print($0) })  // 0
/// count.accept(count.value + 1)  // 1
/// ```
///
/// ## Threading
///
/// `BehaviorRelay` is `Sendable`: accepting and subscribing from several threads at once is
/// safe, and elements reach one observer one at a time. Accepted elements and the replay to
/// a new subscriber go through one queue, so a subscriber never sees its replayed value after
/// a newer element. ``value`` changes as soon as ``accept(_:)`` is called, even when the
/// element is still queued for delivery by another thread.
///
/// > Important: A reentrant ``accept(_:)`` (from inside one of this relay's observers) is
/// > queued and delivered after the current element has reached every observer
/// > (breadth-first), before the outer `accept` returns; ``value`` is updated at once.
/// > `relay.accept(relay.value + 1)` from two threads at once can still lose an update:
/// > reading and accepting are two separate steps.
public final class BehaviorRelay<Element: Sendable>: ObservableType {
  @usableFromInline let hub: SubjectHub<Element>
  private let observable: Observable<Element>

  /// Creates a relay whose current value is `value`.
  ///
  /// - Parameter value: Replayed to subscribers until another element is accepted.
  public init(value: Element) {
    (hub, observable) = SubjectHub.ends(retention: .latest, initial: value)
  }

  /// The latest accepted element (or the initial value).
  public var value: Element {
    // A behavior relay is never disposed and never fails, so its hub always has a value.
    try! hub.latest()
  }

  /// Makes `element` the current value and sends it to every observer.
  ///
  /// - Parameter element: The new value.
  @inlinable
  public func accept(_ element: Element) {
    hub.send(.next(element))
  }

  /// Changes the value in place and emits the new value, as one step.
  ///
  /// Unlike `accept(value.appending(x))`, which copies a collection held in the value because
  /// the relay still holds the old one, `update` changes the value where the relay keeps it:
  /// when no observer kept a copy, nothing is copied. No other thread's `accept` or `update`
  /// can come between the change and its emission.
  ///
  /// ```swift
  /// let names = BehaviorRelay(value: ["Ada"])
  /// names.update { $0.append("Grace") }  // emits ["Ada", "Grace"]
  /// let count = names.update { names -> Int in names.removeFirst(); return names.count }  // 1
  /// ```
  ///
  /// > Important: `body` runs while the relay is locked: it must not use this relay (that
  /// > deadlocks). Observers are called after it returns, outside the lock, as for `accept`.
  ///
  /// - Parameter body: Changes the value; its result is returned.
  /// - Returns: What `body` returned.
  /// - Complexity: O(1) plus `body`, when no observer holds a copy of the value.
  public func update<Result>(_ body: (inout Element) -> Result) -> Result {
    hub.update(body)
  }

  /// Whether any observer is subscribed (for the package's own lifetime checks, such as
  /// ListViewModels' sections pipelines).
  package var hasObservers: Bool {
    hub.hasObservers
  }

  /// This relay as an ``Observable`` (which never errors or completes).
  ///
  /// - Returns: An observable of the current value and later elements.
  public func asObservable() -> Observable<Element> {
    observable
  }
}
