// SPDX-License-Identifier: MIT

import ListPaging
import ListStateExploration
import ListViewModels
import Testing

/// Issue 34: what real stores do that the first exploration's world left out — a store that
/// cancels a live load by itself, and empty or short pages under the memory cap. Each test failed
/// on main at 02f9df4.
@Suite struct ListStateRealWorldTests {
  typealias FeedState = ListState<ExplorationRow, OffsetIDPaging<Int>, Int>
  typealias NumberState = ListState<ExplorationRow, PageNumberPaging, Int>

  private func rows(_ ids: [Int]) -> [ExplorationRow] { ids.map { ExplorationRow($0) } }

  /// The one load among `effects`.
  private func load<Request>(_ effects: [ListEffect<ExplorationRow, Request, Int>]) throws -> PagingRequest<Request> {
    let loads = effects.compactMap { effect -> PagingRequest<Request>? in
      if case .load(let request, _) = effect { return request }
      return nil
    }
    return try #require(loads.count == 1 ? loads[0] : nil, "expected one load in \(effects)")
  }

  /// An offset-id feed of page size `pageSize` under a cap, reload distance 0, after its first page.
  private func cappedFeed(pageSize: Int, maxSize: Int, first: [Int]) throws -> FeedState {
    var state = FeedState(
      paging: PagingState(strategy: OffsetIDPaging<Int>(pageSize: pageSize)).withMaxSize(maxSize, reloadDistance: 0),
      parameters: 0,
      options: ItemsViewModelOptions(prefetchDistance: 0)
    )
    state.reduce(.refresh)
    let refresh = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.loaded(Page(items: rows(first)), requestID: refresh.id))
    return state
  }

  // MARK: A store that cancels by itself

  /// ListState rule 5: "A `CancellationError` that answers the load in flight is a failure like any other: the state
  /// never cancels a load without moving on, so the store gave up on its own, and the cover's or footer's retry (or a
  /// pull to refresh) is what restarts it." Before: the cover stayed on "loading" with nothing running.
  @Test func aFirstLoadTheStoreCancelsShowsTheErrorCoverAndRetryReloadsIt() throws {
    var state = NumberState(paging: PagingState(strategy: .pageNumber(pageSize: 2)), parameters: 0)
    state.reduce(.refresh)
    let first = try load(state.reduce(.persistedFirstPageRead(nil)))
    state.reduce(.failed(CancellationError(), requestID: first.id))
    guard case .error(let failure) = state.pageState else {
      Issue.record("the cover is \(state.pageState), not the error with its retry")
      return
    }
    #expect(failure.isCancellation && failure.message == "The load was cancelled.")
    let retried = try load(state.reduce(.retry))
    #expect(retried.direction == .refresh && retried.request == first.request)
    #expect(state.pageState == .loading)
  }

  /// The same over a persisted first page: "Load-more waits for that first page: meanwhile the footer shows its load
  /// or its failure (which `retry` loads again)". Before: the footer said "pull up to load more" and load-more did
  /// nothing.
  @Test func aFirstLoadTheStoreCancelsUnderAPersistedPageShowsTheFailedFooter() throws {
    var state = NumberState(paging: PagingState(strategy: .pageNumber(pageSize: 2)), parameters: 0)
    state.reduce(.refresh)
    let first = try load(state.reduce(.persistedFirstPageRead(Page(items: rows([5, 4])))))
    state.reduce(.failed(CancellationError(), requestID: first.id))
    guard case .failed(let failure) = state.refreshStatus.footer else {
      Issue.record("the footer is \(state.refreshStatus.footer), not the failure with its retry")
      return
    }
    #expect(failure.isCancellation)
    #expect(state.notices == [.message("The load was cancelled.")])
    #expect(try load(state.reduce(.retry)).direction == .refresh)
  }

  /// A load-more the store cancels by itself is a failed footer whose retry loads the same page.
  @Test func aLoadMoreTheStoreCancelsIsRetried() throws {
    var state = try cappedFeed(pageSize: 2, maxSize: 10, first: [5, 4])
    let more = try load(state.reduce(.loadMore))
    state.reduce(.failed(CancellationError(), requestID: more.id))
    guard case .failed(let failure) = state.refreshStatus.footer else {
      Issue.record("the footer is \(state.refreshStatus.footer), not the failure with its retry")
      return
    }
    #expect(failure.isCancellation)
    #expect(try load(state.reduce(.retry)).request == .older(than: 4, pageSize: 2))
  }

  // MARK: Empty and short pages under the memory cap

  /// PagingState.withMaxSize: "A page reloads with the request that first loaded it"; a pull to refresh prepends
  /// ("a prepend asks for items newer than the first loaded id"). Before: the empty newer page was kept as a page of no
  /// rows; once dropped, the first row coming into view reloaded it as a prepend with an idle header, and the next pull
  /// to refresh replaced the whole list.
  @Test func anEmptyPrependUnderTheCapIsNotKeptAsAPage() throws {
    var state = try cappedFeed(pageSize: 2, maxSize: 3, first: [5, 4])
    let newer = try load(state.reduce(.prepend))
    state.reduce(.loaded(Page(items: []), requestID: newer.id))
    let more = try load(state.reduce(.loadMore))
    state.reduce(.loaded(Page(items: rows([3, 2])), requestID: more.id))
    #expect(state.placeholdersBefore == 2 && state.items.map(\.id) == [3, 2])
    let reload = try load(state.reduce(.itemAppeared(index: 2)))
    state.reduce(.loaded(Page(items: rows([5, 4])), requestID: reload.id))
    #expect(state.placeholdersBefore == 0)
    #expect(state.reduce(.itemAppeared(index: 0)).isEmpty, "the top row reloads nothing: nothing is dropped above it")
    let pull = try load(state.reduce(.prepend))
    #expect(pull.direction == .prepend && pull.request == .newer(than: 5, pageSize: 2))
  }

  /// ItemsLoadResult.replacedList: "for `Kind/prepend` when the newer page was full, so more new items may exist than
  /// were loaded". Before: a short newer page whose landing dropped a far page reported `replacedList: true`.
  @Test func aShortPrependUnderTheCapJoinsTheList() throws {
    var state = try cappedFeed(pageSize: 3, maxSize: 4, first: [9, 8, 7])
    state.reduce(.itemAppeared(index: 0))
    let more = try load(state.reduce(.loadMore))
    state.reduce(.loaded(Page(items: rows([6, 5, 4])), requestID: more.id))
    #expect(state.placeholdersAfter == 3)
    let newer = try load(state.reduce(.prepend))
    state.reduce(.loaded(Page(items: rows([11, 10])), requestID: newer.id))
    #expect(state.items.map(\.id).prefix(2) == [11, 10])
    #expect(
      state.lastCompletedLoad == ItemsLoadResult(kind: .prepend, newItemCount: 2, replacedList: false),
      "\(String(describing: state.lastCompletedLoad))"
    )
  }

  /// OffsetIDPaging: "The list ends on a page shorter than `pageSize` (an empty page included)"; ListState I5: "No
  /// load-more request is made after the end is reached." Before: the empty last page was kept as a page of no rows;
  /// dropping it took the end back, and load-more asked for the same page again.
  @Test func anEmptyLastPageUnderTheCapEndsTheList() throws {
    var state = try cappedFeed(pageSize: 2, maxSize: 3, first: [4, 3])
    let second = try load(state.reduce(.loadMore))
    state.reduce(.loaded(Page(items: rows([2, 1])), requestID: second.id))
    let last = try load(state.reduce(.loadMore))
    state.reduce(.loaded(Page(items: []), requestID: last.id))
    #expect(state.loadStates.endReached)
    let reload = try load(state.reduce(.itemAppeared(index: 2)))
    state.reduce(.loaded(Page(items: rows([4, 3])), requestID: reload.id))
    #expect(state.loadStates.endReached, "the end stays reached when a page reloads above")
    #expect(state.reduce(.loadMore).isEmpty)
    #expect(state.refreshStatus.footer == .noMoreData)
  }
}
