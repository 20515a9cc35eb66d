// SPDX-License-Identifier: MIT

/// Which end of the list a load is for.
///
/// Each direction has its own ``PagingLoadState`` in ``PagingLoadStates``.
public enum PagingDirection: Sendable, Hashable, CaseIterable {
  /// The first page, replacing the list when it arrives (pull to refresh, first load).
  case refresh
  /// Items newer than the first loaded one, put in front (a refresh that prepends).
  case prepend
  /// The page after the last loaded one (load more, infinite scroll).
  case append
}

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

/// One request the reducer wants loaded: its id, its direction and the strategy's typed request.
///
/// ```swift
/// for effect in state.reduce(.loadMore) {
///   if case .load(let request) = effect {
///     print(request.direction, request.request)  // append page=2&pageSize=20
///   }
/// }
/// ```
public struct PagingRequest<Request: Hashable & Sendable>: Sendable, Hashable {
  /// The id to send back with the response or failure.
  public let id: PagingRequestID
  /// Which end of the list the page is for.
  public let direction: PagingDirection
  /// The strategy's request: what to load.
  public let request: Request

  /// Creates a request; ``PagingState`` issues them.
  ///
  /// - Parameters:
  ///   - id: The request id.
  ///   - direction: Which end of the list the page is for.
  ///   - request: The strategy's request.
  public init(id: PagingRequestID, direction: PagingDirection, request: Request) {
    self.id = id
    self.direction = direction
    self.request = request
  }
}
