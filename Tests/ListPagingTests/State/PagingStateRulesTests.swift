// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// One test per reducer rule of issue 3 (rule N in the test name), plus the edge cases around it.
@Suite struct PagingStateRulesTests {
  typealias NumberState = PagingState<TestItem, PageNumberPaging>
  typealias FeedState = PagingState<TestItem, OffsetIdPaging<Int>>

  /// A page-number state (page size 3) with `ids` loaded as its first page.
  private func loaded(_ ids: [Int], total: Int? = nil) throws -> NumberState {
    var state = NumberState(strategy: .pageNumber(pageSize: 3))
    let request = try state.expectLoad(.refresh)
    state.reduce(.loaded(page(ids, total: total), requestID: request.id))
    state.checkInvariants()
    return state
  }

  // MARK: Rule 1

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

  @Test func rule1PrependRefreshPutsNewItemsInFront() throws {
    var state = FeedState(strategy: .offsetId(pageSize: 3))
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

  @Test func rule1PrependedFullPageReplacesTheListInsteadOfLeavingAHole() throws {
    var state = FeedState(strategy: .offsetId(pageSize: 3))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9, 8]), requestID: first.id))
    let prepend = try state.expectLoad(.prepend)
    state.reduce(.loaded(page([20, 19, 18]), requestID: prepend.id))
    #expect(state.items == items([20, 19, 18]))
    #expect(state.nextRequest == .older(than: 18, pageSize: 3))
  }

  @Test func rule1PrependWithoutStrategySupportOrItemsIsARefresh() throws {
    var numbers = try loaded([1, 2, 3])
    #expect(try numbers.expectLoad(.prepend).direction == .refresh)
    var feed = FeedState(strategy: .offsetId(pageSize: 3))
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

  @Test func rule2LoadMoreStartsTheStrategysNextRequest() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    #expect(more.direction == .append)
    #expect(more.request == .init(page: 2, pageSize: 3))
    #expect(state.loadStates == PagingLoadStates(append: .loading))
  }

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

  @Test func rule2LoadMoreDoesNothingBeforeTheFirstPage() throws {
    var state = NumberState(strategy: .pageNumber(pageSize: 3))
    #expect(state.validate(.loadMore) == .firstPageNotLoaded)
    #expect(state.reduce(.loadMore) == [])
    let refresh = try state.expectLoad(.refresh)
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: refresh.id))
    #expect(state.validate(.loadMore) == .firstPageNotLoaded)
    #expect(state.reduce(.loadMore) == [])
  }

  @Test func rule2LoadMoreDoesNothingAfterTheEnd() throws {
    var state = try loaded([1, 2])
    #expect(state.endReached)
    #expect(state.validate(.loadMore) == .noMorePages)
    #expect(state.reduce(.loadMore) == [])
    #expect(!state.canLoadMore)
  }

  // MARK: Rule 3

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
    var state = FeedState(strategy: .offsetId(pageSize: 2))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9]), requestID: first.id))
    let more = try state.expectLoad(.loadMore)
    state.reduce(.loaded(page([10, 9]), requestID: more.id))  // ignores "older than 9"
    #expect(state.endReached)
    #expect(state.stoppedOnRepeatedRequest)
    #expect(state.duplicatesDropped == 2)
  }

  // MARK: Rule 5

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

  @Test(arguments: [PagingDirection.refresh, .prepend, .append])
  func rule5RetryReissuesExactlyTheFailedRequest(direction: PagingDirection) throws {
    var state = FeedState(strategy: .offsetId(pageSize: 2))
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

  @Test func rule5CancellationErrorIsNoResultNotFailure() throws {
    var state = try loaded([1, 2, 3])
    let more = try state.expectLoad(.loadMore)
    state.reduce(.failed(PagingFailure(CancellationError()), requestID: more.id))
    #expect(state.loadStates == PagingLoadStates())
    #expect(state.failedRequest == nil)
    #expect(state.canLoadMore)
  }

  // MARK: Rule 6

  @Test func rule6LoadStatesPerDirectionAndEndReached() throws {
    let failure = PagingFailure(TestLoadError())
    var state = FeedState(strategy: .offsetId(pageSize: 2))
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
