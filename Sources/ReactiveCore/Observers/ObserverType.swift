// SPDX-License-Identifier: MIT

/// A receiver of the events of an observable sequence.
///
/// The sequence calls ``on(_:)`` following the grammar `next* (error | completed)?`, and never
/// calls it for the same observer from two threads at once, so an observer may keep plain
/// mutable state that only ``on(_:)`` touches.
///
/// > Important: Observers are `Sendable` because a sequence may deliver on any scheduler.
public protocol ObserverType<Element>: Sendable {
  /// The type of elements the observer receives.
  associatedtype Element: Sendable

  /// Receives one event.
  ///
  /// - Parameter event: The element, failure or completion to handle.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  ///
  /// - Parameter element: The element to send.
  @inlinable
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Sends `.error(error)`.
  ///
  /// - Parameter error: The failure to send.
  public func onError(_ error: any Error) {
    on(.error(error))
  }

  /// Sends `.completed`.
  public func onCompleted() {
    on(.completed)
  }

  /// Wraps this observer in a type-erased ``AnyObserver``.
  ///
  /// - Returns: An observer forwarding every event to `self`.
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }
}
