// SPDX-License-Identifier: MIT

import ListSections
import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

/// `ItemsViewModel` under a memory cap: the promises of the view-model guide's "A memory cap for
/// endless lists" (Sources/ListViewModels/ListViewModels.docc/Guides/WritingAViewModel.md).
@MainActor
@Suite struct ItemsViewModelMemoryCapTests {
  struct Decade: Identifiable, Equatable, Sendable { let id: Int }

  /// Pages of 20 from 100 items, capped at 40: three pages loaded with the user at row 39, so
  /// page 1 was dropped and rows 20..<60 are held.
  private func scrolled() -> Harness {
    let harness = Harness(total: 100, maxSize: 40)
    harness.viewModel.refresh()
    harness.advance(20)
    for row in [19, 39] {
      harness.viewModel.itemAppeared(at: row)
      harness.advance(20)
    }
    return harness
  }

  // Guide: "Under a cap, `itemAppeared(at:)` and `itemSelected(at:)` take positions, counting
  // `placeholdersBefore`: the item at `currentItems[i]` is at position `placeholdersBefore + i`";
  // `placeholders` is a Driver of "rows of dropped pages".
  @Test func positionsCountThePlaceholdersTheDriverReports() {
    let harness = Harness(total: 100, maxSize: 40)
    let placeholders = harness.record(harness.viewModel.placeholders)
    let routes = harness.record(harness.viewModel.route)
    harness.viewModel.refresh()
    harness.advance(20)
    for row in [19, 39] {
      harness.viewModel.itemAppeared(at: row)
      harness.advance(20)
    }
    #expect(harness.ids == Array(20..<60))
    #expect(placeholders.values == [PlaceholderCounts(before: 0, after: 0), PlaceholderCounts(before: 20, after: 0)])
    harness.viewModel.itemSelected(at: 25)
    harness.viewModel.itemSelected(at: 5)  // a placeholder: ignored
    harness.advance(1)
    #expect(routes.values == [.detail(Repo(id: 25, name: "swift 25"))])
    #expect(harness.store.requests == ["swift:1", "swift:2", "swift:3"])
  }

  // Guide: "The sections of `sections(_:)` hold the items on screen only; a row path is reported
  // at its position."; "reload a dropped page when a row next to it appears".
  @Test func sectionsHoldTheItemsOnScreenAndRowPathsAreReportedAtTheirPositions() {
    let harness = scrolled()
    let output = harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) })
    let sections = harness.record(output.sections)
    let routes = harness.record(harness.viewModel.route)
    harness.advance(1)
    #expect(sections.values.last?.sections.map(\.model.id) == [2, 3, 4, 5])
    harness.viewModel.itemSelected(at: RowPath(section: 0, row: 3), in: output)
    harness.viewModel.itemAppeared(at: RowPath(section: 0, row: 0), in: output)  // position 20, next to page 1
    harness.advance(20)
    #expect(routes.values == [.detail(Repo(id: 23, name: "swift 23"))])
    #expect(harness.store.requests == ["swift:1", "swift:2", "swift:3", "swift:1"])
    // Page 1 is back on top; page 3, farthest from row 20, was dropped below.
    #expect(harness.ids == Array(0..<40))
    #expect(sections.values.last?.sections.map(\.model.id) == [0, 1, 2, 3])
  }
}
