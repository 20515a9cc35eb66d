// SPDX-License-Identifier: MIT

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
