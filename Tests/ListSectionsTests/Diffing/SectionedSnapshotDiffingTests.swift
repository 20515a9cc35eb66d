// SPDX-License-Identifier: MIT

import ListSections
import Testing

private func path(_ section: Int, _ row: Int) -> RowPath { RowPath(section: section, row: row) }
private func move(_ old: RowPath, _ new: RowPath) -> IndexPair<RowPath> { IndexPair(old: old, new: new) }

@Suite struct SectionedSnapshotDiffingTests {
  @Test func identicalSnapshotsHaveNoChanges() {
    let snapshot = sectioned([(1, [1, 2, 3]), (2, [4, 5])])
    #expect(snapshot.changeset(from: snapshot).isEmpty)
    #expect(Snapshot().changeset(from: Snapshot()).isEmpty)
  }

  @Test func emptyToFullIsSectionInsertsOnly() {
    let full = sectioned([(1, [1, 2]), (2, [3])])
    let (changeset, isExact) = roundTrip(Snapshot(), full)
    #expect(changeset == SectionedChangeset(sectionInserts: [0, 1]))
    #expect(isExact)
  }

  @Test func fullToEmptyIsSectionDeletesOnly() {
    let full = sectioned([(1, [1, 2]), (2, [3])])
    let (changeset, isExact) = roundTrip(full, Snapshot())
    #expect(changeset == SectionedChangeset(sectionDeletes: [0, 1]))
    #expect(isExact)
  }

  @Test func rowsEmptyToFullAndBack() {
    let (inserted, insertedExact) = roundTrip(flat([]), flat([1, 2, 3]))
    #expect(inserted == SectionedChangeset(rowInserts: [path(0, 0), path(0, 1), path(0, 2)]))
    #expect(insertedExact)
    let (deleted, deletedExact) = roundTrip(flat([1, 2, 3]), flat([]))
    #expect(deleted == SectionedChangeset(rowDeletes: [path(0, 0), path(0, 1), path(0, 2)]))
    #expect(deletedExact)
  }

  @Test func appendingAPageIsExactlyItsInserts() {
    let old = flat(Array(0..<10_000))
    let new = flat(Array(0..<10_020))
    let (changeset, isExact) = roundTrip(old, new)
    #expect(changeset == SectionedChangeset(rowInserts: (10_000..<10_020).map { path(0, $0) }))
    #expect(isExact)
  }

  @Test func prependingIsExactlyItsInserts() {
    let (changeset, isExact) = roundTrip(flat(Array(0..<1_000)), flat(Array(-20..<1_000)))
    #expect(changeset == SectionedChangeset(rowInserts: (0..<20).map { path(0, $0) }))
    #expect(isExact)
  }

  @Test func oneItemMovedAcrossAThousandIsOneMove() {
    var ids = Array(0..<1_000)
    let moved = ids.remove(at: 3)
    ids.insert(moved, at: 990)
    let (changeset, isExact) = roundTrip(flat(Array(0..<1_000)), flat(ids))
    #expect(changeset == SectionedChangeset(rowMoves: [move(path(0, 3), path(0, 990))]))
    #expect(isExact)
    // And backwards: the last item moved to the front.
    let (back, backExact) = roundTrip(flat(Array(0..<1_000)), flat([999] + Array(0..<999)))
    #expect(back.rowMoves == [move(path(0, 999), path(0, 0))])
    #expect(back.changeCount == 1)
    #expect(backExact)
  }

  @Test func reversedListMovesAllButOne() {
    let (changeset, isExact) = roundTrip(flat(Array(0..<500)), flat(Array((0..<500).reversed())))
    #expect(changeset.rowMoves.count == 499)
    #expect(changeset.rowDeletes.isEmpty && changeset.rowInserts.isEmpty)
    #expect(isExact)
  }

