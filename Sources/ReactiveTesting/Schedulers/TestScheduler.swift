// SPDX-License-Identifier: MIT

public import Foundation
public import ReactiveCore
import ReactiveListInternals

/// A scheduler on a virtual clock: time advances only when the test says so, instantly.
///
/// The clock counts integer ticks (``TestTime``). One tick is `resolution` seconds of
/// scheduler time, one second by default, so `.seconds(5)` is five ticks and `.never` never
/// fires. Work is queued by due time; actions due at the same tick run in the order they were
/// scheduled (FIFO), and actions scheduled while the scheduler runs are honoured, including
/// ones due at the current tick.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
/// let observer = scheduler.start { xs }
/// print(observer.events)  // [next(1) @ 210, next(2) @ 220, completed @ 300]
/// print(xs.subscriptions)  // [Subscription(200, 300)]
/// ```
///
/// ## Processing delay
///
/// With `simulateProcessingDelay` on (the default, as in RxTest), work scheduled through
/// ``schedule(_:)`` or ``scheduleRelative(_:_:)`` for the current tick or earlier runs one
/// tick later (`clock + 1`), standing for the time a real scheduler takes to get to it. So
/// `observe(on: scheduler)` delivers an event from tick 210 at tick 211. Work scheduled for a
/// later tick, ``scheduleAt(_:isolation:action:)`` and test observables' own events are never shifted.
/// Turn it off to run immediate work at the current tick.
///
/// ## Threading
///
/// `TestScheduler` is `Sendable`; its clock and queue are guarded by a lock, so observables
/// may schedule on it from any thread. Actions run synchronously, **on the thread that calls**
/// ``start(isolation:)`` or ``advanceTo(_:isolation:)``, one at a time, with the lock released, so an action may
/// schedule more work, read ``clock`` or call ``stop()``.
///
/// > Important: A `@MainActor` test that advances the scheduler runs every action on the main
/// > actor. That is what `Driver.drive` and `@MainActor` view models need: drive them on a
/// > `TestScheduler` from a `@MainActor` test. ``scheduleAt(_:isolation:action:)`` takes
/// > actions isolated to the caller, so they call main-actor inputs and mutate the test's
/// > local state directly; scheduler-protocol work (``schedule(_:)``) stays `@Sendable`.
public final class TestScheduler: SchedulerType {
  /// The virtual times RxTest's `start` helpers use by default.
  public enum Defaults {
    /// When ``TestScheduler/start(created:subscribed:disposed:isolation:create:)`` creates the sequence: 100.
    public static let created: TestTime = 100
    /// When ``TestScheduler/start(created:subscribed:disposed:isolation:create:)`` subscribes: 200.
    public static let subscribed: TestTime = 200
    /// When ``TestScheduler/start(created:subscribed:disposed:isolation:create:)`` disposes: 1000.
    public static let disposed: TestTime = 1000
  }

  private struct State {
    var clock: TestTime
    var isRunning = false
    /// The isolation of the code running the scheduler (`start`, `advanceTo`), while it runs.
    var runner: (any Actor)?
    var nextID = 0
    var queue = VirtualQueue()
  }

  private let state: LockedState<State>
  /// The subscriptions made by `record(_:)` and `EventLog`, disposed by `disposeRecordings()`.
  let recordings = LockedState<[any Disposable]>([])
  /// What runs when the test ends, before the recordings are disposed (exhaustive `EventLog`s).
  let endOfTestChecks = LockedState<[@Sendable () -> Void]>([])
  private let resolution: Double
  private let simulateProcessingDelay: Bool

  /// Creates a test scheduler.
  ///
  /// - Parameters:
  ///   - initialClock: The clock's starting tick.
  ///   - resolution: Seconds of scheduler time per tick (``now`` is `clock * resolution`
  ///     seconds after 1970).
  ///   - simulateProcessingDelay: Whether work scheduled for now runs one tick later
  ///     (see "Processing delay" above).
  public init(initialClock: TestTime = 0, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
    precondition(resolution > 0, "TestScheduler(resolution:) must be positive.")
    self.state = LockedState(State(clock: initialClock))
    self.resolution = resolution
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  /// The current virtual time, in ticks.
  public var clock: TestTime {
    state.withLock { $0.clock }
  }

  /// The current virtual time as a date: `clock * resolution` seconds after 1970.
  public var now: RxTime {
    Date(timeIntervalSince1970: Double(clock) * resolution)
  }

  // MARK: Scheduling

  /// Schedules `action` for now (the next tick when simulating processing delay).
  ///
  /// - Parameter action: The work to run.
  /// - Returns: A disposable that cancels the action if it has not run yet.
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    scheduleRelative(.nanoseconds(0), action)
  }

