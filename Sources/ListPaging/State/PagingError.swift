// SPDX-License-Identifier: MIT

/// Why ``PagingState`` would ignore an event; see ``PagingState/validate(_:)``.
///
/// Ignoring is the normal, safe outcome (a second "load more" while one is loading); the error only
/// explains it, for logs and tests:
///
/// ```swift
/// if let reason = state.validate(.loadMore) {
///   logger.debug("load more ignored: \(reason)")  // "load more ignored: a load is already in flight"
/// }
/// ```
public enum PagingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A load is already in flight (one load at a time).
  case loadInFlight
  /// No first page has arrived yet, so there is nothing to load more after.
  case firstPageNotLoaded
  /// The end of the list was reached.
  case noMorePages
  /// No request has failed since the last load started, so there is nothing to retry.
  case nothingToRetry
  /// Nothing is in flight, so there is nothing to cancel.
  case nothingInFlight
  /// A response or failure for a request that is no longer current (superseded or cancelled).
  case staleResponse(PagingRequestID)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .loadInFlight: "a load is already in flight"
    case .firstPageNotLoaded: "the first page has not loaded yet"
    case .noMorePages: "the end of the list was reached"
    case .nothingToRetry: "no failed request to retry"
    case .nothingInFlight: "no load in flight"
    case .staleResponse(let id): "stale response for request \(id)"
    }
  }
}
