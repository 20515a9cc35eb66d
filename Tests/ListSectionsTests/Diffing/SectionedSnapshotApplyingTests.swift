// SPDX-License-Identifier: MIT

import ListSections
import TestSupport
import Testing

private func path(_ section: Int, _ row: Int) -> RowPath { RowPath(section: section, row: row) }
private func pair(_ old: RowPath, _ new: RowPath) -> IndexPair<RowPath> { IndexPair(old: old, new: new) }

@Suite struct SectionedSnapshotApplyingTests {
  @Test func theDocumentationExampleReplaysToTheNewSnapshot() throws {
    let old = flat([1, 2, 3])
    let new = flat([3, 1, 4])
    #expect(try old.applying(new.changeset(from: old), readingFrom: new) == new)
  }

  // "For any two snapshots, `try old.applying(new.changeset(from: old), readingFrom: new) == new`,
  // duplicate ids included."
  @Test func randomEditsWithDuplicatesReplayExactly() throws {
    var duplicated = 0
    for iteration in 0..<2_000 {
      var random = SeededGenerator(seed: 0xA99_1E5 &+ UInt64(iteration))
      let allowDuplicates = iteration % 2 == 1
      let old = SectionedSnapshotRandomTests.randomSnapshot(using: &random, allowDuplicates: allowDuplicates)
      let new = SectionedSnapshotRandomTests.randomEdit(of: old, using: &random, allowDuplicates: allowDuplicates)
      let changeset = new.changeset(from: old)
      if !new.duplicateRowPaths().isEmpty { duplicated += 1 }
      #expect(try old.applying(changeset, readingFrom: new) == new, "iteration \(iteration)")
      #expect(throws: Never.self) { try changeset.validate(from: old, to: new) }
    }
    #expect(duplicated > 500)
  }

  @Test func updatesReadTheNewModelsAndKeptRowsComeFromTheOldSnapshot() throws {
    let old = Snapshot(sections: [SnapshotSection(Group(1, "a"), rows: [Item(1, 1), Item(2, 1)])])
    let new = Snapshot(sections: [SnapshotSection(Group(1, "b"), rows: [Item(1, 9), Item(2, 9)])])
    // Only row 0 and the section are declared updated: row 1 keeps the old model.
    let partial = SectionedChangeset(
      sectionUpdates: [IndexPair(old: 0, new: 0)],
      rowUpdates: [pair(path(0, 0), path(0, 0))]
    )
    let replayed = try old.applying(partial, readingFrom: new)
    #expect(replayed.sections[0].model.title == "b")
    #expect(replayed.sections[0].rows == [Item(1, 9), Item(2, 1)])
  }

  @Test(arguments: [
    // (old ids, new ids, changeset, expected error)
    (
      [1, 2, 3], [1, 2, 3, 4], SectionedChangeset(), ChangesetError.rowCountMismatch(section: 0, expected: 3, actual: 4)
    ),
    (
      [1, 2, 3], [1, 2, 3, 4],
      SectionedChangeset(rowDeletes: [path(0, 0)], rowInserts: [path(0, 3)], rowMoves: [pair(path(0, 0), path(0, 2))]),
      .conflictingRow(path(0, 0))
    ),
    ([1, 2], [1, 2], SectionedChangeset(rowDeletes: [path(0, 2)]), .rowOutOfRange(path(0, 2))),
    ([1, 2], [1, 2, 3], SectionedChangeset(rowInserts: [path(0, 2), path(0, 2)]), .conflictingRow(path(0, 2))),
    ([1, 2], [2], SectionedChangeset(rowDeletes: [path(1, 0)]), .rowOutOfRange(path(1, 0))),
    (
      [1, 2], [2, 1],
      SectionedChangeset(rowMoves: [pair(path(0, 0), path(0, 1))], rowUpdates: [pair(path(0, 0), path(0, 0))]),
      .rowUpdateMismatch(pair(path(0, 0), path(0, 0)))
    ),
    (
      [1, 2], [2], SectionedChangeset(rowDeletes: [path(0, 0)], rowUpdates: [pair(path(0, 0), path(0, 0))]),
      .rowUpdateMismatch(pair(path(0, 0), path(0, 0)))
    ),
  ])
  func aBrokenRuleThrowsTheErrorNamingIt(
    old: [Int],
    new: [Int],
    changeset: SectionedChangeset,
    expected: ChangesetError
  ) {
    #expect(throws: expected) { try flat(old).applying(changeset, readingFrom: flat(new)) }
  }

  @Test func sectionRulesThrowTheErrorNamingThem() {
    let old = sectioned([(1, [1]), (2, [2])])
    let new = sectioned([(2, [2]), (3, [3])])
    #expect(throws: ChangesetError.sectionCountMismatch(expected: 2, actual: 3)) {
      try old.applying(SectionedChangeset(), readingFrom: sectioned([(1, [1]), (3, []), (2, [2])]))
    }
    #expect(throws: ChangesetError.sectionOutOfRange(2)) {
      try old.applying(SectionedChangeset(sectionDeletes: [2]), readingFrom: new)
    }
    #expect(throws: ChangesetError.conflictingSection(0)) {
      try old.applying(
        SectionedChangeset(sectionDeletes: [0], sectionMoves: [IndexPair(old: 0, new: 1)]),
        readingFrom: new
      )
    }
    #expect(throws: ChangesetError.rowInChangedSection(path(0, 0))) {
      try old.applying(
        SectionedChangeset(sectionDeletes: [0], sectionInserts: [1], rowDeletes: [path(0, 0)]),
        readingFrom: new
      )
    }
    #expect(throws: ChangesetError.rowInChangedSection(path(1, 0))) {
      try old.applying(
        SectionedChangeset(sectionDeletes: [0], sectionInserts: [1], rowInserts: [path(1, 0)]),
        readingFrom: new
      )
    }
    #expect(throws: ChangesetError.sectionUpdateMismatch(IndexPair(old: 0, new: 0))) {
      try old.applying(
        SectionedChangeset(sectionDeletes: [0], sectionInserts: [1], sectionUpdates: [IndexPair(old: 0, new: 0)]),
        readingFrom: new
      )
    }
    // The right changeset passes.
    #expect(throws: Never.self) {
      try old.applying(SectionedChangeset(sectionDeletes: [0], sectionInserts: [1]), readingFrom: new)
    }
  }

  @Test func validateChecksCountsWithoutReadingModels() throws {
    let twoRows = flat([1, 2])
    let threeRows = flat([1, 2, 3])
    let page = SectionedChangeset(rowInserts: [path(0, 2)])
    try page.validate(from: twoRows, to: threeRows)
    // Models are not compared: a changeset whose counts fit another pair of snapshots passes.
    try page.validate(from: flat([7, 8]), to: flat([9, 8, 7]))
    #expect(throws: ChangesetError.rowOutOfRange(path(0, 2))) { try page.validate(from: twoRows, to: twoRows) }
  }

  @Test func everyErrorDescribesItsRule() {
    let errors: [ChangesetError] = [
      .sectionOutOfRange(1), .rowOutOfRange(path(0, 1)), .conflictingSection(1), .conflictingRow(path(0, 1)),
      .rowInChangedSection(path(0, 1)), .sectionCountMismatch(expected: 1, actual: 2),
      .rowCountMismatch(section: 0, expected: 1, actual: 2), .sectionUpdateMismatch(IndexPair(old: 0, new: 1)),
      .rowUpdateMismatch(pair(path(0, 0), path(0, 1))),
    ]
    #expect(Set(errors.map(\.description)).count == errors.count)
  }
}
