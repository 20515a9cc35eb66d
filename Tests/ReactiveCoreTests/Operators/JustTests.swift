// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct JustTests {
  @Test func emitsTheElementAndCompletesOnSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.just(42) }
    #expect(observer.events == [.next(200, 42), .completed(200)])
  }

  @Test func everySubscriberGetsTheElement() {
    let values = LockedBox<[Int]>([])
    let just = Observable.just(7)
    _ = just.subscribe(onNext: { values.append($0) })
    _ = just.subscribe(onNext: { values.append($0) })
    #expect(values.value == [7, 7])
  }

  @Test func emitsOnTheGivenScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }
    #expect(observer.events == [.next(201, 42), .completed(201)])
  }

  @Test func disposalBeforeTheScheduledEmissionCancelsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
    #expect(observer.events == [])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // No source to send into. `just(_:)` delivers inside subscribe, the scheduled form after it.
    checkLifecycle(sources: 0, reentrant: [.next(7), .completed]) { _, _ in Observable.just(7) }
    checkLifecycle(sources: 0, reentrant: [.next(7), .completed]) { _, scheduler in
      Observable.just(7, scheduler: scheduler)
    }
  }
}
