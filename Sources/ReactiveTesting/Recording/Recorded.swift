// SPDX-License-Identifier: MIT

public import ReactiveCore

/// A value stamped with the virtual time at which it was produced or is to be produced.
///
/// Test observables replay `Recorded<Event<Element>>` values, and ``TestableObserver`` records
/// what it receives as the same type, so a whole history is compared with one `==`:
///
/// ```swift
/// let observer = scheduler.start { numbers }
/// #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(300)])
/// ```
///
/// `Recorded` is `Equatable` when its value is (errors inside events compare by type and
/// description) and `Sendable` when its value is.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// The virtual time of the value, in ticks.
  public let time: TestTime

  /// The recorded value.
  public let value: Value

  /// Creates a recorded value.
  ///
  /// - Parameters:
  ///   - time: The virtual time of the value, in ticks.
  ///   - value: The value.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// A readable form such as `next(2) @ 210`.
  public var debugDescription: String {
    "\(value) @ \(time)"
  }

  /// Transforms the value, keeping the time.
  ///
  /// - Parameter transform: Maps the value.
  /// - Returns: A recorded value at the same time.
  public func map<Result>(_ transform: (Value) throws -> Result) rethrows -> Recorded<Result> {
    Recorded<Result>(time: time, value: try transform(value))
  }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
  /// A `.next(element)` event at `time`.
  ///
  /// ```swift
  /// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
  /// ```
  ///
  /// - Parameters:
  ///   - time: The virtual time of the event.
  ///   - element: The element.
  /// - Returns: The recorded event.
  public static func next<T: Sendable>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// A `.completed` event at `time`.
  ///
  /// - Parameters:
  ///   - time: The virtual time of the event.
  ///   - type: The element type, when the context does not say it.
  /// - Returns: The recorded event.
  public static func completed<T: Sendable>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .completed)
  }

  /// An `.error(error)` event at `time`.
  ///
  /// - Parameters:
  ///   - time: The virtual time of the event.
  ///   - error: The failure.
  ///   - type: The element type, when the context does not say it.
  /// - Returns: The recorded event.
  public static func error<T: Sendable>(
    _ time: TestTime,
    _ error: any Error,
    _ type: T.Type = T.self
  ) -> Recorded<Event<T>> where Value == Event<T> {
    Recorded(time: time, value: .error(error))
  }

  /// Returns its arguments as an array: helps type inference where a literal alone is ambiguous.
  ///
  /// ```swift
  /// let expected = Recorded.events(.next(210, "a"), .completed(300))
  /// ```
  ///
  /// - Parameter recordedEvents: The events.
  /// - Returns: The events, in order.
  public static func events<T: Sendable>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// Returns `recordedEvents`: helps type inference where an array literal alone is ambiguous.
  ///
  /// - Parameter recordedEvents: The events.
  /// - Returns: The same events.
  public static func events<T: Sendable>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}
