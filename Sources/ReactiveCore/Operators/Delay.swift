// SPDX-License-Identifier: MIT

public import Dispatch
import Foundation
import ReactiveListInternals

extension ObservableType {
  /// Shifts every element and the completion later by `dueTime`; failures are not delayed.
  ///
  /// Each element is emitted `dueTime` after it arrived, in order. Completion is delayed the
  /// same way (after the last element). A failure is forwarded at once and drops the elements
  /// still waiting. The source subscription ends when the source ends.
  ///
  /// ```swift
  /// let later = events.delay(.seconds(2), scheduler: scheduler)
  /// // events: -1-2-|      later: ---1-2-|   (everything 2 s later)
  /// // events: -1-2-X      later: ---1-X     (the failure is not delayed; 2 is dropped)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long to delay each element and the completion.
  ///   - scheduler: Runs the timers.
  /// - Returns: The delayed sequence.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    let dueSeconds = dueTime.reactiveSeconds ?? .infinity
    return timed(DelayState(), scheduler: scheduler) { sink, event in sink.delay(event, dueSeconds: dueSeconds) }
  }

  /// Subscribes to this sequence only after `dueTime` has passed.
  ///
  /// Events are not shifted once the subscription exists; disposing before `dueTime` cancels
  /// the subscription that was not made yet.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before subscribing.
  ///   - scheduler: Runs the timer and the subscription.
  /// - Returns: A sequence that subscribes to this one after `dueTime`.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = DelaySubscriptionSink()
      sink.timer.setDisposable(
        scheduler.scheduleRelative(dueTime) {
          sink.subscription.setDisposable(source.subscribeUnguarded(observer))
        }
      )
      return sink
    }
  }
}

/// The elements waiting with the time they are due, drained by one timer at a time.
private struct DelayState<Element: Sendable>: GatedState {
  var gate = DeliveryGate<Element>()
  var queue: [(due: RxTime, event: Event<Element>)] = []
  var head = 0
  var isTimerActive = false
}

extension TimedSink {
  fileprivate func delay<Element>(_ event: Event<Element>, dueSeconds: Double) where State == DelayState<Element> {
    if event.isStopEvent { sourceSubscription.dispose() }
    if case .error(let error) = event {
      deliver(
        state.withLock { state in
          state.queue.removeAll()
          state.head = 0
          return state.gate.accept(.error(error))
        }
      )
      return
    }
    let due = scheduler.now.addingTimeInterval(dueSeconds)
    let startTimer = state.withLock { state -> Bool in
      guard !state.gate.isTerminated else { return false }
      state.queue.append((due, event))
      defer { state.isTimerActive = true }
      return !state.isTimerActive
    }
    if startTimer { scheduleDelayDrain(after: dueSeconds) }
  }

  private func scheduleDelayDrain<Element>(after seconds: Double) where State == DelayState<Element> {
    // Only the owner of the active timer schedules. The holder is installed before the timer
    // exists, so a timer that fires early and reschedules can never be replaced by its parent.
    let holder = SingleAssignmentDisposable()
    timer.disposable = holder
    holder.setDisposable(scheduler.scheduleRelative(.reactive(seconds: seconds)) { [self] in drainDelayed() })
  }

  private func drainDelayed<Element>() where State == DelayState<Element> {
    while true {
      let now = scheduler.now
      let step = state.withLock { state -> (event: Event<Element>?, wait: Double?)? in
        guard state.head < state.queue.count else {
          state.queue.removeAll(keepingCapacity: true)
          state.head = 0
          state.isTimerActive = false
          return nil
        }
        let entry = state.queue[state.head]
        let wait = entry.due.timeIntervalSince(now)
        if wait > 0 { return (nil, wait) }
        state.head += 1
        return (state.gate.accept(entry.event), nil)
      }
      guard let (event, wait) = step else { return }
      if let wait {
        scheduleDelayDrain(after: wait)
        return
      }
      // `nil` when the gate refused the event (disposed) or another thread is delivering.
      if let event { deliver(event) }
    }
  }
}

/// Owns the pending timer, then the subscription it made.
private final class DelaySubscriptionSink: Disposable {
  let timer = SingleAssignmentDisposable()
  let subscription = SingleAssignmentDisposable()
  private let resource = ResourceToken()

  func dispose() {
    timer.dispose()
    subscription.dispose()
  }
}
