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
}
