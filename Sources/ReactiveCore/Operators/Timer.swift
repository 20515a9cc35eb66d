// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension Observable where Element: FixedWidthInteger {
  /// Returns a sequence that emits `0` after `dueTime`, then, if `period` is given, `1`, `2`, …
  /// every `period`.
  ///
  /// Without a period the sequence completes right after its only element; with one it never
  /// completes. Elements are delivered on `scheduler`.
  ///
  /// ```swift
  /// let retryTick = Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)
  /// // after 2 s: 0, completed
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The delay before the first element.
  ///   - period: The delay between later elements, or `nil` for a single element.
  ///   - scheduler: The clock and the thread of delivery.
  /// - Returns: A sequence of counters starting at zero.
  public static func timer(
    _ dueTime: RxTimeInterval,
    period: RxTimeInterval? = nil,
    scheduler: any SchedulerType
  ) -> Observable<Element> {
    Observable { observer in
      let sink = TimerSink(observer: observer)
      guard let period else {
        return scheduler.scheduleRelative(dueTime) {
          sink.observer.on(.next(0))
          sink.observer.on(.completed)
        }
      }
      return scheduler.schedulePeriodic(startAfter: dueTime, period: period) { sink.tick() }
    }
  }

  /// Returns a sequence that emits `0`, `1`, `2`, … every `period`, starting one period after
  /// subscription, and never completes.
  ///
  /// ```swift
  /// let clock = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
  /// // 0 after 1 s, 1 after 2 s, ...
  /// ```
  ///
  /// - Parameters:
  ///   - period: The delay before the first element and between elements.
  ///   - scheduler: The clock and the thread of delivery.
  /// - Returns: A sequence of counters starting at zero.
  public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    timer(period, period: period, scheduler: scheduler)
  }
}

/// Counts the ticks of one timer subscription. The counter wraps around instead of trapping.
private final class TimerSink<Element: FixedWidthInteger & Sendable>: Sendable {
  let observer: AnyObserver<Element>
  private let counter = LockedState<Element>(0)
  private let resource = ResourceToken()

  init(observer: AnyObserver<Element>) {
    self.observer = observer
  }

  func tick() {
    let value: Element = counter.withLock { counter in
      defer { counter &+= 1 }
      return counter
    }
    observer.on(.next(value))
  }
}
