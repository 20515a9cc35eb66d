// SPDX-License-Identifier: MIT

/// A type that can be observed as a sequence of events: observables, subjects, relays, traits.
///
/// Operators are defined on this protocol, so they apply to subjects and relays directly.
public protocol ObservableType<Element>: Sendable {
  /// The type of the elements of the sequence.
  associatedtype Element: Sendable

  /// Subscribes `observer` to the sequence.
  ///
  /// The observer receives events following `next* (error | completed)?`, never two at once.
  /// After a terminal event the subscription releases its resources by itself.
  ///
  /// - Parameter observer: Receives the events.
  /// - Returns: A disposable that cancels the subscription.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element

  /// This sequence as an ``Observable``.
  ///
  /// - Returns: An observable with the same events.
  func asObservable() -> Observable<Element>
}

extension ObservableType {
  /// Subscribes `observer` (default implementation: through ``asObservable()``).
  ///
  /// - Parameter observer: Receives the events.
  /// - Returns: A disposable that cancels the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe(observer)
  }
}
