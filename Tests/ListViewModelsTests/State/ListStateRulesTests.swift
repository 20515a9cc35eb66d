// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import Testing

/// The numbered rules of `ListState`, one test each where the property tests cannot name them.
@Suite struct ListStateRulesTests {
  typealias State = ListState<Repo, PageNumberPaging, String>

  func repos(_ ids: Range<Int>) -> [Repo] { ids.map { Repo(id: $0, name: "repo \($0)") } }

  func empty() -> State {
    State(paging: PagingState(strategy: .pageNumber(pageSize: 5)), parameters: "swift")
  }

  /// The request of the only `.load` effect.
  func load(_ effects: [State.Effect]) throws -> PagingRequest<PageNumberPaging.Request> {
    let loads = effects.compactMap { effect -> PagingRequest<PageNumberPaging.Request>? in
      if case .load(let request, _) = effect { return request }
      return nil
    }
    return try #require(loads.count == 1 ? loads[0] : nil)
  }

  // Rule 2: "The first refresh ... asks for the persisted first page ...; its answer shows a
  // non-empty page at once and starts the load."
  @Test func theFirstRefreshShowsThePersistedPageThenLoads() throws {
    var state = empty()
    let ask = state.reduce(.refresh)
    guard case .readPersistedFirstPage("swift") = try #require(ask.first), ask.count == 1 else {
      Issue.record("expected one read, got \(ask)")
      return
    }
    let first = try load(state.reduce(.persistedFirstPageRead(Page(items: repos(90..<92)))))
    #expect(state.items.map(\.id) == [90, 91])
    #expect(state.isShowingPersistedPage)
    #expect(state.pageState == .content)
    let landed = state.reduce(.loaded(Page(items: repos(0..<5)), requestID: first.id))
    #expect(state.items.map(\.id) == Array(0..<5))
    #expect(!state.isShowingPersistedPage)
    guard case .persistFirstPage(let page, "swift") = try #require(landed.first) else {
      Issue.record("expected the first page to be persisted, got \(landed)")
      return
    }
    #expect(page.items.map(\.id) == Array(0..<5))
    // Later refreshes load at once.
    _ = try load(state.reduce(.refresh))
  }

  // Rule 1: "Every event starts by clearing notices: what an event leaves there is its own."
  @Test func noticesBelongToTheEventThatMadeThem() throws {
    var state = empty()
    state.reduce(.refresh)
    let first = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.loaded(Page(items: repos(0..<5)), requestID: first.id))
    #expect(state.notices == [.completedLoad(ItemsLoadResult(kind: .firstPage, newItemCount: 5, replacedList: true))])
    state.reduce(.itemSelected(index: 1))
    #expect(state.notices == [.route(.detail(Repo(id: 1, name: "repo 1")))])
    state.reduce(.loadMore)
    #expect(state.notices.isEmpty)
  }

  // Rule 7: "Request ids go on from the old list's, so a late answer to an old request is stale."
  @Test func aLateAnswerFromBeforeAResetIsStale() throws {
    var state = empty()
    state.reduce(.refresh)
    let old = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.reset("rust"))
    let new = try load(state.reduce(.persistedFirstPageRead(nil)))
    #expect(new.id != old.id)
    state.reduce(.loaded(Page(items: repos(0..<5)), requestID: old.id))
    #expect(state.items.isEmpty)
    #expect(state.paging.inFlight?.id == new.id)
  }

  // Rule 5 and PageState.error: "The failure keeps the store's error with its type".
  @Test func aFailureWithNothingOnScreenCoversItWithTheTypedError() throws {
    var state = empty()
    state.reduce(.refresh)
    let first = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.failed(ScriptedError(description: "offline"), requestID: first.id))
    guard case .error(let failure) = state.pageState else {
      Issue.record("expected the error cover, got \(state.pageState)")
      return
    }
    #expect(failure.error as? ScriptedError == ScriptedError(description: "offline"))
    #expect(failure.message == "offline")
    #expect(state.notices.isEmpty)  // the cover shows it; no HUD message
  }

  // RefreshStatus.Footer.failed: "The last load-more failed ... The failure keeps the store's
  // error with its type."
  @Test func aFailedLoadMoreShowsInTheFooterWithTheTypedError() throws {
    var state = empty()
    state.reduce(.refresh)
    let first = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.loaded(Page(items: repos(0..<5)), requestID: first.id))
    let more = try load(state.reduce(.loadMore))
    state.reduce(.failed(ScriptedError(description: "offline"), requestID: more.id))
    guard case .failed(let failure) = state.refreshStatus.footer else {
      Issue.record("expected a failed footer, got \(state.refreshStatus.footer)")
      return
    }
    #expect(failure.error is ScriptedError)
    #expect(state.notices == [.message("offline")])
    #expect(state.items.map(\.id) == Array(0..<5))
    // Rule 6: no prefetch after a failed load-more; retry loads the same page.
    #expect(state.reduce(.itemAppeared(index: 4)).isEmpty)
    #expect(try load(state.reduce(.retry)).request == more.request)
  }

  // Rule 4: "An appended page adds its new items at the end (O(page))". With no action changes
  // shown, the items on screen are the loaded array itself (one buffer), not a second copy.
  @Test func appendedPagesKeepOneArrayForTheLoadedAndShownItems() throws {
    func isShared(_ state: State) -> Bool {
      state.items.withUnsafeBufferPointer { shown in
        state.paging.items.withUnsafeBufferPointer { $0.baseAddress == shown.baseAddress }
      }
    }
    var state = empty()
    state.reduce(.refresh)
    let first = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.loaded(Page(items: repos(0..<5)), requestID: first.id))
    for page in 1...2 {
      let more = try load(state.reduce(.loadMore))
      state.reduce(.loaded(Page(items: repos(page * 5..<page * 5 + 5)), requestID: more.id))
      #expect(isShared(state))
      #expect(state.itemsChange == .append(from: page * 5))
    }
    #expect(state.items.map(\.id) == Array(0..<15))
    // A star shown over an item: the items on screen are a list of their own again.
    state.reduce(.actionStarted(.update({ $0.isStarred = true }, request: { _ in nil }), itemID: 3))
    let more = try load(state.reduce(.loadMore))
    state.reduce(.loaded(Page(items: repos(15..<20)), requestID: more.id))
    #expect(state.items.map(\.id) == Array(0..<20))
    #expect(!isShared(state))
    #expect(state.items.filter(\.isStarred).map(\.id) == [3])
  }

  // ItemsViewModelOptions.errorMessage formats the failure's message (a replaceable formatter).
  @Test func theFormatterWritesTheMessages() throws {
    var state = State(
      paging: PagingState(strategy: .pageNumber(pageSize: 5)),
      parameters: "swift",
      options: ItemsViewModelOptions(emptyMessage: "Nichts", errorMessage: { _ in "Keine Verbindung" })
    )
    state.reduce(.refresh)
    let first = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.failed(ScriptedError(description: "offline"), requestID: first.id))
    #expect(state.pageState == .error(PagingFailure(message: "Keine Verbindung", typeName: "ScriptedError")))
    let again = try load(state.reduce(.retry))
    state.reduce(.loaded(Page(items: []), requestID: again.id))
    #expect(state.pageState == .empty(message: "Nichts"))
  }
}

extension ListStateRulesTests {
  // ItemAction: "Default: the view model's ItemsViewModelOptions/errorMessage, so one formatter
  // localises every failure."
  @Test func anActionWithoutAFailureMessageUsesTheFormatter() throws {
    var state = State(
      paging: PagingState(strategy: .pageNumber(pageSize: 5)),
      parameters: "swift",
      options: ItemsViewModelOptions(errorMessage: { _ in "Keine Verbindung" })
    )
    state.reduce(.refresh)
    let first = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.loaded(Page(items: repos(0..<5)), requestID: first.id))
    #expect(state.isSettled)
    let effects = state.reduce(.actionStarted(.update({ $0.isStarred = true }, request: { _ in nil }), itemID: 2))
    #expect(!state.isSettled)
    guard case .perform(_, let id, _, _) = try #require(effects.first) else {
      Issue.record("expected a request, got \(effects)")
      return
    }
    state.reduce(.actionFailed(id, ScriptedError(description: "offline")))
    #expect(state.notices == [.message("Keine Verbindung")])
    #expect(state.isSettled)
  }
}
