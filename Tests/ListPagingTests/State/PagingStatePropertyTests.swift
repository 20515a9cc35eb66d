// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// Thousands of random interleavings of refresh / prepend / loadMore / retry / cancel and of
/// responses (out of order, duplicated, failed, stale, forged) against a drifting fake server.
/// A failure names its seed: rerun `run(seed:)` with it to reproduce.
@Suite struct PagingStatePropertyTests {
  static let seeds: Range<UInt64> = 0..<400
  static let steps = 80

  private func run<Strategy: PagingStrategy & Equatable>(
    _ simulation: (UInt64) -> PagingSimulation<Strategy>
  ) {
    for seed in Self.seeds {
      var simulation = simulation(seed)
      for _ in 0..<Self.steps where simulation.failure == nil {
        simulation.randomStep()
      }
      simulation.finish()
      #expect(simulation.failure == nil, "\(simulation.failure ?? "")")
      if simulation.failure != nil { return }
    }
  }

  @Test func pageNumberInterleavingsKeepTheInvariants() {
    run { seed in
      PagingSimulation(
        seed: seed,
        state: PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 4)),
        feedCount: Int(seed % 23),
        usesPrepend: false,
        drifts: true,
        respond: { feed, request in feed.respond(to: request) }
      )
    }
  }

  /// Paging guide: "One load is in flight at a time, and one direction at most is failed", checked after every event
  /// of random schedules.
  @Test func offsetIdInterleavingsWithPrependKeepTheInvariants() {
    run { seed in
      PagingSimulation(
        seed: seed,
        state: PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 3)),
        feedCount: Int(seed % 19),
        usesPrepend: true,
        drifts: true,
        respond: { feed, request in feed.respond(to: request) }
      )
    }
  }

  @Test func cursorInterleavingsKeepTheInvariants() {
    run { seed in
      PagingSimulation(
        seed: seed,
        state: PagingState<TestItem, CursorPaging>(strategy: .cursor(pageSize: 5)),
        feedCount: Int(seed % 29),
        usesPrepend: false,
        drifts: true,
        respond: { feed, request in feed.respond(to: request) }
      )
    }
  }
}
