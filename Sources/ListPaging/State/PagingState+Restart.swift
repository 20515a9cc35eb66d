// SPDX-License-Identifier: MIT

extension PagingState {
  /// An empty state with this state's strategy, whose request ids continue after this state's.
  ///
  /// Starting over from the state the list was created with would issue request `#1` again, and
  /// a late answer to the old `#1` would then be taken for the new one (rule 3 compares ids).
  /// A restarted state cannot confuse the two: its first request is newer than every request this
  /// state issued.
  ///
  /// ```swift
  /// let old = state.inFlight!.id           // #4 (generation 2)
  /// state = state.restarted()              // empty, nothing in flight
  /// let new = state.reduce(.refresh)[0]    // .load(#5 (generation 3) ...)
  /// state.reduce(.loaded(latePage, requestID: old))  // [] — stale, dropped
  /// ```
  ///
  /// The memory cap (``maxSize``) carries over.
  ///
  /// - Returns: An empty state that issues only new request ids.
  /// - Complexity: O(1).
  public func restarted() -> PagingState {
    var fresh = PagingState(strategy: strategy, anchor: anchor)
    fresh.lastSerial = lastSerial
    fresh.generation = generation
    fresh.maxSize = maxSize
    fresh.reloadDistance = reloadDistance
    fresh.marksGaps = marksGaps
    return fresh
  }
}
