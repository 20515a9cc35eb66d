// SPDX-License-Identifier: MIT

import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// Schedulers seen by the parallel trait tests, kept alive so no address is reused, to prove
/// no two tests share one.
private let seenSchedulers = LockedBox<[TestScheduler]>([])

@Suite struct VirtualTimeTraitTests {
  // "For the whole test body ... TestScheduler.current is that test's scheduler and
  // SharingScheduler.make() returns it."
  @Test(.virtualTime) func installsTheSchedulerAsCurrentAndAsTheSharingScheduler() {
    let scheduler = TestScheduler.current
    #expect(SharingScheduler.make() as? TestScheduler === scheduler)
    #expect(scheduler.clock == 0)
  }

  // "...and every task it starts".
  @Test(.virtualTime) func tasksStartedByTheTestSeeTheSameScheduler() async {
    let scheduler = TestScheduler.current
    let inTask = await Task { TestScheduler.current }.value
    #expect(inTask === scheduler)
  }

  // "keeps events at the tick they happen (simulateProcessingDelay: false)".
  @MainActor @Test(.virtualTime) func driversDeliverAtTheTickOfTheirCause() {
    let scheduler = TestScheduler.current
    let relay = PublishRelay<Int>()
    let doubled = relay.asSignal().map { $0 * 2 }
    let recorded = scheduler.record(doubled)
    scheduler.scheduleAt(10) { relay.accept(1) }
    scheduler.scheduleAt(20) { relay.accept(2) }
    scheduler.start()
    #expect(recorded.events == [.next(10, 2), .next(20, 4)])
  }

  // "pass .virtualTime(simulateProcessingDelay: true) for RxTest's one-tick delay".
  @MainActor @Test(.virtualTime(initialClock: 100, simulateProcessingDelay: true))
  func optionsReachTheScheduler() {
    let scheduler = TestScheduler.current
    let relay = PublishRelay<Int>()
    let recorded = scheduler.record(relay.asSignal())
    scheduler.scheduleAt(110) { relay.accept(1) }
    scheduler.start()
    #expect(recorded.events == [.next(111, 1)])
  }

  // "Both are task-local values, so tests running in parallel never share a clock. Each case of a
  // parameterised test (`@Test(.virtualTime, arguments: ...)`) is a test of its own here: it gets a
  // new scheduler, starting at `initialClock`."
  @MainActor @Test(.virtualTime, arguments: 0..<50)
  func parallelTestsNeverShareAClock(tick: Int) async {
    let scheduler = TestScheduler.current
    #expect(scheduler.clock == 0)
    let isNew = seenSchedulers.withLock { seen in
      defer { seen.append(scheduler) }
      return !seen.contains { $0 === scheduler }
    }
    #expect(isNew)
    let relay = PublishRelay<Int>()
    let recorded = scheduler.record(relay.asDriver(onErrorDriveWith: .empty()))
    await Task.yield()  // let the other tests interleave
    scheduler.scheduleAt(tick) { relay.accept(tick) }
    scheduler.start()
    #expect(recorded.events == [.next(tick, tick)])
    #expect(TestScheduler.current === scheduler)
  }

}

// "On a suite (@Suite(.virtualTime)) it applies to every test of the suite, each with a new
// scheduler."
@Suite(.virtualTime) struct VirtualTimeSuiteTraitTests {
  private static let seen = LockedBox<[TestScheduler]>([])

  @Test(arguments: 0..<3) func everyTestGetsItsOwnScheduler(index: Int) {
    let scheduler = TestScheduler.current
    let isNew = Self.seen.withLock { seen in
      defer { seen.append(scheduler) }
      return !seen.contains { $0 === scheduler }
    }
    #expect(isNew)
  }
}
