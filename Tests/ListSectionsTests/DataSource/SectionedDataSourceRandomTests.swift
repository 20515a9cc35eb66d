// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import TestSupport
import Testing

/// Random snapshot pairs through the data source and the batch-update routine, into the fake
/// table and collection views that enforce UIKit's rules.
@MainActor
@Suite struct SectionedDataSourceRandomTests {
  static let baseSeed: UInt64 = 0xDA7A_5017

  /// How an iteration delivers the new snapshot.
  enum Delivery: CaseIterable {
    case applyWithChangeset
    case applyAndDiff
    case streamUpdate
  }

  @Test func tenThousandRandomPairsAreAcceptedAndShownRowByRow() {
    let pairs = 10_000
    var batches = 0
    var rejected = 0
    var updatedRows = 0
    var reloadedForClass = 0
    var withDuplicates = 0
    for iteration in 0..<pairs {
      let seed = Self.baseSeed &+ UInt64(iteration)
      var random = SeededGenerator(seed: seed)
      let duplicates = iteration % 4 == 3
      let old = SectionedSnapshotRandomTests.randomSnapshot(using: &random, allowDuplicates: duplicates)
      var new = SectionedSnapshotRandomTests.randomEdit(of: old, using: &random, allowDuplicates: duplicates)
      if iteration % 5 == 0 {  // some rows change cell class
        new = Snapshot(
          sections: new.sections.map { section in
            SnapshotSection(section.model, rows: section.rows.map { $0.id % 3 == 0 ? Item($0.id, 100) : $0 })
          }
        )
      }
      if !new.duplicateRowPaths().isEmpty || !new.duplicateSectionIndices().isEmpty { withDuplicates += 1 }
      let changeset = new.changeset(from: old)
      let delivery = Delivery.allCases[iteration % Delivery.allCases.count]
      let harness = DataSourceHarness(table: iteration % 2 == 0)
      harness.dataSource.reload(old)
      harness.engine.resetCounters()
      let batchesBefore = harness.engine.batchCount
      switch delivery {
      case .applyWithChangeset:
        harness.dataSource.apply(new, changeset: changeset)
      case .applyAndDiff:
        harness.dataSource.apply(new)
      case .streamUpdate:
        harness.dataSource.receive(
          SectionedUpdate(snapshot: old, changeset: SectionedChangeset(), revision: 1, baseRevision: nil)
        )
        harness.dataSource.receive(SectionedUpdate(snapshot: new, changeset: changeset, revision: 2, baseRevision: 1))
      }
      batches += harness.engine.batchCount - batchesBefore
      rejected += harness.engine.violations.count
      #expect(harness.engine.violations.isEmpty, "seed \(seed): \(harness.engine.violations)")
      #expect(harness.dataSource.mismatchedChangesetCount == 0, "seed \(seed)")
      #expect(harness.dataSource.snapshot == new, "seed \(seed)")
      #expect(harness.engine.texts == DataSourceHarness.texts(of: new), "seed \(seed)")
      #expect(harness.engine.headerTexts == DataSourceHarness.headerTexts(of: new), "seed \(seed)")
      // Updated sections are reloaded only when their id is shared (their header view is
      // ambiguous); every other updated row is refreshed exactly once: reconfigured in its cell,
      // or reloaded when its cell class changed; nothing else.
      let shared = Set(new.duplicateSectionIndices().map { new.sections[$0].model.id })
      let reloadedSections = Set(
        changeset.sectionUpdates.map(\.new).filter { shared.contains(new.sections[$0].model.id) }
      )
      #expect(Set(harness.engine.reloadedSections) == reloadedSections, "seed \(seed)")
      var reconfigure: [IndexPath: Int] = [:]
      var reload: [IndexPath: Int] = [:]
      for update in changeset.rowUpdates where !reloadedSections.contains(update.new.section) {
        if (old[update.old].value >= 100) == (new[update.new].value >= 100) {
          reconfigure[IndexPath(update.new)] = 1
        } else {
          reload[IndexPath(update.new)] = 1
        }
      }
      #expect(harness.engine.reconfigured == reconfigure, "seed \(seed)")
      #expect(harness.engine.reloadedRows == reload, "seed \(seed)")
      updatedRows += changeset.rowUpdates.count
      reloadedForClass += reload.count
      if rejected > 0 { break }
    }
    print(
      "SectionedDataSourceRandomTests: \(pairs) pairs (\(withDuplicates) with duplicate ids), \(batches) batches, "
        + "\(rejected) rejected, \(updatedRows) updated rows, \(reloadedForClass) reloaded for a new cell class"
    )
    #expect(rejected == 0)
    // The generator must exercise what is checked.
    #expect(batches > 7_500)
    #expect(withDuplicates > 1_000)
    #expect(updatedRows > 5_000)
    #expect(reloadedForClass > 500)
  }
}
