// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct NeverTests {
  @Test func emitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.never() }
    #expect(observer.events == [])
  }

  @Test func disposalEndsTheSubscription() {
    let disposed = LockedBox(0)
    let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed.increment() })
    #expect(disposed.value == 0)
    subscription.dispose()
    #expect(disposed.value == 1)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // No event at all: only disposal and deallocation to check.
    checkLifecycle(sources: 0, reentrant: []) { _, _ in Observable<Int>.never() }
  }
}
