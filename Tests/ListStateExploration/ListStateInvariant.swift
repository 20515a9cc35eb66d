// SPDX-License-Identifier: MIT

import ListPaging
import ListViewModels

/// What must hold in every reachable state and across every event of a ``ListState``. Each case
/// quotes its sentence from the list of invariants in ``ListState``'s documentation.
public enum ListStateInvariant: String, CaseIterable, Sendable {
  /// I1.
  case noDuplicates
  /// I2.
  case nothingLost
  /// I3.
  case staleNeverApplied
  /// I4.
  case oneLoadPerDirection
  /// I5.
  case noRequestAfterEnd
  /// I6.
  case refreshClearsEnd
  /// I7.
  case statusAgrees
  /// I8.
  case uiNeverLies
  /// I9.
  case rollbackRestoresServer
  /// I10.
  case positionsStable
  /// I11.
  case droppedPagesReload
  /// I12.
  case inputStartsItsLoad
  /// I13.
  case loadReportsWhatItDid
  /// I14.
  case endRuleHolds
  /// I15.
  case screenShowsState
  /// I16.
  case restoredListIsArchived
  /// I17.
  case gapsAreHoles

  /// The invariant's sentence, as ``ListState``'s documentation words it.
  public var quote: String {
    switch self {
    case .noDuplicates:
      "I1. No item is on screen twice."
    case .nothingLost:
      "I2. Nothing loaded is lost, except by a refresh, a reset or the memory cap (which leaves placeholders)."
    case .staleNeverApplied:
      "I3. A response from before a refresh or reset is never applied: the answer of a cancelled load changes nothing."
    case .oneLoadPerDirection:
      "I4. At most one load runs per direction, and every load the driver runs is the one in flight."
    case .noRequestAfterEnd:
      "I5. No load-more request is made after the end is reached."
    case .refreshClearsEnd:
      "I6. A refresh clears the end: once its page lands, the end is reached exactly when that page says so."
    case .statusAgrees:
      "I7. Load states, header, footer and cover agree with the loads running and the last outcome."
    case .uiNeverLies:
      "I8. The UI never lies: whenever the footer offers to load more, load-more starts a load (so the footer hides "
        + "while a refresh or prepend runs over the items); when it says there is no more, load-more starts nothing; "
        + "when an error is shown, retry starts the request that failed and shows its progress."
    case .rollbackRestoresServer:
      "I9. An action's rollback restores exactly the server's last confirmed item: an item with no action running "
        + "shows what the server last said about it."
    case .positionsStable:
      "I10. An item keeps its position, except when a refresh, a prepend or a reset replaces the list, or the "
        + "server's list changed."
    case .droppedPagesReload:
      "I11. Under the memory cap every dropped page can be reloaded: showing the position next to it (or retry, "
        + "after its reload failed) starts its load."
    case .inputStartsItsLoad:
      "I12. Each input starts the load its documentation names, or nothing where it says nothing: a refresh the first "
        + "page; a prepend the items newer than the first (a refresh before the first page, for a strategy that cannot "
        + "prepend, or while pages dropped by the memory cap come first); load-more the next page, unless a load runs, "
        + "the end is reached or no first page landed; retry exactly the request that failed last; a position next to "
        + "a dropped page that page's reload, and a position near the end the next page."
    case .loadReportsWhatItDid:
      "I13. Each page that lands reports what it did: one `completedLoad` notice whose every field says what "
        + "`ItemsLoadResult` documents; a failed, cancelled or stale load reports nothing."
    case .endRuleHolds:
      "I14. After every page the end is reached exactly when the strategy's end rule says so, with or without a "
        + "memory cap: a page that is short (or, for pages and cursors, the last by the total or the cursor) ends the "
        + "list, a page joined on top leaves the end as it was, and while a page dropped at the end waits for its "
        + "reload the end is not reached."
    case .screenShowsState:
      "I15. The screen shows the state: after each update the data source and its view show the sections of the "
        + "items, through batches a view accepts, and the row being read keeps its line on screen unless the list was "
        + "replaced, new rows show at the top, or the content cannot keep it there."
    case .restoredListIsArchived:
      "I16. A restored list is the archived list: it shows the archived items, each id once, in their archived order, "
        + "and `restoredAnchor`, when set, names one of them. Until a refresh or prepend lands or a reset, they keep "
        + "that order (pages loaded later go at the end; actions and the memory cap apply to them as to any loaded item)."
    case .gapsAreHoles:
      "I17. A gap is a hole in the server's list, nothing else: the items keep the server's order; each gap sits between "
        + "two adjacent held items and its bounds are their ids; no two gaps share a place; there are gaps only in a "
        + "list made with gaps and without a memory cap; a gap load fills its gap from the top without moving the items "
        + "above it or reordering those below, a gap closed by the server's own answer leaves none of its items out, "
        + "and a gap's row shows its load: loading exactly while its load runs, failed with the failure last shown."
    }
  }
}

