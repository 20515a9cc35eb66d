// SPDX-License-Identifier: MIT

public import Dispatch
import ReactiveListInternals

extension ObservableType {
  /// Emits an element only after `dueTime` has passed without another element.
  ///
  /// Each element restarts the timer; when it fires, the latest element is emitted. On
  /// completion a pending element is emitted at once, then the completion. A failure is
  /// forwarded at once and drops the pending element.
  ///
  /// ```swift
  /// let queries = text.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  /// // typing "a", "ab", "abc" quickly and then pausing emits only "abc", 300 ms after it
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long the source must stay quiet before its latest element is emitted.
  ///   - scheduler: Runs the timers; its clock decides when `dueTime` has passed.
  /// - Returns: The debounced sequence.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    timed(DebounceState(), scheduler: scheduler) { sink, event in sink.debounce(event, dueTime: dueTime) }
  }
}

/// The latest element and the id of the timer that may emit it.
private struct DebounceState<Element: Sendable>: GatedState {
  var gate = DeliveryGate<Element>()
  var pending: Element?
  var timerID: UInt64 = 0
}

extension TimedSink {
  fileprivate func debounce<Element>(_ event: Event<Element>, dueTime: RxTimeInterval)
  where State == DebounceState<Element> {
    switch event {
    case .next(let element):
      let id = state.withLock { state -> UInt64? in
        guard !state.gate.isTerminated else { return nil }
        state.timerID &+= 1
        state.pending = element
        return state.timerID
      }
      guard let id else { return }
      // Source events never overlap, so timers are replaced in the order they were created.
      timer.disposable = scheduler.scheduleRelative(dueTime) { [self] in debounceTimerFired(id) }
    case .error(let error):
      deliver(
        state.withLock { state in
          state.pending = nil
          return state.gate.accept(.error(error))
        }
      )
    case .completed:
      deliver(
        state.withLock { state in
          guard let pending = state.pending else { return state.gate.accept(.completed) }
          state.pending = nil
          return state.gate.accept(.next(pending), .completed)
        }
      )
    }
  }

  private func debounceTimerFired<Element>(_ id: UInt64) where State == DebounceState<Element> {
    let event = state.withLock { state -> Event<Element>? in
      guard state.timerID == id, let pending = state.pending else { return nil }
      state.pending = nil
      return state.gate.accept(.next(pending))
    }
    deliver(event)
  }
}
