// SPDX-License-Identifier: MIT

/// A push-based sequence of elements: the core type of ReactiveCore.
///
/// An `Observable` is a recipe: nothing happens until it is subscribed, and each subscription
/// runs the recipe again (use ``ObservableType/share(replay:scope:)`` to share one run).
/// It is a small value, `Sendable`, and cheap to copy.
///
/// ```swift
/// let numbers = Observable<Int>.create { observer in
///   observer.onNext(1)
///   observer.onNext(2)
///   observer.onCompleted()
///   return Disposables.create()
/// }
/// _ = numbers.subscribe(onNext: { print($0) })  // 1, 2
/// ```
///
/// Elements are `Sendable` because a sequence may deliver them on any scheduler.
public struct Observable<Element: Sendable>: ObservableType {
  /// Subscribes an observer without the grammar guard: the building block of operators.
  @usableFromInline
  let subscribeHandler: @Sendable (AnyObserver<Element>) -> any Disposable

  /// Creates an observable from its raw subscribe function.
  @usableFromInline
  init(subscribeHandler: @escaping @Sendable (AnyObserver<Element>) -> any Disposable) {
    self.subscribeHandler = subscribeHandler
  }

  /// Subscribes `observer`, guaranteeing the grammar: nothing after a terminal event, nothing
  /// after `dispose()`, and the upstream subscription released after a terminal event.
  ///
  /// - Parameter observer: Receives the events.
  /// - Returns: A disposable that cancels the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let sink = GuardSink(forwardingTo: observer)
    sink.attach(subscribeHandler(AnyObserver(sink)))
    return sink
  }

  /// Returns `self`.
  ///
  /// - Returns: This observable.
  @inlinable
  public func asObservable() -> Observable<Element> {
    self
  }

  /// Subscribes without the grammar guard (operators guard what they need themselves).
  @inlinable
  func subscribeUnguarded(_ observer: AnyObserver<Element>) -> any Disposable {
    subscribeHandler(observer)
  }
}

extension ObservableType {
  /// Subscribes an operator's sink without an extra guard layer.
  @inlinable
  func subscribeUnguarded<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribeHandler(AnyObserver(observer))
  }
}
