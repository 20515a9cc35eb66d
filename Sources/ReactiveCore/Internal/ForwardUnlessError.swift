// SPDX-License-Identifier: MIT

extension ObserverType {
  /// Forwards `event` unless it is a failure: an element goes on, a completion goes on and then
  /// `completed` runs (the operator ends its subscriptions). Returns the error of a failure,
  /// forwarding nothing, for the operator to handle (`catch`, `retry`).
  ///
  /// - Parameters:
  ///   - event: The source's event.
  ///   - completed: Runs after a forwarded completion.
  /// - Returns: The failure's error, or `nil` when the event was forwarded.
  func forwardUnlessError(_ event: Event<Element>, completed: () -> Void) -> (any Error)? {
    switch event {
    case .next:
      on(event)
    case .completed:
      on(event)
      completed()
    case .error(let error):
      return error
    }
    return nil
  }
}