  /// Schedules `action` after `dueTime`, converted to ticks (`seconds / resolution`, rounded).
  ///
  /// A due time that lands on the current tick or earlier is shifted to the next tick when
  /// simulating processing delay. `.never` never runs.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait on the virtual clock.
  ///   - action: The work to run.
  /// - Returns: A disposable that cancels the action if it has not run yet.
  public func scheduleRelative(_ dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
    guard let seconds = dueTime.reactiveSeconds else { return Disposables.create() }
    let ticks = (seconds / resolution).rounded()
    // Double(Int.max) rounds up to 2^63, which Int cannot hold: compare strictly.
    let delay = ticks.magnitude < Double(Int.max) ? Int(ticks) : (ticks > 0 ? Int.max : -Int.max)
    let adjust = simulateProcessingDelay
    return enqueue(action) { clock in
      let (sum, overflow) = clock.addingReportingOverflow(delay)
      let due = overflow ? (delay > 0 ? Int.max : Int.min) : sum
      return due <= clock ? clock + (adjust ? 1 : 0) : due
    }
  }

  /// Runs `action` first after `startAfter`, then every `period`, until disposed: each run calls
  /// `action`, then queues the next.
  ///
  /// The repetition holds the scheduler weakly, so a periodic action a test never disposed does
  /// not keep the scheduler (and every sink it queues) alive after the test.
  ///
  /// - Parameters:
  ///   - startAfter: Delay before the first run.
  ///   - period: Delay between runs.
  ///   - action: The work to run each time.
  /// - Returns: A disposable that stops the repetition.
  public func schedulePeriodic(
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    _ action: @escaping @Sendable () -> Void
  ) -> any Disposable {
    PeriodicSchedule.start(after: startAfter, period: period, action) { [weak self] delay, run in
      self?.scheduleRelative(delay, run)
    }
  }

  /// Schedules `action` at each of the absolute virtual times `times`, never shifted.
  ///
  /// A time in the past runs at the current tick, after work already due. Several ticks play
  /// the same input several times, in one line: `scheduler.scheduleAt(5, 10, 15) { viewModel.loadMore() }`.
  ///
  /// `action` is isolated to the caller, not `@Sendable`: it may call the test's main-actor
  /// code and read and write the test's local `var`s, as RxTest code does:
  ///
  /// ```swift
  /// @MainActor @Test func disposesEarly() {
  ///   let scheduler = TestScheduler(initialClock: 0)
  ///   let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2)])
  ///   let observer = scheduler.createObserver(Int.self)
  ///   var subscription: (any Disposable)?
  ///   scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
  ///   scheduler.scheduleAt(300) { subscription?.dispose() }
  ///   scheduler.start()
  ///   #expect(observer.events == [.next(210, 1)])
  /// }
  /// ```
  ///
  /// > Important: The action runs only in the isolation it was written in: on the caller's
  /// > actor, or, from nonisolated code, in the caller's task. Call ``start(isolation:)`` and
  /// > ``advanceTo(_:isolation:)`` from the test itself. Where the scheduler runs elsewhere, the
  /// > action does not run and the test fails with a message naming the tick: it never races
  /// > on the test's state, and never crashes the test process.
  ///
  /// - Parameters:
  ///   - times: The ticks to run at, one run per tick (a tick named twice runs twice).
  ///   - isolation: The caller's actor, captured automatically.
  ///   - action: The work to run.
  /// - Returns: A disposable that cancels the runs that have not happened yet.
  @discardableResult
  public func scheduleAt(
    _ times: TestTime...,
    isolation: isolated (any Actor)? = #isolation,
    action: @escaping () -> Void
  ) -> any Disposable {
    let action = IsolatedAction(isolation: isolation, action)
    let runs = times.map { time in scheduleOnce(at: time, action) }
    return runs.count == 1 ? runs[0] : Disposables.create(runs)
  }

  /// One run of a caller-isolated action at `time`.
  private func scheduleOnce(at time: TestTime, _ action: IsolatedAction) -> any Disposable {
    enqueue(
      { [weak self] in
        let runner = self?.state.withLock { $0.runner }
        if !action.run(runner: runner) {
          reportTestIssue(
            "TestScheduler.scheduleAt(\(time), action:): the action was written \(action.writer.writer) and the "
              + "scheduler ran elsewhere, so it did not run. Call start() or advanceTo(_:) from the code "
              + "that scheduled it (the test body), or schedule @Sendable work with scheduleRelative(_:_:)."
          )
        }
      },
      dueTime: { _ in time }
    )
  }

  /// Schedules `action` `ticks` after the current clock, never shifted.
  func scheduleRelativeVirtual(_ ticks: TestTime, action: @escaping @Sendable () -> Void) -> any Disposable {
    enqueue(action) { clock in clock + ticks }
  }

  /// Queues `action`; with `first`, ahead of everything else due at the same tick (a negative id).
  func enqueue(
    _ action: @escaping @Sendable () -> Void,
    dueTime: (TestTime) -> TestTime,
    first: Bool = false
  ) -> VirtualItem {
    state.withLock { state in
      let id = first ? -(state.nextID + 1) : state.nextID
      let item = VirtualItem(time: dueTime(state.clock), id: id, action: action)
      state.nextID += 1
      state.queue.insert(item)
      return item
    }
  }

