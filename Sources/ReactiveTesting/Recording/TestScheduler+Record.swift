// SPDX-License-Identifier: MIT

public import ReactiveCore
import ReactiveListInternals

extension TestScheduler {
  /// Subscribes a new recording observer to `source` now and returns it.
  ///
  /// One call replaces `createObserver` plus `subscribe`/`drive`/`emit`: the observer records
  /// every event with the clock's tick, and ``TestableObserver/values`` gives the elements alone.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(initialClock: 0)
  /// let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2)])
  /// let doubled = scheduler.record(xs.map { $0 * 2 })
  /// scheduler.start()
  /// #expect(doubled.values == [2, 4])
  /// #expect(doubled.events == [.next(10, 2), .next(20, 4)])
  /// ```
  ///
  /// The subscription lasts until the source ends, ``TestableObserver/dispose()`` is called,
  /// or ``disposeRecordings()`` runs (the `.virtualTime` trait calls it when the test returns).
  ///
  /// - Parameter source: The sequence to record.
  /// - Returns: The recording observer, already subscribed.
  public func record<Source: ObservableType>(_ source: Source) -> TestableObserver<Source.Element> {
    record(source.asObservable())
  }

  /// Subscribes a new recording observer to a `Driver` or `Signal` now and returns it.
  ///
  /// The trait delivers where it was created to deliver: on this scheduler when it was created
  /// under the `.virtualTime` trait or `SharingScheduler.mock(scheduler:action:)`.
  ///
  /// ```swift
  /// let cover = scheduler.record(output.pageState)
  /// let footer = scheduler.record(output.refreshStatus.map(\.footer))
  /// ```
  ///
  /// - Parameter source: The Driver or Signal to record.
  /// - Returns: The recording observer, already subscribed.
  public func record<Strategy, Element>(
    _ source: SharedSequence<Strategy, Element>
  ) -> TestableObserver<Element> {
    record(source.asObservable())
  }

  /// Subscribes a new recording observer to a `Single` now and returns it.
  ///
  /// - Parameter source: The single to record.
  /// - Returns: The recording observer, already subscribed.
  public func record<Element>(_ source: Single<Element>) -> TestableObserver<Element> {
    record(source.asObservable())
  }

  private func record<Element>(_ source: Observable<Element>) -> TestableObserver<Element> {
    let observer = createObserver(Element.self)
    let subscription = source.subscribe(observer)
    observer.attach(subscription)
    recordings.withLock { $0.append(subscription) }
    return observer
  }

  /// Disposes every subscription made by `record(_:)` and by ``EventLog``s on this scheduler.
  ///
  /// A Driver never completes, so a recording of one would otherwise keep the view model alive
  /// after the test. The `.virtualTime` trait calls this when each test returns.
  public func disposeRecordings() {
    let subscriptions = recordings.withLock { recordings in
      defer { recordings.removeAll() }
      return recordings
    }
    for subscription in subscriptions { subscription.dispose() }
  }

  /// Runs the checks registered for the end of the test (exhaustive ``EventLog``s), then
  /// disposes the recordings. The `.virtualTime` trait calls it when each test returns.
  func finishTest() {
    let checks = endOfTestChecks.withLock { checks in
      defer { checks.removeAll() }
      return checks
    }
    for check in checks { check() }
    disposeRecordings()
  }
}
