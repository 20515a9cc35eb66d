// SPDX-License-Identifier: MIT

extension Event: Equatable where Element: Equatable {
  /// Compares two events; errors are equal when they have the same dynamic type and the same
  /// description, so recorded histories that contain failures can be compared with `==`.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let l), .next(let r)): return l == r
    case (.completed, .completed): return true
    case (.error(let l), .error(let r)): return errorsAreEqual(l, r)
    default: return false
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// A readable form such as `next(1)`, `error(Timeout)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

/// Error equality used by events and recorded events: same dynamic type and same
/// description (and, for `Equatable` errors of the same type, `==`).
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  guard type(of: lhs) == type(of: rhs) else { return false }
  if let equal = equalIfEquatable(lhs, rhs) { return equal }
  return String(describing: lhs) == String(describing: rhs)
}

private func equalIfEquatable(_ lhs: any Error, _ rhs: any Error) -> Bool? {
  guard let lhs = (lhs as Any) as? any Equatable else { return nil }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
