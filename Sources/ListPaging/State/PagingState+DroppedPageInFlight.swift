// SPDX-License-Identifier: MIT

extension PagingState {
  /// The page the memory cap dropped that the load in flight reloads: the side of the held items
  /// it was on (``PagingDirection/prepend`` before them, ``PagingDirection/append`` after them) and
  /// how many items it added when it was loaded; `nil` when the load in flight reloads no dropped
  /// page (or nothing is in flight).
  ///
  /// The view models read it to answer the reload from a list archive before asking the store.
  ///
  /// - Complexity: O(1).
  package var droppedPageInFlight: (direction: PagingDirection, count: Int)? {
    guard let direction = inFlight?.direction, reloadsDroppedPage(direction) else { return nil }
    switch direction {
    case .prepend: return droppedBefore.last.map { (.prepend, $0.count) }
    case .append: return droppedAfter.last.map { (.append, $0.count) }
    case .refresh: return nil
    }
  }
}
