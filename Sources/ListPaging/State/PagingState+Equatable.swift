// SPDX-License-Identifier: MIT

extension PagingState: Equatable where Item: Equatable, Strategy: Equatable {
  /// Two states are equal when everything observable about them is: items, load states, requests,
  /// counters and strategy. The anchor closure is not compared.
  ///
  /// - Parameters:
  ///   - lhs: A state.
  ///   - rhs: Another state.
  /// - Returns: Whether the states are equal.
  /// - Complexity: O(*n*) in the number of items.
  public static func == (lhs: PagingState, rhs: PagingState) -> Bool {
    lhs.strategy == rhs.strategy && lhs.items == rhs.items && lhs.loadStates == rhs.loadStates
      && lhs.endReached == rhs.endReached && lhs.stoppedOnRepeatedRequest == rhs.stoppedOnRepeatedRequest
      && lhs.duplicatesDropped == rhs.duplicatesDropped && lhs.total == rhs.total
      && lhs.hasLoadedFirstPage == rhs.hasLoadedFirstPage && lhs.inFlight == rhs.inFlight
      && lhs.failedRequest == rhs.failedRequest && lhs.nextRequest == rhs.nextRequest
      && lhs.generation == rhs.generation && lhs.lastSerial == rhs.lastSerial
      && lhs.loadedRequests == rhs.loadedRequests && lhs.maxSize == rhs.maxSize
      && lhs.reloadDistance == rhs.reloadDistance && lhs.lastSeenPosition == rhs.lastSeenPosition
      && lhs.heldPages == rhs.heldPages && lhs.droppedBefore == rhs.droppedBefore
      && lhs.droppedAfter == rhs.droppedAfter && lhs.marksGaps == rhs.marksGaps && lhs.gaps == rhs.gaps
      && lhs.gapLoadState == rhs.gapLoadState && lhs.gapLoadID == rhs.gapLoadID
  }
}
