// SPDX-License-Identifier: MIT

import ListSections
import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

@MainActor
@Suite struct ItemsViewModelRowPathTests {
  struct Decade: Identifiable, Equatable, Sendable { let id: Int }

  /// A harness whose pages hold ids 0..<20, 20..<40 and 40..<45, in sections by decade, except
  /// page 1, which holds 0..<5 and 10..<25 so the first section is short.
  func sectioned() -> (Harness, ItemSections<Decade, Repo>) {
    let harness = Harness()
    harness.store.setPage(1, ids: Array(0..<5) + Array(10..<25))
    let output = harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) })
    harness.viewModel.refresh()
    harness.advance(20)
    return (harness, output)
  }

  @Test func selectingARowPathRoutesToTheItemItShows() {
    let (harness, _) = sectioned()
    let routes = harness.record(harness.viewModel.route)
    harness.viewModel.itemSelected(at: RowPath(section: 1, row: 2))  // decade 1: 10, 11, 12...
    harness.viewModel.itemSelected(at: RowPath(section: 2, row: 0))
    harness.advance(1)
    #expect(routes.values == [.detail(Repo(id: 12, name: "repo 12")), .detail(Repo(id: 20, name: "repo 20"))])
  }

  @Test(arguments: [RowPath(section: 0, row: 5), RowPath(section: 3, row: 0), RowPath(section: -1, row: 0)])
  func aPathWithNoRowIsIgnored(path: RowPath) {
    let (harness, _) = sectioned()
    let routes = harness.record(harness.viewModel.route)
    harness.viewModel.itemSelected(at: path)
    harness.viewModel.itemAppeared(at: path)
    harness.advance(1)
    #expect(routes.values.isEmpty)
    #expect(harness.store.requests == ["swift:1"])
  }

  @Test func aRowNearTheEndLoadsMoreAndPathsFollowTheAppendedSections() {
    let (harness, output) = sectioned()
    let sections = harness.record(output.sections)
    harness.viewModel.itemAppeared(at: RowPath(section: 2, row: 0))  // item 15 of 20: within 5
    harness.advance(20)
    #expect(harness.store.requests == ["swift:1", "swift:2"])
    // Page 2 holds 20..<40; 20...24 are already shown, so 25...39 are appended.
    #expect(sections.values.last?.sections.map(\.rows.count) == [5, 10, 10, 10])
    #expect(harness.viewModel.itemIndex(of: RowPath(section: 3, row: 9)) == 34)
    #expect(harness.viewModel.currentItems[34].id == 39)
    #expect(harness.viewModel.itemIndex(of: RowPath(section: 3, row: 10)) == nil)
  }

  @Test func withoutSectionsRowsOfSectionZeroAreItems() {
    let harness = Harness()
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(harness.viewModel.itemIndex(of: RowPath(section: 0, row: 7)) == 7)
    #expect(harness.viewModel.itemIndex(of: RowPath(section: 1, row: 0)) == nil)
  }
}

extension ItemsViewModelRowPathTests {
  // ItemSections: "sections emits the new snapshot, then changes emits the changeset from the
  // previous one. The first snapshot ... comes with no changeset ... An update whose rebuilt
  // sections diff as equal to the shown ones emits neither."
  @Test func sectionsComeBeforeTheirChangesAndAnEqualRebuildEmitsNothing() {
    let harness = Harness()
    let output = harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) })
    var order: [String] = []
    output.sections.drive(onNext: { order.append("sections \($0.rowCount)") }).disposed(by: harness.bag)
    output.changes.emit(onNext: { order.append("changes \($0.changeCount)") }).disposed(by: harness.bag)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.refresh()  // the same first page again: rebuilt, diffed, equal
    harness.advance(20)
    #expect(order == ["sections 0", "sections 20", "changes 2"])
  }
}
