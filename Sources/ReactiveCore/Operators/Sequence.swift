// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension Observable {
  /// Returns a sequence that emits the arguments in order, then completes.
  ///
  /// With the default ``ImmediateScheduler`` every element is delivered synchronously during
  /// `subscribe`. With another scheduler, each element is delivered by its own scheduled action
  /// (the next one is scheduled after the previous one ran), and disposing stops the rest.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).subscribe(onNext: { print($0) })  // 1, 2, 3
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements to emit.
  ///   - scheduler: Runs the emissions; synchronous by default.
  /// - Returns: A sequence of `elements` followed by `.completed`.
  public static func of(
    _ elements: Element...,
    scheduler: any ImmediateSchedulerType = ImmediateScheduler.instance
  ) -> Observable<Element> {
    from(elements, scheduler: scheduler)
  }

  /// Returns a sequence that emits the elements of an array in order, then completes.
  ///
  /// - Parameters:
  ///   - array: The elements to emit.
  ///   - scheduler: Runs the emissions (one scheduled action per element); synchronous by default.
  /// - Returns: A sequence of the array's elements followed by `.completed`.
  public static func from(
    _ array: [Element],
    scheduler: any ImmediateSchedulerType = ImmediateScheduler.instance
  ) -> Observable<Element> {
    from(sequence: array, scheduler: scheduler)
  }

  /// Returns a sequence that emits the elements of `sequence` in order, then completes.
  ///
  /// The sequence is iterated anew for every subscriber.
  ///
  /// - Parameters:
  ///   - sequence: The elements to emit; it must be finite when emitting synchronously.
  ///   - scheduler: Runs the emissions (one scheduled action per element); synchronous by default.
  /// - Returns: A sequence of the elements followed by `.completed`.
  public static func from<Source: Sequence & Sendable>(
    _ sequence: Source,
    scheduler: any ImmediateSchedulerType = ImmediateScheduler.instance
  ) -> Observable<Element> where Source.Element == Element {
    from(sequence: sequence, scheduler: scheduler)
  }

  /// Returns a sequence that emits the wrapped value, if any, then completes.
  ///
  /// - Parameters:
  ///   - optional: The element to emit, or `nil` for an empty sequence.
  ///   - scheduler: Runs the emission; synchronous by default.
  /// - Returns: A sequence of zero or one element followed by `.completed`.
  public static func from(
    optional: Element?,
    scheduler: any ImmediateSchedulerType = ImmediateScheduler.instance
  ) -> Observable<Element> {
    from(sequence: optional.map { [$0] } ?? [], scheduler: scheduler)
  }

  private static func from<Source: Sequence & Sendable>(
    sequence: Source,
    scheduler: any ImmediateSchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    if scheduler is ImmediateScheduler {
      return Observable { observer in
        for element in sequence { observer.on(.next(element)) }
        observer.on(.completed)
        return NopDisposable()
      }
    }
    return Observable { observer in
      var iterator = sequence.makeIterator()
      let sink = ScheduledSequenceSink(next: { iterator.next() }, observer: observer, scheduler: scheduler)
      sink.scheduleNext()
      return sink
    }
  }
}

/// Emits one element per scheduled action. When the scheduler runs an action synchronously
/// (inside `schedule`), the next step runs in a loop instead of recursing, so long sequences on
/// inline schedulers do not grow the stack.
private final class ScheduledSequenceSink<Element: Sendable>: Disposable {
  private struct State {
    /// Advances the source iterator. Not `Sendable`: only `step()` calls it, outside the lock,
    /// and steps run one after another (each is scheduled after the previous one returned; the
    /// lock taken between them orders their memory accesses).
    let next: () -> Element?
    var isDisposed = false
    /// The pending scheduled action, for disposal.
    var pending: (any Disposable)?
    /// Counts `schedule` calls, so a stale disposable never replaces a newer one.
    var generation: UInt64 = 0
    /// Whether `scheduleNext` is inside `scheduler.schedule`.
    var isScheduling = false
    /// Whether an action ran synchronously and asked for another step.
    var needsAnotherStep = false
  }

  private let state: LockedState<State>
  private let observer: AnyObserver<Element>
  private let scheduler: any ImmediateSchedulerType
  private let resource = ResourceToken()

  init(next: @escaping () -> Element?, observer: AnyObserver<Element>, scheduler: any ImmediateSchedulerType) {
    self.state = LockedState(State(next: next))
    self.observer = observer
    self.scheduler = scheduler
  }

  func scheduleNext() {
    while true {
      let generation: UInt64 = state.withLock { state in
        state.generation &+= 1
        state.isScheduling = true
        state.needsAnotherStep = false
        return state.generation
      }
      let disposable = scheduler.schedule { [self] in step() }
      let (again, disposeNow): (Bool, Bool) = state.withLock { state in
        state.isScheduling = false
        if state.isDisposed { return (false, true) }
        if state.generation == generation { state.pending = disposable }
        return (state.needsAnotherStep, false)
      }
      if disposeNow { disposable.dispose() }
      guard again else { return }
    }
  }

  /// Emits the next element (or completes) and asks for the next step.
  private func step() {
    // The iterator is user code: it advances after the lock is released, and may have disposed
    // this subscription meanwhile.
    guard let advance = state.withLock({ $0.isDisposed ? nil : $0.next }) else { return }
    let next = advance()
    guard !state.withLock({ $0.isDisposed }) else { return }
    guard let element = next else {
      observer.on(.completed)
      return
    }
    observer.on(.next(element))
    let scheduleNow: Bool = state.withLock { state in
      guard !state.isDisposed else { return false }
      if state.isScheduling {
        state.needsAnotherStep = true
        return false
      }
      return true
    }
    if scheduleNow { scheduleNext() }
  }

  func dispose() {
    let pending: (any Disposable)? = state.withLock { state in
      state.isDisposed = true
      defer { state.pending = nil }
      return state.pending
    }
    pending?.dispose()
  }
}
