// SPDX-License-Identifier: MIT

#if !canImport(Darwin)
  public import Synchronization
#endif

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
    let sink = ClosureSink(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    sink.attach(asObservable().subscribeHandler(AnyObserver(sink)))
    return sink
  }

  /// Subscribes a single event handler.
  ///
  /// - Parameter on: Called with each event.
  /// - Returns: A disposable that cancels the subscription.
  public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> any Disposable {
    subscribe(AnyObserver(eventHandler: on))
  }
}

/// The sink behind `subscribe(onNext:onError:onCompleted:onDisposed:)`: a guard that calls
/// closures instead of an observer, so a closure subscription costs one object.
///
/// The element path is `@inlinable` so it is specialised for the caller's element type (no
/// generic metadata look-ups per event); terminal events and disposal stay out of line.
///
/// It is its own locked state (a `LockedState` subclass), so the sink and its lock are one
/// allocation. The locked state does not mention `Element` (only `onNext` does, kept beside it
/// under the same lock): disposal runs unspecialised (it is reached through `any Disposable`),
/// and a generic state type there cost two runtime metadata look-ups per subscription.
@usableFromInline
// Safety: the inherited state and `onNext` are only touched inside `withLock`; the closures
// are `@Sendable`; `resource` is immutable. Restated because the conformance is inherited.
final class ClosureSink<Element: Sendable>: LockedState<ClosureSinkState>, ObserverType, Cancelable,
  @unchecked Sendable
{
  @usableFromInline typealias State = ClosureSinkState

  /// Called with each element; written only under the inherited lock, `nil` once stopped.
  ///
  /// Where `Synchronization.Atomic` is available everywhere (not on Apple platforms before
  /// iOS 18 / macOS 15), the element path reads it without the lock and without retaining
  /// it: `delivery` marks a delivery in progress, `stop()` then leaves `onNext` for that
  /// delivery to release when it ends. Two atomic operations per element instead of a lock
  /// round trip plus a retain and a release.
  @usableFromInline @exclusivity(unchecked) var onNext: ElementHandler<Element>?
  #if !canImport(Darwin)
    /// `delivering` while an element is being delivered, `stopped` once the sink stopped.
    @usableFromInline let delivery = Atomic<UInt8>(0)
    @inlinable static var delivering: UInt8 { 1 }
    @inlinable static var stopped: UInt8 { 2 }
  #endif
  private let resource = ResourceToken()

  @usableFromInline
  init(
    onNext: (@Sendable (Element) -> Void)?,
    onError: (@Sendable (any Error) -> Void)?,
    onCompleted: (@Sendable () -> Void)?,
    onDisposed: (@Sendable () -> Void)?
  ) {
    self.onNext = ElementHandler(onNext)
    super.init(State(handlers: TerminalHandlers(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)))
  }

  @usableFromInline
  func attach(_ upstream: any Disposable) {
    let disposeNow: Bool = withLock { state in
      if state.isStopped { return true }
      state.upstream = upstream
      return false
    }
    if disposeNow { upstream.dispose() }
  }

  @usableFromInline
  var isDisposed: Bool {
    withLock { $0.isStopped }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if case .next(let element) = event {
      #if canImport(Darwin)
        deliverLocked(element)
      #else
        let (began, current) = delivery.compareExchange(
          expected: 0,
          desired: Self.delivering,
          ordering: .acquiring
        )
        if began {
          // Safe without the lock: `stop()` does not touch `onNext` while `delivering` is set.
          onNext?.call(element)
          let (ended, _) = delivery.compareExchange(expected: Self.delivering, desired: 0, ordering: .releasing)
          if !ended { releaseOnNextAfterStop() }  // stopped meanwhile: the release is ours
        } else if current & Self.stopped == 0 {
          deliverLocked(element)
        }
      #endif
    } else {
      terminate(with: event)
    }
  }

  @usableFromInline
  func terminate(with event: Event<Element>) {
    switch event {
    case .next:
      return
    case .error(let error):
      guard let state = stop() else { return }
      state.handlers?.onError?(error)
      finish(state)
    case .completed:
      guard let state = stop() else { return }
      state.handlers?.onCompleted?()
      finish(state)
    }
  }

  @usableFromInline
  func dispose() {
    guard let state = stop() else { return }
    finish(state)
  }

  /// Delivers an element through a retained copy of `onNext` taken under the lock: the element
  /// path where atomics are unavailable, and elsewhere for an element that arrived while another
  /// delivery is in progress (a source calling back from `onNext`, or one breaking the contract
  /// by sending from two threads at once), since that delivery may release `onNext` when it ends.
  @inlinable
  func deliverLocked(_ element: Element) {
    let onNext = withLock { $0.isStopped ? nil : self.onNext }
    onNext?.call(element)
  }

  #if !canImport(Darwin)

    /// Releases `onNext` after `stop()` left it to the delivery that was in progress.
    @usableFromInline
    func releaseOnNextAfterStop() {
      var onNext: ElementHandler<Element>?
      withLock { _ in
        onNext = self.onNext
        self.onNext = nil
      }
      _ = onNext  // released here, outside the lock
    }
  #endif

  /// Marks the sink stopped and takes everything it owned; `nil` if it already stopped.
  private func stop() -> State? {
    var onNext: ElementHandler<Element>?
    let taken: State? = withLock { state in
      guard !state.isStopped else { return nil }
      let taken = state
      state = State(isStopped: true)
      #if canImport(Darwin)
        let isDelivering = false
      #else
        let isDelivering =
          delivery.bitwiseOr(Self.stopped, ordering: .acquiringAndReleasing).oldValue
          & Self.delivering != 0
      #endif
      if !isDelivering {
        onNext = self.onNext
        self.onNext = nil
      }
      return taken
    }
    _ = onNext  // released here, outside the lock: its captures' deinits may call back
    return taken
  }

  private func finish(_ taken: State) {
    taken.upstream?.dispose()
    taken.handlers?.onDisposed?()
  }
}

