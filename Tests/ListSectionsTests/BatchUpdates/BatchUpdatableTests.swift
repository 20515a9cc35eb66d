// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import TestSupport
import Testing

/// A view that cannot reconfigure: it relies on the protocol's default `reconfigureItems(at:)`.
@MainActor
private final class ReloadOnlyView: BatchUpdatable {
  var calls: [String] = []
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    updates?()
    completion?(true)
  }
  func reloadData() { calls.append("reloadData") }
  func insertSections(_ sections: IndexSet) {}
  func deleteSections(_ sections: IndexSet) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func reloadSections(_ sections: IndexSet) {}
  func insertItems(at indexPaths: [IndexPath]) {}
  func deleteItems(at indexPaths: [IndexPath]) {}
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  func reloadItems(at indexPaths: [IndexPath]) { calls.append("reloadItems \(indexPaths)") }
}

@MainActor
@Suite struct BatchUpdatableTests {
  /// A fake view of each kind showing `snapshot`, with the views registered.
  private func makeViews(showing snapshot: Snapshot) -> (FakeTableView, FakeCollectionView, SnapshotDataSource) {
    let dataSource = SnapshotDataSource(snapshot)
    let table = FakeTableView()
    let collection = FakeCollectionView()
    for engine in [table.engine, collection.engine] {
      engine.registerTestViews()
      engine.dataSource = dataSource
      engine.reloadData()
    }
    return (table, collection, dataSource)
  }

  /// What the fakes must show for `snapshot`.
  private func texts(of snapshot: Snapshot) -> [[String?]] {
    snapshot.sections.map { $0.rows.map { $0.description } }
  }

  @Test func randomChangesetsAreAcceptedAndShowTheNewSnapshotWithUpdatesReconfiguredOnce() {
    for iteration in 0..<2_000 {
      var random = SeededGenerator(seed: 0xBA7C_0000 &+ UInt64(iteration))
      let duplicates = iteration % 3 == 2
      let old = SectionedSnapshotRandomTests.randomSnapshot(using: &random, allowDuplicates: duplicates)
      let new = SectionedSnapshotRandomTests.randomEdit(of: old, using: &random, allowDuplicates: duplicates)
      let changeset = new.changeset(from: old)
      let (table, collection, dataSource) = makeViews(showing: old)
      table.engine.resetCounters()
      collection.engine.resetCounters()
      // Both views share one data source: the first batch switches it, the second sees it switched
      // already, so each view gets its own copy of the old data.
      for view in [table as any BatchUpdatable, collection] {
        let engine = (view as? FakeTableView)?.engine ?? (view as? FakeCollectionView)?.engine
        guard let engine else { continue }
        dataSource.snapshot = old
        engine.reloadData()
        engine.resetCounters()
        view.performBatchUpdates(changeset, updateData: { dataSource.snapshot = new })
        #expect(engine.violations.isEmpty, "iteration \(iteration): \(engine.violations)")
        #expect(engine.texts == texts(of: new), "iteration \(iteration)")
        #expect(engine.headerTexts == new.sections.map { SnapshotDataSource.headerText($0.model) })
        let updatedRows = changeset.rowUpdates.filter { update in
          !changeset.sectionUpdates.contains { $0.new == update.new.section }
        }
        #expect(engine.reconfigured == Dictionary(uniqueKeysWithValues: updatedRows.map { (IndexPath($0.new), 1) }))
      }
      #expect(table.animations.allSatisfy { $0 == .automatic })
    }
  }