  @Test func allMovedByRotationKeepsTheLongestRun() {
    let (changeset, isExact) = roundTrip(flat(Array(0..<100)), flat(Array(50..<100) + Array(0..<50)))
    #expect(changeset.rowMoves.count == 50)
    #expect(isExact)
  }

  @Test func updatesAreReportedInOldAndNewPositions() {
    let old = Snapshot(section: Group(0), rows: [Item(1), Item(2), Item(3)])
    let new = Snapshot(section: Group(0), rows: [Item(0), Item(1), Item(2, 9), Item(3)])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(changeset.rowInserts == [path(0, 0)])
    #expect(changeset.rowUpdates == [move(path(0, 1), path(0, 2))])
    #expect(isExact)
  }

  @Test func movedAndUpdatedRowIsBothAMoveAndAnUpdate() {
    let old = Snapshot(section: Group(0), rows: [Item(1), Item(2), Item(3)])
    let new = Snapshot(section: Group(0), rows: [Item(2), Item(3), Item(1, 7)])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(changeset.rowMoves == [move(path(0, 0), path(0, 2))])
    #expect(changeset.rowUpdates == [move(path(0, 0), path(0, 2))])
    #expect(isExact)
  }

  @Test func crossSectionMoveIsOneMove() {
    let old = sectioned([(1, [1, 2, 3]), (2, [4, 5, 6])])
    let new = sectioned([(1, [1, 3]), (2, [4, 2, 5, 6])])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(changeset == SectionedChangeset(rowMoves: [move(path(0, 1), path(1, 1))]))
    #expect(isExact)
  }

  @Test func sectionMovesWithRowUpdatesAndSectionUpdates() {
    let old = Snapshot(sections: [
      SnapshotSection(Group(1, "a"), rows: [Item(1), Item(2)]),
      SnapshotSection(Group(2, "b"), rows: [Item(3)]),
      SnapshotSection(Group(3, "c"), rows: [Item(4), Item(5)]),
    ])
    let new = Snapshot(sections: [
      SnapshotSection(Group(3, "c"), rows: [Item(4, 1), Item(5)]),
      SnapshotSection(Group(1, "A"), rows: [Item(1), Item(2)]),
      SnapshotSection(Group(2, "b"), rows: [Item(3, 2)]),
    ])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(changeset.sectionMoves == [IndexPair(old: 2, new: 0)])
    #expect(changeset.sectionUpdates == [IndexPair(old: 0, new: 1)])
    #expect(changeset.rowUpdates == [move(path(2, 0), path(0, 0)), move(path(1, 0), path(2, 0))])
    #expect(changeset.rowMoves.isEmpty)
    #expect(isExact)
  }

  @Test func rowsLeavingADeletedSectionAreInsertsNotMoves() {
    let old = sectioned([(1, [1, 2]), (2, [3])])
    let new = sectioned([(2, [3, 1])])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(changeset.sectionDeletes == [0])
    #expect(changeset.rowInserts == [path(0, 1)])
    #expect(changeset.rowMoves.isEmpty && changeset.rowDeletes.isEmpty)
    #expect(isExact)
  }

  @Test func rowsEnteringAnInsertedSectionAreDeletesNotMoves() {
    let old = sectioned([(1, [1, 2])])
    let new = sectioned([(1, [1]), (2, [2])])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(changeset.sectionInserts == [1])
    #expect(changeset.rowDeletes == [path(0, 1)])
    #expect(changeset.rowMoves.isEmpty && changeset.rowInserts.isEmpty)
    #expect(isExact)
  }

  @Test func duplicateRowIdsFirstOccurrenceWinsAndAreReported() {
    let (changeset, isExact) = roundTrip(flat([1, 2, 1]), flat([3, 3]))
    #expect(isExact)
    #expect(changeset.duplicates.oldRows == [path(0, 2)])
    #expect(changeset.duplicates.newRows == [path(0, 1)])
    #expect(changeset.rowDeletes == [path(0, 0), path(0, 1), path(0, 2)])
    #expect(changeset.rowInserts == [path(0, 0), path(0, 1)])
  }

