// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import Testing

/// A model type nobody registers.
private struct Stranger: Identifiable, Equatable {
  let id: Int
}

@MainActor
@Suite struct SectionedDataSourceTests {
  private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(indexes: [section, row]) }

  private func showing(_ snapshot: Snapshot) -> DataSourceHarness {
    let harness = DataSourceHarness(table: true)
    harness.dataSource.reload(snapshot)
    return harness
  }

  @Test func answersCountsAndModelsOfTheSnapshotShown() throws {
    let harness = showing(sectioned([(1, [1, 2]), (2, [3])]))
    let dataSource = harness.dataSource
    #expect(dataSource.numberOfSections == 2)
    #expect([0, 1, 2, -1].map { dataSource.numberOfRows(inSection: $0) } == [2, 1, 0, 0])
    #expect(try dataSource.row(at: path(1, 0)) == Item(3))
    #expect(try dataSource.section(at: 1) == Group(2))
    #expect(try dataSource.cellReuseIdentifier(at: path(0, 1)) == "item")
  }

  @Test(arguments: [[0, 2], [2, 0], [-1, 0], [0], [0, 0, 0]])
  func anIndexPathWithNoRowIsATypedErrorNotACrash(indexes: [Int]) {
    let harness = showing(sectioned([(1, [1, 2])]))
    let dataSource = harness.dataSource
    var reported: [DataSourceError] = []
    dataSource.onError = { reported.append($0) }
    let indexPath = IndexPath(indexes: indexes)
    #expect(throws: DataSourceError.rowOutOfRange(indexPath)) { try dataSource.row(at: indexPath) }
    #expect(dataSource.cell(at: indexPath) { _ in FakeCell(reuseIdentifier: "x") } == nil)
    #expect(dataSource.rowHeight(at: indexPath, automatic: -1) == -1)
    dataSource.selectRow(at: indexPath)
    dataSource.willDisplayRow(at: indexPath)
    #expect(reported == Array(repeating: .rowOutOfRange(indexPath), count: 4))
    #expect(dataSource.lastError == .rowOutOfRange(indexPath))
  }

  @Test func aSectionOutOfRangeIsATypedError() {
    let dataSource = showing(sectioned([(1, [1])])).dataSource
    #expect(throws: DataSourceError.sectionOutOfRange(3)) { try dataSource.section(at: 3) }
    #expect(dataSource.header(inSection: 3) { FakeHeader(reuseIdentifier: $0) } == nil)
    #expect(dataSource.headerHeight(inSection: 3, hidden: 0, automatic: -1) == -1)
    dataSource.selectHeader(inSection: 3)
    #expect(dataSource.lastError == .sectionOutOfRange(3))
  }

  // "a model type nobody registered is a DataSourceError reported to onError, and the view gets a
  // harmless answer"
  @Test func anUnregisteredModelTypeIsATypedErrorAndAPlaceholder() {
    let dataSource = SectionedDataSource<Group, Stranger, FakeCell, FakeHeader>()
    let shell = FakeDataSourceShell(dataSource)
    let view = FakeCollectionView()
    view.engine.dataSource = shell
    dataSource.view = view
    var reported: [DataSourceError] = []
    dataSource.onError = { reported.append($0) }
    // The view reloads and asks for the cell and the header: neither type is registered.
    dataSource.reload(SectionedSnapshot(section: Group(1), rows: [Stranger(id: 1)]))
    let unregistered = RegistryError.unregisteredModel(typeName: String(reflecting: Stranger.self))
    #expect(throws: DataSourceError.registry(unregistered)) {
      try dataSource.makeCell(at: self.path(0, 0)) { FakeCell(reuseIdentifier: $0) }
    }
    #expect(view.engine.texts == [[nil]])  // the placeholder cell
    #expect(reported.contains(.registry(unregistered)))
    #expect(reported.contains(.registry(.unregisteredModel(typeName: String(reflecting: Group.self)))))
    #expect(dataSource.rowHeight(at: path(0, 0), automatic: 7) == 7)
  }

  @Test func aDequeuedCellOfAnotherClassIsATypedError() {
    let harness = showing(flat([1]))
    let dataSource = harness.dataSource
    let cell = dataSource.cell(at: path(0, 0)) { _ in FakeBadgeCell(reuseIdentifier: "item") }
    #expect(cell != nil)  // FakeBadgeCell is a FakeCell: accepted
    dataSource.registerCell(FakeBadgeCell.self, for: Item.self) { _, _ in }
    #expect(dataSource.cell(at: path(0, 0)) { FakeCell(reuseIdentifier: $0) } == nil)
    #expect(
      dataSource.lastError
        == .registry(
          .viewTypeMismatch(expected: String(reflecting: FakeBadgeCell.self), actual: String(reflecting: FakeCell.self))
        )
    )
  }

  @Test func heightsAreAutomaticUnlessRegistered() {
    let harness = showing(sectioned([(1, [1, 2])]))
    let dataSource = harness.dataSource
    #expect(dataSource.rowHeight(at: path(0, 0), automatic: -1) == -1)
    #expect(dataSource.headerHeight(inSection: 0, hidden: 0, automatic: -1) == -1)
    dataSource.registerCell(
      FakeCell.self,
      for: Item.self,
      reuseIdentifier: "item",
      height: .computed { Double($0.id) * 10 }
    ) { _, _ in }
    dataSource.registerHeader(FakeHeader.self, for: Group.self, reuseIdentifier: "group", height: .fixed(28)) { _, _ in
    }
    #expect(dataSource.rowHeight(at: path(0, 1), automatic: -1) == 20)
    #expect(dataSource.headerHeight(inSection: 0, hidden: 0, automatic: -1) == 28)
  }

  // "EmptyHeader section models and SectionHeader.none or SectionHeader.empty show no header and
  // have a zero height"
  @Test func placeholderHeadersShowNoHeaderViewAndTheHiddenHeight() {
    let dataSource = SectionedDataSource<SectionHeader<Group>, Item, FakeCell, FakeHeader>()
    dataSource.registerHeader(FakeHeader.self, for: Group.self, reuseIdentifier: "group") { header, group in
      header.text = "group \(group.id)"
    }
    dataSource.reload(
      SectionedSnapshot(sections: [
        SnapshotSection(.none, rows: [Item(1)]),
        SnapshotSection(.visible(Group(2)), rows: [Item(2)]),
        SnapshotSection(.empty, rows: [Item(3)]),
      ])
    )
    var dequeued = 0
    let headers = (0..<3).map { section in
      dataSource.header(inSection: section) { identifier in
        dequeued += 1
        return FakeHeader(reuseIdentifier: identifier)
      }?.text
    }
    #expect(headers == [nil, "group 2", nil])
    #expect(dequeued == 1)
    #expect((0..<3).map { dataSource.headerHeight(inSection: $0, hidden: 0, automatic: -1) } == [0, -1, 0])
    #expect(dataSource.lastError == nil)

    let empty = SectionedDataSource<EmptyHeader, Item, FakeCell, FakeHeader>()
    empty.reload(SectionedSnapshot(section: EmptyHeader(), rows: [Item(1)]))
    #expect(empty.header(inSection: 0) { FakeHeader(reuseIdentifier: $0) } == nil)
    #expect(empty.headerHeight(inSection: 0, hidden: 0.5, automatic: -1) == 0.5)
    #expect(empty.lastError == nil)
  }

  @Test func enumRowsFindOneCellClassPerPayloadThroughRowContent() {
    enum FeedRow: Identifiable, Equatable {
      case item(Item)
      case ad(Int)
      var id: String {
        switch self {
        case .item(let item): "item \(item.id)"
        case .ad(let slot): "ad \(slot)"
        }
      }
    }
    let dataSource = SectionedDataSource<Group, FeedRow, FakeCell, FakeHeader>()
    dataSource.rowContent = { row in
      switch row {
      case .item(let item): item
      case .ad(let slot): slot
      }
    }
    dataSource.registerCell(FakeCell.self, for: Item.self, reuseIdentifier: "item") { cell, item in
      cell.text = item.description
    }
    dataSource.registerCell(FakeBadgeCell.self, for: Int.self, reuseIdentifier: "ad") { cell, slot in
      cell.text = "ad \(slot)"
    }
    dataSource.reload(SectionedSnapshot(section: Group(0), rows: [.item(Item(1)), .ad(7)]))
    let cells = (0..<2).compactMap { row in
      dataSource.cell(at: path(0, row)) {
        $0 == "ad" ? FakeBadgeCell(reuseIdentifier: $0) : FakeCell(reuseIdentifier: $0)
      }
    }
    #expect(cells.map(\.text) == ["1", "ad 7"])
    #expect(cells[1] is FakeBadgeCell)
  }

  @Test func aSelectedOrAppearingRowReachesTheCallbacksAsItsPathAndModel() {
    let harness = showing(sectioned([(1, [1, 2]), (2, [3])]))
    var selected: [String] = []
    var appeared: [String] = []
    harness.dataSource.onRowSelected = { path, item in selected.append("\(path) \(item)") }
    harness.dataSource.onRowAppeared = { path, item in appeared.append("\(path) \(item)") }
    harness.dataSource.selectRow(at: path(1, 0))
    harness.dataSource.willDisplayRow(at: path(0, 1))
    #expect(selected == ["[1, 0] 3"])
    #expect(appeared == ["[0, 1] 2"])
  }

  // "calls onRowSelected with its path and model (and a bound view model's selection)"
  @Test func aBoundSelectionGetsThePathShown() {
    let harness = showing(flat([1, 2, 3]))
    var bound: [RowPath] = []
    harness.dataSource.boundRowSelected = { bound.append($0) }
    harness.dataSource.selectRow(at: path(0, 2))
    harness.dataSource.selectRow(at: path(0, 5))  // no such row: reported, nothing bound
    #expect(bound == [RowPath(section: 0, row: 2)])
    #expect(harness.dataSource.lastError == .rowOutOfRange(path(0, 5)))
  }

  // "the section's index may have changed since the view was configured; the data source
  // remembers the section's identity instead"
  @Test func aTappedHeaderViewReportsTheSectionItShowsNow() {
    let harness = showing(sectioned([(1, [1]), (2, [2])]))
    var tapped: [String] = []
    harness.dataSource.onHeaderSelected = { index, group in tapped.append("\(index) \(group.id)") }
    guard let header = harness.engine.headerView(forSection: 1) else {
      Issue.record("no header view")
      return
    }
    harness.dataSource.selectHeader(header)
    harness.dataSource.apply(sectioned([(3, []), (2, [2]), (1, [1])]))  // section 2 moves to index 1
    harness.dataSource.selectHeader(header)
    harness.dataSource.apply(sectioned([(3, []), (1, [1])]))  // section 2 is gone
    harness.dataSource.selectHeader(header)
    harness.dataSource.selectHeader(FakeHeader(reuseIdentifier: "group"))  // never configured
    harness.dataSource.selectHeader(inSection: 0)
    #expect(tapped == ["1 2", "1 2", "0 3"])
  }

  // "Called once for each header view object, the first time it is configured"
  @Test func eachHeaderViewIsPreparedOnce() {
    let harness = DataSourceHarness(table: false)
    var prepared: [ObjectIdentifier] = []
    harness.dataSource.prepareHeaderView = { prepared.append(ObjectIdentifier($0)) }
    harness.dataSource.reload(sectioned([(1, [1]), (2, [2])]))
    let reused = FakeHeader(reuseIdentifier: "group")
    _ = harness.dataSource.header(inSection: 0) { _ in reused }
    _ = harness.dataSource.header(inSection: 1) { _ in reused }
    #expect(prepared.count == 3)  // two from the view's load, then `reused` once
    #expect(Set(prepared).count == 3)
  }
}
