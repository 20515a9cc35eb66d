// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import TestSupport
import Testing

/// `receive(_:)`: updates of a stream paired with the snapshot shown by revision.
@MainActor
@Suite struct SectionedDataSourceRevisionTests {
  private func update(_ snapshot: Snapshot, _ changeset: SectionedChangeset, _ revision: Int, from base: Int?)
    -> SectionedUpdate<Group, Item>
  {
    SectionedUpdate(snapshot: snapshot, changeset: changeset, revision: revision, baseRevision: base)
  }

  private func expectShows(_ snapshot: Snapshot, _ harness: DataSourceHarness, _ comment: Comment? = nil) {
    #expect(harness.engine.violations.isEmpty, comment)
    #expect(harness.dataSource.snapshot == snapshot, comment)
    #expect(harness.engine.texts == DataSourceHarness.texts(of: snapshot), comment)
  }

  // "with no revision shown (the stream's first update ...), the snapshot is shown with reload(_:)"
  @Test func theFirstUpdateOfAStreamIsShownWithAReload() {
    let harness = DataSourceHarness(table: false)
    harness.dataSource.receive(update(flat([1, 2]), SectionedChangeset(), 7, from: 6))
    #expect(harness.engine.reloadDataCount == 1)
    #expect(harness.dataSource.shownRevision == 7)
    expectShows(flat([1, 2]), harness)
  }

  // "an update that leads from the revision shown ... is animated with its changeset"
  @Test func anUpdateFromTheRevisionShownUsesItsChangeset() {
    let harness = DataSourceHarness(table: false)
    harness.dataSource.receive(update(flat([1, 2, 3]), SectionedChangeset(), 1, from: nil))
    // Fits the counts but is not what a diff says: replace the first row.
    let replaceFirst = SectionedChangeset(
      rowDeletes: [RowPath(section: 0, row: 0)],
      rowInserts: [RowPath(section: 0, row: 0), RowPath(section: 0, row: 3)]
    )
    harness.dataSource.receive(update(flat([1, 2, 3, 4]), replaceFirst, 2, from: 1))
    #expect(harness.engine.calls.suffix(3) == ["performBatchUpdates", "deleteItems", "insertItems"])
    #expect(harness.dataSource.mismatchedChangesetCount == 0)
    expectShows(flat([1, 2, 3, 4]), harness)
  }

  // "a changeset is never applied to a snapshot it was not made from, even when the counts happen
  // to fit"
  @Test func aChangesetFromAnotherRevisionIsNotAppliedEvenWhenTheCountsFit() {
    let harness = DataSourceHarness(table: true)
    harness.dataSource.receive(update(flat([1, 2]), SectionedChangeset(), 1, from: nil))
    // Revision 2 ([1, 2] -> [1, 3]: delete 2, insert 3) is lost; revision 3 leads from it with a
    // changeset whose counts fit what is shown: it would leave row 2 on screen under 3's model.
    let lost = flat([1, 3])
    let next = flat([1, 3, 4])
    harness.dataSource.receive(update(next, next.changeset(from: lost), 3, from: 2))
    #expect(harness.dataSource.mismatchedChangesetCount == 1)
    #expect(harness.engine.reconfigured.isEmpty)
    expectShows(next, harness)
    #expect(harness.engine.texts == [["1", "3", "4"]])
  }

  // "an update whose revision is not newer than shownRevision (repeated, or late) is dropped"
  @Test func aRepeatedOrLateUpdateIsDropped() {
    let harness = DataSourceHarness(table: true)
    let first = flat([1])
    let second = flat([1, 2])
    harness.dataSource.receive(update(first, SectionedChangeset(), 1, from: nil))
    harness.dataSource.receive(update(second, second.changeset(from: first), 2, from: 1))
    let (batches, reloads) = (harness.engine.batchCount, harness.engine.reloadDataCount)
    harness.dataSource.receive(update(second, second.changeset(from: first), 2, from: 1))  // repeated
    harness.dataSource.receive(update(first, SectionedChangeset(), 1, from: nil))  // late
    #expect(harness.engine.batchCount == batches)
    #expect(harness.engine.reloadDataCount == reloads)
    #expect(harness.dataSource.shownRevision == 2)
    expectShows(second, harness)
  }

