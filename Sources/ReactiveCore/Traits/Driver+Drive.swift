// SPDX-License-Identifier: MIT

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// Sends the driver's elements to `observers`.
  ///
  /// The observers are called where the driver delivers (the main queue in production).
  ///
  /// - Parameter observers: The observers to forward every event to.
  /// - Returns: A disposable that ends the binding.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    forward(to: observers)
  }

  /// Sends the driver's elements, as optionals, to `observers`.
  ///
  /// - Parameter observers: The observers to forward every event to.
  /// - Returns: A disposable that ends the binding.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    forwardOptional(to: observers)
  }

  /// Accepts the driver's elements into `relays`.
  ///
  /// - Parameter relays: The relays to accept every element.
  /// - Returns: A disposable that ends the binding.
  public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
    accept(into: relays.map { $0.accept })
  }

  /// Accepts the driver's elements into `relays`.
  ///
  /// - Parameter relays: The relays to accept every element.
  /// - Returns: A disposable that ends the binding.
  public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
    accept(into: relays.map { $0.accept })
  }

  /// Subscribes main-actor closures to the driver.
  ///
  /// The closures are `@MainActor`: a `@MainActor` view model can update its own state in
  /// them directly.
  ///
  /// ```swift
  /// @MainActor final class ProfileViewModel {
  ///   private(set) var title = ""
  ///   private let disposeBag = DisposeBag()
  ///
  ///   init(name: Driver<String>) {
  ///     name.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
  ///   }
  /// }
  /// ```
  ///
  /// > Important: `onNext` and `onCompleted` are called synchronously where the driver
  /// > delivers, which must be the main actor: the main queue in production, or a test
  /// > scheduler advanced from a `@MainActor` test. A delivery off the main actor traps with
  /// > "drive(onNext:) delivered off the main actor". `onDisposed` runs inline when the
  /// > subscription is disposed on the main actor, and is enqueued on the main queue otherwise.
  ///
  /// - Parameters:
  ///   - onNext: Called on the main actor with each element.
  ///   - onCompleted: Called on the main actor when the driver completes.
  ///   - onDisposed: Called on the main actor once the subscription ends for any reason.
  /// - Returns: A disposable that ends the subscription.
  public func drive(
    onNext: (@MainActor (Element) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainActor(
      asObservable(),
      api: "drive(onNext:)",
      onNext: onNext,
      onCompleted: onCompleted,
      onDisposed: onDisposed
    )
  }
}
