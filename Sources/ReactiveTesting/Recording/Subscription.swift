// SPDX-License-Identifier: MIT

/// The virtual times at which an observer subscribed to a test observable and unsubscribed.
///
/// Test observables log one `Subscription` per subscriber in
/// ``TestableObservable/subscriptions``. A subscription that is still active has
/// ``unsubscribe`` equal to `Int.max`, which is what ``init(_:)`` creates:
///
/// ```swift
/// #expect(xs.subscriptions == [Subscription(200, 300)])   // ended at 300
/// #expect(ys.subscriptions == [Subscription(200)])        // still subscribed
/// ```
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
  /// The virtual time of the subscription.
  public let subscribe: TestTime

  /// The virtual time of the unsubscription, or `Int.max` while still subscribed.
  public let unsubscribe: TestTime

  /// A subscription that has not ended.
  ///
  /// - Parameter subscribe: The virtual time of the subscription.
  public init(_ subscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = Int.max
  }

  /// A subscription that ended.
  ///
  /// - Parameters:
  ///   - subscribe: The virtual time of the subscription.
  ///   - unsubscribe: The virtual time of the unsubscription.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// The form you would write in an expectation: `Subscription(200, 300)` or `Subscription(200)`.
  public var debugDescription: String {
    unsubscribe == Int.max ? "Subscription(\(subscribe))" : "Subscription(\(subscribe), \(unsubscribe))"
  }
}