/// What a ``ClosureSink`` guards with its lock.
@usableFromInline
struct ClosureSinkState {
  @usableFromInline var isStopped = false
  @usableFromInline var upstream: (any Disposable)?
  /// `nil` when only `onNext` was given (the usual case), which keeps the sink 40 bytes smaller.
  var handlers: TerminalHandlers?
}

/// The closures of a ``ClosureSink`` that run at most once, allocated only when one is given.
final class TerminalHandlers: Sendable {
  let onError: (@Sendable (any Error) -> Void)?
  let onCompleted: (@Sendable () -> Void)?
  let onDisposed: (@Sendable () -> Void)?

  /// `nil` when all three are `nil`.
  init?(
    onError: (@Sendable (any Error) -> Void)?,
    onCompleted: (@Sendable () -> Void)?,
    onDisposed: (@Sendable () -> Void)?
  ) {
    if onError == nil && onCompleted == nil && onDisposed == nil { return nil }
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }
}

/// An `onNext` closure kept inside a generic struct.
///
/// A closure stored in a generic type is stored at the generic abstraction (its argument
/// passed indirectly). Taking it out of the locked state as a bare `(Int) -> Void` made the
/// specialised caller wrap it in a reabstraction thunk: one heap allocation per element.
/// Carried in this wrapper, it keeps its stored form up to the call, which needs no thunk.
@usableFromInline
struct ElementHandler<Element: Sendable>: Sendable {
  @usableFromInline let call: @Sendable (Element) -> Void

  @inlinable
  init?(_ call: (@Sendable (Element) -> Void)?) {
    // Unwrapped with `guard let`, not `Optional.map`: a generic `map` would pass the closure
    // through its own abstraction and allocate two thunks per subscription.
    guard let call else { return nil }
    self.call = call
  }
}
