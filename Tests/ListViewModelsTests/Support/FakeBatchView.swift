// SPDX-License-Identifier: MIT

import Foundation
import ListSections

/// A stand-in for a cell or header view: a line of text.
@MainActor
final class TextCell {
  let reuseIdentifier: String
  var text = ""

  init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
  }
}

/// A batch-updatable view for the binding tests: it replays every batch it is given on what it
/// shows, with the rules of `SectionedSnapshot.applying(_:readingFrom:)` (UIKit's; the fakes of
/// ListSectionsTests check them independently), reading counts and new rows from its data source
/// after the updates block, as UIKit does. A row updated without a reconfigure keeps its old model.
@MainActor
final class FakeBatchView<SectionModel: Identifiable & Equatable, RowModel: Identifiable & Equatable>: BatchUpdatable {
  typealias DataSource = SectionedDataSource<SectionModel, RowModel, TextCell, TextCell>

  weak var dataSource: DataSource?
  /// What the view shows.
  private(set) var shown = SectionedSnapshot<SectionModel, RowModel>()
  /// Every batch's broken rule; expected empty.
  private(set) var violations: [String] = []
  private(set) var batchCount = 0
  private(set) var reloadCount = 0
  private(set) var reconfigured: [RowPath] = []
  private var batch: SectionedChangeset?

  private var current: SectionedSnapshot<SectionModel, RowModel> { dataSource?.snapshot ?? .init() }

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    batch = SectionedChangeset()
    updates?()
    let recorded = batch ?? SectionedChangeset()
    batch = nil
    batchCount += 1
    do {
      shown = try shown.applying(recorded, readingFrom: current)
    } catch {
      violations.append(error.description)
      shown = current
    }
    completion?(true)
  }

  func reloadData() {
    reloadCount += 1
    shown = current
  }

  private func record(_ change: (inout SectionedChangeset) -> Void) {
    guard batch != nil else {
      violations.append("a structural change outside a batch")
      return
    }
    change(&batch!)
  }

  private func rowPath(_ indexPath: IndexPath) -> RowPath { RowPath(indexPath) ?? RowPath(section: -1, row: -1) }

  func insertSections(_ sections: IndexSet) { record { $0.sectionInserts += sections } }
  func deleteSections(_ sections: IndexSet) { record { $0.sectionDeletes += sections } }
  func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.sectionMoves.append(IndexPair(old: section, new: newSection)) }
  }
  func insertItems(at indexPaths: [IndexPath]) { record { $0.rowInserts += indexPaths.map(rowPath) } }
  func deleteItems(at indexPaths: [IndexPath]) { record { $0.rowDeletes += indexPaths.map(rowPath) } }
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.rowMoves.append(IndexPair(old: rowPath(indexPath), new: rowPath(newIndexPath))) }
  }

  func reloadSections(_ sections: IndexSet) {
    var snapshot = shown
    for section in sections { snapshot.removeSection(at: section) }
    for section in sections.sorted() {
      snapshot.insertSection(current.sections[section].model, rows: current.sections[section].rows, at: section)
    }
    shown = snapshot
  }

  func reloadItems(at indexPaths: [IndexPath]) {
    for path in indexPaths.map(rowPath) { shown.replaceRow(at: path, with: current[path]) }
  }

  func reconfigureItems(at indexPaths: [IndexPath]) {
    reconfigured += indexPaths.map(rowPath)
    reloadItems(at: indexPaths)
  }
}
