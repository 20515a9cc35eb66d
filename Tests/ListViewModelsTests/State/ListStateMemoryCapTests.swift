// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import Testing

/// `ListState` under a memory cap (rule 6 and `landUnderMemoryCap`), beyond the random schedules.
@Suite struct ListStateMemoryCapTests {
  typealias State = ListState<Repo, PageNumberPaging, String>

  private func repos(_ ids: Range<Int>) -> [Repo] { ids.map { Repo(id: $0, name: "repo \($0)") } }

  /// Answers the only load among `effects` with page `n` (ids `(n - 1) * 5 ..< n * 5`).
  private func answer(_ effects: [State.Effect], _ state: inout State) throws -> [State.Effect] {
    let loads = effects.compactMap { effect -> PagingRequest<PageNumberPaging.Request>? in
      if case .load(let request, _) = effect { return request }
      return nil
    }
    let request = try #require(loads.count == 1 ? loads[0] : nil, "expected one load in \(effects)")
    let start = (request.request.page - 1) * 5
    return state.reduce(.loaded(Page(items: repos(start..<start + 5)), requestID: request.id))
  }

  /// Four pages of 5 under a cap of 15, the user at position 14 when the fourth was asked for:
  /// page 1 dropped, items 5..<20 held.
  private func scrolled() throws -> State {
    var state = State(
      paging: PagingState(strategy: .pageNumber(pageSize: 5)).withMaxSize(15, reloadDistance: 2),
      parameters: "swift",
      options: ItemsViewModelOptions(prefetchDistance: 2)
    )
    state.reduce(.refresh)
    _ = try answer(state.reduce(.persistedFirstPageRead(nil)), &state)
    for position in [4, 9, 14] { _ = try answer(state.reduce(.itemAppeared(index: position)), &state) }
    return state
  }

  // ListState rule 6: "Under a memory cap indices are positions, counting `placeholdersBefore`".
  @Test func indicesArePositions() throws {
    var state = try scrolled()
    #expect(state.placeholdersBefore == 5 && state.items.map(\.id) == Array(5..<20))
    #expect(state.positionCount == 20)
    state.reduce(.itemSelected(index: 7))
    #expect(state.notices == [.route(.detail(Repo(id: 7, name: "repo 7")))])
    state.reduce(.itemSelected(index: 3))  // a placeholder
    #expect(state.notices.isEmpty)
    #expect(state.item(at: 19)?.id == 19 && state.item(at: 4) == nil)
  }

  // ListState: "A reloaded page is not a refresh: it keeps the action changes, and its result is
  // a prepend or append that replaced nothing"; ListState.refreshStatus: "Reloading a page dropped
  // by the memory cap is not a refresh: the header stays idle."
  @Test func aReloadKeepsActionChangesAndIsNoRefresh() throws {
    var state = try scrolled()
    state.reduce(.actionStarted(.update({ $0.isStarred = true }, request: { _ in nil }), itemID: 6))
    let reload = state.reduce(.itemAppeared(index: 6))
    #expect(state.refreshStatus.header == .idle)
    _ = try answer(reload, &state)
    #expect(state.placeholdersBefore == 0)
    #expect(state.item(at: 6)?.isStarred == true)
    #expect(
      state.notices == [
        .completedLoad(ItemsLoadResult(kind: .prepend, newItemCount: 5, replacedList: false, reloadedDroppedPage: true))
      ]
    )
  }

  // ItemsLoadResult.newItemCount: "A page reloaded under a memory cap ... its result is a
  // ``Kind/prepend`` or ``Kind/append`` whose ``newItemCount`` counts every item of the page not
  // held when it landed (duplicates aside), although the user saw them before, and whose
  // ``reloadedDroppedPage`` is `true`."
  @Test func aReloadedPageCountsItsItemsAndSaysItWasAReload() throws {
    var state = try scrolled()
    #expect(state.lastCompletedLoad?.reloadedDroppedPage == false)  // the pages scrolled to
    _ = try answer(state.reduce(.itemAppeared(index: 6)), &state)
    #expect(
      state.lastCompletedLoad
        == ItemsLoadResult(kind: .prepend, newItemCount: 5, replacedList: false, reloadedDroppedPage: true)
    )
  }
}
