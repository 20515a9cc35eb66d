// SPDX-License-Identifier: MIT

public import ListPaging

extension ListState {
  /// The gaps of the list (`PagingState.gaps`, made with `PagingState.withGaps(_:)`), each keyed by
  /// the id of the item on screen just below it: a gap row goes right before that item's row.
  ///
  /// When an item next to a gap is hidden on screen (an action removed it), the gap goes before the
  /// next item shown below it; a gap with no item shown below it is left out.
  ///
  /// ```swift
  /// let gaps = state.gapsAbove  // [100: PagingGap(newerID: 121, olderID: 100)]
  /// ```
  ///
  /// - Complexity: O(1) without gaps; O(*n*) for *n* loaded items otherwise.
  public var gapsAbove: [Item.ID: PagingGap<Item.ID>] {
    guard !paging.gaps.isEmpty else { return [:] }
    guard !overrides.isEmpty else {
      return Dictionary(uniqueKeysWithValues: paging.gaps.map { ($0.olderID, $0) })
    }
    let shown = Set(items.map(\.id))
    var pending: PagingGap<Item.ID>?
    var remaining = paging.gaps[...]
    var result: [Item.ID: PagingGap<Item.ID>] = [:]
    for item in paging.items {
      if let next = remaining.first, next.olderID == item.id {
        pending = next
        remaining = remaining.dropFirst()
      }
      if let gap = pending, shown.contains(item.id) {
        result[item.id] = gap
        pending = nil
      }
    }
    return result
  }

  /// The load state of a gap, which its row shows: loading, failed (with the failure to offer a
  /// retry) or idle.
  ///
  /// - Parameter gap: A gap of ``gapsAbove``.
  /// - Returns: `PagingState.loadState(of:)` for the gap.
  public func loadState(of gap: PagingGap<Item.ID>) -> PagingLoadState {
    paging.loadState(of: gap)
  }
}
