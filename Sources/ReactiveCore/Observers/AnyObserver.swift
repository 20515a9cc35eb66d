// SPDX-License-Identifier: MIT

/// A type-erased observer: forwards every event to a closure or to another observer.
///
/// ```swift
/// let printer = AnyObserver<Int> { event in print(event) }
/// printer.onNext(1)  // next(1)
/// ```
public struct AnyObserver<Element: Sendable>: ObserverType {
  /// The closure that receives every event.
  public let observer: @Sendable (Event<Element>) -> Void

  /// Creates an observer from an event handler.
  ///
  /// - Parameter eventHandler: Called with each event.
  @inlinable
  public init(eventHandler: @escaping @Sendable (Event<Element>) -> Void) {
    self.observer = eventHandler
  }

  /// Wraps another observer.
  ///
  /// - Parameter observer: The observer to forward events to.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    if let erased = observer as? AnyObserver<Element> {
      self = erased
    } else {
      self.observer = observer.on
    }
  }

  /// Forwards `event` to the wrapped handler.
  ///
  /// - Parameter event: The event to forward.
  @inlinable
  public func on(_ event: Event<Element>) {
    observer(event)
  }

  /// Returns `self`.
  ///
  /// - Returns: This observer.
  public func asObserver() -> AnyObserver<Element> {
    self
  }

  /// Returns an observer that transforms elements before forwarding them here.
  ///
  /// - Parameter transform: Maps each incoming element; a thrown error is forwarded as `.error`.
  /// - Returns: An observer of the source element type.
  public func mapObserver<Source: Sendable>(
    _ transform: @escaping @Sendable (Source) throws -> Element
  ) -> AnyObserver<Source> {
    let observer = self.observer
    return AnyObserver<Source> { event in observer(event.map(transform)) }
  }
}
