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
/// disposes both subscriptions, and the trigger's completion releases the trigger alone.
private final class TakeUntilSink<Element: Sendable>: ObserverType, Disposable {
  private struct State {
    var isStopped = false
    var isOtherCompleted = false
    var other: (any Disposable)?
    var source: (any Disposable)?

    mutating func stop() -> [any Disposable] {
      isStopped = true
      defer {
        other = nil
        source = nil
      }
      return [other, source].compactMap { $0 }
    }
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
      case .completed: releaseOther()
      }
    }
    let otherSubscription = other.subscribeUnguarded(trigger)
    let keepsOther = emitter.update { state, _ in
      guard !state.isStopped, !state.isOtherCompleted else { return false }
      state.other = otherSubscription
      return true
    }
    if !keepsOther { otherSubscription.dispose() }
    // A trigger that fired during its own subscription ends the sequence before it starts.
    guard !emitter.update({ state, _ in state.isStopped }) else { return }
    let sourceSubscription = source.subscribeUnguarded(self)
    let keepsSource = emitter.update { state, _ in
      guard !state.isStopped else { return false }
      state.source = sourceSubscription
      return true
    }
    if !keepsSource { sourceSubscription.dispose() }
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent {
      stop(with: event)
    } else {
      emitter.update { state, outbox in
        if !state.isStopped { outbox.send(event) }
      }
    }
  }

  func dispose() {
    let subscriptions = emitter.update { state, _ in state.stop() }
    for subscription in subscriptions { subscription.dispose() }
  }

  /// Sends `terminal` (unless already stopped), then disposes both subscriptions.
  private func stop(with terminal: Event<Element>) {
    let subscriptions: [any Disposable] = emitter.update { state, outbox in
      guard !state.isStopped else { return [] }
      outbox.send(terminal)
      return state.stop()
    }
    for subscription in subscriptions { subscription.dispose() }
  }

  /// The trigger completed without an element: it can no longer stop the source.
  private func releaseOther() {
    let other: (any Disposable)? = emitter.update { state, _ in
      state.isOtherCompleted = true
      defer { state.other = nil }
      return state.other
    }
    other?.dispose()
  }
}
