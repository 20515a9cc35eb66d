// SPDX-License-Identifier: MIT

public import Dispatch
import Foundation
import ReactiveListInternals

extension ObservableType {
  /// Emits at most one element per `dueTime` window: the first at once, and optionally the
  /// latest one at the end of the window.
  ///
  /// An element that arrives at least `dueTime` after the last emitted one is emitted at once.
  /// Elements that arrive sooner are dropped when `latest` is `false`; when `latest` is `true`
  /// the most recent of them is emitted when the window ends (`dueTime` after the last
  /// emission), which starts the next window. Completion waits for that trailing element;
  /// a failure is forwarded at once and drops it.
  ///
  /// ```swift
  /// let saves = taps.throttle(.seconds(1), scheduler: MainScheduler.instance)
  /// // taps at 0.0, 0.2, 0.5 s emit the first tap at 0.0 s and the tap of 0.5 s at 1.0 s
  /// // with latest: false, only the tap at 0.0 s is emitted
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The minimum time between two emitted elements.
  ///   - latest: Whether to emit the latest element dropped during a window when it ends.
  ///   - scheduler: Runs the timers; its clock measures the windows.
  /// - Returns: The throttled sequence.
  public func throttle(
    _ dueTime: RxTimeInterval,
    latest: Bool = true,
    scheduler: any SchedulerType
  ) -> Observable<Element> {
    let dueSeconds = dueTime.reactiveSeconds ?? .infinity
    return timed(ThrottleState(), scheduler: scheduler) { sink, event in
      sink.throttle(event, dueSeconds: dueSeconds, latest: latest)
    }
  }
}

/// When the last element was emitted, and the latest element waiting for the window to end.
private struct ThrottleState<Element: Sendable>: GatedState {
  var gate = DeliveryGate<Element>()
  var lastSent: RxTime?
  var trailing: Element?
  var isSourceDone = false
}

extension TimedSink {
  fileprivate func throttle<Element>(_ event: Event<Element>, dueSeconds: Double, latest: Bool)
  where State == ThrottleState<Element> {
    switch event {
    case .next(let element):
      let now = scheduler.now
      var wait: Double?
      let event = state.withLock { state -> Event<Element>? in
        guard !state.gate.isTerminated else { return nil }
        let elapsed = state.lastSent.map { now.timeIntervalSince($0) } ?? .infinity
        if elapsed >= dueSeconds {
          state.trailing = nil
          state.lastSent = now
          return state.gate.accept(.next(element))
        }
        guard latest else { return nil }
        if state.trailing == nil { wait = dueSeconds - elapsed }
        state.trailing = element
        return nil
      }
      deliver(event)
      // Source events never overlap, and a window has at most one timer.
      if let wait {
        timer.disposable = scheduler.scheduleRelative(.reactive(seconds: wait)) { [self] in throttleWindowEnded() }
      }
    case .error(let error):
      deliver(
        state.withLock { state in
          state.trailing = nil
          return state.gate.accept(.error(error))
        }
      )
    case .completed:
      deliver(
        state.withLock { state in
          state.isSourceDone = true
          return state.trailing == nil ? state.gate.accept(.completed) : nil
        }
      )
    }
  }

  private func throttleWindowEnded<Element>() where State == ThrottleState<Element> {
    let now = scheduler.now
    let event = state.withLock { state -> Event<Element>? in
      guard let trailing = state.trailing else { return nil }
      state.trailing = nil
      state.lastSent = now
      return state.isSourceDone
        ? state.gate.accept(.next(trailing), .completed) : state.gate.accept(.next(trailing))
    }
    deliver(event)
  }
}

extension DispatchTimeInterval {
  /// An interval of `seconds` (rounded to nanoseconds); `.never` for an infinite or NaN value.
  static func reactive(seconds: Double) -> DispatchTimeInterval {
    guard seconds.isFinite else { return .never }
    return .nanoseconds(Int((max(0, seconds) * 1_000_000_000).rounded()))
  }
}
