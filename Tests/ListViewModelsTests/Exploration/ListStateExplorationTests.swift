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
    let report = ListStateExplorer<OffsetIDPaging<Int>>(maxDepth: 4, stateBudget: 20_000).run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 4 && report.states > 3_000, "\(report)")
  }

  @Test func cursorListKeepsEveryInvariant() {
    let report = ListStateExplorer<CursorPaging>(maxDepth: 4, stateBudget: 20_000).run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 4 && report.states > 3_000, "\(report)")
  }

  /// ListState I17 (gaps): every sequence to depth 5 of the gap configurations (a list restored
  /// after a long absence, with gaps, without a cap and with one): a gap opens, fills once and its
  /// second load starts, with every answer (the release run, `ExploreListState`, goes deeper).
  @Test func offsetIdGapsKeepEveryInvariant() {
    let report = ListStateExplorer<OffsetIDPaging<Int>>(
      configurations: ExplorationConfiguration.gapped,
      maxDepth: 5,
      stateBudget: 60_000
    )
    .run()
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 5 && report.states > 5_000, "\(report)")
  }

  /// The gap configuration reaches gaps: a restored list's prepend opens one, two gap loads close it.
  @Test func gapConfigurationOpensFillsAndClosesAGap() throws {
    var world = ExplorationWorld<OffsetIDPaging<Int>>(ExplorationConfiguration.gapped[0])
    world.send(.refresh)
    world.send(
      .loaded(
        Page(items: [ExplorationRow(9), ExplorationRow(8)]),
        requestID: try #require(world.state.paging.inFlight?.id)
      )
    )
    #expect(world.state.paging.gaps == [PagingGap(newerID: 8, olderID: 4)])
    world.send(.gapAppeared(PagingGap(newerID: 8, olderID: 4)))
    world.send(
      .loaded(
        Page(items: [ExplorationRow(7), ExplorationRow(6)]),
        requestID: try #require(world.state.paging.inFlight?.id)
      )
    )
    #expect(world.state.paging.gaps == [PagingGap(newerID: 6, olderID: 4)])
    world.send(.loadGap(PagingGap(newerID: 8, olderID: 4)))
    world.send(
      .loaded(
        Page(items: [ExplorationRow(5), ExplorationRow(4)]),
        requestID: try #require(world.state.paging.inFlight?.id)
      )
    )
    #expect(world.state.paging.gaps.isEmpty)
    #expect(world.state.items.map(\.id) == Array((1...9).reversed()))
    #expect(world.violations.isEmpty, "\(world.violations)")
  }

  /// ListState I15: "The screen shows the state: after each update the data source and its view show the sections of
  /// the items, through batches a view accepts, and the row being read keeps its line on screen unless the list was
  /// replaced, new rows show at the top, or the content cannot keep it there." Every transition to depth 3 of every
  /// strategy and configuration, shown through `SectionedDataSource` on a screen with a layout.
  @Test(arguments: [PageNumberPaging.name, OffsetIDPaging<Int>.name, CursorPaging.name])
  func everyTransitionShowsOnScreen(strategy: String) {
    let report: ExplorationReport
    switch strategy {
    case PageNumberPaging.name: report = screened(PageNumberPaging.self)
    case OffsetIDPaging<Int>.name: report = screened(OffsetIDPaging<Int>.self)
    default: report = screened(CursorPaging.self)
    }
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.depth == 3 && report.states > 100, "\(report)")
  }

  private func screened<Strategy: ExplorableStrategy>(_: Strategy.Type) -> ExplorationReport {
    var explorer = ListStateExplorer<Strategy>(maxDepth: 3, stateBudget: 20_000)
    explorer.checksScreen = true
    return explorer.run()
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
