// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// The one sink of the time operators (`debounce`, `throttle`, `delay`, `timeout`): the
/// observer, the locked state with its delivery gate, the source subscription, the timer, and
/// delivery and disposal. An operator is its state type plus the handlers it writes in an
/// extension of this class constrained to that state.
///
/// Source events and timers arrive on different threads. A handler decides under `state`'s
/// lock what to send (through the gate's `accept`) and hands the result to ``deliver(_:)``,
/// which calls the observer outside the lock, one event at a time. A terminal event disposes
/// everything; so does ``dispose()``, after which nothing more is delivered.
final class TimedSink<State: GatedState>: Disposable {
  let state: LockedState<State>
  let scheduler: any SchedulerType
  private let observer: AnyObserver<State.Element>
  /// The subscription to the source.
  let sourceSubscription = SingleAssignmentDisposable()
  /// The subscription a timer made (`timeout`'s fallback sequence).
  let timedSubscription = SingleAssignmentDisposable()
  /// The pending timer; assigning a new one disposes the previous one.
  let timer = SerialDisposable()
  private let resource = ResourceToken()

  init(_ state: State, scheduler: any SchedulerType, observer: AnyObserver<State.Element>) {
    self.state = LockedState(state)
    self.scheduler = scheduler
    self.observer = observer
  }

  /// Delivers `event` (the result of the gate's `accept`; `nil` means nothing to deliver now)
  /// and every event queued meanwhile.
  func deliver(_ event: Event<State.Element>?) {
    state.drain(event, to: observer, selecting: { $0 }, onStop: dispose)
  }

  func dispose() {
    state.withLock { $0.gate.terminate() }
    sourceSubscription.dispose()
    timedSubscription.dispose()
    timer.dispose()
  }
}

extension ObservableType {
  /// A time operator: each subscription gets a ``TimedSink`` that starts from `state`.
  ///
  /// - Parameters:
  ///   - state: The operator's initial state.
  ///   - scheduler: Runs the operator's timers.
  ///   - start: Runs before the source is subscribed (`timeout` starts its first timer).
  ///   - handler: Receives the source's events, one at a time.
  func timed<State: GatedState>(
    _ state: State,
    scheduler: any SchedulerType,
    start: (@Sendable (TimedSink<State>) -> Void)? = nil,
    handler: @escaping @Sendable (TimedSink<State>, Event<Element>) -> Void
  ) -> Observable<Element> where State: Sendable, State.Element == Element {
    let source = asObservable()
    return Observable { observer in
      let sink = TimedSink(state, scheduler: scheduler, observer: observer)
      start?(sink)
      sink.sourceSubscription.setDisposable(source.subscribeUnguarded(AnyObserver { handler(sink, $0) }))
      return sink
    }
  }
}
