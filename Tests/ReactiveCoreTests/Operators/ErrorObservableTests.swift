// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveTesting
import Testing

private struct ErrorObservableError: Error, Equatable {}

@Suite struct ErrorObservableTests {
  @Test func failsOnSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.error(ErrorObservableError()) }
    #expect(observer.events == [.error(200, ErrorObservableError())])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // It fails inside subscribe: no element to dispose in or to send from.
    checkLifecycle(sources: 0, reentrant: [.error(ErrorObservableError())]) { _, _ in
      Observable<Int>.error(ErrorObservableError())
    }
  }
}
