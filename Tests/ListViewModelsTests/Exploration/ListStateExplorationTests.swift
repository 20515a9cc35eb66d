// SPDX-License-Identifier: MIT

import ListPaging
import ListStateExploration
import ListViewModels
import Testing

/// Issue 26, the small run: every sequence of inputs and answers up to a small depth, for each
/// strategy, with the memory cap on and off and a persisted first page present or not, breaks
/// none of the invariants in ``ListState``'s documentation (each check quotes its sentence; see
/// `ListStateInvariant`). The big run is `swift run -c release ExploreListState`.
@MainActor @Suite struct ListStateExplorationTests {
  @Test func pageNumberListKeepsEveryInvariant() {
    let report = ListStateExplorer<PageNumberPaging>(maxDepth: 4, stateBudget: 20_000).run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 4 && report.states > 3_000, "\(report)")
  }

  @Test func offsetIdListKeepsEveryInvariant() {
    let report = ListStateExplorer<OffsetIdPaging<Int>>(maxDepth: 4, stateBudget: 20_000).run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 4 && report.states > 3_000, "\(report)")
  }

  @Test func cursorListKeepsEveryInvariant() {
    let report = ListStateExplorer<CursorPaging>(maxDepth: 4, stateBudget: 20_000).run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 4 && report.states > 3_000, "\(report)")
  }

  /// `ListState.hashBehaviour(into:)`: "Two states that differ only in how many requests came
  /// before them hash alike"; states that differ in what they show or run do not.
  @Test func statesThatDifferOnlyInRequestCountersShareAFingerprint() {
    var once = ExplorationWorld<PageNumberPaging>(ExplorationConfiguration(capped: false, persisted: false))
    once.send(.refresh)
    var twice = ExplorationWorld<PageNumberPaging>(ExplorationConfiguration(capped: false, persisted: false))
    twice.send(.refresh)
    twice.send(.refresh)
    #expect(twice.fingerprint != once.fingerprint, "request #1 still runs (cancelled) in the second")
    twice.send(.failed(CancellationError(), requestID: PagingRequestID(generation: 1, serial: 1)))
    #expect(twice.state.paging.inFlight?.id == PagingRequestID(generation: 2, serial: 2))
    #expect(twice.fingerprint == once.fingerprint)
    let page = Page(items: [ExplorationRow(5), ExplorationRow(4)], total: 5)
    once.send(.loaded(page, requestID: PagingRequestID(generation: 1, serial: 1)))
    twice.send(.loaded(page, requestID: PagingRequestID(generation: 2, serial: 2)))
    #expect(twice.fingerprint == once.fingerprint)
    twice.send(.actionStarted(ExplorationRow.star, itemID: 5))
    #expect(twice.fingerprint != once.fingerprint)
    #expect(once.violations.isEmpty && twice.violations.isEmpty)
  }
}
