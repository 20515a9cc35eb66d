// SPDX-License-Identifier: MIT

/// Something that happened to a paged list: a user intent or a load's outcome.
///
/// Feed events to ``PagingState/reduce(_:)``:
///
/// ```swift
/// state.reduce(.refresh)                                      // pull to refresh
/// state.reduce(.loadMore)                                     // last row appeared
/// state.reduce(.loaded(page, requestID: request.id))          // a page arrived
/// state.reduce(.failed(PagingFailure(error), requestID: request.id))
/// state.reduce(.retry)                                        // "Tap to retry"
/// ```
public enum PagingEvent<Item: Sendable>: Sendable {
  /// Load the first page and replace the list with it; cancels any load in flight.
  case refresh
  /// Load items newer than the first loaded one and put them in front; cancels any load in flight.
  /// A plain ``refresh`` when the strategy cannot prepend or nothing is loaded yet.
  case prepend
  /// Load the next page, unless a load is in flight, the end was reached or no first page arrived.
  ///
  /// > Tip: After an append failure, `loadMore` asks for the same page again. Drive automatic
  /// > prefetch (rows appearing) only while ``PagingLoadStates/append`` is not failed, and let the
  /// > user ``retry``, so an offline list does not hammer the server.
  case loadMore
  /// Re-issue exactly the request that failed last (same direction, same strategy request).
  case retry
  /// Cancel the load in flight, if any, without recording a failure.
  case cancel
  /// The page for the request with this id arrived.
  case loaded(Page<Item>, requestID: PagingRequestID)
  /// The request with this id failed.
  case failed(PagingFailure, requestID: PagingRequestID)
}

extension PagingEvent: Equatable where Item: Equatable {}
