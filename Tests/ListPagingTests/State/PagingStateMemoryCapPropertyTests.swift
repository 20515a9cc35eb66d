// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// Random scrolling over a capped list, with drops and reloads, for every built-in strategy: after
/// every event no item is lost, none is held twice, and positions stay consistent; a final walk
/// over every position, down then up, finds the server's item at each. A failure names its seed.
@Suite struct PagingStateMemoryCapPropertyTests {
  static let seeds: Range<UInt64> = 0..<300
  static let steps = 150

  private func run<Strategy: PagingStrategy & Equatable>(
    _ simulation: (UInt64) -> MemoryCapSimulation<Strategy>
  ) {
    var drops = 0
    var reloads = 0
    for seed in Self.seeds {
      var simulation = simulation(seed)
      for _ in 0..<Self.steps where simulation.failure == nil {
        simulation.randomStep()
      }
      simulation.finish()
      drops += simulation.drops
      reloads += simulation.reloads
      #expect(simulation.failure == nil, "\(simulation.failure ?? "")")
      if simulation.failure != nil { return }
    }
    // The schedules exercise the cap, not only plain paging.
    #expect(drops > 1_000 && reloads > 1_000, "drops \(drops), reloads \(reloads)")
  }

  /// Paging guide, "Memory cap": "the item at `items[i]` is at position `placeholdersBefore + i`";
  /// "checks that no item is lost, none is held twice, and every held item sits at its server
  /// position"; "Choose `maxSize` of at least three pages plus twice `reloadDistance`: the state
  /// then never holds more than `maxSize` items" (the caps here are smaller still: two pages plus
  /// twice the distance, plus one).
  @Test func pageNumberScrollingWithDropsAndReloadsKeepsPositions() {
    run { seed in
      MemoryCapSimulation(
        seed: seed,
        state: PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 4))
          .withMaxSize(13 + Int(seed % 4), reloadDistance: 2),
        pageSize: 4,
        feedCount: Int(seed % 97),
        respond: { feed, request in feed.respond(to: request) }
      )
    }
  }

  @Test func offsetIdScrollingWithDropsAndReloadsKeepsPositions() {
    run { seed in
      MemoryCapSimulation(
        seed: seed,
        state: PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 3))
          .withMaxSize(11 + Int(seed % 5), reloadDistance: 2),
        pageSize: 3,
        feedCount: Int(seed % 89),
        respond: { feed, request in feed.respond(to: request) }
      )
    }
  }

  @Test func cursorScrollingWithDropsAndReloadsKeepsPositions() {
    run { seed in
      MemoryCapSimulation(
        seed: seed,
        state: PagingState<TestItem, CursorPaging>(strategy: .cursor(pageSize: 5))
          .withMaxSize(15 + Int(seed % 6), reloadDistance: 2),
        pageSize: 5,
        feedCount: Int(seed % 101),
        respond: { feed, request in feed.respond(to: request) }
      )
    }
  }
}
