// SPDX-License-Identifier: MIT

import Foundation
import ListSections

/// A minimal hand-written data source over a snapshot, for testing the batch-update routine on
/// its own: rows show `Item.description` in an "item" cell, or a "badge" cell when the value is
/// 100 or more; headers show "group <id><title>".
@MainActor
final class SnapshotDataSource: FakeViewDataSource {
  var snapshot: Snapshot

  init(_ snapshot: Snapshot = Snapshot()) {
    self.snapshot = snapshot
  }

  static func identifier(for item: Item) -> String { item.value >= 100 ? "badge" : "item" }

  func numberOfSections(in engine: FakeListEngine) -> Int { snapshot.sectionCount }

  func numberOfRows(inSection section: Int, in engine: FakeListEngine) -> Int {
    snapshot.sections[section].rows.count
  }

  func cell(at indexPath: IndexPath, in engine: FakeListEngine) -> FakeCell {
    let item = snapshot[RowPath(section: indexPath[0], row: indexPath[1])]
    let cell = engine.dequeueCell(withIdentifier: Self.identifier(for: item))
    cell.text = item.description
    cell.configureCount += 1
    return cell
  }

  func header(inSection section: Int, in engine: FakeListEngine) -> FakeHeader? {
    let header = engine.dequeueHeader(withIdentifier: "group")
    header.text = Self.headerText(snapshot.sections[section].model)
    return header
  }

  static func headerText(_ group: Group) -> String { "group \(group.id)\(group.title)" }
}

extension FakeListEngine {
  /// Registers the cells and header of `SnapshotDataSource` and of the data source tests.
  func registerTestViews() {
    register(FakeCell.self, forCellReuseIdentifier: "item")
    register(FakeBadgeCell.self, forCellReuseIdentifier: "badge")
    registerHeader(forReuseIdentifier: "group")
  }
}