/// An invariant that did not hold, and how.
public struct ListStateViolation: Sendable, CustomStringConvertible {
  /// The invariant.
  public let invariant: ListStateInvariant
  /// What was seen.
  public let detail: String

  /// `"<quote>" — <detail>`.
  public var description: String { "\"\(invariant.quote)\" — \(detail)" }
}

/// One event of a world, with the world before and after it.
struct Transition<Strategy: ExplorableStrategy> {
  typealias World = ExplorationWorld<Strategy>
  let before: World
  let event: World.Event
  /// The held load the event answered, if it answered one.
  let answered: World.Load?
  /// Every effect the event led to, reads of the persisted page answered.
  let effects: [World.State.Effect]
  let after: World
}

extension ListStateInvariant {
  /// Checks every invariant across one transition and in the state it leads to.
  static func check<Strategy>(_ transition: Transition<Strategy>) -> [ListStateViolation] {
    var found: [ListStateViolation] = []
    func fail(_ invariant: ListStateInvariant, _ detail: String) {
      found.append(ListStateViolation(invariant: invariant, detail: detail))
    }
    let before = transition.before.state
    let after = transition.after.state
    let world = transition.after

    // I1
    var seen = Set<Int>()
    for item in after.items where !seen.insert(item.id).inserted { fail(.noDuplicates, "item \(item.id) twice") }

    // What the event did.
    var landed: (request: PagingRequest<Strategy.Request>, page: Page<ExplorationRow>)?
    if let answered = transition.answered, answered.live, case .loaded(let page, _) = transition.event {
      landed = (answered.request, page)
    }
    let reload = landed != nil && before.paging.isReloadingDroppedPage
    var replaces = false
    if case .reset = transition.event { replaces = true }
    if let landed, landed.request.direction == .refresh || (landed.request.direction == .prepend && !reload) {
      replaces = true
    }

    // I2
    if !replaces {
      let kept = Set(after.items.map(\.id))
      let lost = before.items.enumerated().filter { !kept.contains($0.element.id) }
      let capped = landed != nil && after.paging.maxSize != nil
      if capped, transition.before.serverChanged || world.serverChanged {
        // Positions may have moved with the server's list: the lost items are among the placeholders.
        if lost.count > after.placeholdersBefore + after.placeholdersAfter {
          fail(
            .nothingLost,
            "\(lost.count) items gone, \(after.placeholdersBefore + after.placeholdersAfter) placeholders"
          )
        }
      } else {
        for (index, item) in lost {
          let position = before.placeholdersBefore + index
          let placeholder =
            position < after.placeholdersBefore || position >= after.placeholdersBefore + after.items.count
          if !(capped && placeholder) { fail(.nothingLost, "item \(item.id) at position \(position) is gone") }
        }
      }
    }

    // I3
    if let answered = transition.answered, !answered.live {
      if stateHash(before) != stateHash(after) || !transition.effects.isEmpty {
        fail(.staleNeverApplied, "the answer of cancelled request \(answered.request.id) changed the state")
      }
    }

    // I4
    let running = world.loads.filter(\.live)
    for direction in PagingDirection.allCases where running.filter({ $0.request.direction == direction }).count > 1 {
      fail(.oneLoadPerDirection, "\(running.count) \(direction) loads run")
    }
    if running.map(\.request.id) != [after.paging.inFlight?.id].compactMap({ $0 }) {
      fail(
        .oneLoadPerDirection,
        "the driver runs \(running.map(\.request.id)) but in flight is \(String(describing: after.paging.inFlight?.id))"
      )
    }

    // I5
    let gapLoad = after.paging.isLoadingGap ? after.paging.inFlight?.id : nil
    if before.loadStates.endReached,
      transition.effects.contains(where: {
        loadRequest($0).map { $0.direction == .append && $0.id != gapLoad } ?? false
      })
    {
      fail(.noRequestAfterEnd, "a load-more request after the end")
    }

    // I6
    if let landed, landed.request.direction == .refresh {
      let ended = !after.paging.strategy.hasMore(after: landed.request.request, page: landed.page)
      if after.loadStates.endReached != ended {
        fail(.refreshClearsEnd, "the first page says end \(ended), the list says \(after.loadStates.endReached)")
      }
    }

    checkStatus(world, fail)
    checkPromises(world, fail)
    checkIntent(transition, fail)
    checkRestored(transition, fail)
    checkLoadReport(transition, fail)
    checkGaps(transition, fail)

    // I9
    for item in after.items where !world.actions.contains(where: { $0.live && $0.itemID == item.id }) {
      if world.known[item.id] != item {
        fail(
          .rollbackRestoresServer,
          "\(item) shows, the server last said \(world.known[item.id].map { "\($0)" } ?? "nothing")"
        )
      }
    }

    // I10 (a gap load's page moves the items below the gap: I17 checks it)
    let fillsGap = landed != nil && before.paging.isLoadingGap
    if !replaces, !fillsGap, !transition.before.serverChanged, !world.serverChanged {
      for (index, item) in after.items.enumerated() {
        guard let old = before.items.firstIndex(where: { $0.id == item.id }) else { continue }
        let was = before.placeholdersBefore + old
        let now = after.placeholdersBefore + index
        if was != now { fail(.positionsStable, "item \(item.id) moved from position \(was) to \(now)") }
      }
    }

    // I11
    if after.paging.maxSize != nil, running.isEmpty {
      if after.placeholdersBefore > 0, !reloads(after, at: after.placeholdersBefore - 1, .prepend) {
        fail(.droppedPagesReload, "the page dropped before position \(after.placeholdersBefore) cannot be reloaded")
      }
      let next = after.placeholdersBefore + after.items.count
      if after.placeholdersAfter > 0, !reloads(after, at: next, .append) {
        fail(.droppedPagesReload, "the page dropped at position \(next) cannot be reloaded")
      }
    }
    return found
  }

