// SPDX-License-Identifier: MIT

/// Failures that ReactiveCore operators produce themselves.
public enum RxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A sequence that had to produce an element (`Single`, `first()`) completed without one.
  case noElements
  /// A sequence that had to produce one element (`Single`) produced more.
  case moreThanOneElement
  /// `timeout` fired: no event arrived within the allowed interval.
  case timeout
  /// An argument was outside its allowed range (for example a negative count).
  case argumentOutOfRange
  /// The sequence or its owner was disposed before it produced a result.
  case disposed

  /// A readable explanation.
  public var description: String {
    switch self {
    case .noElements: return "Sequence completed without producing an element."
    case .moreThanOneElement: return "Sequence produced more than one element where exactly one was expected."
    case .timeout: return "Sequence timed out: no event arrived within the allowed interval."
    case .argumentOutOfRange: return "Argument out of range."
    case .disposed: return "Sequence was disposed before producing a result."
    }
  }
}
