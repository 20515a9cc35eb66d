// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@Suite struct ErrorObservableTests {
  @Test func failsOnSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.error(TestError()) }
    #expect(observer.events == [.error(200, TestError())])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // It fails inside subscribe: no element to dispose in or to send from.
    checkLifecycle(sources: 0, reentrant: [.error(TestError())]) { _, _ in
      Observable<Int>.error(TestError())
    }
  }
}
