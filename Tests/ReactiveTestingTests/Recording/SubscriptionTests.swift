// SPDX-License-Identifier: MIT

import ReactiveTesting
import Testing

@Suite struct SubscriptionTests {
  @Test func subscriptionWithoutEndIsOpen() {
    #expect(Subscription(200).unsubscribe == Int.max)
    #expect(Subscription(200) == Subscription(200, Int.max))
    #expect(Subscription(200, 300) != Subscription(200))
  }

  @Test func hashesByBothTimes() {
    #expect(Set([Subscription(1, 2), Subscription(1, 2), Subscription(1, 3)]).count == 2)
  }

  @Test func debugDescriptionReadsLikeTheInitialiser() {
    #expect(Subscription(200, 300).debugDescription == "Subscription(200, 300)")
    #expect(Subscription(200).debugDescription == "Subscription(200)")
  }
}
