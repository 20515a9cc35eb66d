// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

/// Main-actor state a test's scheduled actions read and write without `assumeIsolated`.
@MainActor private final class Counter {
  var value = 0
  func increment() { value += 1 }
}

@Suite struct CallerIsolationTests {
  // "action is isolated to the caller, not @Sendable: it may call the test's main-actor code and
  // read and write the test's local vars".
  @MainActor @Test func scheduledActionsCallMainActorCodeAndMutateLocals() {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = Counter()
    var ticks: [Int] = []
    scheduler.scheduleAt(10) {
      counter.increment()
      ticks.append(scheduler.clock)
    }
    scheduler.scheduleAt(20) {
      counter.increment()
      ticks.append(scheduler.clock)
    }
    scheduler.start()
    #expect(counter.value == 2)
    #expect(ticks == [10, 20])
  }

  @Test func nonisolatedTestsMutateLocalsToo() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let xs = Observable<Int>.create { observer in
      attempts += 1
      observer.onNext(attempts)
      observer.onCompleted()
      return Disposables.create()
    }
    var values: [Int] = []
    scheduler.scheduleAt(10) { _ = xs.subscribe(onNext: { values.append($0) }) }
    scheduler.scheduleAt(20) { _ = xs.do(onNext: { _ in attempts += 10 }).subscribe(onNext: { values.append($0) }) }
    scheduler.start()
    #expect(values == [1, 2])
    #expect(attempts == 12)
  }

  // "A closure formed on an actor runs only on that actor; one formed in nonisolated code runs
  // only on the thread that formed it." A call from elsewhere traps instead of racing.
  @Test func aClosureCalledOffTheThreadThatWroteItTraps() async {
    await #expect(processExitsWith: .failure) {
      var count = 0
      let subject = PublishSubject<Int>()
      _ = subject.subscribe(onNext: { _ in count += 1 })
      let thread = Thread { subject.onNext(1) }
      thread.start()
      while !thread.isFinished { usleep(1_000) }
      print(count)
    }
  }

  @Test func aMainActorClosureCalledOffTheMainActorTraps() async {
    await #expect(processExitsWith: .failure) {
      let subject = PublishSubject<Int>()
      await MainActor.run {
        var values: [Int] = []
        _ = subject.subscribe(onNext: { values.append($0) })
      }
      await Task.detached { subject.onNext(1) }.value
    }
  }

  @Test func aClosureCalledOnTheThreadThatWroteItRuns() {
    var count = 0
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onNext: { count += $0 }, onCompleted: { count += 100 })
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    subscription.dispose()
    #expect(count == 103)
  }
}