  /// I7: load states, header, footer and cover against the loads running and the last outcome.
  static func checkStatus<Strategy>(
    _ world: ExplorationWorld<Strategy>,
    _ fail: (ListStateInvariant, String) -> Void
  ) {
    let state = world.state
    let live = world.loads.first(where: \.live)?.request
    // A gap load shows on its gap's row only (I17), not in a direction's state.
    let running = state.paging.isLoadingGap ? nil : live
    for direction in PagingDirection.allCases
    where state.paging.loadStates[direction].isLoading
      != (running?.direction == direction)
    {
      fail(.statusAgrees, "\(direction) loading is \(state.paging.loadStates[direction].isLoading)")
    }
    let status = state.refreshStatus
    let cover = state.pageState
    let refreshing =
      running.map { $0.direction == .refresh || ($0.direction == .prepend && !state.paging.isReloadingDroppedPage) }
      ?? false
    if (status.header == .refreshing) != refreshing {
      fail(.statusAgrees, "header \(status.header) while \(String(describing: running?.direction)) runs")
    }
    if status.footer == .refreshing, running == nil { fail(.statusAgrees, "the footer spins, nothing runs") }
    if running?.direction == .append, !state.items.isEmpty, status.footer != .refreshing {
      fail(.statusAgrees, "footer \(status.footer) while load-more runs")
    }
    if refreshing, !state.isShowingPersistedPage, status.footer == .refreshing || status.footer == .idle {
      fail(.statusAgrees, "footer \(status.footer) while \(String(describing: running?.direction)) runs over the items")
    }
    if cover == .loading, live == nil, state.paging.newestRequestSerial > 0 {
      fail(.statusAgrees, "the cover spins, nothing runs")
    }
    var shown: [PagingFailure] = []
    if case .failed(let failure) = status.footer { shown.append(failure) }
    if case .error(let failure) = cover { shown.append(failure) }
    for failure in shown where live != nil || world.lastFailure?.failure != failure {
      fail(.statusAgrees, "error \(failure) shown, the last outcome is \(String(describing: world.lastFailure))")
    }
    if case .empty = cover, live != nil || !state.paging.hasLoadedFirstPage {
      fail(.statusAgrees, "the empty cover shows before a first page or while a load runs")
    }
    if (cover == .content) == state.items.isEmpty {
      fail(.statusAgrees, "cover \(cover) with \(state.items.count) items")
    }
  }

