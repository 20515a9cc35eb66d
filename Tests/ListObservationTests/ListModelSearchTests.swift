// SPDX-License-Identifier: MIT

import Dispatch
import ListObservation
import ListPaging
import ListViewModels
import Observation
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

/// A search model over a store answering on a test clock after `latency` ticks, with a debounce
/// of 3 ticks; it records every request as `"query:page"`.
@MainActor
struct SearchModelHarness {
  let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
  let requests = LockedBox<[String]>([])
  let model: ListModel<Repo, PageNumberPaging, String>

  init(latency: Int = 10, results: @escaping @Sendable (String) -> Int = { _ in 25 }) {
    let scheduler = self.scheduler
    let requests = self.requests
    let store = PageStore<Repo, PageNumberPaging.Request, String> { request, query in
      requests.withLock { $0.append("\(query):\(request.page)") }
      let start = (request.page - 1) * request.pageSize
      let items = (start..<min(start + request.pageSize, results(query))).map { Repo(id: $0, name: "\(query) \($0)") }
      return Observable<Int>.timer(.seconds(latency), scheduler: scheduler).map { _ in Page(items: items) }.asSingle()
    }
    model = SharingScheduler.mock(scheduler: scheduler) {
      ListModel(searching: store, strategy: .pageNumber(pageSize: 10), search: SearchOptions(debounce: .seconds(3)))
    }
  }

  func advance(_ ticks: Int) { scheduler.advanceTo(scheduler.clock + ticks) }

  /// Types `text` one character at a time, `pause` ticks apart.
  func type(_ text: String, pause: Int) {
    for character in text {
      model.searchText.append(character)
      advance(pause)
    }
  }
}

@MainActor
@Suite struct ListModelSearchTests {
  @Test func searchTextSettlesAfterTheDebounceIntoOneRequest() {
    let harness = SearchModelHarness()
    #expect(harness.model.searchPhase == .idle(prompt: "Type to search"))
    harness.type("swift", pause: 1)
    harness.advance(2)
    #expect(harness.requests.withLock { $0 } == ["swift:1"])
    #expect(harness.model.searchPhase == .results(query: "swift", pageState: .loading))
    harness.advance(10)
    #expect(harness.model.items.map(\.name).allSatisfy { $0.hasPrefix("swift ") })
    #expect(harness.model.items.count == 10)
    #expect(harness.model.searchPhase == .results(query: "swift", pageState: .content))
  }

  @Test func clearingTheSearchTextShowsThePromptNotNoResults() {
    // ListModel(searching:): "clearing the text shows SearchPhase.idle(prompt:) at once".
    let harness = SearchModelHarness()
    harness.type("swift", pause: 1)
    harness.advance(3)
    harness.model.searchText = ""
    #expect(harness.model.searchPhase == .idle(prompt: "Type to search"))
    #expect(harness.model.items.isEmpty)
    harness.advance(30)
    #expect(harness.model.searchPhase == .idle(prompt: "Type to search"))
    #expect(harness.model.items.isEmpty)
    #expect(harness.requests.withLock { $0 } == ["swift:1"])
  }

  @Test func noResultsNamesTheQuery() {
    let harness = SearchModelHarness(results: { _ in 0 })
    harness.type("zig", pause: 4)
    harness.advance(10)
    #expect(harness.model.searchPhase == .results(query: "zig", pageState: .empty(message: "No results for 'zig'")))
  }

  @Test func searchTextIsObservable() {
    let harness = SearchModelHarness()
    let fired = Fired()
    withObservationTracking {
      _ = harness.model.searchText
    } onChange: {
      fired.fire()
    }
    harness.model.searchText = "s"
    #expect(fired.times == 1)
    #expect(harness.model.searchText == "s")
  }

  @Test func aModelNotMadeForSearchKeepsTheTextOnly() {
    let harness = Harness()
    harness.model.searchText = "rust"
    harness.scheduler.advanceTo(100)
    #expect(harness.model.searchPhase == nil)
    #expect(harness.model.state.parameters == "swift")
  }
}
