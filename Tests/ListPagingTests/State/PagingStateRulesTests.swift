// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// One test per reducer rule of issue 3 (rule N in the test name), plus the edge cases around it.
@Suite struct PagingStateRulesTests {
  typealias NumberState = PagingState<TestItem, PageNumberPaging>
  typealias FeedState = PagingState<TestItem, OffsetIDPaging<Int>>

  /// A page-number state (page size 3) with `ids` loaded as its first page.
  private func loaded(_ ids: [Int], total: Int? = nil) throws -> NumberState {
    var state = NumberState(strategy: .pageNumber(pageSize: 3))
    let request = try state.expectLoad(.refresh)
    state.reduce(.loaded(page(ids, total: total), requestID: request.id))
    state.checkInvariants()
    return state
  }

  // MARK: Rule 1

  /// Paging guide (ListPaging.docc/Guides/Paging.md), rule 1: "`refresh` starts the strategy's first request and cancels
  /// the load in flight."
  @Test func rule1RefreshStartsFirstRequestAndCancelsLoadInFlight() throws {
    var state = try loaded([1, 2, 3])
    let append = try state.expectLoad(.loadMore)
    let effects = state.reduce(.refresh)
    let refresh = try #require(effects.last?.loadRequest)
    #expect(effects == [.cancel(append.id), .load(refresh)])
    #expect(refresh.direction == .refresh)
    #expect(refresh.request == .init(page: 1, pageSize: 3))
    #expect(refresh.id.generation == append.id.generation + 1)
    #expect(state.loadStates == PagingLoadStates(refresh: .loading))
  }

