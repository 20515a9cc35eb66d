// SPDX-License-Identifier: MIT

import ListSections
import ListViewModels
import ReactiveCore
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
    let (harness, output) = sectioned()
    let routes = harness.record(harness.viewModel.route)
    harness.viewModel.itemSelected(at: RowPath(section: 1, row: 2), in: output)  // decade 1: 10, 11, 12...
    harness.viewModel.itemSelected(at: RowPath(section: 2, row: 0), in: output)
    harness.advance(1)
    #expect(routes.values == [.detail(Repo(id: 12, name: "repo 12")), .detail(Repo(id: 20, name: "repo 20"))])
  }

  @Test(arguments: [RowPath(section: 0, row: 5), RowPath(section: 3, row: 0), RowPath(section: -1, row: 0)])
  func aPathWithNoRowIsIgnored(path: RowPath) {
    let (harness, output) = sectioned()
    let routes = harness.record(harness.viewModel.route)
    harness.viewModel.itemSelected(at: path, in: output)
    harness.viewModel.itemAppeared(at: path, in: output)
    harness.advance(1)
    #expect(routes.values.isEmpty)
    #expect(harness.store.requests == ["swift:1"])
  }

  @Test func aRowNearTheEndLoadsMoreAndPathsFollowTheAppendedSections() {
    let (harness, output) = sectioned()
    let sections = harness.record(output.sections)
    harness.viewModel.itemAppeared(at: RowPath(section: 2, row: 0), in: output)  // item 15 of 20: within 5
    harness.advance(20)
    #expect(harness.store.requests == ["swift:1", "swift:2"])
    // Page 2 holds 20..<40; 20...24 are already shown, so 25...39 are appended.
    #expect(sections.values.last?.sections.map(\.rows.count) == [5, 10, 10, 10])
    #expect(output.itemIndex(of: RowPath(section: 3, row: 9)) == 34)
    #expect(harness.viewModel.currentItems[34].id == 39)
    #expect(output.itemIndex(of: RowPath(section: 3, row: 10)) == nil)
  }

  // transform(input:): "rowAppeared and rowSelected are rows of a list without sections: row r of
  // section 0 is item r."
  @Test func transformedRowsWithoutSectionsAreItemsOfSectionZero() {
    let harness = Harness()
    harness.viewModel.refresh()
    harness.advance(20)
    let taps = PublishRelay<RowPath>()
    _ = harness.viewModel.transform(input: .init(rowSelected: taps.asObservable()))
    let routes = harness.record(harness.viewModel.route)
    taps.accept(RowPath(section: 0, row: 7))
    taps.accept(RowPath(section: 1, row: 0))
    harness.advance(5)  // the tap's hop to the main actor, then the route's
    #expect(routes.values == [.detail(Repo(id: 7, name: "swift 7"))])
  }

  // transform(input:sections:): "with the row paths of rowAppeared and rowSelected mapped through
  // sections".
  @Test func transformedRowsMapThroughTheSectionsGiven() {
    let (harness, output) = sectioned()
    let taps = PublishRelay<RowPath>()
    _ = harness.viewModel.transform(input: .init(rowSelected: taps.asObservable()), sections: output)
    let routes = harness.record(harness.viewModel.route)
    taps.accept(RowPath(section: 1, row: 2))
    harness.advance(5)  // the tap's hop to the main actor, then the route's
    #expect(routes.values == [.detail(Repo(id: 12, name: "repo 12"))])
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
