// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import Testing

@Suite struct EmptyTests {
  @Test func completesOnSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.empty() }
    #expect(observer.events == [.completed(200)])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // It completes inside subscribe: no element to dispose in or to send from.
    checkLifecycle(sources: 0, reentrant: [.completed]) { _, _ in Observable<Int>.empty() }
  }
}
