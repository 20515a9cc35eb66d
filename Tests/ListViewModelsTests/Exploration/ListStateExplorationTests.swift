// SPDX-License-Identifier: MIT

import ListPaging
import ListStateExploration
import ListViewModels
import Testing

/// Issue 26, the small run: every sequence of inputs and answers up to a small depth, for each
/// strategy, with the memory cap on and off and a persisted first page present or not, breaks
/// none of the invariants in ``ListState``'s documentation (each check quotes its sentence; see
/// `ListStateInvariant`). The big run is `swift run -c release ExploreListState`.
@Suite struct ListStateExplorationTests {
  @Test func pageNumberListKeepsEveryInvariant() {
    let report = ListStateExplorer<PageNumberPaging>(maxDepth: 5, stateBudget: 20_000).run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 5 && report.complete == false && report.states > 5_000, "\(report)")
  }

  @Test func offsetIdListKeepsEveryInvariant() {
    let report = ListStateExplorer<OffsetIdPaging<Int>>(maxDepth: 5, stateBudget: 20_000).run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 5 && report.complete == false && report.states > 5_000, "\(report)")
  }

  @Test func cursorListKeepsEveryInvariant() {
    let report = ListStateExplorer<CursorPaging>(maxDepth: 5, stateBudget: 20_000).run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 5 && report.complete == false && report.states > 5_000, "\(report)")
  }
}
