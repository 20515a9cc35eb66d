// SPDX-License-Identifier: MIT

public import ReactiveListInternals

extension ObservableType {
  /// Subscribes closures to the events of the sequence.
  ///
  /// The closures run on whichever scheduler delivers the events, never two at once, and are
  /// released when the subscription ends (terminal event or `dispose()`).
  ///
  /// ```swift
  /// let subscription = Observable.of(1, 2).subscribe(
  ///   onNext: { print($0) },
  ///   onCompleted: { print("done") }
  /// )
  /// // 1, 2, done
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onError: Called once if the sequence fails.
  ///   - onCompleted: Called once if the sequence completes.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(
    onNext: (@Sendable (Element) -> Void)? = nil,
    onError: (@Sendable (any Error) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> any Disposable {
    let subscription = ClosureSubscription(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    subscription.attach(
      asObservable().subscribeHandler(AnyObserver(ClosureSubscriptionGate(onNext: onNext, subscription)))
    )
    return subscription
  }

  /// Subscribes a single event handler.
  ///
  /// - Parameter on: Called with each event.
  /// - Returns: A disposable that cancels the subscription.
  public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> any Disposable {
    subscribe(AnyObserver(eventHandler: on))
  }
}

/// The subscription `subscribe(onNext:onError:onCompleted:onDisposed:)` returns: the locked
/// state of the subscription is the disposable itself, so it costs one object.
///
/// It keeps no `Element`-typed state: disposal runs unspecialised (it is reached through
/// `any Disposable`), and a generic state type there cost two runtime metadata look-ups per
/// subscription.
///
/// A generic type conforms to a protocol at most once, so this is the only `Disposable`
/// `LockedState` can ever be: another state type that needs to be disposable wraps its lock.
@usableFromInline
typealias ClosureSubscription = LockedState<ClosureSubscriptionState>

/// What a ``ClosureSubscription`` guards with its lock. `package` because the package-visible
/// `Disposable` conformance of `LockedState` names it.
@usableFromInline
package struct ClosureSubscriptionState {
  @usableFromInline var isStopped = false
  @usableFromInline var upstream: (any Disposable)?
  /// `nil` when only `onNext` was given (the usual case), which keeps the subscription 40 bytes
  /// smaller.
  var handlers: TerminalHandlers?
  /// Counts the subscription in `Resources` until it is released (not when it stops).
  let resource = ResourceToken()

  init(handlers: TerminalHandlers?) {
    self.handlers = handlers
  }
}

extension LockedState: Disposable, Cancelable where State == ClosureSubscriptionState {
  @usableFromInline
  convenience init(
    onError: (@Sendable (any Error) -> Void)?,
    onCompleted: (@Sendable () -> Void)?,
    onDisposed: (@Sendable () -> Void)?
  ) {
    // Checked here, not by a failable `TerminalHandlers.init?`: a class's failable initialiser
    // allocates the instance before it can fail, so the usual case (only `onNext`) paid an
    // allocation and a partial deallocation per subscribe.
    if onError == nil && onCompleted == nil && onDisposed == nil {
      self.init(State(handlers: nil))
    } else {
      self.init(State(handlers: TerminalHandlers(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)))
    }
  }

  /// Keeps the source's disposable, or disposes it at once when the subscription already stopped
  /// (the source terminated while it was being subscribed, or `dispose()` raced it).
  ///
  /// `consuming`, and moved in with `swap`: assigning the existential copies it through the
  /// runtime's value witnesses and first destroys the `nil` it replaces (Benchmarks/README.md,
  /// "Where a subscribe-and-dispose spends its time").
  @usableFromInline
  func attach(_ upstream: consuming any Disposable) {
    var held: (any Disposable)? = upstream
    withLock { state in
      if !state.isStopped { swap(&state.upstream, &held) }
    }
    // Still held when the subscription had already stopped: dispose it now, after the lock.
    held?.dispose()
  }

  /// Whether the subscription stopped (terminal event or `dispose()`).
  @usableFromInline package var isDisposed: Bool {
    withLock { $0.isStopped }
  }

  /// Whether elements may still be delivered (one lock round trip).
  @inlinable
  var acceptsElements: Bool {
    withLock { !$0.isStopped }
  }

  /// Stops the subscription with a terminal event: `error` when it failed, `nil` when it
  /// completed.
  @usableFromInline
  func terminate(failure error: (any Error)?) {
    var owned = StoppedSubscription()
    guard stop(into: &owned) else { return }
    if let error {
      owned.handlers?.onError?(error)
    } else {
      owned.handlers?.onCompleted?()
    }
    finish(&owned)
  }

  /// Stops the subscription: disposes the source's subscription and calls `onDisposed`, once.
  @usableFromInline package func dispose() {
    var owned = StoppedSubscription()
    guard stop(into: &owned) else { return }
    finish(&owned)
  }

  /// Marks the subscription stopped and moves what it owned into `owned`; `false` if it had
  /// already stopped.
  ///
  /// Moved with `swap` into the caller's variable, never copied: copies of the optional
  /// existential go through the runtime's value witnesses, which made
  /// `subscribe_dispose_churn` markedly slower (Benchmarks/README.md, "After issue 13's last
  /// steps"); returning the moved values in an optional struct still copied them once more
  /// ("Where a subscribe-and-dispose spends its time").
  private func stop(into owned: inout StoppedSubscription) -> Bool {
    withLock { state in
      guard !state.isStopped else { return false }
      state.isStopped = true
      swap(&owned.upstream, &state.upstream)
      swap(&owned.handlers, &state.handlers)
      return true
    }
  }

  private func finish(_ owned: inout StoppedSubscription) {
    // `take()`: `owned.upstream?.dispose()` copies the existential to call it.
    owned.upstream.take()?.dispose()
    owned.handlers?.onDisposed?()
  }
}

/// What a stopped ``ClosureSubscription`` hands over to be disposed and called after its lock.
private struct StoppedSubscription {
  var upstream: (any Disposable)?
  var handlers: TerminalHandlers?
}

/// The observer a `subscribe(onNext:...)` subscription gives its source: calls `onNext` with
/// each element while its ``ClosureSubscription`` has not stopped, and passes terminal events to
/// it.
///
/// `onNext` is a `let` of this object, which the source keeps alive while it delivers, so an
/// element is delivered without retaining or releasing the closure (a `var` read from the
/// subscription under its lock cost a retain and a release per element). It is released with
/// this object: when the source lets go of its observer, which every source does when the
/// subscription is disposed or terminates. Elements that arrive after the subscription stopped
/// are dropped.
@usableFromInline
final class ClosureSubscriptionGate<Element: Sendable>: ObserverType, Sendable {
  @usableFromInline let onNext: @Sendable (Element) -> Void
  @usableFromInline let subscription: ClosureSubscription

  @usableFromInline
  init(onNext: (@Sendable (Element) -> Void)?, _ subscription: ClosureSubscription) {
    // Unwrapped with `if let`, not `??` or `Optional.map`: a generic function would pass the
    // closure through its own abstraction and allocate thunks per subscription.
    if let onNext {
      self.onNext = onNext
    } else {
      self.onNext = { _ in }
    }
    self.subscription = subscription
  }

  @inlinable @inline(__always)
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if subscription.acceptsElements { onNext(element) }
    case .error(let error):
      subscription.terminate(failure: error)
    case .completed:
      subscription.terminate(failure: nil)
    }
  }
}

/// The closures of a ``ClosureSubscription`` that run at most once, allocated only when one is
/// given.
final class TerminalHandlers: Sendable {
  let onError: (@Sendable (any Error) -> Void)?
  let onCompleted: (@Sendable () -> Void)?
  let onDisposed: (@Sendable () -> Void)?

  init(
    onError: (@Sendable (any Error) -> Void)?,
    onCompleted: (@Sendable () -> Void)?,
    onDisposed: (@Sendable () -> Void)?
  ) {
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }
}
