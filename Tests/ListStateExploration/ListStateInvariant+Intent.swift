// SPDX-License-Identifier: MIT

import ListPaging
import ListViewModels

/// I12, I13 and I14: what each input starts, what each landed page reports, and the end rule. Each
/// expectation is built from the documentation's words and the world's own record of the server
/// and the loads, not from the state's bookkeeping, except where the documentation names it
/// (`nextRequest`, `stoppedOnRepeatedRequest`).
extension ListStateInvariant {
  /// The load an input should start: its direction and, where the documentation fixes it, its
  /// request.
  struct ExpectedLoad<Request: Hashable>: CustomStringConvertible {
    let direction: PagingDirection
    let request: Request?
    /// Whether it reloads a page dropped by the memory cap.
    var reload = false

    var description: String {
      "\(direction)\(reload ? " reload" : "")\(request.map { " \($0)" } ?? "")"
    }
  }

  /// I12: the load each input starts is the one its documentation names, or nothing.
  static func checkIntent<Strategy>(
    _ transition: Transition<Strategy>,
    _ fail: (ListStateInvariant, String) -> Void
  ) {
    let expected: ExpectedLoad<Strategy.Request>??
    switch transition.event {
    case .refresh where transition.before.state.isShowingRestoredList:
      // Rule 9: a restored list revalidates by the strategy's rules: newer items on top where it can prepend.
      expected = expectedPrepend(transition.before)
    case .refresh, .reset:
      expected = ExpectedLoad(direction: .refresh, request: transition.before.state.paging.strategy.firstRequest())
    case .prepend:
      expected = expectedPrepend(transition.before)
    case .loadMore:
      expected = expectedLoadMore(transition.before)
    case .retry:
      let world = transition.before
      if world.loads.contains(where: \.live) {
        expected = .some(nil)
      } else {
        expected = world.lastFailure.map { ExpectedLoad(direction: $0.request.direction, request: $0.request.request) }
      }
    case .itemAppeared(let position):
      expected = expectedOnAppear(transition.before, at: position)
    case .gapAppeared(let gap):
      let failed = transition.before.state.loadState(of: gap).failure != nil
      expected = failed ? .some(nil) : expectedGapLoad(transition.before, gap)
    case .loadGap(let gap):
      expected = expectedGapLoad(transition.before, gap)
    default:
      expected = nil  // answers and actions: checked by I13, I14 and I11
    }
    guard let expected else { return }
    let started = transition.effects.compactMap(loadRequest)
    let after = transition.after.state
    switch expected {
    case nil:
      if !started.isEmpty {
        fail(
          .inputStartsItsLoad,
          "\(transition.event) started \(started.map(describe)), its documentation says nothing"
        )
      }
    case let load?:
      let matches =
        started.count == 1 && started[0].direction == load.direction
        && (load.request == nil || started[0].request == load.request)
        && (!load.reload || after.paging.isReloadingDroppedPage)
      if !matches {
        fail(
          .inputStartsItsLoad,
          "\(transition.event) started \(started.map(describe)), its documentation names \(load)"
        )
      }
    }
  }

  /// A prepend: the items newer than the first, or a refresh.
  private static func expectedPrepend<Strategy>(_ world: ExplorationWorld<Strategy>) -> ExpectedLoad<Strategy.Request> {
    let paging = world.state.paging
    if paging.hasLoadedFirstPage, paging.placeholdersBefore == 0, let first = paging.items.first,
      let newer = paging.strategy.documentedPrependRequest(before: first)
    {
      return ExpectedLoad(direction: .prepend, request: newer)
    }
    return ExpectedLoad(direction: .refresh, request: paging.strategy.firstRequest())
  }

  /// Load-more: the next page, unless a load runs, the end is reached or no first page landed.
  private static func expectedLoadMore<Strategy>(
    _ world: ExplorationWorld<Strategy>
  ) -> ExpectedLoad<Strategy.Request>? {
    let paging = world.state.paging
    guard !world.loads.contains(where: \.live), paging.hasLoadedFirstPage, !world.state.loadStates.endReached,
      let next = paging.nextRequest
    else { return nil }
    return ExpectedLoad(direction: .append, request: next, reload: world.state.placeholdersAfter > 0)
  }

  /// A gap load: the items below the gap's current upper bound, unless a load runs or the gap is
  /// gone (`PagingState.loadGap(_:)`).
  private static func expectedGapLoad<Strategy>(
    _ world: ExplorationWorld<Strategy>,
    _ gap: PagingGap<Int>
  ) -> ExpectedLoad<Strategy.Request>? {
    guard !world.loads.contains(where: \.live), let current = world.state.paging.gaps.first(where: { $0.id == gap.id }),
      let request = world.state.paging.strategy.documentedGapRequest(below: current.newerID)
    else { return nil }
    return ExpectedLoad(direction: .append, request: request)
  }

  /// An appearing position: the reload of the dropped page next to it, else the next page near the
  /// end (ListState rule 6, `PagingState.itemAppeared(at:)`).
  private static func expectedOnAppear<Strategy>(
    _ world: ExplorationWorld<Strategy>,
    at position: Int
  ) -> ExpectedLoad<Strategy.Request>? {
    let state = world.state
    let states = state.paging.loadStates
    if let cap = world.configuration.cap, state.paging.hasLoadedFirstPage, !world.loads.contains(where: \.live) {
      let first = state.placeholdersBefore
      let last = state.placeholdersBefore + state.paging.items.count - 1
      if state.placeholdersBefore > 0, position - first <= cap.reloadDistance, states.prepend.failure == nil {
        return ExpectedLoad(direction: .prepend, request: nil, reload: true)
      }
      if state.placeholdersAfter > 0, last - position <= cap.reloadDistance, states.append.failure == nil {
        return ExpectedLoad(direction: .append, request: nil, reload: true)
      }
    }
    let nearEnd = position >= state.placeholdersBefore + state.items.count - 1 - world.configuration.prefetchDistance
    guard nearEnd, states.append.failure == nil else { return nil }
    return expectedLoadMore(world)
  }