  // MARK: Running

  /// Plays a timeline of inputs, then runs the clock: schedules each action at its tick, as
  /// ``scheduleAt(_:isolation:action:)`` does (actions of one tick run in the order listed), and
  /// calls ``start(isolation:)``.
  ///
  /// ```swift
  /// scheduler.start([1: viewModel.refresh, 5: viewModel.loadMore, 9: { viewModel.itemSelected(at: 2) }])
  /// ```
  ///
  /// The actions are isolated to the caller, like those of ``scheduleAt(_:isolation:action:)``:
  /// a main-actor test may pass its view model's methods as they are.
  ///
  /// - Parameters:
  ///   - timeline: The actions by tick; a tick may appear several times.
  ///   - isolation: The caller's actor, captured automatically.
  public func start(_ timeline: KeyValuePairs<TestTime, () -> Void>, isolation: isolated (any Actor)? = #isolation) {
    for (time, action) in timeline {
      scheduleAt(time, isolation: isolation, action: action)
    }
    start(isolation: isolation)
  }

  /// Runs every queued action in time order, moving the clock to each one's tick, until the
  /// queue is empty or ``stop()`` is called.
  ///
  /// Calling it while the scheduler is already running (from an action) does nothing.
  ///
  /// - Parameter isolation: The caller's actor, captured automatically: actions written with
  ///   ``scheduleAt(_:isolation:action:)`` in this isolation run.
  public func start(isolation: isolated (any Actor)? = #isolation) {
    guard beginRunning(runner: isolation) else { return }
    drain(notAfter: nil) { $0.run() }
    endRunning()
  }

  /// Runs the actions due up to and including `time`, then sets the clock to `time`.
  ///
  /// As in RxTest, a `time` earlier than ``clock`` runs nothing new and sets the clock back.
  ///
  /// - Parameters:
  ///   - time: The tick to advance to.
  ///   - isolation: The caller's actor, captured automatically: actions written with
  ///     ``scheduleAt(_:isolation:action:)`` in this isolation run.
  /// - Precondition: The scheduler is not running (do not call it from an action).
  public func advanceTo(_ time: TestTime, isolation: isolated (any Actor)? = #isolation) {
    precondition(
      beginRunning(runner: isolation),
      "TestScheduler.advanceTo(_:) called while the scheduler is running."
    )
    drain(notAfter: time) { $0.run() }
    state.withLock { state in
      state.clock = time
      state.isRunning = false
      state.runner = nil
    }
  }

  /// Marks the scheduler running on behalf of code isolated to `runner`; `false` if it
  /// already was.
  func beginRunning(runner: (any Actor)?) -> Bool {
    state.withLock { state in
      guard !state.isRunning else { return false }
      state.isRunning = true
      state.runner = runner
      return true
    }
  }

  /// Marks the scheduler stopped.
  func endRunning() {
    state.withLock { state in
      state.isRunning = false
      state.runner = nil
    }
  }

  /// Takes due items one by one (moving the clock) and hands each to `handle`, on the calling
  /// thread with the lock released, until the queue is empty, `limit` is passed, or ``stop()``.
  func drain(notAfter limit: TestTime?, _ handle: (VirtualItem) -> Void) {
    while let item = takeNext(notAfter: limit) { handle(item) }
  }

  /// Moves the clock forward by `ticks` without running anything.
  ///
  /// - Parameter ticks: How far to move; not negative.
  public func sleep(_ ticks: TestTime) {
    precondition(ticks >= 0, "TestScheduler.sleep(_:) cannot move the clock back.")
    state.withLock { $0.clock += ticks }
  }

  /// Stops ``start(isolation:)`` or ``advanceTo(_:isolation:)`` after the action that is running returns.
  public func stop() {
    state.withLock { $0.isRunning = false }
  }

  /// Removes the next live action due no later than `limit` and moves the clock to its tick;
  /// disposed actions on the way are dropped without moving the clock.
  ///
  /// Whether an item is disposed is asked between two locked steps (the item has a lock of its
  /// own): the first finds the next due item, the second takes it if it is still next.
  private func takeNext(notAfter limit: TestTime?) -> VirtualItem? {
    while let item = nextDue(notAfter: limit) {
      let isLive = !item.isDisposed
      let taken = state.withLock { state -> Bool in
        guard state.isRunning, state.queue.first === item else { return false }
        state.queue.removeFirst()
        if isLive { state.clock = max(state.clock, item.time) }
        return isLive
      }
      if taken { return item }
    }
    return nil
  }

  /// The next queued item if it is due no later than `limit` and the scheduler is running.
  private func nextDue(notAfter limit: TestTime?) -> VirtualItem? {
    state.withLock { state in
      guard state.isRunning, let item = state.queue.first else { return nil }
      if let limit, item.time > limit { return nil }
      return item
    }
  }
}
