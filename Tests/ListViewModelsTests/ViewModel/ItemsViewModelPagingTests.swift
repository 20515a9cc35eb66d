// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

@MainActor
@Suite struct ItemsViewModelPagingTests {
  @Test func firstLoadShowsTheFirstPage() {
    let harness = Harness()
    let states = harness.record(harness.viewModel.pageState)
    let status = harness.record(harness.viewModel.refreshStatus)
    harness.viewModel.refresh()
    harness.advance(5)
    #expect(harness.ids.isEmpty)
    harness.advance(20)
    #expect(harness.ids == Array(0..<20))
    #expect(states.values == [.loading, .content])
    #expect(
      status.values == [
        RefreshStatus(header: .idle, footer: .hidden),
        RefreshStatus(header: .refreshing, footer: .hidden),
        RefreshStatus(header: .idle, footer: .idle),
      ]
    )
    #expect(harness.store.requests == ["swift:1"])
  }

  @Test func refreshReplacesTheItems() {
    let harness = Harness()
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(harness.ids.count == 40)
    harness.viewModel.refresh()
    harness.advance(5)
    #expect(harness.ids.count == 40, "items stay until the new first page lands")
    harness.advance(20)
    #expect(harness.ids == Array(0..<20))
    #expect(harness.store.requests == ["swift:1", "swift:2", "swift:1"])
  }

  @Test func loadMoreAppendsTheNextPage() {
    let harness = Harness()
    let items = harness.record(harness.viewModel.items)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(harness.ids == Array(0..<40))
    #expect(items.values.map(\.count) == [0, 20, 40])
  }

  @Test func itemAppearingNearTheEndPrefetches() {
    let harness = Harness(prefetchDistance: 5)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.itemAppeared(at: 13)
    #expect(harness.store.requests == ["swift:1"])
    harness.viewModel.itemAppeared(at: 14)
    #expect(harness.store.requests == ["swift:1", "swift:2"])
    harness.advance(20)
    #expect(harness.ids.count == 40)
  }

  @Test func loadMoreIsIgnoredWhileLoadingAndAfterTheEnd() {
    let harness = Harness(total: 45)
    let states = harness.record(harness.viewModel.pageState)
    let loadStates = harness.record(harness.viewModel.loadStates)
    harness.viewModel.loadMore()
    #expect(harness.store.requests.isEmpty, "nothing to load more after before the first page")
    harness.viewModel.refresh()
    harness.viewModel.loadMore()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.viewModel.loadMore()
    harness.viewModel.itemAppeared(at: 19)
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(harness.ids == Array(0..<45))
    harness.viewModel.loadMore()
    harness.viewModel.itemAppeared(at: 44)
    harness.advance(20)
    #expect(harness.store.requests == ["swift:1", "swift:2", "swift:3"])
    #expect(states.values == [.loading, .content], "the end is a state, never an error")
    #expect(loadStates.values.last == ItemsLoadStates(endReached: true))
    let status = harness.record(harness.viewModel.refreshStatus)
    harness.advance(2)
    #expect(status.values.last == RefreshStatus(header: .idle, footer: .noMoreData))
  }

  @Test func refreshDuringLoadMoreNeverShowsTheStalePage() {
    let harness = Harness()
    let items = harness.record(harness.viewModel.items)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.store.setLatency(50, page: 2)
    harness.viewModel.loadMore()
    harness.advance(5)
    #expect(harness.store.liveLoads == 1)
    harness.viewModel.refresh()
    #expect(harness.store.liveLoads == 1, "the load-more subscription was disposed")
    harness.advance(100)
    #expect(harness.ids == Array(0..<20))
    #expect(items.values.allSatisfy { $0.count <= 20 })
    #expect(harness.store.requests == ["swift:1", "swift:2", "swift:1"])
  }

  @Test func duplicatesAcrossPagesAreDropped() {
    let harness = Harness()
    harness.store.setPage(2, ids: 15..<35)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(harness.ids == Array(0..<35))
  }

  @Test func resetWithNewParametersStartsOver() {
    let harness = Harness()
    let titles = harness.record(harness.viewModel.navigationTitle)
    let states = harness.record(harness.viewModel.pageState)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(5)
    harness.viewModel.reset(parameters: "rust")
    #expect(harness.ids.isEmpty)
    #expect(harness.store.liveLoads == 1, "only the new first page is loading")
    harness.advance(50)
    #expect(harness.viewModel.currentItems.map(\.name) == (0..<20).map { "rust \($0)" })
    #expect(harness.store.requests == ["swift:1", "swift:2", "rust:1"])
    #expect(titles.values == ["Search: swift", "Search: rust"])
    #expect(states.values == [.loading, .content, .loading, .content])
  }

  @Test func emptyListShowsTheEmptyCover() {
    let harness = Harness(total: 0)
    let states = harness.record(harness.viewModel.pageState)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(states.values == [.loading, .empty(message: "No repos")])
  }
}
