// SPDX-License-Identifier: MIT

public import Dispatch
import ReactiveListInternals

extension ObservableType {
  /// Fails with ``RxError/timeout`` if no element arrives within `dueTime`.
  ///
  /// The timer starts at subscription and restarts after every element. If it fires before
  /// the next event, the source subscription is disposed and the sequence fails with
  /// ``RxError/timeout``. A source that ends in time ends the sequence normally.
  ///
  /// ```swift
  /// let guarded = response.timeout(.seconds(10), scheduler: MainScheduler.instance)
  /// // fails with RxError.timeout if `response` is silent for 10 s
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest allowed silence, from subscription and after each element.
  ///   - scheduler: Runs the timer.
  /// - Returns: The source sequence, or a failure when it stays silent too long.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    timeout(dueTime, fallback: nil, scheduler: scheduler)
  }

  /// Switches to `other` if no element arrives within `dueTime`.
  ///
  /// The timer starts at subscription and restarts after every element. If it fires before
  /// the next event, the source subscription is disposed and `other` is subscribed in its
  /// place; from then on the sequence is `other`'s.
  ///
  /// ```swift
  /// let live = fresh.timeout(.seconds(2), other: cached, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest allowed silence, from subscription and after each element.
  ///   - other: The sequence to continue with after a timeout.
  ///   - scheduler: Runs the timer.
  /// - Returns: The source sequence, continued by `other` when it stays silent too long.
  public func timeout<Other: ObservableType>(
    _ dueTime: RxTimeInterval,
    other: Other,
    scheduler: any SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    timeout(dueTime, fallback: other.asObservable(), scheduler: scheduler)
  }

  private func timeout(
    _ dueTime: RxTimeInterval,
    fallback: Observable<Element>?,
    scheduler: any SchedulerType
  ) -> Observable<Element> {
    timed(
      TimeoutState(),
      scheduler: scheduler,
      start: { sink in sink.startTimeoutTimer(0, dueTime: dueTime, fallback: fallback) },
      handler: { sink, event in sink.timeout(event, dueTime: dueTime, fallback: fallback) }
    )
  }
}

/// The id of the latest timer, and whether one fired first.
private struct TimeoutState<Element: Sendable>: GatedState {
  var gate = DeliveryGate<Element>()
  var timerID: UInt64 = 0
  var hasTimedOut = false
}

extension TimedSink {
  fileprivate func startTimeoutTimer<Element>(_ id: UInt64, dueTime: RxTimeInterval, fallback: Observable<Element>?)
  where State == TimeoutState<Element> {
    timer.disposable = scheduler.scheduleRelative(dueTime) { [self] in timeoutTimerFired(id, fallback: fallback) }
  }

  fileprivate func timeout<Element>(_ event: Event<Element>, dueTime: RxTimeInterval, fallback: Observable<Element>?)
  where State == TimeoutState<Element> {
    let (event, nextID) = state.withLock { state -> (Event<Element>?, UInt64?) in
      guard !state.hasTimedOut else { return (nil, nil) }
      state.timerID &+= 1
      return (state.gate.accept(event), event.isStopEvent ? nil : state.timerID)
    }
    deliver(event)
    // Source events never overlap, so timers are replaced in the order they were created.
    if let nextID { startTimeoutTimer(nextID, dueTime: dueTime, fallback: fallback) }
  }

  private func timeoutTimerFired<Element>(_ id: UInt64, fallback: Observable<Element>?)
  where State == TimeoutState<Element> {
    let fires = state.withLock { state -> Bool in
      guard state.timerID == id, !state.hasTimedOut, !state.gate.isTerminated else { return false }
      state.hasTimedOut = true
      return true
    }
    guard fires else { return }
    sourceSubscription.dispose()
    guard let fallback else {
      deliver(state.withLock { $0.gate.accept(.error(RxError.timeout)) })
      return
    }
    timedSubscription.setDisposable(
      fallback.subscribeUnguarded(AnyObserver { [self] event in deliver(state.withLock { $0.gate.accept(event) }) })
    )
  }
}
