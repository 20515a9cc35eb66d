// SPDX-License-Identifier: MIT

import ListPaging
import ListViewModels

/// I17: gaps are holes in the server's list, nothing else (`PagingGap`, `PagingState.withGaps(_:)`).
extension ListStateInvariant {
  /// I17, in the state after the transition and across it.
  static func checkGaps<Strategy>(
    _ transition: Transition<Strategy>,
    _ fail: (ListStateInvariant, String) -> Void
  ) {
    let world = transition.after
    let before = transition.before.state.paging
    let paging = world.state.paging
    let ids = paging.items.map(\.id)
    let loadsGaps = paging.strategy.documentedGapRequest(below: 0) != nil
    if world.configuration.gaps, loadsGaps, !world.serverChanged {
      // The server lists ids newest (highest) first: held items keep that order (a page of a
      // changed list, with duplicates or a newcomer, may put an item out of it: I10's exception).
      if zip(ids, ids.dropFirst()).contains(where: { $0 <= $1 }) {
        fail(.gapsAreHoles, "the items \(ids) are not in the server's order")
      }
    }
    if !paging.gaps.isEmpty, !world.configuration.gaps || paging.maxSize != nil {
      fail(.gapsAreHoles, "gaps \(paging.gaps) in a list made without gaps or with a memory cap")
    }
    var places = Set<Int>()
    for gap in paging.gaps {
      guard let newer = ids.firstIndex(of: gap.newerID), ids.indices.contains(newer + 1), ids[newer + 1] == gap.olderID
      else {
        fail(.gapsAreHoles, "gap \(gap) is not between two adjacent held items (\(ids))")
        continue
      }
      if !places.insert(newer).inserted { fail(.gapsAreHoles, "two gaps below item \(gap.newerID)") }
    }
    checkGapLoadStates(world, fail)

    // A gap load that landed.
    guard let answered = transition.answered, answered.live, case .loaded = transition.event, before.isLoadingGap,
      let gap = before.gaps.first(where: { $0.id == before.gapLoadID })
    else { return }
    let oldIDs = before.items.map(\.id)
    guard let oldNewer = oldIDs.firstIndex(of: gap.newerID) else { return }
    if Array(ids.prefix(oldNewer + 1)) != Array(oldIDs.prefix(oldNewer + 1)) {
      fail(.gapsAreHoles, "the items above gap \(gap) moved: \(oldIDs) became \(ids)")
    }
    let below = Array(oldIDs[(oldNewer + 1)...])
    if Array(ids.suffix(below.count)) != below {
      fail(.gapsAreHoles, "the items below gap \(gap) changed: \(oldIDs) became \(ids)")
    }
    let closed = !paging.gaps.contains { $0.id == gap.id }
    if closed, world.lastAnswerPristine, !world.serverChanged {
      // The server's own list: ids `serverCount` down to 1 for parameters 0, none for the others.
      let server = answered.parameters == 0 ? Array(1...world.configuration.serverCount) : []
      let missing = server.filter {
        $0 < gap.newerID && $0 > gap.olderID && !paging.contains(id: $0)
      }
      if !missing.isEmpty { fail(.gapsAreHoles, "gap \(gap) closed without its items \(missing)") }
    }
  }

  /// I17: a gap's row shows its load (loading exactly while its load runs; failed with the failure
  /// last shown).
  static func checkGapLoadStates<Strategy>(
    _ world: ExplorationWorld<Strategy>,
    _ fail: (ListStateInvariant, String) -> Void
  ) {
    let paging = world.state.paging
    let running = world.loads.first(where: \.live)?.request
    for gap in paging.gaps {
      let state = paging.loadState(of: gap)
      let loads = running != nil && paging.gapLoadID == gap.id && paging.isLoadingGap
      if state.isLoading != loads {
        fail(.gapsAreHoles, "gap \(gap) shows \(state) while \(String(describing: running)) runs")
      }
      if let failure = state.failure, running != nil || world.lastFailure?.failure != failure {
        fail(.gapsAreHoles, "gap \(gap) shows \(failure), the last outcome is \(String(describing: world.lastFailure))")
      }
    }
    if let id = paging.gapLoadID, !paging.gaps.contains(where: { $0.id == id }) {
      fail(.gapsAreHoles, "the gap load names gap \(id), which the list does not hold")
    }
  }
}
