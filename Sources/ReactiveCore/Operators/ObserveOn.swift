// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension ObservableType {
  /// Delivers the events of this sequence on `scheduler`, in order, one at a time.
  ///
  /// Each subscription owns a queue. An arriving event is appended to it; if no delivery is in
  /// progress, one action is scheduled that drains the queue (a trampoline), so events reach the
  /// observer in the order they arrived and never overlap, even on a concurrent scheduler.
  /// Events that arrive while a drain runs, including events sent by the observer itself, join
  /// the queue and are delivered by that same drain.
  ///
  /// With ``MainScheduler/instance``, an event that arrives on the main queue while nothing is
  /// pending is delivered inline, without a hop; otherwise it is enqueued on the main queue.
  ///
  /// ```swift
  /// let background = ConcurrentDispatchQueueScheduler(qos: .utility)
  /// _ = numbers
  ///   .observe(on: background)
  ///   .subscribe(onNext: { print($0) })  // 1, 2, 3 in order, on a background thread
  /// ```
  ///
  /// Disposing the subscription stops delivery before the next event, drops the queued events
  /// and cancels the pending drain.
  ///
  /// - Parameter scheduler: Where the observer is called.
  /// - Returns: The same events, delivered on `scheduler`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = ObserveOnSink(scheduler: scheduler, observer: observer)
      sink.upstream.setDisposable(source.subscribeUnguarded(sink))
      return sink
    }
  }
}

/// Queues events and drains them on the scheduler, one drain at a time.
private final class ObserveOnSink<Element: Sendable>: ObserverType, Cancelable {
  private struct State {
    var queue: [Event<Element>] = []
    /// Index of the next event to deliver in `queue` (a cheap FIFO without `removeFirst`).
    var head = 0
    var isDraining = false
    var isDisposed = false
    /// Identifies the current drain, so a late `schedule` result is never mistaken for it.
    var drainID = 0
    var scheduledDrain: (any Disposable)?
  }

  private let scheduler: any ImmediateSchedulerType
  private let observer: AnyObserver<Element>
  private let state = LockedState(State())
  /// The subscription to the source.
  let upstream = SingleAssignmentDisposable()
  private let resource = ResourceToken()

  init(scheduler: any ImmediateSchedulerType, observer: AnyObserver<Element>) {
    self.scheduler = scheduler
    self.observer = observer
  }

  var isDisposed: Bool {
    state.withLock { $0.isDisposed }
  }

  func on(_ event: Event<Element>) {
    let drainID: Int? = state.withLock { state in
      guard !state.isDisposed else { return nil }
      state.queue.append(event)
      guard !state.isDraining else { return nil }
      state.isDraining = true
      state.drainID += 1
      return state.drainID
    }
    guard let drainID else { return }
    let scheduled = scheduler.schedule { [self] in drain() }
    let disposeScheduled: Bool = state.withLock { state in
      if state.isDisposed { return true }
      if state.isDraining && state.drainID == drainID { state.scheduledDrain = scheduled }
      return false
    }
    if disposeScheduled { scheduled.dispose() }
  }

  /// Delivers queued events until the queue is empty or the subscription ends.
  private func drain() {
    while true {
      let next: Event<Element>? = state.withLock { state in
        guard !state.isDisposed else { return nil }
        guard state.head < state.queue.count else {
          state.queue.removeAll(keepingCapacity: true)
          state.head = 0
          state.isDraining = false
          state.scheduledDrain = nil
          return nil
        }
        let event = state.queue[state.head]
        state.head += 1
        if state.head >= 1_024 && state.head * 2 >= state.queue.count {
          // A producer that never lets the queue empty: drop the delivered prefix now and then.
          state.queue.removeFirst(state.head)
          state.head = 0
        }
        return event
      }
      guard let event = next else { return }
      observer.on(event)
      if event.isStopEvent {
        dispose()
        return
      }
    }
  }

  func dispose() {
    let taken: State? = state.withLock { state in
      guard !state.isDisposed else { return nil }
      let taken = state
      state = State(isDisposed: true)
      return taken
    }
    guard let taken else { return }
    taken.scheduledDrain?.dispose()
    upstream.dispose()
  }
}