  @Test func theDataSwitchesInsideTheBatchAndUpdatesComeAfterIt() {
    let old = flat([1, 2, 3])
    var new = flat([3, 1, 4])
    new.replaceRow(at: RowPath(section: 0, row: 1), with: Item(1, 1))
    let (table, _, dataSource) = makeViews(showing: old)
    var switchedInside = false
    table.performBatchUpdates(new.changeset(from: old)) {
      dataSource.snapshot = new
      switchedInside = table.engine.calls.last == "performBatchUpdates"
    }
    #expect(switchedInside)
    #expect(
      table.engine.calls.suffix(5) == ["performBatchUpdates", "deleteRows", "insertRows", "moveRow", "reconfigureRows"]
    )
    #expect(table.engine.reconfigured == [IndexPath(indexes: [0, 1]): 1])
  }

  // "An empty changeset only calls `updateData`."
  @Test func anEmptyChangesetOnlySwitchesTheData() {
    let (_, collection, dataSource) = makeViews(showing: flat([1, 2]))
    let calls = collection.engine.calls
    var completed: Bool?
    let outcome = collection.performBatchUpdates(
      SectionedChangeset(),
      updateData: { dataSource.snapshot = flat([1, 2]) },
      completion: { completed = $0 }
    )
    #expect(outcome == .unchanged)
    #expect(collection.engine.calls == calls)
    #expect(completed == true)
  }

  // "A changeset with more than reloadThreshold changes calls updateData and then reloadData()
  // instead of animating."
  @Test(arguments: [0, 3, 4])
  func aChangesetAboveTheThresholdReloads(threshold: Int) {
    let old = flat([1, 2, 3])
    let new = flat([4, 5, 6, 7])  // 3 deletes + 4 inserts = 7 changes
    let (_, collection, dataSource) = makeViews(showing: old)
    let reloads = collection.engine.reloadDataCount
    let outcome = collection.performBatchUpdates(
      new.changeset(from: old),
      options: BatchUpdateOptions(reloadThreshold: threshold),
      updateData: { dataSource.snapshot = new }
    )
    #expect(outcome == .reloaded)
    #expect(collection.engine.reloadDataCount == reloads + 1)
    #expect(collection.engine.batchCount == 0)
    #expect(collection.engine.texts == texts(of: new))
    #expect(collection.engine.violations.isEmpty)
  }

  @Test func theDefaultThresholdAnimatesAThousandChangesAndReloadsMore() {
    #expect(BatchUpdateOptions().reloadThreshold == 1_000)
    for (count, expected) in [(1_000, BatchUpdateOutcome.animated), (1_001, .reloaded)] {
      let old = flat([])
      let new = flat(Array(0..<count))
      let (_, collection, dataSource) = makeViews(showing: old)
      let outcome = collection.performBatchUpdates(new.changeset(from: old), updateData: { dataSource.snapshot = new })
      #expect(outcome == expected)
      #expect(collection.engine.texts == texts(of: new))
    }
  }

  // "updated sections that sectionUpdate asks to reload with reloadSections(_:); then the updated
  // rows outside those sections"
  @Test func sectionUpdatesReloadByDefaultAndRowsInsideThemAreNotReconfiguredAgain() {
    let old = Snapshot(sections: [SnapshotSection(Group(1), rows: [Item(1), Item(2)])])
    let new = Snapshot(sections: [SnapshotSection(Group(1, "!"), rows: [Item(1, 1), Item(2)])])
    let (table, _, dataSource) = makeViews(showing: old)
    table.engine.resetCounters()
    table.performBatchUpdates(new.changeset(from: old), updateData: { dataSource.snapshot = new })
    #expect(table.engine.reloadedSections == [0])
    #expect(table.engine.reconfigured.isEmpty)
    #expect(table.engine.headerTexts == ["group 1!"])
    #expect(table.engine.texts == texts(of: new))
  }

  @Test func aSectionUpdateHandledByTheCallerIsNotReloaded() {
    let old = Snapshot(sections: [SnapshotSection(Group(1), rows: [Item(1)])])
    let new = Snapshot(sections: [SnapshotSection(Group(1, "!"), rows: [Item(1, 1)])])
    let (table, _, dataSource) = makeViews(showing: old)
    table.engine.resetCounters()
    var handled: [IndexPair<Int>] = []
    table.performBatchUpdates(
      new.changeset(from: old),
      updateData: { dataSource.snapshot = new },
      sectionUpdate: { update in
        handled.append(update)
        table.engine.headerView(forSection: update.new)?.text = SnapshotDataSource.headerText(new.sections[0].model)
        return .reconfigure
      }
    )
    #expect(handled == [IndexPair(old: 0, new: 0)])
    #expect(table.engine.reloadedSections.isEmpty)
    #expect(table.engine.reconfigured == [IndexPath(indexes: [0, 0]): 1])
    #expect(table.engine.headerTexts == ["group 1!"])
  }

  @Test func aRowUpdateCanAskForAReload() {
    let old = flat([1, 2])
    let new = Snapshot(section: Group(0), rows: [Item(1, 100), Item(2)])  // the row now needs a badge cell
    let (_, collection, dataSource) = makeViews(showing: old)
    collection.engine.resetCounters()
    collection.performBatchUpdates(
      new.changeset(from: old),
      updateData: { dataSource.snapshot = new },
      rowUpdate: { _ in .reload }
    )
    #expect(collection.engine.reloadedRows == [IndexPath(indexes: [0, 0]): 1])
    #expect(collection.engine.sections?[0].cells[0] is FakeBadgeCell)
    #expect(collection.engine.violations.isEmpty)
  }

  @Test func aViewWithoutReconfigureReloadsUpdatedRows() {
    let view = ReloadOnlyView()
    view.performBatchUpdates(
      SectionedChangeset(rowUpdates: [IndexPair(old: RowPath(section: 0, row: 0), new: RowPath(section: 0, row: 1))]),
      updateData: {}
    )
    #expect(view.calls == ["reloadItems [[0, 1]]"])
  }

  @Test func indexPathsAndRowPathsConvert() {
    #expect(IndexPath(RowPath(section: 1, row: 4)) == IndexPath(indexes: [1, 4]))
    #expect(RowPath(IndexPath(indexes: [1, 4])) == RowPath(section: 1, row: 4))
    #expect(RowPath(IndexPath(index: 1)) == nil)
    #expect(RowPath(IndexPath(indexes: [1, 2, 3])) == nil)
  }
}

