// SPDX-License-Identifier: MIT

/// The identity of one issued request: the refresh generation it belongs to and a serial number
/// unique within a ``PagingState``.
///
/// Responses and failures are matched by this id; one that does not match the load in flight is
/// stale and ignored.
///
/// ```swift
/// let effects = state.reduce(.refresh)
/// guard case .load(let request) = effects.last else { return }
/// print(request.id)  // "#1 (generation 1)"
/// ```
public struct PagingRequestID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// How many refreshes (or prepends) had started when this request was issued.
  public let generation: Int
  /// A number unique among the requests of one ``PagingState``, increasing in issue order.
  public let serial: Int

  /// Creates a request id; ``PagingState`` issues them, tests may build them to forge stale responses.
  ///
  /// - Parameters:
  ///   - generation: The refresh generation.
  ///   - serial: The serial number.
  public init(generation: Int, serial: Int) {
    self.generation = generation
    self.serial = serial
  }

  /// Orders ids by issue order (serial number).
  ///
  /// - Parameters:
  ///   - lhs: An id.
  ///   - rhs: Another id.
  /// - Returns: Whether `lhs` was issued before `rhs`.
  public static func < (lhs: PagingRequestID, rhs: PagingRequestID) -> Bool {
    (lhs.serial, lhs.generation) < (rhs.serial, rhs.generation)
  }

  /// `#serial (generation g)`.
  public var description: String { "#\(serial) (generation \(generation))" }
}
