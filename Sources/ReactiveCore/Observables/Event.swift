// SPDX-License-Identifier: MIT

/// One notification of an observable sequence: an element, a failure or the end.
///
/// A sequence obeys the grammar `next* (error | completed)?`: any number of elements,
/// then at most one terminal event, and nothing after it.
///
/// ```swift
/// let events: [Event<Int>] = [.next(1), .next(2), .completed]
/// print(events.map(\.isStopEvent))  // [false, false, true]
/// ```
public enum Event<Element: Sendable>: Sendable {
  /// The sequence produced an element.
  case next(Element)
  /// The sequence failed; no event follows.
  case error(any Error)
  /// The sequence finished successfully; no event follows.
  case completed

  /// The element of a `.next` event, or `nil` for terminal events.
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The failure of an `.error` event, or `nil` otherwise.
  public var error: (any Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is `.completed`.
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Whether this is a terminal event (`.error` or `.completed`).
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// Transforms the element of a `.next` event, passing terminal events through.
  ///
  /// - Parameter transform: Maps the element; if it throws, the result is `.error`.
  /// - Returns: The mapped event.
  public func map<Result: Sendable>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}