  /// Paging guide, rule 1: "The items on screen stay until the new first page arrives, then are replaced."
  @Test func rule1RefreshKeepsItemsUntilFirstPageArrivesThenReplacesThem() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    state.reduce(.loaded(page([4, 5, 6]), requestID: more.id))
    let refresh = try state.expectLoad(.refresh)
    #expect(state.items == items([1, 2, 3, 4, 5, 6]))
    state.reduce(.loaded(page([9, 1, 2]), requestID: refresh.id))
    #expect(state.items == items([9, 1, 2]))
    #expect(state.nextRequest == .init(page: 2, pageSize: 3))
    #expect(state.loadStates == PagingLoadStates())
  }

  @Test func rule1RefreshWhileRefreshingRestartsIt() throws {
    var state = NumberState(strategy: .pageNumber(pageSize: 3))
    let first = try state.expectLoad(.refresh)
    let effects = state.reduce(.refresh)
    let second = try #require(effects.last?.loadRequest)
    #expect(effects == [.cancel(first.id), .load(second)])
    state.reduce(.loaded(page([7, 8, 9]), requestID: first.id))
    #expect(state.items.isEmpty)
  }

  /// Paging guide, rule 1: "`prepend` asks for items newer than the first one (``OffsetIDPaging``) and puts them in
  /// front"; Documentation/Paging.md: "`OffsetIDPaging` can also *prepend* — load only what is newer than the first
  /// item and put it in front".
  @Test func rule1PrependRefreshPutsNewItemsInFront() throws {
    var state = FeedState(strategy: .offsetID(pageSize: 3))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9, 8]), requestID: first.id))
    let prepend = try state.expectLoad(.prepend)
    #expect(prepend.direction == .prepend)
    #expect(prepend.request == .newer(than: 10, pageSize: 3))
    #expect(state.loadStates == PagingLoadStates(prepend: .loading))
    #expect(state.items == items([10, 9, 8]))
    state.reduce(.loaded(page([12, 11, 10]).shortened(to: 2), requestID: prepend.id))
    #expect(state.items == items([12, 11, 10, 9, 8]))
    #expect(state.nextRequest == .older(than: 8, pageSize: 3))
  }

  /// Paging guide, rule 1: "if that page is full there may be a gap, so the page replaces the list instead".
  @Test func rule1PrependedFullPageReplacesTheListInsteadOfLeavingAHole() throws {
    var state = FeedState(strategy: .offsetID(pageSize: 3))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9, 8]), requestID: first.id))
    let prepend = try state.expectLoad(.prepend)
    state.reduce(.loaded(page([20, 19, 18]), requestID: prepend.id))
    #expect(state.items == items([20, 19, 18]))
    #expect(state.nextRequest == .older(than: 18, pageSize: 3))
  }

  /// Paging guide, rule 1: "Without prepend support, `prepend` is `refresh`."
  @Test func rule1PrependWithoutStrategySupportOrItemsIsARefresh() throws {
    var numbers = try loaded([1, 2, 3])
    #expect(try numbers.expectLoad(.prepend).direction == .refresh)
    var feed = FeedState(strategy: .offsetID(pageSize: 3))
    #expect(
      try feed.expectLoad(.prepend)
        == PagingRequest(
          id: PagingRequestID(generation: 1, serial: 1),
          direction: .refresh,
          request: .first(pageSize: 3)
        )
    )
  }

  // MARK: Rule 2

  /// Paging guide, rule 2: "otherwise it starts the next request".
  @Test func rule2LoadMoreStartsTheStrategysNextRequest() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    #expect(more.direction == .append)
    #expect(more.request == .init(page: 2, pageSize: 3))
    #expect(state.loadStates == PagingLoadStates(append: .loading))
  }

  /// Paging guide, rule 2: "`loadMore` does nothing while any load is in flight" and "``PagingState/validate(_:)``
  /// says why an event would be ignored (a ``PagingError``)"; Documentation/Paging.md: "One load at a time: a second
  /// load-more while page 2 loads does nothing."
  @Test func rule2LoadMoreDoesNothingWhileAnyLoadIsInFlight() throws {
    var state = try loaded([1, 2, 3])
    _ = try state.expectLoad(.loadMore)
    var before = state
    #expect(state.validate(.loadMore) == .loadInFlight)
    #expect(state.reduce(.loadMore) == [])
    #expect(state == before)
    _ = try state.expectLoad(.refresh)
    before = state
    #expect(state.reduce(.loadMore) == [])
    #expect(state == before)
  }

  /// Paging guide, rule 2: "`loadMore` does nothing ... before a first page".
  @Test func rule2LoadMoreDoesNothingBeforeTheFirstPage() throws {
    var state = NumberState(strategy: .pageNumber(pageSize: 3))
    #expect(state.validate(.loadMore) == .firstPageNotLoaded)
    #expect(state.reduce(.loadMore) == [])
    let refresh = try state.expectLoad(.refresh)
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: refresh.id))
    #expect(state.validate(.loadMore) == .firstPageNotLoaded)
    #expect(state.reduce(.loadMore) == [])
  }

  /// Paging guide, rule 2: "`loadMore` does nothing ... after the end"; Documentation/Paging.md: "End of data: a short
  /// page ends the list, and load-more does nothing more."
  @Test func rule2LoadMoreDoesNothingAfterTheEnd() throws {
    var state = try loaded([1, 2])
    #expect(state.endReached)
    #expect(state.validate(.loadMore) == .noMorePages)
    #expect(state.reduce(.loadMore) == [])
    #expect(!state.canLoadMore)
  }

  // MARK: Rule 3

  /// Paging guide, rule 3: "An outcome whose id is not the load in flight — it was superseded by a refresh ... —
  /// changes nothing."; Documentation/Paging.md: "Stale responses: a refresh supersedes page 2, whose late answer
  /// changes nothing."
  @Test func rule3ResponseSupersededByRefreshIsIgnored() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    _ = try state.expectLoad(.refresh)
    let before = state
    #expect(state.validate(.loaded(page([4, 5, 6]), requestID: more.id)) == .staleResponse(more.id))
    #expect(state.reduce(.loaded(page([4, 5, 6]), requestID: more.id)) == [])
    #expect(state.reduce(.failed(PagingFailure(TestLoadError()), requestID: more.id)) == [])
    #expect(state == before)
  }

  /// Paging guide, rule 3: "An outcome whose id is not the load in flight — it was ... cancelled ... — changes nothing."
  @Test func rule3ResponseForCancelledRequestIsIgnored() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    #expect(state.reduce(.cancel) == [.cancel(more.id)])
    #expect(state.loadStates == PagingLoadStates())
    let before = state
    state.reduce(.loaded(page([4, 5, 6]), requestID: more.id))
    #expect(state == before)
    #expect(state.reduce(.cancel) == [])
  }

  /// Paging guide, rule 3: "An outcome whose id is not the load in flight — it was ... delivered twice or forged —
  /// changes nothing."
  @Test func rule3DuplicateAndForgedResponsesAreIgnored() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    state.reduce(.loaded(page([4, 5, 6]), requestID: more.id))
    let before = state
    state.reduce(.loaded(page([4, 5, 6]), requestID: more.id))  // delivered twice
    state.reduce(.loaded(page([7]), requestID: PagingRequestID(generation: 1, serial: 99)))  // never issued
    #expect(state == before)
  }

  // MARK: Rule 4

  /// Paging guide, rule 4: "A page's items are appended, dropping ids already loaded (counted in
  /// ``PagingState/duplicatesDropped``)."; Documentation/Paging.md: "Duplicates: the server shifted by one, so article
  /// 2 comes again; it is dropped."
  @Test func rule4DuplicatesAcrossPagesAreDroppedAndCounted() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    // The server inserted two items at the top: page 2 repeats 2 and 3.
    state.reduce(.loaded(page([2, 3, 4]), requestID: more.id))
    #expect(state.items == items([1, 2, 3, 4]))
    #expect(state.duplicatesDropped == 2)
    #expect(state.contains(id: 4))
    #expect(state.nextRequest == .init(page: 3, pageSize: 3))
  }

  @Test func rule4DuplicatesWithinOnePageAreDropped() throws {
    let state = try loaded([5, 5, 6])
    #expect(state.items == items([5, 6]))
    #expect(state.duplicatesDropped == 1)
    #expect(state.nextRequest == .init(page: 2, pageSize: 3))  // the server sent a full page
  }

  /// Paging guide, rule 4: "If the strategy asks for a request already loaded since the last refresh, pagination ends
  /// (``PagingState/stoppedOnRepeatedRequest``) instead of looping."; Documentation/Paging.md: "a strategy that asks
  /// again for a request already loaded since the last refresh (a buggy cursor) stops paging (`stoppedOnRepeatedRequest`)
  /// instead of looping".
  @Test func rule4SameNextRequestTwiceEndsPagination() throws {
    // A buggy server hands out the same cursor again.
    var state = PagingState<TestItem, CursorPaging>(strategy: .cursor(pageSize: 2))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([1, 2], nextCursor: "A"), requestID: first.id))
    let second = try state.expectLoad(.loadMore)
    #expect(second.request.cursor == "A")
    state.reduce(.loaded(page([3, 4], nextCursor: "A"), requestID: second.id))
    #expect(state.endReached)
    #expect(state.stoppedOnRepeatedRequest)
    #expect(state.reduce(.loadMore) == [])
    #expect(state.items == items(1...4))
    // A refresh starts over.
    let refresh = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([1, 2], nextCursor: "A"), requestID: refresh.id))
    #expect(!state.stoppedOnRepeatedRequest)
    #expect(state.canLoadMore)
  }

  @Test func rule4OffsetIdPageOfOnlyDuplicatesEndsPaginationInsteadOfLooping() throws {
    var state = FeedState(strategy: .offsetID(pageSize: 2))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9]), requestID: first.id))
    let more = try state.expectLoad(.loadMore)
    state.reduce(.loaded(page([10, 9]), requestID: more.id))  // ignores "older than 9"
    #expect(state.endReached)
    #expect(state.stoppedOnRepeatedRequest)
    #expect(state.duplicatesDropped == 2)
  }

  // MARK: Rule 5

  /// Paging guide, rule 5: "A failure keeps every item."; Documentation/Paging.md: "A failure keeps every item".
  @Test func rule5FailureKeepsEveryLoadedItem() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: more.id))
    #expect(state.items == items([1, 2, 3]))
    let refresh = try state.expectLoad(.refresh)
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: refresh.id))
    #expect(state.items == items([1, 2, 3]))
    #expect(state.nextRequest == .init(page: 2, pageSize: 3))
  }

  /// Paging guide, rule 5: "Each direction has its own failed state carrying a ``PagingFailure``".
  @Test func rule5RefreshAndAppendFailuresAreSeparateStates() throws {
    let offline = PagingFailure(message: "offline", typeName: "URLError")
    let server = PagingFailure(message: "500", typeName: "APIError")
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    state.reduce(.failed(offline, requestID: more.id))
    #expect(state.loadStates == PagingLoadStates(append: .failed(offline)))
    let refresh = try state.expectLoad(.refresh)
    state.reduce(.failed(server, requestID: refresh.id))
    #expect(state.loadStates == PagingLoadStates(refresh: .failed(server)))
    #expect(state.loadStates.refresh.failure == server)
    #expect(state.loadStates.append.failure == nil)
  }

  /// Paging guide, rule 5: "`retry` re-issues exactly the failed request with a new id"; Documentation/Paging.md:
  /// "retry asks for exactly the same page again".
  @Test(arguments: [PagingDirection.refresh, .prepend, .append])
  func rule5RetryReissuesExactlyTheFailedRequest(direction: PagingDirection) throws {
    var state = FeedState(strategy: .offsetID(pageSize: 2))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9]), requestID: first.id))
    let event: PagingEvent<TestItem> =
      switch direction {
      case .refresh: .refresh
      case .prepend: .prepend
      case .append: .loadMore
      }
    let failed = try state.expectLoad(event)
    #expect(failed.direction == direction)
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: failed.id))
    #expect(state.failedRequest == failed)
    let retried = try state.expectLoad(.retry)
    #expect(retried.request == failed.request)
    #expect(retried.direction == failed.direction)
    #expect(retried.id != failed.id)
    #expect(state.failedRequest == nil)
    #expect(state.loadStates[direction] == .loading)
  }

  @Test func rule5LoadMoreAfterAppendFailureAsksForTheSamePage() throws {
    var state = try loaded([1, 2, 3])
    let failed = try state.expectLoad(.loadMore)
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: failed.id))
    let again = try state.expectLoad(.loadMore)
    #expect(again.request == failed.request)
    #expect(state.failedRequest == nil)
    #expect(state.loadStates == PagingLoadStates(append: .loading))
  }

  @Test func rule5RetryWithNothingFailedDoesNothing() throws {
    var state = try loaded([1, 2, 3])
    #expect(state.validate(.retry) == .nothingToRetry)
    #expect(state.reduce(.retry) == [])
    let more = try state.expectLoad(.loadMore)
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: more.id))
    _ = try state.expectLoad(.refresh)  // a new load supersedes the failure
    #expect(state.validate(.retry) == .loadInFlight)
    #expect(state.reduce(.retry) == [])
  }

  /// Paging guide, rule 5: "A `CancellationError` that answers the load in flight is a failure too: the state never
  /// cancels a load without moving on, so the loader gave up on its own (a task cancelled by the system, a transport
  /// that stopped waiting), and only a retry restarts it."
  @Test func rule5ACancellationOfTheLoadInFlightFailsItAndRetryRestartsIt() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    state.reduce(.failed(PagingFailure(CancellationError()), requestID: more.id))
    #expect(state.loadStates.append.failure?.isCancellation == true)
    #expect(state.failedRequest?.request == more.request)
    let retried = try state.expectLoad(.retry)
    #expect(retried.request == more.request && retried.direction == .append)
  }

  /// Paging guide, rule 3: "An outcome whose id is not the load in flight — it was superseded by a refresh,
  /// cancelled, delivered twice or forged — changes nothing." The cancellation of a load the state cancelled is stale.
  @Test func rule5TheCancellationOfACancelledLoadChangesNothing() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    state.reduce(.cancel)
    let before = state
    state.reduce(.failed(PagingFailure(CancellationError()), requestID: more.id))
    #expect(state == before)
    #expect(state.loadStates == PagingLoadStates() && state.canLoadMore)
  }

  // MARK: Rule 6

  /// Paging guide, rule 6: "``PagingLoadStates`` has a ``PagingLoadState`` (`idle`, `loading`, `failed`) for `refresh`,
  /// `prepend` and `append`; ``PagingState/endReached`` says whether `loadMore` can still do anything.";
  /// Documentation/Paging.md: "`loadStates` has a `refresh`, `prepend` and `append` state for spinners and footers".
  @Test func rule6LoadStatesPerDirectionAndEndReached() throws {
    let failure = PagingFailure(TestLoadError())
    var state = FeedState(strategy: .offsetID(pageSize: 2))
    #expect(state.loadStates == PagingLoadStates())
    let refresh = try state.expectLoad(.refresh)
    #expect(state.loadStates == PagingLoadStates(refresh: .loading))
    #expect(state.loadStates.isLoading && state.isLoading)
    state.reduce(.loaded(page([10, 9]), requestID: refresh.id))
    #expect(state.loadStates == PagingLoadStates())
    let prepend = try state.expectLoad(.prepend)
    #expect(state.loadStates == PagingLoadStates(prepend: .loading))
    state.reduce(.failed(failure, requestID: prepend.id))
    #expect(state.loadStates == PagingLoadStates(prepend: .failed(failure)))
    let more = try state.expectLoad(.loadMore)
    #expect(state.loadStates == PagingLoadStates(append: .loading))
    #expect(state.loadStates[.append].isLoading)
    state.reduce(.loaded(page([8]), requestID: more.id))
    #expect(state.loadStates == PagingLoadStates())
    #expect(state.endReached)
    #expect(state.items == items([10, 9, 8]))
  }

  @Test func rule6EndReachedFromServerTotal() throws {
    var state = try loaded([1, 2, 3], total: 6)
    #expect(!state.endReached)
    let more = try state.expectLoad(.loadMore)
    state.reduce(.loaded(page([4, 5, 6], total: 6), requestID: more.id))
    #expect(state.endReached)
    #expect(state.total == 6)
  }
}

extension Page {
  /// The first `count` items only.
  fileprivate func shortened(to count: Int) -> Page {
    Page(items: Array(items.prefix(count)), total: total, nextCursor: nextCursor)
  }
}
