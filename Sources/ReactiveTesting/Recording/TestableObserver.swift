// SPDX-License-Identifier: MIT

public import ReactiveCore
import ReactiveListInternals

/// An observer that records every event it receives, stamped with the scheduler's clock.
///
/// Get one subscribed in one call with `TestScheduler.record(_:)`, or create one with
/// ``TestScheduler/createObserver(_:)`` and subscribe it yourself, or get one from
/// ``TestScheduler/start(created:subscribed:disposed:isolation:create:)``; then compare ``events`` (or
/// ``values``) with the history you expect:
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
/// scheduler.start()
/// #expect(observer.events == [.next(210, 1), .completed(300)])
/// #expect(observer.values == [1])
/// ```
///
/// It records events as they arrive, without enforcing the grammar, so a misbehaving source
/// shows up in the history. Thread-safe: ``on(_:)``, ``events`` and ``values`` may be called
/// from any thread.
public final class TestableObserver<Element: Sendable>: ObserverType {
  private let scheduler: TestScheduler
  private let recorded = LockedState<[Recorded<Event<Element>>]>([])
  /// The subscription `record(_:)` made, if any.
  private let subscription = SingleAssignmentDisposable()

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// The events received so far, in order, each with the virtual time it arrived at.
  public var events: [Recorded<Event<Element>>] {
    recorded.withLock { $0 }
  }

  /// The elements received so far, in order, without their times or the terminal event.
  ///
  /// ```swift
  /// #expect(rows.values == [[], ["Article 1"]])
  /// ```
  public var values: [Element] {
    recorded.withLock { events in
      events.compactMap { recorded in
        if case .next(let element) = recorded.value { return element }
        return nil
      }
    }
  }

  /// Records `event` at the scheduler's current ``TestScheduler/clock``.
  ///
  /// - Parameter event: The event to record.
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    recorded.withLock { $0.append(Recorded(time: time, value: event)) }
  }

  /// Ends the subscription made by `TestScheduler.record(_:)`; later events are not recorded.
  ///
  /// Does nothing for an observer you subscribed yourself: dispose that subscription instead.
  public func dispose() {
    subscription.dispose()
  }

  /// Keeps the subscription `record(_:)` made, so ``dispose()`` can end it.
  func attach(_ subscription: any Disposable) {
    self.subscription.setDisposable(subscription)
  }
}
