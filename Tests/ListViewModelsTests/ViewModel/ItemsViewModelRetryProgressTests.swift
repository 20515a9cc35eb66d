// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

/// What the cover and the status show while a retry runs: a retry is a load like any other, so
/// its progress shows where its failure showed.
@MainActor
@Suite struct ItemsViewModelRetryProgressTests {
  // ListState.pageState: "the error of the failed load, loading before the first page"; a retry
  // of a failed first page shows `.loading` while it runs, then the page.
  @Test func retryingAFailedFirstPageShowsLoadingOnTheCover() {
    let harness = Harness()
    harness.store.fail(page: 1)
    harness.viewModel.refresh()
    harness.advance(20)
    guard case .error = harness.viewModel.state.pageState else {
      Issue.record("expected an error cover, got \(harness.viewModel.state.pageState)")
      return
    }
    harness.viewModel.retry()
    #expect(harness.viewModel.state.pageState == .loading)
    harness.advance(20)
    #expect(harness.viewModel.state.pageState == .content)
  }

  // A retry of a failed refresh over a persisted first page shows its progress in the header and
  // the footer, and the cover stays on the items it shows.
  @Test func retryingAFailedRefreshOverACachedPageShowsProgress() {
    let harness = Harness()
    harness.store.setPersisted(Page(items: [Repo(id: 100, name: "cached")]))
    harness.store.fail(page: 1)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(harness.viewModel.state.pageState == .content)
    harness.viewModel.retry()
    #expect(harness.viewModel.state.refreshStatus.header == .refreshing)
    #expect(harness.viewModel.state.refreshStatus.footer == .refreshing)
    #expect(harness.viewModel.state.pageState == .content)
    harness.advance(20)
    #expect(harness.ids == Array(0..<20))
  }

  // A retry of a failed load-more shows the footer refreshing, then the page.
  @Test func retryingAFailedLoadMoreShowsTheFooterRefreshing() {
    let harness = Harness()
    harness.viewModel.refresh()
    harness.advance(20)
    harness.store.fail(page: 2)
    harness.viewModel.loadMore()
    harness.advance(20)
    guard case .failed = harness.viewModel.state.refreshStatus.footer else {
      Issue.record("expected a failed footer, got \(harness.viewModel.state.refreshStatus.footer)")
      return
    }
    harness.viewModel.retry()
    #expect(harness.viewModel.state.refreshStatus.footer == .refreshing)
    harness.advance(20)
    #expect(harness.ids == Array(0..<40))
  }
}
