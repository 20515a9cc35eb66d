// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Emits elements until `other` emits an element, then completes.
  ///
  /// `other` is subscribed first. Its first element completes the sequence and disposes both
  /// subscriptions; its failure fails the sequence; its completion changes nothing.
  ///
  /// ```swift
  /// ticks.take(until: viewDisappeared)  // stops relaying when the view goes away
  /// ```
  ///
  /// - Parameter other: The sequence whose first element ends this one.
  /// - Returns: A sequence of the source's elements up to `other`'s first element.
  public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Observable { observer in
      let sink = TakeUntilSink(observer: observer)
      sink.run(source: source, other: other)
      return sink
    }
  }
}

/// Relays the source until the trigger fires. Source and trigger may deliver on different
/// threads, so delivery goes through a ``SerializedEmitter``; a terminal event from either side
/// disposes both subscriptions.
private final class TakeUntilSink<Element: Sendable>: ObserverType, Disposable {
  private struct State {
    var isDisposed = false
    var subscriptions: [any Disposable] = []
  }

  private let emitter: SerializedEmitter<Element, State>
  private let resource = ResourceToken()

  init(observer: AnyObserver<Element>) {
    self.emitter = SerializedEmitter(State(), observer: observer)
  }

  func run<Other: Sendable>(source: Observable<Element>, other: Observable<Other>) {
    let trigger = AnyObserver<Other> { [self] event in
      switch event {
      case .next: stop(with: .completed)
      case .error(let error): stop(with: .error(error))
      case .completed: break
      }
    }
    keep(other.subscribeUnguarded(trigger))
    keep(source.subscribeUnguarded(self))
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent {
      stop(with: event)
    } else {
      emitter.update { state, outbox in
        if !state.isDisposed { outbox.send(event) }
      }
    }
  }

  func dispose() {
    let subscriptions = emitter.update { state, _ in takeSubscriptions(&state) }
    for subscription in subscriptions { subscription.dispose() }
  }

  /// Sends `terminal` (unless already stopped), then disposes both subscriptions.
  private func stop(with terminal: Event<Element>) {
    let subscriptions = emitter.update { state, outbox in
      if !state.isDisposed { outbox.send(terminal) }
      return takeSubscriptions(&state)
    }
    for subscription in subscriptions { subscription.dispose() }
  }

  /// Keeps `subscription`, or disposes it at once if the sink already stopped.
  private func keep(_ subscription: any Disposable) {
    let isDisposed = emitter.update { state, _ in
      if !state.isDisposed { state.subscriptions.append(subscription) }
      return state.isDisposed
    }
    if isDisposed { subscription.dispose() }
  }

  private func takeSubscriptions(_ state: inout State) -> [any Disposable] {
    state.isDisposed = true
    defer { state.subscriptions = [] }
    return state.subscriptions
  }
}