  /// I8: what the footer and cover offer does what it says.
  static func checkPromises<Strategy>(
    _ world: ExplorationWorld<Strategy>,
    _ fail: (ListStateInvariant, String) -> Void
  ) {
    let state = world.state
    let status = state.refreshStatus
    if status.footer == .idle {
      var copy = state
      if !copy.reduce(.loadMore).contains(where: { loadRequest($0) != nil }) {
        fail(.uiNeverLies, "the footer offers to load more, and load-more starts nothing")
      }
    }
    if status.footer == .noMoreData {
      var copy = state
      if copy.reduce(.loadMore).contains(where: { loadRequest($0) != nil }) {
        fail(.uiNeverLies, "the footer says there is no more, and load-more starts a request")
      }
    }
    var shown: PagingFailure?
    if case .failed(let failure) = status.footer { shown = failure }
    if case .error(let failure) = state.pageState { shown = failure }
    guard let shown else { return }
    var copy = state
    let started = copy.reduce(.retry).compactMap(loadRequest).first
    guard let started, let failed = world.lastFailure?.request, started.direction == failed.direction,
      started.request == failed.request
    else {
      return fail(.uiNeverLies, "\(shown) is shown, and retry starts \(String(describing: started)), not the failed")
    }
    let progress = copy.refreshStatus.header == .refreshing || copy.refreshStatus.footer == .refreshing
    if !progress, copy.pageState != .loading {
      fail(.uiNeverLies, "retry after \(shown) runs, and neither header, footer nor cover shows it")
    }
  }

  /// Whether showing `position` (or retry) starts a load in `direction`.
  static func reloads<Strategy: ExplorableStrategy>(
    _ state: ListState<ExplorationRow, Strategy, Int>,
    at position: Int,
    _ direction: PagingDirection
  ) -> Bool {
    var shown = state
    if shown.reduce(.itemAppeared(index: position)).contains(where: { loadRequest($0)?.direction == direction }) {
      return true
    }
    var retried = state
    return retried.reduce(.retry).contains(where: { loadRequest($0)?.direction == direction })
  }

  /// The request of a load effect.
  static func loadRequest<Request>(_ effect: ListEffect<ExplorationRow, Request, Int>) -> PagingRequest<Request>? {
    if case .load(let request, _) = effect { return request }
    return nil
  }

  /// The state's own hash (see `ListState.hashBehaviour(into:)`).
  static func stateHash<Strategy: ExplorableStrategy>(_ state: ListState<ExplorationRow, Strategy, Int>) -> Int {
    var hasher = Hasher()
    state.hashBehaviour(into: &hasher)
    return hasher.finalize()
  }
}
