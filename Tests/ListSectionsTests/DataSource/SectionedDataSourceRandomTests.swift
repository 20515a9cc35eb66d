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

  /// Random sequences of snapshots with shared section ids and header views of two classes (a
  /// section titled "banner" uses the second): after every step each header on screen shows its
  /// section and a tap on it reports a section with its id. Issue 34 item 5 (a sibling's header
  /// detached with a refreshed section's) failed 940 of these 3,000 sequences, the first at the
  /// third.
  @Test(arguments: [3_000])
  func randomSequencesKeepEveryHeaderViewOnScreenAttached(sequences: Int) {
    var failed = 0
    var steps = 0
    var classChanges = 0
    for iteration in 0..<sequences {
      let seed = Self.baseSeed &+ 0x5EC7_0000 &+ UInt64(iteration)
      var random = SeededGenerator(seed: seed)
      let harness = SectionedDataSourceSharedHeaderTests.harness()
      var tapped: [Int] = []
      harness.dataSource.onHeaderSelected = { _, model in tapped.append(model.id) }
      var snapshot = SectionedSnapshotRandomTests.randomSnapshot(using: &random, allowDuplicates: true)
      harness.dataSource.reload(snapshot)
      var ok = true
      for _ in 0..<4 {
        var new = SectionedSnapshotRandomTests.randomEdit(of: snapshot, using: &random, allowDuplicates: true)
        for index in 0..<new.sectionCount where Int.random(in: 0..<3, using: &random) == 0 {
          let model = new.sections[index].model
          let title = ["", "banner", "!"].randomElement(using: &random)!
          if (model.title == "banner") != (title == "banner") { classChanges += 1 }
          new.replaceSectionModel(Group(model.id, title), at: index)
        }
        harness.dataSource.apply(new)
        snapshot = new
        steps += 1
        let expected = new.sections.map {
          $0.model.title == "banner" ? "banner" : SnapshotDataSource.headerText($0.model)
        }
        ok = ok && harness.engine.violations.isEmpty && harness.engine.headerTexts == expected
        for index in 0..<new.sectionCount {
          guard let view = harness.engine.headerView(forSection: index) else { continue }
          tapped = []
          harness.dataSource.selectHeader(view)
          ok = ok && tapped == [new.sections[index].model.id]
        }
      }
      if !ok { failed += 1 }
      #expect(ok, "seed \(seed)")
    }
    print(
      "SectionedDataSourceRandomTests: \(sequences) header sequences, \(steps) steps, \(classChanges) header class "
        + "changes, \(failed) failed"
    )
    #expect(classChanges > sequences)
  }
}
