// SPDX-License-Identifier: MIT

import ListObservation
import ListPaging
import ListViewModels
import Observation
import Testing

@MainActor
@Suite struct ListModelMemoryCapTests {
  /// Loads pages by showing the last row of each, as a scrolling `List` does.
  private func scrollDown(_ harness: Harness, pages: Int) {
    let model = harness.model
    for _ in 0..<pages {
      if let last = model.items.last { model.onAppear(last) }
      harness.advance(10)
    }
  }

  // SwiftUI guide, "Endless lists": "Under a memory cap, `placeholders` counts the rows of dropped
  // pages above and below `items`"; "a view that reads only `pageState` is not invalidated by drops
  // and reloads".
  @Test func droppedPagesBecomePlaceholdersAndNotifyOnlyTheirReaders() {
    let harness = Harness(total: 60, maxSize: 30)
    let model = harness.model
    model.send(.refresh)
    harness.advance(10)
    scrollDown(harness, pages: 2)
    #expect(model.items.map(\.id) == Array(0..<30))
    let placeholders = harness.track { _ = model.placeholders }
    let cover = harness.track { _ = model.pageState }
    scrollDown(harness, pages: 1)
    // Page 4 landed with the user at row 29: page 1 is the farthest, so it is dropped.
    #expect(model.items.map(\.id) == Array(10..<40))
    #expect(model.placeholders == PlaceholderCounts(before: 10, after: 0))
    #expect(placeholders.times == 1)
    #expect(cover.times == 0)
  }

  // SwiftUI guide, "Endless lists": "a placeholder row reports its position with
  // `onAppear(at:)`: scrolling back reloads the dropped page, and the header stays idle. A view
  // that reads only `pageState` is not invalidated by drops and reloads."
  @Test func scrollingBackReloadsTheDroppedPageWithoutARefreshHeader() {
    let harness = Harness(total: 60, maxSize: 30)
    let model = harness.model
    model.send(.refresh)
    harness.advance(10)
    scrollDown(harness, pages: 3)
    #expect(model.placeholders.before == 10)
    let cover = harness.track { _ = model.pageState }
    for position in stride(from: 25, through: 10, by: -1) { model.onAppear(at: position) }
    harness.advance(1)
    #expect(model.loadStates.prepend == .loading)
    #expect(model.refreshStatus.header == .idle)
    harness.advance(9)
    // Page 1 is back; page 4, now the farthest from row 10, was dropped below.
    #expect(model.items.map(\.id) == Array(0..<30))
    #expect(model.placeholders == PlaceholderCounts(before: 0, after: 10))
    #expect(!model.isLoading)
    #expect(cover.times == 0)
  }
}
