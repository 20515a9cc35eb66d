// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// The small value types around the reducer: failures, errors, ids, load states.
@Suite struct PagingValuesTests {
  /// Paging guide, rule 5: "``PagingFailure`` (message and error type: `Equatable` and `Sendable`, unlike `any Error`)".
  @Test func failureWrapsMessageAndTypeName() {
    let failure = PagingFailure(TestLoadError())
    #expect(failure == PagingFailure(message: "offline", typeName: "TestLoadError"))
    #expect(failure.description == "TestLoadError: offline")
    #expect(!failure.isCancellation)
    #expect(PagingFailure(failure) == failure)  // wrapping twice changes nothing
    #expect(PagingFailure(CancellationError()).isCancellation)
    #expect(PagingFailure(PagingError.noMorePages).typeName == "PagingError")
  }

  @Test(arguments: [
    (PagingError.loadInFlight, "a load is already in flight"),
    (.firstPageNotLoaded, "the first page has not loaded yet"),
    (.noMorePages, "the end of the list was reached"),
    (.nothingToRetry, "no failed request to retry"),
    (.nothingInFlight, "no load in flight"),
    (.staleResponse(PagingRequestID(generation: 2, serial: 7)), "stale response for request #7 (generation 2)"),
  ])
  func errorsDescribeThemselves(error: PagingError, description: String) {
    #expect(error.description == description)
  }

  @Test func requestIdsOrderByIssue() {
    let first = PagingRequestID(generation: 1, serial: 1)
    let second = PagingRequestID(generation: 1, serial: 2)
    let third = PagingRequestID(generation: 2, serial: 3)
    #expect(first < second && second < third)
    #expect([third, first, second].sorted() == [first, second, third])
  }

  @Test(arguments: PagingDirection.allCases)
  func loadStatesSubscriptReadsAndWritesOneDirection(direction: PagingDirection) {
    let failure = PagingFailure(TestLoadError())
    var states = PagingLoadStates()
    #expect(!states.isLoading)
    states[direction] = .loading
    #expect(states[direction].isLoading && states.isLoading)
    #expect(PagingDirection.allCases.filter { states[$0] != .idle } == [direction])
    states[direction] = .failed(failure)
    #expect(states[direction].failure == failure)
    #expect(!states.isLoading)
  }

  @Test func eventsCompareByValue() {
    let id = PagingRequestID(generation: 1, serial: 1)
    #expect(PagingEvent<TestItem>.loaded(page([1]), requestID: id) == .loaded(page([1]), requestID: id))
    #expect(PagingEvent<TestItem>.loaded(page([1]), requestID: id) != .loaded(page([2]), requestID: id))
    #expect(PagingEvent<TestItem>.refresh != .prepend)
  }

  @Test func statesCompareByValueIgnoringTheAnchorClosure() throws {
    var lhs = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 2))
    var rhs = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 2), anchor: { $0.id })
    #expect(lhs == rhs)
    let left = try lhs.expectLoad(.refresh)
    let right = try rhs.expectLoad(.refresh)
    lhs.reduce(.loaded(page([5, 4]), requestID: left.id))
    #expect(lhs != rhs)
    rhs.reduce(.loaded(page([5, 4]), requestID: right.id))
    #expect(lhs == rhs)
  }

  @Test func anchorlessItemMakesPrependARefresh() throws {
    var state = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 2), anchor: { _ in nil })
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([5, 4]), requestID: first.id))
    #expect(state.nextRequest == nil)  // no anchor: the strategy cannot ask for older items
    #expect(try state.expectLoad(.prepend).direction == .refresh)
  }
}
