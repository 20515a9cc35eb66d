// SPDX-License-Identifier: MIT

import Foundation
import ListSections

/// A row whose value is 100 or more is shown as a badge, in another cell class.
struct Badge {
  let item: Item
}

typealias TestDataSource = SectionedDataSource<Group, Item, FakeCell, FakeHeader>

/// What the UIKit data sources of ReactiveListUIKit are to `SectionedDataSource`, for the fakes:
/// every question forwarded, nothing decided here.
@MainActor
final class FakeDataSourceShell<SectionModel: Identifiable & Equatable, RowModel: Identifiable & Equatable>:
  FakeViewDataSource
{
  let core: SectionedDataSource<SectionModel, RowModel, FakeCell, FakeHeader>

  init(_ core: SectionedDataSource<SectionModel, RowModel, FakeCell, FakeHeader>) {
    self.core = core
  }

  func numberOfSections(in engine: FakeListEngine) -> Int { core.numberOfSections }

  func numberOfRows(inSection section: Int, in engine: FakeListEngine) -> Int {
    core.numberOfRows(inSection: section)
  }

  func cell(at indexPath: IndexPath, in engine: FakeListEngine) -> FakeCell {
    core.cell(at: indexPath) { engine.dequeueCell(withIdentifier: $0) } ?? FakeCell(reuseIdentifier: "placeholder")
  }

  func header(inSection section: Int, in engine: FakeListEngine) -> FakeHeader? {
    core.header(inSection: section) { engine.dequeueHeader(withIdentifier: $0) }
  }
}

/// A data source of `Group`s and `Item`s bound to a fake view: "item" cells show
/// `Item.description`, "badge" cells (values of 100 or more) show "badge <description>", "group"
/// headers show `SnapshotDataSource.headerText`.
@MainActor
struct DataSourceHarness {
  let dataSource = TestDataSource()
  let shell: FakeDataSourceShell<Group, Item>
  let engine: FakeListEngine
  let view: any BatchUpdatable

  init(table: Bool) {
    shell = FakeDataSourceShell(dataSource)
    if table {
      let table = FakeTableView()
      engine = table.engine
      view = table
    } else {
      let collection = FakeCollectionView()
      engine = collection.engine
      view = collection
    }
    engine.registerTestViews()
    engine.dataSource = shell
    dataSource.view = view
    dataSource.rowContent = { $0.value >= 100 ? Badge(item: $0) as Any : $0 }
    dataSource.registerCell(FakeCell.self, for: Item.self, reuseIdentifier: "item") { cell, item in
      cell.text = item.description
      cell.configureCount += 1
    }
    dataSource.registerCell(FakeBadgeCell.self, for: Badge.self, reuseIdentifier: "badge") { cell, badge in
      cell.text = "badge \(badge.item.description)"
      cell.configureCount += 1
    }
    dataSource.registerHeader(FakeHeader.self, for: Group.self, reuseIdentifier: "group") { header, group in
      header.text = SnapshotDataSource.headerText(group)
    }
  }

  /// What the view must show for `snapshot`.
  static func texts(of snapshot: Snapshot) -> [[String?]] {
    snapshot.sections.map { $0.rows.map { $0.value >= 100 ? "badge \($0.description)" : $0.description } }
  }

  static func headerTexts(of snapshot: Snapshot) -> [String?] {
    snapshot.sections.map { SnapshotDataSource.headerText($0.model) }
  }
}
