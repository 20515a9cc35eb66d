// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import TestSupport
import Testing

@MainActor
@Suite struct SectionedDataSourceUpdatesTests {
  private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(indexes: [section, row]) }

  /// A harness showing `snapshot`.
  private func showing(_ snapshot: Snapshot, table: Bool = false) -> DataSourceHarness {
    let harness = DataSourceHarness(table: table)
    harness.dataSource.reload(snapshot)
    harness.engine.resetCounters()
    return harness
  }

  private func expectShows(_ snapshot: Snapshot, _ harness: DataSourceHarness, _ comment: Comment? = nil) {
    #expect(harness.engine.violations.isEmpty, comment)
    #expect(harness.dataSource.snapshot == snapshot, comment)
    #expect(harness.engine.texts == DataSourceHarness.texts(of: snapshot), comment)
    #expect(harness.engine.headerTexts == DataSourceHarness.headerTexts(of: snapshot), comment)
  }

  @Test func reloadShowsASnapshotWithoutAnimation() {
    let harness = DataSourceHarness(table: true)
    harness.dataSource.reload(sectioned([(1, [1, 2]), (2, [3])]))
    #expect(harness.engine.reloadDataCount == 1)
    #expect(harness.engine.batchCount == 0)
    #expect(harness.dataSource.lastOutcome == .reloaded)
    expectShows(sectioned([(1, [1, 2]), (2, [3])]), harness)
  }

  @Test func aChangesetThatFitsIsUsedAsItIs() {
    let harness = showing(flat([1, 2, 3]))
    // Fits the counts but is not what a diff would say: delete and insert row 0 instead of nothing.
    let replaceFirst = SectionedChangeset(
      rowDeletes: [RowPath(section: 0, row: 0)],
      rowInserts: [RowPath(section: 0, row: 0), RowPath(section: 0, row: 3)]
    )
    harness.dataSource.apply(flat([1, 2, 3, 4]), changeset: replaceFirst)
    #expect(harness.engine.calls.suffix(3) == ["performBatchUpdates", "deleteItems", "insertItems"])
    #expect(harness.dataSource.mismatchedChangesetCount == 0)
    expectShows(flat([1, 2, 3, 4]), harness)
  }

  @Test func aChangesetThatDoesNotFitIsReplacedByADiff() {
    let harness = showing(flat([1, 2, 3]))
    let wrong = SectionedChangeset(rowInserts: [RowPath(section: 0, row: 0)])  // from another pair
    harness.dataSource.apply(flat([2, 3]), changeset: wrong)
    #expect(harness.dataSource.mismatchedChangesetCount == 1)
    #expect(harness.dataSource.lastOutcome == .animated)
    expectShows(flat([2, 3]), harness)
  }

  // "An update that arrives while a batch is running waits for it."
  @Test func anUpdateArrivingDuringABatchRunsAfterIt() {
    let harness = showing(flat([1, 2]))
    let first = flat([1, 2, 3])
    let second = flat([0, 1, 2, 3])
    var countsDuringBatch: [Int] = []
    harness.engine.duringBatch = {
      harness.engine.duringBatch = nil
      harness.dataSource.apply(second, changeset: second.changeset(from: first))
      countsDuringBatch.append(harness.dataSource.numberOfRows(inSection: 0))
    }
    harness.dataSource.apply(first)
    #expect(countsDuringBatch == [3])  // still `first` inside its own batch
    #expect(harness.engine.batchCount == 2)
    expectShows(second, harness)
  }

  // "A changeset with more than reloadThreshold changes ... the view reloads instead."
  @Test func aLargeChangesetReloadsTheView() {
    let harness = showing(flat(Array(0..<10)))
    harness.dataSource.options = BatchUpdateOptions(reloadThreshold: 5)
    let reloads = harness.engine.reloadDataCount
    harness.dataSource.apply(flat(Array(10..<20)))
    #expect(harness.dataSource.lastOutcome == .reloaded)
    #expect(harness.engine.reloadDataCount == reloads + 1)
    expectShows(flat(Array(10..<20)), harness)
    harness.dataSource.apply(flat(Array(10..<22)))  // 2 inserts: animated
    #expect(harness.dataSource.lastOutcome == .animated)
    expectShows(flat(Array(10..<22)), harness)
  }

  @Test func anEmptyChangesetLeavesTheViewAlone() {
    let harness = showing(flat([1, 2]))
    let calls = harness.engine.calls
    harness.dataSource.apply(flat([1, 2]))
    #expect(harness.dataSource.lastOutcome == .unchanged)
    #expect(harness.engine.calls == calls)
  }

  // "Updated rows are reconfigured in their cells; a row whose model now uses another cell class
  // is reloaded."
  @Test func anUpdateReconfiguresTheCellUnlessItsClassChanges() {
    let harness = showing(flat([1, 2]))
    let firstCell = harness.engine.sections?[0].cells[0]
    harness.dataSource.apply(Snapshot(section: Group(0), rows: [Item(1, 1), Item(2, 100)]))
    #expect(harness.engine.reconfigured == [path(0, 0): 1])
    #expect(harness.engine.reloadedRows == [path(0, 1): 1])
    #expect(harness.engine.sections?[0].cells[0] === firstCell)
    #expect(harness.engine.sections?[0].cells[1] is FakeBadgeCell)
    expectShows(Snapshot(section: Group(0), rows: [Item(1, 1), Item(2, 100)]), harness)
  }

  // "Visible headers of updated sections are configured again in place."
  @Test func anUpdatedSectionKeepsItsHeaderViewAndShowsTheNewModel() {
    let harness = showing(sectioned([(1, [1]), (2, [2])]))
    let header = harness.engine.headerView(forSection: 1)
    let updated = Snapshot(sections: [
      SnapshotSection(Group(2, "!"), rows: [Item(2)]),
      SnapshotSection(Group(1), rows: [Item(1)]),
    ])
    harness.dataSource.apply(updated)
    #expect(harness.engine.reloadedSections.isEmpty)
    #expect(harness.engine.headerView(forSection: 0) === header)
    expectShows(updated, harness)
  }

  @Test func aHeaderWhoseClassChangesIsReloaded() {
    struct Banner {}
    let harness = showing(sectioned([(1, [1])]))
    harness.engine.registerHeader(forReuseIdentifier: "banner")
    harness.dataSource.registerHeader(FakeHeader.self, for: Banner.self, reuseIdentifier: "banner") { header, _ in
      header.text = "banner"
    }
    harness.dataSource.headerContent = { $0.title == "banner" ? Banner() as Any : $0 }
    harness.dataSource.apply(Snapshot(sections: [SnapshotSection(Group(1, "banner"), rows: [Item(1)])]))
    #expect(harness.engine.reloadedSections == [0])
    #expect(harness.engine.headerTexts == ["banner"])
    #expect(harness.engine.violations.isEmpty)
  }

  @Test func withoutAViewUpdatesOnlySwitchTheSnapshot() {
    let dataSource = TestDataSource()
    dataSource.apply(flat([1, 2]))
    #expect(dataSource.snapshot == flat([1, 2]))
    dataSource.receive(
      SectionedUpdate(
        snapshot: flat([1, 2, 3]),
        changeset: flat([1, 2, 3]).changeset(from: flat([1, 2])),
        revision: 1,
        baseRevision: nil
      )
    )
    #expect(dataSource.snapshot == flat([1, 2, 3]))
    #expect(dataSource.numberOfRows(inSection: 0) == 3)
  }

  @Test func aViewThatNeverRunsTheUpdatesBlockStillEndsUpShowingTheData() {
    final class Lazy: BatchUpdatable {
      var reloads = 0
      func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {}
      func reloadData() { reloads += 1 }
      func insertSections(_ sections: IndexSet) {}
      func deleteSections(_ sections: IndexSet) {}
      func moveSection(_ section: Int, toSection newSection: Int) {}
      func reloadSections(_ sections: IndexSet) {}
      func insertItems(at indexPaths: [IndexPath]) {}
      func deleteItems(at indexPaths: [IndexPath]) {}
      func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
      func reloadItems(at indexPaths: [IndexPath]) {}
    }
    let view = Lazy()
    let dataSource = TestDataSource(view: view)
    dataSource.apply(flat([1]))
    #expect(dataSource.snapshot == flat([1]))
    #expect(view.reloads == 1)
    #expect(dataSource.lastOutcome == .reloaded)
  }
}
