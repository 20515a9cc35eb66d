// SPDX-License-Identifier: MIT

extension PagingState where Item: Hashable, Strategy: Hashable {
  /// The serial number of the newest request issued (0 before the first).
  ///
  /// For the state explorer: it counts the ids of the loads its simulated driver holds back from
  /// this number, as ``hashBehaviour(into:)`` does.
  package var newestRequestSerial: Int { lastSerial }

  /// Feeds `hasher` everything that decides what this state does next and shows, with request
  /// serials counted back from ``newestRequestSerial`` and generations from ``generation``.
  ///
  /// Two states that differ only in how many requests came before them hash alike: the reducer
  /// only compares ids with each other, never with a constant, so such states behave alike. The
  /// state explorer (issue 26) deduplicates states with it; it is not `Hashable` conformance
  /// because `==` compares the counters themselves.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(*n*) in the number of items.
  package func hashBehaviour(into hasher: inout Hasher) {
    hasher.combine(strategy)
    hasher.combine(items)
    hasher.combine(loadStates)
    hasher.combine(endReached)
    hasher.combine(stoppedOnRepeatedRequest)
    hasher.combine(duplicatesDropped)
    hasher.combine(total)
    hasher.combine(hasLoadedFirstPage)
    hashRelative(inFlight, into: &hasher)
    hashRelative(failedRequest, into: &hasher)
    hasher.combine(nextRequest)
    hasher.combine(loadedRequests)
    hasher.combine(maxSize)
    hasher.combine(reloadDistance)
    hasher.combine(placeholdersBefore)
    hasher.combine(placeholdersAfter)
    hasher.combine(lastSeenPosition)
    hasher.combine(heldPages)
    hasher.combine(droppedBefore)
    hasher.combine(droppedAfter)
    hasher.combine(marksGaps)
    hasher.combine(gaps)
    hasher.combine(gapLoadState)
    hasher.combine(gapLoadID)
  }

  /// Feeds `hasher` a request with its id counted back from the newest serial and generation.
  ///
  /// - Parameters:
  ///   - request: The request, or `nil`.
  ///   - hasher: The hasher to feed.
  package func hashRelative(_ request: PagingRequest<Request>?, into hasher: inout Hasher) {
    guard let request else { return hasher.combine(0) }
    hasher.combine(1)
    hasher.combine(lastSerial - request.id.serial)
    hasher.combine(generation - request.id.generation)
    hasher.combine(request.direction)
    hasher.combine(request.request)
  }
}