  /// I13 and I14: what a landed page reports, and the end after it.
  static func checkLoadReport<Strategy>(
    _ transition: Transition<Strategy>,
    _ fail: (ListStateInvariant, String) -> Void
  ) {
    let before = transition.before.state
    let after = transition.after.state
    let reported = after.notices.compactMap(\.completedLoad)
    guard let answered = transition.answered, answered.live, case .loaded(let page, _) = transition.event else {
      if !reported.isEmpty { fail(.loadReportsWhatItDid, "\(transition.event) reported \(reported)") }
      return
    }
    let direction = answered.request.direction
    // Placeholders change only when a page lands: a load issued next to them reloads them.
    let reload =
      (direction == .prepend && before.placeholdersBefore > 0) || (direction == .append && before.placeholdersAfter > 0)
    let full = page.items.count >= transition.before.configuration.pageSize
    let kind: ItemsLoadResult.Kind =
      switch direction {
      case .refresh: before.paging.hasLoadedFirstPage ? .refresh : .firstPage
      case .prepend: .prepend
      case .append: .append
      }
    let loaded = Set(before.paging.items.map(\.id))
    var newItems = Set(page.items.map(\.id)).subtracting(loaded).count
    let fillsGap = before.paging.isLoadingGap
    if fillsGap, let gap = before.paging.gaps.first(where: { $0.id == before.paging.gapLoadID }),
      let below = before.paging.items.firstIndex(where: { $0.id == gap.olderID })
    {
      // PagingGap: the page's items from the first one held at or below the gap are dropped.
      let atOrBelow = Set(before.paging.items[below...].map(\.id))
      let reaching = page.items.prefix { !atOrBelow.contains($0.id) }
      newItems = Set(reaching.map(\.id)).subtracting(loaded).count
    }
    // PagingState.withGaps: a full prepend goes on top above a gap instead of replacing the list.
    let leavesGap =
      transition.before.configuration.gaps && before.paging.maxSize == nil && !before.paging.items.isEmpty
      && page.items.contains { !loaded.contains($0.id) }
      && before.paging.strategy.documentedGapRequest(below: 0) != nil
    let replaced: Bool =
      switch kind {
      case .firstPage, .refresh: true
      case .prepend: !reload && full && !leavesGap
      case .append: false
      }
    let expected = ItemsLoadResult(
      kind: kind,
      newItemCount: newItems,
      replacedList: replaced,
      reloadedDroppedPage: reload
    )
    if reported != [expected] || after.lastCompletedLoad != expected {
      fail(
        .loadReportsWhatItDid,
        "\(direction) page \(page.items.map(\.id)) reported \(reported), documented \(expected)"
      )
    }

    // I14
    let ended: Bool
    if after.placeholdersAfter > 0 {
      ended = false
    } else if direction == .prepend, reload || !full || leavesGap {
      ended = before.loadStates.endReached
    } else if fillsGap {
      // A gap fills in the middle: the end is the bottom's.
      ended = before.loadStates.endReached
    } else {
      ended =
        !after.paging.strategy.hasMore(after: answered.request.request, page: page)
        || after.paging.stoppedOnRepeatedRequest
    }
    if after.loadStates.endReached != ended {
      fail(
        .endRuleHolds,
        "after \(direction) page \(page.items.map(\.id)) the end rule says \(ended), the list \(after.loadStates.endReached)"
      )
    }
  }

  /// I16: the restored list keeps the archived order until a refresh or prepend lands or a reset,
  /// and stops being restored exactly then.
  static func checkRestored<Strategy>(
    _ transition: Transition<Strategy>,
    _ fail: (ListStateInvariant, String) -> Void
  ) {
    let before = transition.before.state
    let after = transition.after.state
    var ends = false
    if case .reset = transition.event { ends = true }
    if let answered = transition.answered, answered.live, case .loaded = transition.event,
      answered.request.direction == .refresh
        || (answered.request.direction == .prepend && before.placeholdersBefore == 0)
    {
      ends = true
    }
    guard before.isShowingRestoredList else {
      if after.isShowingRestoredList { fail(.restoredListIsArchived, "\(transition.event) made the list restored") }
      return
    }
    if after.isShowingRestoredList == ends {
      fail(
        .restoredListIsArchived,
        "after \(transition.event) the list is \(after.isShowingRestoredList ? "still" : "no longer") restored"
      )
    }
    guard after.isShowingRestoredList else { return }
    // The archived order: the items both lists hold keep their order.
    let kept = Set(after.paging.items.map(\.id))
    let order = before.paging.items.map(\.id).filter { kept.contains($0) }
    let now = after.paging.items.map(\.id).filter { id in order.contains(id) }
    if order != now { fail(.restoredListIsArchived, "the restored order \(order) became \(now)") }
    if let anchor = after.restoredAnchor, before.restoredAnchor?.id == anchor.id, !after.paging.contains(id: anchor.id),
      before.paging.contains(id: anchor.id), after.paging.maxSize == nil
    {
      fail(.restoredListIsArchived, "the restored anchor \(anchor.id) is gone from the list")
    }
  }

  /// `#3 append <request>`.
  private static func describe<Request>(_ request: PagingRequest<Request>) -> String {
    "\(request.id) \(request.direction) \(request.request)"
  }
}
