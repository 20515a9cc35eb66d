// SPDX-License-Identifier: MIT

public import ReactiveCore

extension TestScheduler {
  /// Creates a hot observable: each event fires at its absolute virtual time, subscribed or not.
  ///
  /// ```swift
  /// let xs = scheduler.createHotObservable([
  ///   .next(150, 1),  // before the subscription at 200: nobody sees it
  ///   .next(210, 2),
  ///   .completed(300),
  /// ])
  /// ```
  ///
  /// The events are queued on the scheduler right away, so an event due at the same tick as
  /// something scheduled later (such as the subscription of
  /// ``start(created:subscribed:disposed:isolation:create:)``) fires first.
  ///
  /// - Parameter events: The events, at absolute times.
  /// - Returns: The observable, which logs its ``TestableObservable/subscriptions``.
  public func createHotObservable<Element: Sendable>(
    _ events: [Recorded<Event<Element>>]
  ) -> TestableObservable<Element> {
    TestableObservable(testScheduler: self, kind: .hot, recordedEvents: events)
  }

  /// Creates a hot observable from a list of events at absolute virtual times.
  ///
  /// - Parameter events: The events, at absolute times.
  /// - Returns: The observable, which logs its ``TestableObservable/subscriptions``.
  public func createHotObservable<Element: Sendable>(
    _ events: Recorded<Event<Element>>...
  ) -> TestableObservable<Element> {
    createHotObservable(events)
  }

  /// A hot observable of `()` at each of `times`: the taps, pulls and refreshes of a
  /// `ViewModelType`'s `Input`.
  ///
  /// ```swift
  /// let output = viewModel.transform(
  ///   input: .init(refresh: scheduler.taps(at: 10), loadMore: scheduler.taps(at: 20, 50))
  /// )
  /// ```
  ///
  /// The same as `createHotObservable` with a `.next(time, ())` per time, as an `Observable`.
  ///
  /// - Parameter times: The absolute ticks of the taps.
  /// - Returns: The observable.
  public func taps(at times: TestTime...) -> Observable<Void> {
    createHotObservable(times.map { Recorded<Event<Void>>.next($0, ()) }).asObservable()
  }

  /// Creates a cold observable: every subscriber gets its own replay, with event times counted
  /// from its subscription.
  ///
  /// ```swift
  /// let ys = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
  /// // subscribed at 200: next("a") @ 210, completed @ 220
  /// ```
  ///
  /// - Parameter events: The events, at offsets from the subscription time.
  /// - Returns: The observable, which logs its ``TestableObservable/subscriptions``.
  public func createColdObservable<Element: Sendable>(
    _ events: [Recorded<Event<Element>>]
  ) -> TestableObservable<Element> {
    TestableObservable(testScheduler: self, kind: .cold, recordedEvents: events)
  }

  /// Creates a cold observable from a list of events at offsets from the subscription time.
  ///
  /// - Parameter events: The events, at offsets from the subscription time.
  /// - Returns: The observable, which logs its ``TestableObservable/subscriptions``.
  public func createColdObservable<Element: Sendable>(
    _ events: Recorded<Event<Element>>...
  ) -> TestableObservable<Element> {
    createColdObservable(events)
  }

  /// Creates an observer that records the events it receives with this scheduler's clock.
  ///
  /// - Parameter type: The element type.
  /// - Returns: A new observer with no events.
  public func createObserver<Element: Sendable>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates a sequence at `created`, subscribes to it at `subscribed`, disposes the
  /// subscription at `disposed`, runs the scheduler to the end, and returns what was recorded.
  ///
  /// ```swift
  /// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(1010, 3)])
  /// let observer = scheduler.start { xs }
  /// #expect(observer.events == [.next(210, 2)])          // 150: before; 1010: after disposal
  /// #expect(xs.subscriptions == [Subscription(200, 1000)])
  /// ```
  ///
  /// The sequence is subscribed through `asObservable()`, so the observer sees the grammar
  /// enforced and the source is unsubscribed right after a terminal event. The three steps
  /// are queued when `start` is called, after the events of observables created before, so a
  /// hot event due at 200 fires before the subscription at 200.
  ///
  /// `create` runs synchronously, on the calling thread and in the caller's isolation, before
  /// `start` returns. It need not be `@Sendable`, so a `@MainActor` test can build a
  /// `@MainActor` view model's outputs in it directly:
  ///
  /// ```swift
  /// @MainActor @Test func showsTitles() {
  ///   let observer = scheduler.start { viewModel.titles }  // viewModel is @MainActor
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - created: When to call `create`.
  ///   - subscribed: When to subscribe.
  ///   - disposed: When to dispose the subscription.
  ///   - isolation: The caller's actor, captured automatically: actions written with
  ///     ``scheduleAt(_:isolation:action:)`` in this isolation run.
  ///   - create: Makes the sequence under test.
  /// - Returns: The observer, with the events received between `subscribed` and `disposed`.
  /// - Precondition: The scheduler is not already running (do not call it from an action).
  public func start<Source: ObservableType>(
    created: TestTime = Defaults.created,
    subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed,
    isolation: isolated (any Actor)? = #isolation,
    create: () -> Source
  ) -> TestableObserver<Source.Element> {
    let observer = createObserver(Source.Element.self)
    // The steps are placeholders in the queue; the loop below runs them itself, so `create`
    // never has to be stored in (or be sendable through) the scheduler.
    let createStep = enqueue({}, dueTime: { _ in created })
    let subscribeStep = enqueue({}, dueTime: { _ in subscribed })
    let disposeStep = enqueue({}, dueTime: { _ in disposed })
    var source: Observable<Source.Element>?
    var subscription: (any Disposable)?
    var isDisposed = false
    precondition(
      beginRunning(runner: isolation),
      "TestScheduler.start(created:subscribed:disposed:create:) called while running."
    )
    drain(notAfter: nil) { item in
      if item === createStep {
        source = create().asObservable()
      } else if item === subscribeStep {
        guard let source else {
          preconditionFailure("TestScheduler.start: subscribed (\(subscribed)) is earlier than created (\(created)).")
        }
        subscription = source.subscribe(observer)
        if isDisposed { subscription?.dispose() }
      } else if item === disposeStep {
        isDisposed = true
        subscription?.dispose()
      } else {
        item.run()
      }
    }
    endRunning()
    return observer
  }

  /// Runs ``start(created:subscribed:disposed:isolation:create:)`` with the default times: created at
  /// 100, subscribed at 200, disposed at 1000.
  ///
  /// ```swift
  /// let observer = scheduler.start { xs.asObservable() }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, captured automatically.
  ///   - create: Makes the sequence under test.
  /// - Returns: The observer, with the events received between 200 and 1000.
  public func start<Source: ObservableType>(
    isolation: isolated (any Actor)? = #isolation,
    _ create: () -> Source
  ) -> TestableObserver<Source.Element> {
    start(
      created: Defaults.created,
      subscribed: Defaults.subscribed,
      disposed: Defaults.disposed,
      isolation: isolation,
      create: create
    )
  }
}
