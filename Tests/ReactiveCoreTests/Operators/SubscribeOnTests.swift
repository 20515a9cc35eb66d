// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport
import Testing

@Suite struct SubscribeOnTests {
  @Test func subscribesOnTheScheduler() async throws {
    let queue = DispatchQueue(label: "SubscribeOnTests")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 7)
    let scheduler = SerialDispatchQueueScheduler(queue: queue)
    let source = Observable<Int>.create { observer in
      observer.onNext(DispatchQueue.getSpecific(key: key) ?? 0)
      observer.onCompleted()
      return Disposables.create()
    }
    var seen: [Int] = []
    for try await value in source.subscribe(on: scheduler).values {
      seen.append(value)
    }
    #expect(seen == [7])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // Subscribed (and, after dispose, unsubscribed) on the scheduler; 10, sent from inside 1, is
    // queued by the subject behind 1.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, scheduler in
      sources[0].subscribe(on: scheduler)
    }
  }
}

@Suite struct SubscribeOnSchedulingTests {
  @Test func subscriptionWaitsForTheSchedulerAndDisposalIsScheduled() {
    let scheduler = ManualScheduler()
    let log = LockedBox<[String]>([])
    let source = Observable<Int>.create { observer in
      log.withLock { $0.append("subscribed") }
      observer.onNext(1)
      return Disposables.create { log.withLock { $0.append("disposed") } }
    }
    let subscription = source.subscribe(on: scheduler).subscribe(onNext: { value in
      log.withLock { $0.append("next \(value)") }
    })
    #expect(log.value.isEmpty)
    scheduler.runAll()
    #expect(log.value == ["subscribed", "next 1"])
    subscription.dispose()
    #expect(log.value == ["subscribed", "next 1"])
    scheduler.runAll()
    #expect(log.value == ["subscribed", "next 1", "disposed"])
  }

  @Test func disposingBeforeTheScheduledSubscriptionCancelsIt() {
    let tracker = Resources.Tracker()
    let scheduler = ManualScheduler()
    let subscribed = LockedBox(false)
    Resources.track(tracker) {
      let subscription = Observable<Int>.create { _ in
        subscribed.withLock { $0 = true }
        return Disposables.create()
      }
      .subscribe(on: scheduler)
      .subscribe()
      subscription.dispose()
    }
    scheduler.runAll()
    #expect(!subscribed.value)
    #expect(tracker.live == 0)
  }
}
