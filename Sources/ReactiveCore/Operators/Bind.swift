// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Subscribes every observer in `observers` to this sequence: each event goes to each of
  /// them, in order.
  ///
  /// Errors and completion are forwarded too (binding to an observer is a subscription).
  ///
  /// ```swift
  /// let name = BehaviorSubject(value: "")
  /// let disposable = textChanges.bind(to: name)
  /// ```
  ///
  /// - Parameter observers: The observers to send events to.
  /// - Returns: A disposable that ends the binding.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes every observer of optional elements in `observers` to this sequence.
  ///
  /// - Parameter observers: The observers to send events to, each element wrapped in `.some`.
  /// - Returns: A disposable that ends the binding.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    subscribe { event in
      let wrapped = event.map { Optional($0) }
      for observer in observers { observer.on(wrapped) }
    }
  }

  /// Passes this sequence to `binder` and returns what it returns.
  ///
  /// Lets a function that takes an observable read as a binding target.
  ///
  /// - Parameter binder: Builds the binding from this sequence.
  /// - Returns: What `binder` returns (usually a disposable).
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes this sequence and one extra argument to a curried `binder`.
  ///
  /// - Parameters:
  ///   - binder: Builds the binding from this sequence and `curriedArgument`.
  ///   - curriedArgument: The extra argument.
  /// - Returns: What `binder` returns (usually a disposable).
  public func bind<Argument, Result>(
    to binder: (Self) -> (Argument) -> Result,
    curriedArgument: Argument
  ) -> Result {
    binder(self)(curriedArgument)
  }

  /// Subscribes `onNext` to the elements of this sequence; a binding must not fail.
  ///
  /// > Important: An error is a programmer error for a binding: it traps in debug builds
  /// > (`DEBUG` defined) and is printed and ignored in release builds. Use
  /// > `subscribe(onNext:onError:)` for sequences that can fail.
  ///
  /// - Parameter onNext: Called with each element.
  /// - Returns: A disposable that ends the binding.
  public func bind(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
    subscribe(onNext: onNext, onError: { error in bindingFailed(error, target: "onNext") })
  }

  // MARK: Relays

  /// Accepts every element of this sequence into each relay in `relays`.
  ///
  /// Relays never fail or complete, so completion is not forwarded.
  ///
  /// > Important: An error cannot be forwarded to a relay. It is a programmer error: it traps
  /// > in debug builds (`DEBUG` defined) and is printed and ignored in release builds. Make the
  /// > sequence infallible first (for example with `catchAndReturn`).
  ///
  /// - Parameter relays: The relays to accept elements into.
  /// - Returns: A disposable that ends the binding.
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    bindToRelays("PublishRelay") { element in for relay in relays { relay.accept(element) } }
  }

  /// Accepts every element of this sequence, wrapped in `.some`, into each relay in `relays`.
  ///
  /// An error traps in debug builds and is printed and ignored in release builds.
  ///
  /// - Parameter relays: The relays to accept elements into.
  /// - Returns: A disposable that ends the binding.
  public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
    bindToRelays("PublishRelay") { element in for relay in relays { relay.accept(element) } }
  }

  /// Makes every element of this sequence the value of each relay in `relays`.
  ///
  /// Completion is not forwarded. An error traps in debug builds (`DEBUG` defined) and is
  /// printed and ignored in release builds.
  ///
  /// - Parameter relays: The relays to accept elements into.
  /// - Returns: A disposable that ends the binding.
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    bindToRelays("BehaviorRelay") { element in for relay in relays { relay.accept(element) } }
  }

  /// Makes every element of this sequence, wrapped in `.some`, the value of each relay.
  ///
  /// An error traps in debug builds and is printed and ignored in release builds.
  ///
  /// - Parameter relays: The relays to accept elements into.
  /// - Returns: A disposable that ends the binding.
  public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    bindToRelays("BehaviorRelay") { element in for relay in relays { relay.accept(element) } }
  }

  /// Accepts every element of this sequence into each replay relay in `relays`.
  ///
  /// Completion is not forwarded. An error traps in debug builds (`DEBUG` defined) and is
  /// printed and ignored in release builds.
  ///
  /// - Parameter relays: The relays to accept elements into.
  /// - Returns: A disposable that ends the binding.
  public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
    bindToRelays("ReplayRelay") { element in for relay in relays { relay.accept(element) } }
  }

  /// Accepts every element of this sequence, wrapped in `.some`, into each replay relay.
  ///
  /// An error traps in debug builds and is printed and ignored in release builds.
  ///
  /// - Parameter relays: The relays to accept elements into.
  /// - Returns: A disposable that ends the binding.
  public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
    bindToRelays("ReplayRelay") { element in for relay in relays { relay.accept(element) } }
  }

  private func bindToRelays(_ target: String, accept: @escaping @Sendable (Element) -> Void) -> any Disposable {
    subscribe(onNext: accept, onError: { error in bindingFailed(error, target: target) })
  }
}

/// A binding received an error it cannot forward: trap in debug, print and ignore in release
/// (RxSwift's policy for bindings).
private func bindingFailed(_ error: any Error, target: String) {
  #if DEBUG
    fatalError("ReactiveCore: binding error to \(target): \(error)")
  #else
    print("ReactiveCore: binding error to \(target) ignored: \(error)")
  #endif
}
