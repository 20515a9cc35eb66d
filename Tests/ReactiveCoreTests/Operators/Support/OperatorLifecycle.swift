// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

/// Checks the subscription lifecycle of the sequence `make` builds over `PublishSubject`s.
///
/// Each of the four checks builds fresh sources, a fresh ``TestScheduler`` and the sequence, then
/// runs one script: subscribe, settle; send 1, settle; send 2, settle. "Send v" sends `v` into
/// every source, in order; "settle" advances the clock by 10 ticks, so time-based operators with
/// due times under 10 s act within it.
///
/// `reentrant` states the operator's contract for the reentrant check: the events an observer
/// receives when it sends 10 into the sources from inside its first element. Subjects, relays and
/// multi-source operators queue a reentrant event behind the one being delivered (Operators.md,
/// "Reentrant events are queued, not nested"), so a stateless operator over one subject receives
/// 10 right after the first element and before 2.
///
/// - Parameters:
///   - count: How many `PublishSubject<Int>` sources to create.
///   - reentrant: The events the observer receives in the reentrant check, in order.
///   - sourceLocation: Where failures are reported: the operator's test.
///   - make: Builds the sequence under test from the sources and the scheduler.
func checkLifecycle<Output: Sendable & Equatable>(
  sources count: Int = 1,
  reentrant: [Event<Output>],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ make: ([PublishSubject<Int>], TestScheduler) -> Observable<Output>
) {
  checkLifecycle(
    sources: (0..<count).map { _ in PublishSubject<Int>() },
    reentrant: reentrant,
    sourceLocation: sourceLocation,
    make
  )
}

/// Checks the lifecycle with sources of another kind (the subjects and relays under test).
///
/// - Parameters:
///   - makeSources: The sources, evaluated afresh for each check.
///   - reentrant: The events the observer receives in the reentrant check, in order.
///   - sourceLocation: Where failures are reported.
///   - make: Builds the sequence under test from the sources and the scheduler.
func checkLifecycle<Source: LifecycleSource, Output: Sendable & Equatable>(
  sources makeSources: @autoclosure () -> [Source],
  reentrant: [Event<Output>],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ make: ([Source], TestScheduler) -> Observable<Output>
) {
  func fixture() -> LifecycleFixture<Source, Output> { LifecycleFixture(sources: makeSources(), make: make) }
  checkDisposingTwice(fixture(), reentrant: reentrant, sourceLocation)
  checkDisposingDuringDelivery(fixture(), reentrant: reentrant, sourceLocation)
  checkDeallocation(fixture, sourceLocation)
  checkReentrantSends(fixture(), reentrant: reentrant, sourceLocation)
}

/// 1. `dispose()`, due work, `dispose()` again, send 3 and settle: nothing is delivered after the
/// first `dispose()`, `onDisposed` runs once, and no source keeps an observer.
private func checkDisposingTwice<Source, Output: Equatable>(
  _ run: LifecycleFixture<Source, Output>,
  reentrant: [Event<Output>],
  _ location: SourceLocation
) {
  let recorder = LifecycleRecorder<Output>()
  let subscription = run.observable.subscribe(
    onNext: { recorder.on(.next($0)) },
    onError: { recorder.on(.error($0)) },
    onCompleted: { recorder.on(.completed) },
    onDisposed: { recorder.countDisposal() }
  )
  run.script()
  let delivered = recorder.events
  #expect(delivered.isEmpty == reentrant.isEmpty, "1: the script delivered \(delivered)", sourceLocation: location)
  subscription.dispose()
  run.runDueWork()
  subscription.dispose()
  run.send(3)
  run.settle()
  #expect(recorder.events == delivered, "1: delivered after dispose()", sourceLocation: location)
  #expect(recorder.disposals == 1, "1: onDisposed ran \(recorder.disposals) times", sourceLocation: location)
  #expect(run.isUnobserved, "1: a source kept its observer after dispose()", sourceLocation: location)
}

/// 2. The observer disposes its own subscription inside its first element: it receives nothing
/// more, and no source keeps an observer. An element delivered inside `subscribe` (a replay,
/// `startWith`, synchronous `just`) comes before the disposable exists: the dispose lands when
/// `subscribe` returns, and what arrived until then stays.
private func checkDisposingDuringDelivery<Source, Output: Equatable>(
  _ run: LifecycleFixture<Source, Output>,
  reentrant: [Event<Output>],
  _ location: SourceLocation
) {
  let own = SingleAssignmentDisposable()
  let recorder = LifecycleRecorder<Output> { own.dispose() }
  let subscription = run.observable.subscribe(recorder)
  let insideSubscribe = recorder.events
  own.setDisposable(subscription)
  run.script()
  let upToFirstElement = reentrant.firstIndex { $0.element != nil }.map { Array(reentrant[...$0]) } ?? reentrant
  let expected = insideSubscribe.contains { $0.element != nil } ? insideSubscribe : upToFirstElement
  #expect(recorder.events == expected, "2: disposed inside the first element", sourceLocation: location)
  #expect(run.isUnobserved, "2: a source kept its observer after dispose()", sourceLocation: location)
}