  // "So a lost, repeated or reordered update costs a diff or nothing, never an inconsistency
  // exception"
  @Test func aStreamThatLosesRepeatsAndReordersUpdatesAlwaysShowsTheNewestRevision() {
    var diffs = 0
    for iteration in 0..<500 {
      var random = SeededGenerator(seed: 0x5EC7_0000 &+ UInt64(iteration))
      var snapshots = [SectionedSnapshotRandomTests.randomSnapshot(using: &random, allowDuplicates: iteration % 4 == 3)]
      for _ in 0..<Int.random(in: 2...6, using: &random) {
        snapshots.append(
          SectionedSnapshotRandomTests.randomEdit(
            of: snapshots[snapshots.count - 1],
            using: &random,
            allowDuplicates: iteration % 4 == 3
          )
        )
      }
      var updates = [update(snapshots[0], SectionedChangeset(), 0, from: nil)]
      for revision in 1..<snapshots.count {
        let changes = snapshots[revision].changeset(from: snapshots[revision - 1])
        updates.append(update(snapshots[revision], changes, revision, from: revision - 1))
      }
      // Lose some, repeat some, swap some neighbours; the last one always arrives.
      var stream: [SectionedUpdate<Group, Item>] = []
      for (index, element) in updates.enumerated() {
        let roll = Int.random(in: 0..<10, using: &random)
        if roll == 0 && index > 0 && index < updates.count - 1 { continue }
        stream.append(element)
        if roll == 1 { stream.append(element) }
        if roll == 2, stream.count >= 2 { stream.swapAt(stream.count - 1, stream.count - 2) }
      }
      if stream.last?.revision != updates.last?.revision { stream.append(updates[updates.count - 1]) }
      let harness = DataSourceHarness(table: iteration % 2 == 0)
      var newest = -1
      for element in stream {
        harness.dataSource.receive(element)
        newest = max(newest, element.revision)
        #expect(harness.engine.violations.isEmpty, "iteration \(iteration)")
        #expect(harness.dataSource.shownRevision == newest, "iteration \(iteration)")
        #expect(harness.dataSource.snapshot == snapshots[newest], "iteration \(iteration)")
      }
      diffs += harness.dataSource.mismatchedChangesetCount
      expectShows(snapshots[snapshots.count - 1], harness, "iteration \(iteration)")
    }
    #expect(diffs > 50)
  }

  // "reload(_:) or apply(_:changeset:)": after them no revision is shown.
  @Test func reloadAndApplyForgetTheRevisionShown() {
    let harness = DataSourceHarness(table: false)
    harness.dataSource.receive(update(flat([1]), SectionedChangeset(), 1, from: nil))
    harness.dataSource.apply(flat([1, 2]))
    #expect(harness.dataSource.shownRevision == nil)
    let reloads = harness.engine.reloadDataCount
    harness.dataSource.receive(update(flat([1, 2, 3]), SectionedChangeset(), 2, from: 1))
    #expect(harness.engine.reloadDataCount == reloads + 1)
    expectShows(flat([1, 2, 3]), harness)
  }
}

/// `checkNamedIndices(from:to:)`: the O(changes) check of a changeset paired by revision.
@Suite struct NamedIndicesCheckTests {
  // "the changeset is checked only where it names sections and rows (indices in range, section
  // count) ... and one that fails is replaced by a diff"
  @Test(arguments: [
    (SectionedChangeset(rowInserts: [RowPath(section: 0, row: 3)]), ChangesetError?.none),
    (SectionedChangeset(rowInserts: [RowPath(section: 0, row: 4)]), .rowOutOfRange(RowPath(section: 0, row: 4))),
    (SectionedChangeset(rowDeletes: [RowPath(section: 1, row: 0)]), .rowOutOfRange(RowPath(section: 1, row: 0))),
    (SectionedChangeset(sectionInserts: [1]), .sectionCountMismatch(expected: 2, actual: 1)),
    (
      SectionedChangeset(rowMoves: [IndexPair(old: RowPath(section: 0, row: 2), new: RowPath(section: 0, row: 5))]),
      .rowOutOfRange(RowPath(section: 0, row: 5))
    ),
  ])
  func rejectsWhatItNamesOutOfRange(changeset: SectionedChangeset, expected: ChangesetError?) {
    var error: ChangesetError?
    do {
      try changeset.checkNamedIndices(from: flat([1, 2, 3]), to: flat([1, 2, 3, 4]))
    } catch let thrown {
      error = thrown
    }
    #expect(error == expected)
  }

  @MainActor
  @Test func aPairedUpdateWhoseChangesetNamesARowOutOfRangeIsShownWithADiff() {
    let harness = DataSourceHarness(table: false)
    harness.dataSource.receive(
      SectionedUpdate(snapshot: flat([1, 2]), changeset: SectionedChangeset(), revision: 1, baseRevision: nil)
    )
    let wrong = SectionedChangeset(rowInserts: [RowPath(section: 0, row: 9)])
    harness.dataSource.receive(
      SectionedUpdate(snapshot: flat([1, 2, 3]), changeset: wrong, revision: 2, baseRevision: 1)
    )
    #expect(harness.dataSource.mismatchedChangesetCount == 1)
    #expect(harness.engine.violations.isEmpty)
    #expect(harness.dataSource.snapshot == flat([1, 2, 3]))
  }
}
