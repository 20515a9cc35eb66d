// SPDX-License-Identifier: MIT

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
  /// Sends the signal's events to `observers`.
  ///
  /// The observers are called where the signal delivers (the main queue in production).
  ///
  /// - Parameter observers: The observers to forward every event to.
  /// - Returns: A disposable that ends the binding.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    forward(to: observers)
  }

  /// Sends the signal's events, as optionals, to `observers`.
  ///
  /// - Parameter observers: The observers to forward every event to.
  /// - Returns: A disposable that ends the binding.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    forwardOptional(to: observers)
  }

  /// Accepts the signal's elements into `relays`.
  ///
  /// - Parameter relays: The relays to accept every element.
  /// - Returns: A disposable that ends the binding.
  public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
    accept(into: relays.map { $0.accept })
  }

  /// Accepts the signal's elements into `relays`.
  ///
  /// - Parameter relays: The relays to accept every element.
  /// - Returns: A disposable that ends the binding.
  public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
    accept(into: relays.map { $0.accept })
  }

  /// Accepts the signal's elements into `relays`.
  ///
  /// - Parameter relays: The relays to accept every element.
  /// - Returns: A disposable that ends the binding.
  public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
    accept(into: relays.map { $0.accept })
  }

  /// Subscribes main-actor closures to the signal.
  ///
  /// The closures are `@MainActor`: a `@MainActor` view model or view can react to one-shot
  /// events (show a message, navigate) with its own state directly.
  ///
  /// ```swift
  /// viewModel.message
  ///   .emit(onNext: { [weak self] in self?.showToast($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// > Important: `onNext` and `onCompleted` are called synchronously where the signal
  /// > delivers, which must be the main actor: the main queue in production, or a test
  /// > scheduler advanced from a `@MainActor` test. A delivery off the main actor traps with
  /// > "emit(onNext:) delivered off the main actor". `onDisposed` runs inline when the
  /// > subscription is disposed on the main actor, and is enqueued on the main queue otherwise.
  ///
  /// - Parameters:
  ///   - onNext: Called on the main actor with each element.
  ///   - onCompleted: Called on the main actor when the signal completes.
  ///   - onDisposed: Called on the main actor once the subscription ends for any reason.
  /// - Returns: A disposable that ends the subscription.
  public func emit(
    onNext: (@MainActor (Element) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainActor(
      asObservable(),
      api: "emit(onNext:)",
      onNext: onNext,
      onCompleted: onCompleted,
      onDisposed: onDisposed
    )
  }
}