/// 3. After `dispose()` and due work, the subscription object is the only resource still counted
/// and no longer holds its observer; once it is released the ``Resources/Tracker`` count is zero
/// and the sources and the scheduler are deallocated (a timer left scheduled keeps them alive).
private func checkDeallocation<Source, Output>(
  _ fixture: () -> LifecycleFixture<Source, Output>,
  _ location: SourceLocation
) {
  let tracker = Resources.Tracker()
  weak var weakRecorder: LifecycleRecorder<Output>?
  weak var weakScheduler: TestScheduler?
  var weakSources: [() -> Source?] = []
  Resources.track(tracker) {
    let run = fixture()
    weakScheduler = run.scheduler
    weakSources = run.sources.map { source in { [weak source] in source } }
    let subscription: any Disposable
    do {
      let recorder = LifecycleRecorder<Output>()
      weakRecorder = recorder
      subscription = run.observable.subscribe(recorder)
    }
    run.script()
    subscription.dispose()
    run.runDueWork()
    #expect(weakRecorder == nil, "3: the disposed chain still holds its observer", sourceLocation: location)
    if Resources.isTracking {
      #expect(tracker.live == 1, "3: \(tracker.live - 1) sinks outlived dispose()", sourceLocation: location)
    }
  }
  if Resources.isTracking {
    #expect(tracker.live == 0, "3: \(tracker.live) resources leaked", sourceLocation: location)
  }
  #expect(weakScheduler == nil, "3: the scheduler leaked (a timer left scheduled?)", sourceLocation: location)
  #expect(weakSources.allSatisfy { $0() == nil }, "3: a source leaked", sourceLocation: location)
}

/// 4. The observer sends 10 into the sources from inside its first element: it receives exactly
/// `reentrant`, never one event inside another.
private func checkReentrantSends<Source, Output: Equatable>(
  _ run: LifecycleFixture<Source, Output>,
  reentrant: [Event<Output>],
  _ location: SourceLocation
) {
  let recorder = LifecycleRecorder<Output> { run.send(10) }
  let subscription = run.observable.subscribe(recorder)
  run.script()
  #expect(recorder.events == reentrant, "4: sent 10 from inside the first element", sourceLocation: location)
  #expect(recorder.overlaps == 0, "4: an event was delivered inside another", sourceLocation: location)
  subscription.dispose()
}

/// A source the lifecycle checks send into: a subject or a relay of `Int`.
protocol LifecycleSource: ObservableType, AnyObject where Element == Int {
  /// Sends `value` to the observers.
  func send(_ value: Int)
  /// Whether an observer is subscribed; `nil` where the type does not say (relays).
  var isObserved: Bool? { get }
}

extension LifecycleSource {
  var isObserved: Bool? { nil }
}

extension LifecycleSource where Self: ObserverType {
  func send(_ value: Int) { onNext(value) }
}

extension PublishSubject: LifecycleSource where Element == Int {
  var isObserved: Bool? { hasObservers }
}

extension BehaviorSubject: LifecycleSource where Element == Int {
  var isObserved: Bool? { hasObservers }
}

extension ReplaySubject: LifecycleSource where Element == Int {
  var isObserved: Bool? { hasObservers }
}

extension PublishRelay: LifecycleSource where Element == Int {
  func send(_ value: Int) { accept(value) }
}

extension BehaviorRelay: LifecycleSource where Element == Int {
  func send(_ value: Int) { accept(value) }
}

extension ReplayRelay: LifecycleSource where Element == Int {
  func send(_ value: Int) { accept(value) }
}

/// One check's sources, virtual clock and sequence under test.
private struct LifecycleFixture<Source: LifecycleSource, Output: Sendable>: Sendable {
  let sources: [Source]
  let scheduler = TestScheduler(initialClock: 0)
  let observable: Observable<Output>

  init(sources: [Source], make: ([Source], TestScheduler) -> Observable<Output>) {
    self.sources = sources
    self.observable = make(sources, scheduler)
  }

  var isUnobserved: Bool {
    !sources.contains { $0.isObserved == true }
  }

  func send(_ value: Int) {
    for source in sources { source.send(value) }
  }

  func settle() {
    scheduler.advanceTo(scheduler.clock + 10)
  }

  /// Runs the work due now, such as a disposal `subscribe(on:)` scheduled, but no timer.
  func runDueWork() {
    scheduler.advanceTo(scheduler.clock + 1)
  }

  /// Settle; send 1, settle; send 2, settle.
  func script() {
    settle()
    send(1)
    settle()
    send(2)
    settle()
  }
}

/// Records the events of one subscription and runs `reaction` once, inside the first element.
private final class LifecycleRecorder<Element: Sendable>: ObserverType {
  private struct State {
    var events: [Event<Element>] = []
    var isDelivering = false
    var overlaps = 0
    var disposals = 0
    var hasReacted = false
  }

  private let state = LockedBox(State())
  private let reaction: @Sendable () -> Void

  init(onFirstElement reaction: @escaping @Sendable () -> Void = {}) {
    self.reaction = reaction
  }

  var events: [Event<Element>] { state.withLock { $0.events } }
  var overlaps: Int { state.withLock { $0.overlaps } }
  var disposals: Int { state.withLock { $0.disposals } }

  func on(_ event: Event<Element>) {
    let reacts = state.withLock { state in
      if state.isDelivering { state.overlaps += 1 }
      state.isDelivering = true
      state.events.append(event)
      guard event.element != nil, !state.hasReacted else { return false }
      state.hasReacted = true
      return true
    }
    if reacts { reaction() }
    state.withLock { $0.isDelivering = false }
  }

  func countDisposal() {
    state.withLock { $0.disposals += 1 }
  }
}
