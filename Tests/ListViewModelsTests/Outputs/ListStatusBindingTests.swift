// SPDX-License-Identifier: MIT

import ListPaging
import ListViewModels
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// A status view as the UIKit shell drives it: it records what it was told to render.
@MainActor
private final class FakeStatusView<Status: Sendable> {
  var rendered: [Status] = []
  var render: @MainActor @Sendable (Status) -> Void {
    { [weak self] in self?.rendered.append($0) }
  }
}

/// The footer, cover and refresh control bindings on virtual time: a page's answer is on screen
/// 15 ticks after its request (10 of latency, then the hop to the view model); 45 items, 20 a page.
@MainActor
@Suite struct ListStatusBindingTests {
  // "a tap (``ListStatusBinding/activate()``) sends the footer's ``ListFooter/tapInput``: load
  // more when idle, retry after a failure."
  @Test func footerFollowsLoadMoreAndItsTapsLoadMoreAndRetry() {
    let harness = Harness()
    let view = FakeStatusView<ListFooter>()
    let footer = harness.viewModel.bindFooter(render: view.render)
    footer.disposed(by: harness.bag)
    harness.viewModel.refresh()
    harness.advance(15)
    footer.activate()  // idle: load more
    harness.advance(1)
    #expect(harness.store.requests == ["swift:1", "swift:2"])
    harness.advance(15)
    harness.store.fail(page: 3)
    footer.activate()
    harness.advance(15)
    footer.activate()  // failed: retry page 3
    harness.advance(15)
    footer.activate()  // no more data: nothing
    harness.advance(15)
    #expect(harness.store.requests == ["swift:1", "swift:2", "swift:3", "swift:3"])
    let failed3 = PagingFailure(message: "page 3 failed", typeName: "ScriptedError")
    #expect(
      view.rendered.map(\.status) == [
        .hidden, .idle, .refreshing, .idle, .refreshing, .failed(failed3), .refreshing, .noMoreData,
      ]
    )
    #expect(view.rendered.last?.text == "No more data")
  }

  @Test func footerTapsDoNothingWhileLoadingOrHidden() {
    let harness = Harness()
    let view = FakeStatusView<ListFooter>()
    let footer = harness.viewModel.bindFooter(render: view.render)
    footer.activate()  // hidden: nothing on screen yet
    #expect(harness.store.requests.isEmpty)
    harness.viewModel.refresh()
    harness.advance(15)
    harness.viewModel.loadMore()
    footer.activate()  // refreshing: no second load
    harness.advance(20)
    #expect(harness.store.requests == ["swift:1", "swift:2"])
    footer.dispose()
  }

  // "a tap (``ListStatusBinding/activate()``) sends the cover's ``ListCover/tapInput``: refresh on
  // the empty cover, retry on the error cover."
  @Test func coverShowsLoadingErrorAndContentAndItsTapRetries() {
    let harness = Harness()
    let view = FakeStatusView<ListCover>()
    let cover = harness.viewModel.bindCover(render: view.render)
    cover.disposed(by: harness.bag)
    harness.store.fail(page: 1)
    harness.viewModel.refresh()
    cover.activate()  // loading: nothing
    harness.advance(15)
    cover.activate()  // error: retry
    harness.advance(15)
    cover.activate()  // content: nothing
    harness.advance(15)
    #expect(harness.store.requests == ["swift:1", "swift:1"])
    #expect(view.rendered.map(\.message) == ["Loading…", "page 1 failed", "Loading…", ""])
    #expect(view.rendered.map(\.action) == [nil, "Tap to retry", nil, nil])
    #expect(view.rendered.last?.isHidden == true)
  }

  @Test func emptyCoverTapRefreshes() {
    let harness = Harness(total: 0)
    let view = FakeStatusView<ListCover>()
    let cover = harness.viewModel.bindCover(render: view.render)
    cover.disposed(by: harness.bag)
    harness.viewModel.refresh()
    harness.advance(15)
    #expect(view.rendered.last?.message == "No repos")
    cover.activate()
    harness.advance(15)
    #expect(harness.store.requests == ["swift:1", "swift:1"])
    #expect(
      view.rendered.map(\.pageState) == [.loading, .empty(message: "No repos"), .loading, .empty(message: "No repos")]
    )
  }

  // "pulling calls `refresh()` (...), and the control stops spinning when the load ends."
  @Test func pullRefreshesAndTheControlStopsWhenTheLoadEnds() {
    let harness = Harness()
    let view = FakeStatusView<ListRefreshHeader>()
    let header = harness.viewModel.bindRefreshHeader(render: view.render)
    header.disposed(by: harness.bag)
    harness.viewModel.refresh()
    harness.advance(15)
    #expect(view.rendered.map(\.isRefreshing) == [false], "the first load spins under the cover only")
    header.activate()  // the user pulls: UIKit already spins the control
    #expect(harness.store.requests == ["swift:1", "swift:1"])
    harness.advance(5)
    #expect(view.rendered.map(\.isRefreshing) == [false, true])
    harness.advance(10)
    #expect(view.rendered.map(\.isRefreshing) == [false, true, false])
  }

  // "When the pull starts nothing the control should spin for (the view model is gone, or the
  // first page loads under the cover), `render` gets the idle header at once, so the control never
  // spins forever."
  @Test func pullOnAnEmptyCoverEndsTheControlAtOnce() {
    let harness = Harness(total: 0)
    let view = FakeStatusView<ListRefreshHeader>()
    let header = harness.viewModel.bindRefreshHeader(render: view.render)
    header.disposed(by: harness.bag)
    harness.viewModel.refresh()
    harness.advance(15)
    let before = view.rendered.count
    header.activate()
    #expect(view.rendered.count == before + 1, "rendered at once, not on the next tick")
    #expect(view.rendered.last?.isRefreshing == false)
    #expect(harness.store.requests == ["swift:1", "swift:1"])
  }

  @Test func pullAfterTheViewModelIsGoneEndsTheControl() {
    let view = FakeStatusView<ListRefreshHeader>()
    var harness: Harness? = Harness()
    let header = harness!.viewModel.bindRefreshHeader(render: view.render)
    harness = nil
    let before = view.rendered.count
    header.activate()
    #expect(view.rendered.count == before + 1)
    #expect(view.rendered.last?.isRefreshing == false)
  }

  @Test func pullCanPrepend() {
    let harness = Harness()
    let view = FakeStatusView<ListRefreshHeader>()
    let header = harness.viewModel.bindRefreshHeader(pull: .prepend, render: view.render)
    header.disposed(by: harness.bag)
    harness.viewModel.refresh()
    harness.advance(15)
    header.activate()
    // Page-number paging cannot prepend, so prepend() refreshes (its documented fallback).
    #expect(harness.store.requests == ["swift:1", "swift:1"])
  }

  // "Stops rendering; ``activate()`` does nothing afterwards."
  @Test func aDisposedBindingNeitherRendersNorSends() {
    let harness = Harness()
    let view = FakeStatusView<ListFooter>()
    let footer = harness.viewModel.bindFooter(render: view.render)
    harness.viewModel.refresh()
    harness.advance(15)
    footer.dispose()
    let rendered = view.rendered.count
    footer.activate()
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(view.rendered.count == rendered)
    #expect(harness.store.requests == ["swift:1", "swift:2"], "only the view model's own loadMore()")
  }

  @Test func performCallsTheInputsMethod() {
    let harness = Harness()
    harness.viewModel.perform(.refresh)
    harness.advance(15)
    harness.store.fail(page: 2)
    harness.viewModel.perform(.loadMore)
    harness.advance(15)
    harness.viewModel.perform(.retry)
    harness.advance(15)
    harness.viewModel.perform(.prepend)
    harness.advance(15)
    #expect(harness.store.requests == ["swift:1", "swift:2", "swift:2", "swift:1"])
  }
}