/// The fakes are the judges of every other test here, so they are tested too: each rule they
/// enforce rejects a batch that breaks it.
@MainActor
@Suite struct FakeViewRuleTests {
  private func collection(showing snapshot: Snapshot) -> (FakeCollectionView, SnapshotDataSource) {
    let dataSource = SnapshotDataSource(snapshot)
    let view = FakeCollectionView()
    view.engine.registerTestViews()
    view.engine.dataSource = dataSource
    view.engine.reloadData()
    return (view, dataSource)
  }

  private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(indexes: [section, row]) }

  @Test func countsThatDoNotAddUpAreRejected() {
    let (view, dataSource) = collection(showing: flat([1, 2]))
    view.performBatchUpdates({ dataSource.snapshot = flat([1, 2, 3]) }, completion: nil)
    #expect(view.engine.violations.first?.hasPrefix("invalid number of rows in section 0") == true)
  }

  @Test func theCountsBeforeABatchAreWhatTheViewLoadedNotWhatTheDataSourceSaysNow() {
    let (view, dataSource) = collection(showing: flat([1, 2]))
    dataSource.snapshot = flat([1, 2, 3])  // changed outside a batch: the view still counts 2
    view.performBatchUpdates({ view.insertItems(at: [self.path(0, 2)]) }, completion: nil)
    #expect(view.engine.violations.isEmpty)
    // Another insert with no data change is rejected: 3 + 1 rows expected, 3 found.
    view.performBatchUpdates({ view.insertItems(at: [self.path(0, 2)]) }, completion: nil)
    #expect(view.engine.violations.count == 1)
  }

  @Test func aReloadOfAMovedRowIsRejected() {
    let (view, dataSource) = collection(showing: flat([1, 2]))
    view.performBatchUpdates(
      {
        dataSource.snapshot = flat([2, 1])
        view.moveItem(at: self.path(0, 0), to: self.path(0, 1))
        view.reloadItems(at: [self.path(0, 0)])
      },
      completion: nil
    )
    #expect(view.engine.violations.first?.contains("deleted or moved") == true)
  }

  @Test func aRowOperationInADeletedSectionIsRejected() {
    let (view, dataSource) = collection(showing: sectioned([(1, [1]), (2, [2])]))
    view.performBatchUpdates(
      {
        dataSource.snapshot = sectioned([(2, [2])])
        view.deleteSections([0])
        view.deleteItems(at: [self.path(0, 0)])
      },
      completion: nil
    )
    #expect(view.engine.violations.first?.contains("section being deleted") == true)
  }

  @Test func aRowOperationInAnInsertedSectionIsRejected() {
    let (view, dataSource) = collection(showing: sectioned([(1, [1])]))
    view.performBatchUpdates(
      {
        dataSource.snapshot = sectioned([(2, [2]), (1, [1])])
        view.insertSections([0])
        view.insertItems(at: [self.path(0, 0)])
      },
      completion: nil
    )
    #expect(view.engine.violations.first?.contains("section being inserted") == true)
  }

  @Test func aMissingReconfigureLeavesTheStaleTextOnScreen() {
    let (view, dataSource) = collection(showing: flat([1]))
    view.performBatchUpdates({ dataSource.snapshot = Snapshot(section: Group(0), rows: [Item(1, 5)]) }, completion: nil)
    #expect(view.engine.violations.isEmpty)
    #expect(view.engine.texts == [["1"]])  // not "1:5": the update was never applied
  }

  @Test func aReconfigureThatDequeuesAnotherCellTypeIsRejected() {
    let (view, dataSource) = collection(showing: flat([1]))
    dataSource.snapshot = Snapshot(section: Group(0), rows: [Item(1, 100)])
    view.reconfigureItems(at: [path(0, 0)])
    #expect(view.engine.violations == ["a reconfigure dequeued badge for a item cell"])
  }
}
