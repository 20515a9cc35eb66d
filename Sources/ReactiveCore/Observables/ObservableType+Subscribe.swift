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
  @_disfavoredOverload  // ReactiveTesting's caller-isolated twin wins in tests (Testing.md)
  @inlinable
  public func subscribe(
    onNext: (@Sendable (Element) -> Void)? = nil,
    onError: (@Sendable (any Error) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> any Disposable {
    let sink = ClosureSink<Element>(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    // Unwrapped with `if let`, not `Optional.map`: a generic `map` would pass the closure
    // through its own abstraction and allocate two thunks per subscription.
    let observer: AnyObserver<Element>
    if let onNext {
      observer = AnyObserver(ClosureSinkGate(onNext: onNext, sink: sink))
    } else {
      observer = AnyObserver(sink)
    }
    sink.attach(asObservable().subscribeHandler(observer))
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

/// The sink behind `subscribe(onNext:onError:onCompleted:onDisposed:)`: the subscription's
/// state, and the disposable the caller gets.
///
/// The source is subscribed with a ``ClosureSinkGate`` holding `onNext` and this sink, or with
/// this sink itself when there is no `onNext`. Terminal events and disposal stay out of line.
///
/// It keeps no `Element`-typed state: disposal runs unspecialised (it is reached through
/// `any Disposable`), and a generic state type there cost two runtime metadata look-ups per
/// subscription.
@usableFromInline
final class ClosureSink<Element: Sendable>: ObserverType, Cancelable {
  @usableFromInline typealias State = ClosureSinkState

  @usableFromInline let state: LockedState<State>
  private let resource = ResourceToken()

  @usableFromInline
  init(
    onError: (@Sendable (any Error) -> Void)?,
    onCompleted: (@Sendable () -> Void)?,
    onDisposed: (@Sendable () -> Void)?
  ) {
    state = LockedState(
      State(handlers: TerminalHandlers(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed))
    )
  }

  @usableFromInline
  func attach(_ upstream: any Disposable) {
    let disposeNow: Bool = state.withLock { state in
      if state.isStopped { return true }
      state.upstream = upstream
      return false
    }
    if disposeNow { upstream.dispose() }
  }

  @usableFromInline
  var isDisposed: Bool {
    state.withLock { $0.isStopped }
  }

  /// Whether elements may still be delivered (one lock round trip: a compare-and-swap and a
  /// store).
  @inlinable
  var acceptsElements: Bool {
    state.withLock { !$0.isStopped }
  }

  /// Handles terminal events; there is no `onNext` when the source was subscribed with this
  /// sink itself.
  @inlinable
  func on(_ event: Event<Element>) {
    if event.isStopEvent { terminate(with: event) }
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

  /// Marks the sink stopped and takes everything it owned; `nil` if it already stopped.
  private func stop() -> State? {
    state.withLock { state in
      guard !state.isStopped else { return nil }
      let taken = state
      state = State(isStopped: true)
      return taken
    }
  }

  private func finish(_ taken: State) {
    taken.upstream?.dispose()
    taken.handlers?.onDisposed?()
  }
}

/// The observer a `subscribe(onNext:...)` subscription gives its source: calls `onNext` with
/// each element while its ``ClosureSink`` has not stopped, and passes terminal events to it.
///
/// `onNext` is a `let` of this object, which the source keeps alive while it delivers, so an
/// element is delivered without retaining or releasing the closure (a `var` read from the sink
/// under its lock cost a retain and a release per element). It is released with this object:
/// when the source lets go of its observer, which every source does when the subscription is
/// disposed or terminates. Elements that arrive after the sink stopped are dropped.
@usableFromInline
final class ClosureSinkGate<Element: Sendable>: ObserverType, Sendable {
  @usableFromInline let onNext: @Sendable (Element) -> Void
  @usableFromInline let sink: ClosureSink<Element>

  @usableFromInline
  init(onNext: @escaping @Sendable (Element) -> Void, sink: ClosureSink<Element>) {
    self.onNext = onNext
    self.sink = sink
  }

  @inlinable @inline(__always)
  func on(_ event: Event<Element>) {
    if case .next(let element) = event {
      if sink.acceptsElements { onNext(element) }
    } else {
      sink.terminate(with: event)
    }
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
