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
}
