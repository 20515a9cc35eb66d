// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveCore
import ReactiveList
import ReactiveTesting
import Testing

@MainActor
@Suite struct ListSearchTests {
  @Test func keystrokesWithinTheDebounceMakeOneRequest() {
    // ListSearch: "a keystroke never makes a request by itself".
    let harness = SearchHarness()
    harness.type("swift", pause: 1)
    #expect(harness.store.requests.isEmpty)
    harness.advance(2)
    #expect(harness.store.requests == ["swift:1"])
    harness.advance(10)
    #expect(harness.names.count == 20)
    #expect(harness.shownQueries == ["swift"])
    #expect(harness.search.query == "swift")
  }

  @Test func eachSettledQueryResetsToItsFirstPage() {
    let harness = SearchHarness()
    harness.type("sw", pause: 1)
    harness.advance(20)
    harness.search.viewModel.loadMore()
    harness.advance(20)
    #expect(harness.names.count == 40)
    harness.type("ift", pause: 1)
    harness.advance(20)
    #expect(harness.store.requests == ["sw:1", "sw:2", "swift:1"])
    #expect(harness.names == (0..<20).map { "swift \($0)" })
  }

  @Test func aNewerQueryCancelsTheOlderOnesRequests() {
    // ListSearch: "an older query's requests are cancelled when a newer one settles".
    let harness = SearchHarness(plan: { query, _ in QueryStore.Plan(latency: query == "sw" ? 50 : 10) })
    let names = harness.record(harness.search.viewModel.items.map { $0.map(\.name) })
    harness.type("sw", pause: 4)
    #expect(harness.store.runningQueries == ["sw"])
    harness.type("ift", pause: 1)
    harness.advance(2)
    #expect(harness.store.runningQueries == ["swift"])
    harness.advance(100)
    #expect(names.values.allSatisfy { $0.allSatisfy { $0.hasPrefix("swift ") } })
    #expect(harness.shownQueries == ["swift"])
  }

  @Test func anEqualQueryDoesNothing() {
    // ListSearch: "A query equal to the current one does nothing".
    let harness = SearchHarness()
    harness.type("swift", pause: 4)
    harness.advance(20)
    let requests = harness.store.requests
    harness.search.text = "swif"
    harness.advance(1)
    harness.search.text = "swift"
    harness.advance(10)
    harness.search.text = "  swift "
    harness.advance(10)
    #expect(harness.store.requests == requests)
    #expect(harness.names.count == 20)
  }

  @Test func clearingShowsTheIdlePromptAtOnceWithNothingRunning() {
    // ListSearch: "Clearing the text (or going under the minimum length) goes back to
    // SearchPhase.idle(prompt:) at once, with no request running."
    let harness = SearchHarness()
    let phases = harness.record(harness.search.phase)
    harness.type("swift", pause: 1)
    harness.advance(5)
    #expect(harness.store.runningQueries == ["swift"])
    harness.search.text = ""
    #expect(harness.store.runningQueries.isEmpty)
    #expect(harness.names.isEmpty)
    harness.advance(50)
    #expect(harness.names.isEmpty)
    #expect(harness.store.requests == ["swift:1"], "the idle state asks the store nothing")
    #expect(
      phases.values == [
        .idle(prompt: "Type to search"), .results(query: "swift", pageState: .loading), .idle(prompt: "Type to search"),
      ]
    )
  }

  @Test func aTextShorterThanTheMinimumIsIdle() {
    let harness = SearchHarness(minimumLength: 3)
    harness.type("sw", pause: 5)
    #expect(harness.store.requests.isEmpty)
    #expect(harness.search.query == nil)
    harness.type("i", pause: 5)
    #expect(harness.store.requests == ["swi:1"])
    harness.search.text = "sw"
    #expect(harness.search.query == nil)
  }

  @Test func clearingCancelsAPendingQuery() {
    let harness = SearchHarness()
    harness.type("swift", pause: 1)
    harness.search.text = ""
    harness.advance(50)
    #expect(harness.store.requests.isEmpty)
  }

  @Test func noResultsNamesItsQuery() {
    // SearchPhase: "pageState is the list's cover, whose empty message names the query".
    let harness = SearchHarness(results: { $0 == "zzz" ? 0 : 45 })
    let phases = harness.record(harness.search.phase)
    harness.type("zzz", pause: 4)
    harness.advance(20)
    #expect(phases.values.last == .results(query: "zzz", pageState: .empty(message: "No results for 'zzz'")))
  }

  @Test func anOlderQuerysFailureNeverShows() {
    // ListSearch: "An older query's failure never shows."
    let harness = SearchHarness(plan: { query, _ in
      QueryStore.Plan(latency: query == "sw" ? 8 : 10, fails: query == "sw")
    })
    let phases = harness.record(harness.search.phase)
    let messages = harness.record(harness.search.viewModel.message)
    harness.type("sw", pause: 4)
    harness.type("ift", pause: 1)
    harness.advance(50)
    #expect(!phases.values.contains { if case .results(_, .error) = $0 { true } else { false } })
    #expect(messages.values.isEmpty)
    #expect(harness.shownQueries == ["swift"])
  }

  @Test func goingBackToARecentQueryShowsItsFirstPageAtOnce() {
    // ListSearch: "going back to one (deleting a character) shows its results at once while it
    // refreshes."
    let harness = SearchHarness()
    harness.type("swi", pause: 1)
    harness.advance(20)
    harness.type("f", pause: 1)
    harness.advance(20)
    #expect(harness.shownQueries == ["swif"])
    harness.search.text = "swi"
    harness.advance(3)
    #expect(harness.names == (0..<20).map { "swi \($0)" }, "shown from memory")
    #expect(harness.store.runningQueries == ["swi"], "while it refreshes")
    harness.advance(20)
    #expect(harness.store.requests == ["swi:1", "swif:1", "swi:1"])
  }

  @Test func withoutRecentPagesGoingBackWaitsForTheLoad() {
    let harness = SearchHarness(recent: 0)
    harness.type("swi", pause: 1)
    harness.advance(20)
    harness.type("f", pause: 1)
    harness.advance(20)
    harness.search.text = "swi"
    harness.advance(3)
    #expect(harness.names.isEmpty)
  }
}
