// SPDX-License-Identifier: MIT

extension PagingState {
  /// Traps if the state breaks one of its invariants. Runs after every ``reduce(_:)`` in debug
  /// builds and compiles to nothing in release builds.
  ///
  /// Invariants: ids unique and `ids` mirrors `items`; at most one load in flight, and exactly the
  /// in-flight direction is loading; at most one direction failed, and it is the retryable request's;
  /// the end is reached exactly when there is no next request after a first page; under a memory
  /// cap, the held pages account for every item and the dropped pages for every placeholder, and
  /// no recorded page is empty.
  ///
  /// - Complexity: O(*n*) in debug builds, O(1) in release builds.
  package func checkInvariants() {
    #if DEBUG
      precondition(ids.count == items.count, "PagingState: \(items.count) items but \(ids.count) ids")
      for item in items {
        precondition(ids.contains(item.id), "PagingState: item \(item.id) missing from the id set")
      }
      let loading = PagingDirection.allCases.filter { loadStates[$0].isLoading }
      precondition(loading.count <= 1, "PagingState: more than one direction loading: \(loading)")
      let gapLoading = gapLoadState.isLoading
      precondition(
        gapLoading == (inFlight != nil && gapLoadID != nil),
        "PagingState: gap load state \(gapLoadState) disagrees with the load in flight"
      )
      precondition(
        loading.first == (gapLoading ? nil : inFlight?.direction),
        "PagingState: loading \(loading) but in flight \(String(describing: inFlight))"
      )
      let failed = PagingDirection.allCases.filter { loadStates[$0].failure != nil }
      precondition(failed.count <= 1, "PagingState: more than one direction failed: \(failed)")
      let gapFailed = gapLoadState.failure != nil
      precondition(!gapFailed || gapLoadID != nil, "PagingState: a gap load failed without its gap")
      precondition(gapLoadState != .idle || gapLoadID == nil, "PagingState: an idle gap load names a gap")
      precondition(
        failed.first == (gapFailed ? nil : failedRequest?.direction),
        "PagingState: failed \(failed) but retryable \(String(describing: failedRequest))"
      )
      precondition(
        inFlight == nil || failedRequest == nil,
        "PagingState: a failed request is kept while another load is in flight"
      )
      if hasLoadedFirstPage {
        precondition(endReached == (nextRequest == nil), "PagingState: endReached disagrees with nextRequest")
      } else {
        precondition(items.isEmpty && nextRequest == nil, "PagingState: items or next request before a first page")
      }
      if let inFlight {
        precondition(inFlight.id.serial == lastSerial, "PagingState: the load in flight is not the latest request")
      }
      if maxSize == nil {
        precondition(
          heldPages.isEmpty && droppedBefore.isEmpty && droppedAfter.isEmpty && lastSeenPosition == nil,
          "PagingState: pages recorded without a memory cap"
        )
      } else if hasLoadedFirstPage {
        precondition(
          !(heldPages + droppedBefore + droppedAfter).contains { $0.count == 0 },
          "PagingState: a page of no items is recorded under the memory cap"
        )
        let held = heldPages.reduce(0) { $0 + $1.count }
        precondition(held == items.count, "PagingState: \(items.count) items but \(held) in held pages")
        let before = droppedBefore.reduce(0) { $0 + $1.count }
        let after = droppedAfter.reduce(0) { $0 + $1.count }
        precondition(before == placeholdersBefore, "PagingState: placeholders before disagree with dropped pages")
        precondition(after == placeholdersAfter, "PagingState: placeholders after disagree with dropped pages")
        if let next = droppedAfter.last {
          precondition(nextRequest == next.request, "PagingState: load-more does not reload the dropped page next")
        }
      }
      checkGapInvariants()
      precondition(maxSize != nil || (placeholdersBefore == 0 && placeholdersAfter == 0), "PagingState: placeholders")
    #endif
  }
}

extension PagingState {
  /// Every gap sits between two adjacent held items, named by its bounds; no gap under a memory cap.
  func checkGapInvariants() {
    #if DEBUG
      guard !gaps.isEmpty else { return }
      precondition(maxSize == nil, "PagingState: a gap under a memory cap")
      precondition(marksGaps, "PagingState: a gap in a state made without gaps")
      var position: [Item.ID: Int] = [:]
      for (index, item) in items.enumerated() { position[item.id] = index }
      var previous = -1
      for gap in gaps {
        guard let newer = position[gap.newerID], let older = position[gap.olderID] else {
          preconditionFailure("PagingState: gap \(gap) names an item that is not held")
        }
        precondition(older == newer + 1, "PagingState: gap \(gap) is not between two adjacent items")
        precondition(older > previous, "PagingState: gaps out of display order, or two in one place")
        previous = older
      }
      if let id = gapLoadID {
        precondition(gap(above: id) != nil, "PagingState: the gap being loaded is not in the list")
      }
    #endif
  }
}
