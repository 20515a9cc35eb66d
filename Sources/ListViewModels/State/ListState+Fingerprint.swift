// SPDX-License-Identifier: MIT

import ListPaging

extension ListState where Item: Hashable, Strategy: Hashable, Parameters: Hashable {
  /// The number of the newest action started (0 before the first).
  ///
  /// For the state explorer: it counts the ids of the actions its simulated driver holds back
  /// from this number, as ``hashBehaviour(into:)`` does.
  package var newestActionNumber: Int { lastActionNumber }

  /// Feeds `hasher` everything that decides what this state does next and shows, with request
  /// ids and action numbers counted back from the newest ones (see
  /// `PagingState.hashBehaviour(into:)`).
  ///
  /// Left out: the outputs of the last event that no later event reads (``notices``,
  /// ``itemsRevision``, ``itemsChange``, ``parametersRevision``, ``lastCompletedLoad``) and the
  /// options (the same for every state of one list). Actions are told apart by their number and
  /// the item their request was sent with, not by their closures, which cannot be compared: the
  /// state explorer (issue 26), which deduplicates states with this hash, uses one action.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(*n*) in the number of items.
  package func hashBehaviour(into hasher: inout Hasher) {
    paging.hashBehaviour(into: &hasher)
    hasher.combine(parameters)
    hasher.combine(items)
    hasher.combine(persistedItems)
    hasher.combine(hasAskedForPersistedPage)
    // The overrides are a dictionary: combine each entry's own hash in an order-free way.
    var entries = 0
    for (id, override) in overrides {
      var entry = Hasher()
      entry.combine(id)
      if let confirmed = override.confirmed {
        entry.combine(confirmed.value)
        entry.combine(paging.generation - confirmed.generation)
      } else {
        entry.combine(-1)
      }
      for step in override.pending {
        entry.combine(lastActionNumber - step.id.number)
        entry.combine(step.changed)
      }
      entries ^= entry.finalize()
    }
    hasher.combine(overrides.count)
    hasher.combine(entries)
  }
}
