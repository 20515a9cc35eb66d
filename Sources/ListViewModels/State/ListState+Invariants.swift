// SPDX-License-Identifier: MIT

import ListPaging

extension ListState {
  /// Checks, in debug builds, what every event must leave true; traps naming the rule broken.
  ///
  /// - Complexity: O(*n*) in debug builds; nothing in release builds.
  package func checkInvariants() {
    #if DEBUG
      var seen = Set<Item.ID>()
      for item in items {
        precondition(seen.insert(item.id).inserted, "ListState: item \(item.id) is on screen twice")
      }
      let base = persistedItems ?? paging.items
      if overrides.isEmpty {
        precondition(items == base, "ListState: the items on screen are not the loaded (or persisted) items")
      } else {
        precondition(items.count <= base.count, "ListState: more items on screen than loaded")
      }
      if persistedItems != nil {
        precondition(!paging.hasLoadedFirstPage, "ListState: the persisted page is shown after a first page landed")
      }
      var running = 0
      for (id, override) in overrides {
        precondition(!override.isEmpty, "ListState: an override that changes nothing is kept for \(id)")
        running += override.pending.count
      }
      precondition(lastActionNumber >= running, "ListState: more running actions than actions started")
    #endif
  }
}
