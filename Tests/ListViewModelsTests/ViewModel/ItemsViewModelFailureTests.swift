// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

@MainActor
@Suite struct ItemsViewModelFailureTests {
  @Test func refreshFailureWithoutContentShowsTheErrorCover() {
    let harness = Harness()
    let states = harness.record(harness.viewModel.pageState)
    let messages = harness.record(harness.viewModel.message)
    harness.store.fail(page: 1)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(states.values == [.loading, .error(PagingFailure(message: "page 1 failed", typeName: "ScriptedError"))])
    #expect(messages.values.isEmpty)
    // The cover carries the store's error with its type, not only its text.
    guard case .error(let failure) = states.values.last else { return }
    #expect(failure.error as? ScriptedError == ScriptedError(description: "page 1 failed"))
    harness.viewModel.retry()
    harness.advance(20)
    #expect(states.values.last == .content)
    #expect(harness.ids == Array(0..<20))
  }

  @Test func refreshFailureWithContentKeepsItemsAndEmitsAMessage() {
    let harness = Harness()
    let states = harness.record(harness.viewModel.pageState)
    let messages = harness.record(harness.viewModel.message)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.store.fail(page: 1)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(harness.ids == Array(0..<20))
    #expect(states.values == [.loading, .content])
    #expect(messages.values == ["page 1 failed"])
  }

  @Test func appendFailureKeepsItemsAndRetryLoadsExactlyThatPage() {
    let harness = Harness()
    let loadStates = harness.record(harness.viewModel.loadStates)
    let messages = harness.record(harness.viewModel.message)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.store.fail(page: 2)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(harness.ids == Array(0..<20))
    #expect(loadStates.values.last?.append.failure?.message == "page 2 failed")
    #expect(messages.values == ["page 2 failed"])
    harness.viewModel.itemAppeared(at: 19)
    #expect(harness.store.requests == ["swift:1", "swift:2"], "prefetch waits for retry after a failure")
    harness.viewModel.retry()
    harness.advance(20)
    #expect(harness.store.requests == ["swift:1", "swift:2", "swift:2"])
    #expect(harness.ids == Array(0..<40))
  }
}