  @Test func duplicatesPairedInOrderAreMatchedDeterministically() {
    let old = flat([5, 1, 2, 1, 3])
    let new = flat([2, 1, 9, 1, 4])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(isExact)
    #expect(changeset == new.changeset(from: old))
    #expect(new.duplicateRowPaths() == [path(0, 3)])
    #expect(old.duplicateRowPaths() == [path(0, 3)])
  }

  @Test func duplicateIdsOnlyInNewAreReported() {
    let (changeset, isExact) = roundTrip(flat([1, 2]), flat([7, 7, 7, 2]))
    #expect(isExact)
    #expect(changeset.duplicates.newRows == [path(0, 1), path(0, 2)])
  }

  @Test func duplicateSectionIdsAreHandledAndReported() {
    let old = sectioned([(1, [1]), (2, [2]), (1, [3]), (3, [4])])
    let new = sectioned([(3, [4]), (1, [3]), (1, [1]), (2, [2])])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(isExact)
    #expect(changeset.duplicates.oldSections == [2])
    #expect(changeset.duplicates.newSections == [2])
    #expect(old.duplicateSectionIndices() == [2])
    #expect(new.duplicateSectionIndices() == [2])
    #expect(changeset.sectionDeletes == [2])
    #expect(changeset.sectionInserts == [2])
  }

  @Test func duplicatesInsideInPlaceRunsAreMatchedByPosition() {
    let (changeset, isExact) = roundTrip(flat([1, 1, 2]), flat([1, 1, 3]))
    #expect(isExact)
    #expect(changeset == SectionedChangeset(rowDeletes: [path(0, 2)], rowInserts: [path(0, 2)]))
  }

  @Test func allDuplicatesNeverCrash() {
    let (changeset, isExact) = roundTrip(flat([1, 1, 1, 1]), flat([1, 1, 2, 1, 1, 1]))
    #expect(isExact)
    #expect(changeset.isEmpty == false)
  }

  @Test func arraysAreSortedInTheirIndexSpaces() {
    let old = sectioned([(1, [1, 2, 3, 4]), (2, [5, 6, 7]), (3, [8, 9])])
    let new = sectioned([(3, [9, 8, 1]), (4, [10]), (1, [4, 3, 11]), (2, [7, 5])])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(isExact)
    #expect(changeset.rowDeletes == changeset.rowDeletes.sorted())
    #expect(changeset.rowInserts == changeset.rowInserts.sorted())
    #expect(changeset.rowMoves.map(\.new) == changeset.rowMoves.map(\.new).sorted())
    #expect(changeset.rowUpdates.map(\.new) == changeset.rowUpdates.map(\.new).sorted())
  }

}

@Suite struct SectionedSnapshotReversalTests {
  @Test func reversedWithEditsRoundTripsAndMovesAllButOne() {
    var ids = Array((0..<300).reversed())
    ids.remove(at: 10)
    ids.insert(1_000, at: 50)
    ids.swapAt(100, 101)
    let (changeset, isExact) = roundTrip(flat(Array(0..<300)), flat(ids))
    #expect(isExact)
    #expect(changeset.rowDeletes == [RowPath(section: 0, row: 289)])
    #expect(changeset.rowInserts == [RowPath(section: 0, row: 50)])
    #expect(changeset.rowMoves.count == 297)
  }

  @Test func reversedSectionsAndRowsRoundTrip() {
    let old = sectioned([(1, Array(0..<50)), (2, Array(50..<100))])
    let new = sectioned([(2, Array((50..<100).reversed())), (1, Array((0..<50).reversed()))])
    let (changeset, isExact) = roundTrip(old, new)
    #expect(isExact)
    #expect(changeset.sectionMoves.count == 1)
    #expect(changeset.rowMoves.count == 98)
  }
}
