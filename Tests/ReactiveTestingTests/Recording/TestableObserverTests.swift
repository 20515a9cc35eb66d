// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveList
import ReactiveTesting
import Testing

@Suite struct TestableObserverTests {
  @Test func stampsEventsWithTheSchedulersClock() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(String.self)
    scheduler.scheduleAt(5) { observer.onNext("a") }
    scheduler.scheduleAt(7) { observer.onCompleted() }
    scheduler.start()
    #expect(observer.events == [.next(5, "a"), .completed(7)])
  }

  @Test func recordsWhatArrivesWithoutEnforcingTheGrammar() {
    let scheduler = TestScheduler(initialClock: 3)
    let observer = scheduler.createObserver(Int.self)
    observer.onCompleted()
    observer.onNext(1)
    #expect(observer.events == [.completed(3), .next(3, 1)])
  }

  @Test func recordsEventsFromManyThreads() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    DispatchQueue.concurrentPerform(iterations: 1_000) { observer.onNext($0) }
    #expect(observer.events.count == 1_000)
    #expect(Set(observer.events.compactMap(\.value.element)) == Set(0..<1_000))
  }
}
