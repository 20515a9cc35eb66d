// SPDX-License-Identifier: MIT

/// A type-erased observer: forwards every event to a closure or to another observer.
///
/// ```swift
/// let printer = AnyObserver<Int> { event in print(event) }
/// printer.onNext(1)  // next(1)
/// ```
public struct AnyObserver<Element: Sendable>: ObserverType {
  /// Receives each event, passed `inout` (by address); it never changes the event.
  ///
  /// Why `inout`: a closure stored in a generic type takes a generic argument indirectly,
  /// while the same closure made in specialised code (an operator's sink for `Int`) takes
  /// `Event<Int>` in registers, so Swift puts a thunk between them that loads the event from
  /// memory. That thunk loads the case tag (one byte, stored by the caller a few instructions
  /// earlier) with a 4-byte load, which the processor cannot forward from the 1-byte store: a
  /// store-forwarding stall on every hop of an operator chain. An `inout` argument is passed by
  /// address at every abstraction level, so there is no thunk, the observer reads the tag with
  /// a 1-byte load, and a closure that captures only the observer object uses that object as
  /// its context instead of allocating one. Unspecialised code passes the address it already
  /// has, without copying or looking metadata up (a raw pointer, the other way to pass an
  /// address, cost two metadata look-ups and a copy per event there).
  @usableFromInline let deliver: @Sendable (inout Event<Element>) -> Void

  /// The closure that receives every event.
  public var observer: @Sendable (Event<Element>) -> Void {
    let deliver = deliver
    return { event in
      var event = event
      deliver(&event)
    }
  }

  /// Creates an observer from an event handler.
  ///
  /// - Parameter eventHandler: Called with each event.
  @inlinable
  public init(eventHandler: @escaping @Sendable (Event<Element>) -> Void) {
    deliver = { eventHandler($0) }
  }

  /// Wraps another observer.
  ///
  /// - Parameter observer: The observer to forward events to.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    if let erased = observer as? AnyObserver<Element> {
      self = erased
    } else {
      deliver = { observer.on($0) }
    }
  }

  /// Creates an observer from a `deliver` closure, for operators: one closure (and context)
  /// instead of a closure wrapped in another (see ``init(eventHandler:)``). A static function,
  /// not an initialiser, so that `AnyObserver { ... }` stays unambiguous.
  @inlinable
  static func delivering(_ deliver: @escaping @Sendable (inout Event<Element>) -> Void) -> Self {
    Self(deliver, byAddress: ())
  }

  /// The initialiser behind ``delivering(_:)``; the unlabelled closure comes first and a
  /// second parameter follows, so `AnyObserver { ... }` never picks it.
  @inlinable
  init(_ deliver: @escaping @Sendable (inout Event<Element>) -> Void, byAddress: Void) {
    self.deliver = deliver
  }

  /// Forwards `event` to the wrapped handler.
  ///
  /// - Parameter event: The event to forward.
  @inlinable @inline(__always)
  public func on(_ event: Event<Element>) {
    // Always inlined: in unspecialised code the copy below needs `Event<Element>`'s metadata,
    // which the caller has usually looked up already (to build or switch over the event); only
    // inlined can the two look-ups be merged.
    var event = event
    deliver(&event)
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
    let observer = self
    return AnyObserver<Source> { event in observer.on(event.map(transform)) }
  }
}
