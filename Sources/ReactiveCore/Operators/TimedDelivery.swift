// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// What the sinks of `debounce`, `throttle`, `delay` and `timeout` share: the observer, the
/// locked state with its delivery gate, the subscriptions and the timer, delivery and disposal.
///
/// Source events and timers arrive on different threads. A sink decides under `state`'s lock
/// what to send (through the gate's `accept`) and hands the result to ``deliver(_:)``, which
/// calls the observer outside the lock, one event at a time. A terminal event disposes
/// everything; so does ``dispose()``, after which nothing more is delivered.
final class TimedDelivery<Observer: ObserverType, State: GatedState>: Disposable
where State.Element == Observer.Element {
  typealias Element = Observer.Element

  let state: LockedState<State>
  private let observer: Observer
  /// The subscription to the source.
  let sourceSubscription = SingleAssignmentDisposable()
  /// A subscription made when a timer fired (`timeout`'s fallback sequence).
  let timedSubscription = SingleAssignmentDisposable()
  /// The pending timer; assigning a new one disposes the previous one.
  let timer = SerialDisposable()
  private let resource = ResourceToken()

  init(observer: Observer, state: LockedState<State>) {
    self.observer = observer
    self.state = state
  }

  /// Subscribes `handler` to `source`; it receives the source's events one at a time.
  func subscribe(_ source: Observable<Element>, _ handler: @escaping @Sendable (Event<Element>) -> Void) {
    sourceSubscription.setDisposable(source.subscribeUnguarded(AnyObserver(eventHandler: handler)))
  }

  /// Delivers `event` (the result of the gate's `accept`; `nil` means nothing to deliver now)
  /// and every event queued meanwhile.
  func deliver(_ event: Event<Element>?) {
    state.drain(event, to: observer, selecting: { $0 }, onStop: dispose)
  }

  func dispose() {
    state.withLock { $0.gate.terminate() }
    sourceSubscription.dispose()
    timedSubscription.dispose()
    timer.dispose()
  }
}
