// SPDX-License-Identifier: MIT

public import ReactiveCore

/// An observer that records every event it receives, stamped with the scheduler's clock.
///
/// Create one with ``TestScheduler/createObserver(_:)``, or get one from
/// ``TestScheduler/start(created:subscribed:disposed:create:)``, then compare ``events`` with
/// the history you expect:
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
/// scheduler.start()
/// #expect(observer.events == [.next(210, 1), .completed(300)])
/// ```
///
/// It records events as they arrive, without enforcing the grammar, so a misbehaving source
/// shows up in the history. Thread-safe: ``on(_:)`` and ``events`` may be called from any thread.
public final class TestableObserver<Element: Sendable>: ObserverType {
  private let scheduler: TestScheduler
  private let recorded = LockedState<[Recorded<Event<Element>>]>([])

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// The events received so far, in order, each with the virtual time it arrived at.
  public var events: [Recorded<Event<Element>>] {
    recorded.withLock { $0 }
  }

  /// Records `event` at the scheduler's current ``TestScheduler/clock``.
  ///
  /// - Parameter event: The event to record.
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    recorded.withLock { $0.append(Recorded(time: time, value: event)) }
  }
}
