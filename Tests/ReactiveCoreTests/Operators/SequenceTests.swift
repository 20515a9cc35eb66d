// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct SequenceTests {
  @Test func ofEmitsSynchronouslyByDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.of(1, 2, 3) }
    #expect(observer.events == [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  @Test func fromArrayEmitsEveryElementThenCompletes() {
    let events = LockedBox<[Event<String>]>([])
    _ = Observable.from(["a", "b"]).subscribe { events.append($0) }
    #expect(events.value == [.next("a"), .next("b"), .completed])
  }

  @Test func fromSequenceIteratesAnewPerSubscriber() {
    let values = LockedBox<[Int]>([])
    let range = Observable.from(1...3)
    _ = range.subscribe(onNext: { values.append($0) })
    _ = range.subscribe(onNext: { values.append($0) })
    #expect(values.value == [1, 2, 3, 1, 2, 3])
  }

  @Test func fromOptional() {
    let events = LockedBox<[Event<Int>]>([])
    _ = Observable.from(optional: 5).subscribe { events.append($0) }
    _ = Observable<Int>.from(optional: nil).subscribe { events.append($0) }
    #expect(events.value == [.next(5), .completed, .completed])
  }

  @Test func schedulerRunsOneActionPerElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
    #expect(observer.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  @Test func disposalStopsScheduledEmission() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 202) { Observable.from([1, 2, 3], scheduler: scheduler) }
    #expect(observer.events == [.next(201, 1)])
  }

  @Test func inlineSchedulerDoesNotRecursePerElement() {
    let count = LockedBox(0)
    let completed = LockedBox(0)
    _ = Observable.from(0..<100_000, scheduler: InlineScheduler())
      .subscribe(onNext: { _ in count.increment() }, onCompleted: { completed.increment() })
    #expect(count.value == 100_000)
    #expect(completed.value == 1)
  }

  @Test func takeStopsAScheduledSequenceAndLeaksNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let tracker = Resources.Tracker()
    let observer = Resources.track(tracker) {
      scheduler.start { Observable.from(1...1_000, scheduler: scheduler).take(2) }
    }
    #expect(observer.events == [.next(201, 1), .next(202, 2), .completed(202)])
    #expect(tracker.live == 0)
  }

  @Test func iteratorMayDisposeItsOwnSubscription() {
    // The iterator is user code: it runs outside the sink's lock (inside it, this disposal
    // would wait for that lock forever), and nothing is emitted once it disposed.
    let scheduler = TestScheduler(initialClock: 0)
    let subscription = SingleAssignmentDisposable()
    let received = LockedBox([Int]())
    let completed = LockedBox(0)
    let elements = DisposingSequence(disposesAt: 2, subscription: subscription)
    subscription.setDisposable(
      Observable.from(elements, scheduler: scheduler)
        .subscribe(onNext: { received.append($0) }, onCompleted: { _ = completed.increment() })
    )
    scheduler.start()
    #expect(received.value == [1])
    #expect(completed.value == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // No source to send into. The immediate form delivers inside subscribe, the scheduled form after it.
    checkLifecycle(sources: 0, reentrant: [.next(1), .next(2), .next(3), .completed]) { _, _ in Observable.of(1, 2, 3) }
    checkLifecycle(sources: 0, reentrant: [.next(1), .next(2), .next(3), .completed]) { _, scheduler in
      Observable.of(1, 2, 3, scheduler: scheduler)
    }
  }
}

/// A scheduler other than ``ImmediateScheduler`` that still runs actions inside `schedule`.
private struct InlineScheduler: ImmediateSchedulerType {
  func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    action()
    return Disposables.create()
  }
}

/// 1, 2, 3, ...; its iterator disposes `subscription` when it produces `disposesAt`.
private struct DisposingSequence: Sequence, Sendable {
  let disposesAt: Int
  let subscription: SingleAssignmentDisposable

  func makeIterator() -> AnyIterator<Int> {
    var current = 0
    return AnyIterator {
      current += 1
      if current == disposesAt { subscription.dispose() }
      return current <= 5 ? current : nil
    }
  }
}
