// SPDX-License-Identifier: MIT

extension SectionedSnapshot {
  /// Replays a changeset on this snapshot the way a table or collection view batch update does,
  /// reading the models of inserted and updated items from `new`.
  ///
  /// This is what UIKit does with a ``SectionedChangeset`` applied in one
  /// `performBatchUpdates(_:completion:)`, step by step:
  /// 1. **Deletes and moves away**, in the *old* index space: deleted sections and rows, and the
  ///    sources of moves, leave. Positions are not renumbered while this happens: every index
  ///    names an item of the old snapshot.
  /// 2. **Inserts and moves in**, in the *new* index space: inserted sections and rows (their
  ///    models read from `new`, as a view asks its data source) and the destinations of moves take
  ///    their final positions. Every other item keeps its relative order and fills the positions
  ///    left free, so the counts must add up: per section, old rows − deleted − moved away +
  ///    inserted + moved in = new rows.
  /// 3. **Updates (reloads)**, after the batch, in the new index space: the models of updated
  ///    sections and rows are read from `new`. UIKit rejects a reload of an item that also moves
  ///    inside the batch, which is why ``SectionedChangeset`` keeps updates out of it and a view
  ///    reconfigures them once the batch is set up.
  ///
  /// The calls inside a batch can come in any order; UIKit sorts them as above. Every rule UIKit
  /// checks is checked here, and a broken one throws the ``ChangesetError`` that names it, so
  /// this is also a test oracle for hand-written changesets:
  ///
  /// ```swift
  /// let old = SectionedSnapshot(section: all, rows: [a, b, c])
  /// let new = SectionedSnapshot(section: all, rows: [c, a, d])
  /// let replayed = try old.applying(new.changeset(from: old), readingFrom: new)
  /// // replayed == new
  /// ```
  ///
  /// For any two snapshots, `try old.applying(new.changeset(from: old), readingFrom: new) == new`,
  /// duplicate ids included.
  ///
  /// - Parameters:
  ///   - changeset: The changes to replay, in the index spaces documented on ``SectionedChangeset``.
  ///   - new: The snapshot the changes lead to: models of inserted sections and rows, and the new
  ///     contents of updated ones, are read from it at their new positions. Every other item is
  ///     carried over from this snapshot.
  /// - Returns: The snapshot a view shows after the batch update.
  /// - Throws: ``ChangesetError`` naming the first batch-update rule the changeset breaks.
  /// - Complexity: O(*n* + *m* + *c*) expected, for *n* rows of this snapshot, *m* rows of `new`
  ///   and *c* changes.
  public func applying(_ changeset: SectionedChangeset, readingFrom new: Self) throws(ChangesetError) -> Self {
    let plan = try BatchReplayPlan(changeset, oldRowCounts: rowCounts, newRowCounts: new.rowCounts)
    var result = Self()
    var origins: [[RowPath?]] = []  // per new row: the old path it came from (nil = inserted)
    origins.reserveCapacity(new.sectionCount)
    for newIndex in 0..<new.sectionCount {
      let source = plan.sourceOfNew[newIndex]
      guard source >= 0 else {
        result.appendSection(new.sections[newIndex].model, rows: new.sections[newIndex].rows)
        origins.append(Array(repeating: nil, count: new.sections[newIndex].rows.count))
        continue
      }
      let oldRows = sections[source].rows
      var kept = oldRows.indices.lazy.filter { !plan.removedRows.contains(RowPath(section: source, row: $0)) }
        .makeIterator()
      var rows: [RowModel] = []
      var rowOrigins: [RowPath?] = []
      rows.reserveCapacity(new.sections[newIndex].rows.count)
      for row in new.sections[newIndex].rows.indices {
        let newPath = RowPath(section: newIndex, row: row)
        let origin: RowPath?
        if let placement = plan.placedRows[newPath] {
          origin = placement
        } else if let oldRow = kept.next() {
          origin = RowPath(section: source, row: oldRow)
        } else {
          // The plan checked the counts, so every position left free has a kept row to fill it.
          preconditionFailure("SectionedSnapshot.applying: counts were checked, a kept row must be left")
        }
        rowOrigins.append(origin)
        rows.append(origin.map { self[$0] } ?? new[newPath])
      }
      result.appendSection(sections[source].model, rows: rows)
      origins.append(rowOrigins)
    }
    for update in changeset.sectionUpdates {
      result.replaceSectionModel(new.sections[update.new].model, at: update.new)
    }
    for update in changeset.rowUpdates {
      guard origins[update.new.section][update.new.row] == update.old else { throw .rowUpdateMismatch(update) }
      result.replaceRow(at: update.new, with: new[update.new])
    }
    return result
  }
}

extension SectionedChangeset {
  /// Checks that this changeset turns `old` into `new` by UIKit's batch-update rules: indices in
  /// range, nothing deleted, inserted or moved twice, no row operation inside a deleted or inserted
  /// section, and section and row counts that add up.
  ///
  /// It looks at counts and positions only, not at the models, so it is cheap enough to run
  /// before every batch update: ``SectionedDataSource`` calls it to check that a changeset
  /// received from a stream belongs to the snapshot it is about to show. To check models too,
  /// compare ``SectionedSnapshot/applying(_:readingFrom:)`` with `new`.
  ///
  /// ```swift
  /// let page = SectionedChangeset(rowInserts: [RowPath(section: 0, row: 2)])
  /// try page.validate(from: twoRows, to: threeRows)  // passes
  /// try page.validate(from: twoRows, to: twoRows)
  /// // throws ChangesetError.rowOutOfRange([0, 2])
  /// ```
  ///
  /// - Parameters:
  ///   - old: The snapshot the view shows before the update.
  ///   - new: The snapshot it shows after.
  /// - Throws: ``ChangesetError`` naming the first rule broken.
  /// - Complexity: O(*s* + *c*) expected, for *s* sections of both snapshots and *c* changes.
  public func validate<SectionModel, RowModel>(
    from old: SectionedSnapshot<SectionModel, RowModel>,
    to new: SectionedSnapshot<SectionModel, RowModel>
  ) throws(ChangesetError) {
    _ = try BatchReplayPlan(self, oldRowCounts: old.rowCounts, newRowCounts: new.rowCounts)
  }

  /// Checks the part of ``validate(from:to:)`` that concerns the sections and rows this changeset
  /// names: every index in range of the snapshot it refers to, and the section count. Sections it
  /// does not name are not compared.
  ///
  /// Enough for a changeset whose pairing with `old` and `new` is known by identity (a
  /// ``SectionedUpdate`` whose base revision is the one shown): it catches a changeset that does
  /// not even fit the sections it touches, in time proportional to the changes, not the list.
  ///
  /// - Complexity: O(*c*) for *c* changes.
  package func checkNamedIndices<SectionModel, RowModel>(
    from old: SectionedSnapshot<SectionModel, RowModel>,
    to new: SectionedSnapshot<SectionModel, RowModel>
  ) throws(ChangesetError) {
    let expected = old.sectionCount - sectionDeletes.count + sectionInserts.count
    guard expected == new.sectionCount else {
      throw .sectionCountMismatch(expected: expected, actual: new.sectionCount)
    }
    for index in sectionDeletes where !(0..<old.sectionCount).contains(index) { throw .sectionOutOfRange(index) }
    for index in sectionInserts where !(0..<new.sectionCount).contains(index) { throw .sectionOutOfRange(index) }
    for pair in sectionMoves + sectionUpdates {
      guard (0..<old.sectionCount).contains(pair.old) else { throw .sectionOutOfRange(pair.old) }
      guard (0..<new.sectionCount).contains(pair.new) else { throw .sectionOutOfRange(pair.new) }
    }
    func check(_ path: RowPath, in snapshot: SectionedSnapshot<SectionModel, RowModel>) throws(ChangesetError) {
      guard snapshot.rowCounts.indices.contains(path.section), (0..<snapshot.rowCounts[path.section]).contains(path.row)
      else { throw .rowOutOfRange(path) }
    }
    for path in rowDeletes { try check(path, in: old) }
    for path in rowInserts { try check(path, in: new) }
    for pair in rowMoves + rowUpdates {
      try check(pair.old, in: old)
      try check(pair.new, in: new)
    }
  }
}

/// Where every section and row of a batch update goes, checked against UIKit's rules.
///
/// Built from the row counts of both snapshots only, so it serves both the full replay and the
/// cheap validation.
struct BatchReplayPlan {
  /// Per new section: the old section it continues, or -1 for an inserted one.
  var sourceOfNew: [Int]
  /// Old rows that leave: deleted or moved away.
  var removedRows: Set<RowPath>
  /// New rows placed explicitly: the old path of a move, or `nil` for an insert.
  var placedRows: [RowPath: RowPath?]

  // One pass per rule, in the order the rules are documented on `ChangesetError`.
  init(_ changeset: SectionedChangeset, oldRowCounts: [Int], newRowCounts: [Int]) throws(ChangesetError) {
    let oldCount = oldRowCounts.count
    let newCount = newRowCounts.count
    // Sections: ranges, conflicts, count.
    var newOfOld = [Int](repeating: 0, count: oldCount)  // 0 = kept in place, -1 = leaves, -2 = moves
    var sourceOfNew = [Int](repeating: -3, count: newCount)  // -3 = not placed yet, -1 = inserted
    for index in changeset.sectionDeletes {
      guard index >= 0 && index < oldCount else { throw .sectionOutOfRange(index) }
      guard newOfOld[index] == 0 else { throw .conflictingSection(index) }
      newOfOld[index] = -1
    }
    for move in changeset.sectionMoves {
      guard move.old >= 0 && move.old < oldCount else { throw .sectionOutOfRange(move.old) }
      guard newOfOld[move.old] == 0 else { throw .conflictingSection(move.old) }
      newOfOld[move.old] = -2
    }
    for index in changeset.sectionInserts {
      guard index >= 0 && index < newCount else { throw .sectionOutOfRange(index) }
      guard sourceOfNew[index] == -3 else { throw .conflictingSection(index) }
      sourceOfNew[index] = -1
    }
    for move in changeset.sectionMoves {
      guard move.new >= 0 && move.new < newCount else { throw .sectionOutOfRange(move.new) }
      guard sourceOfNew[move.new] == -3 else { throw .conflictingSection(move.new) }
      sourceOfNew[move.new] = move.old
    }
    let expectedSections = oldCount - changeset.sectionDeletes.count + changeset.sectionInserts.count
    guard expectedSections == newCount else {
      throw .sectionCountMismatch(expected: expectedSections, actual: newCount)
    }
    // Kept sections fill the new positions left free, in their old order. The counts add up, so
    // there are exactly as many kept sections as free positions.
    var kept = (0..<oldCount).lazy.filter { newOfOld[$0] == 0 }.makeIterator()
    for newIndex in 0..<newCount where sourceOfNew[newIndex] == -3 {
      sourceOfNew[newIndex] = kept.next() ?? -1
    }
    for (newIndex, source) in sourceOfNew.enumerated() where source >= 0 { newOfOld[source] = newIndex }

    // Rows: ranges, sections that are deleted or inserted, conflicts.
    var removedRows = Set<RowPath>(minimumCapacity: changeset.rowDeletes.count + changeset.rowMoves.count)
    var placedRows = [RowPath: RowPath?](minimumCapacity: changeset.rowInserts.count + changeset.rowMoves.count)
    var removedCount = [Int](repeating: 0, count: oldCount)
    var placedCount = [Int](repeating: 0, count: newCount)
    func remove(_ path: RowPath) throws(ChangesetError) {
      guard path.section >= 0 && path.section < oldCount, path.row >= 0 && path.row < oldRowCounts[path.section]
      else { throw .rowOutOfRange(path) }
      guard newOfOld[path.section] >= 0 else { throw .rowInChangedSection(path) }
      guard removedRows.insert(path).inserted else { throw .conflictingRow(path) }
      removedCount[path.section] += 1
    }
    func place(_ path: RowPath, from origin: RowPath?) throws(ChangesetError) {
      guard path.section >= 0 && path.section < newCount, path.row >= 0 && path.row < newRowCounts[path.section]
      else { throw .rowOutOfRange(path) }
      guard sourceOfNew[path.section] >= 0 else { throw .rowInChangedSection(path) }
      guard placedRows.updateValue(origin, forKey: path) == nil else { throw .conflictingRow(path) }
      placedCount[path.section] += 1
    }
    for path in changeset.rowDeletes { try remove(path) }
    for move in changeset.rowMoves { try remove(move.old) }
    for path in changeset.rowInserts { try place(path, from: nil) }
    for move in changeset.rowMoves { try place(move.new, from: move.old) }
    for (newIndex, source) in sourceOfNew.enumerated() where source >= 0 {
      let expected = oldRowCounts[source] - removedCount[source] + placedCount[newIndex]
      guard expected == newRowCounts[newIndex] else {
        throw .rowCountMismatch(section: newIndex, expected: expected, actual: newRowCounts[newIndex])
      }
    }

    // Updates: both positions exist and name the same item, as far as positions tell.
    for update in changeset.sectionUpdates {
      guard update.old >= 0 && update.old < oldCount else { throw .sectionOutOfRange(update.old) }
      guard update.new >= 0 && update.new < newCount else { throw .sectionOutOfRange(update.new) }
      guard sourceOfNew[update.new] == update.old else { throw .sectionUpdateMismatch(update) }
    }
    for update in changeset.rowUpdates {
      let (old, new) = (update.old, update.new)
      guard old.section >= 0 && old.section < oldCount, old.row >= 0 && old.row < oldRowCounts[old.section] else {
        throw .rowOutOfRange(old)
      }
      guard new.section >= 0 && new.section < newCount, new.row >= 0 && new.row < newRowCounts[new.section] else {
        throw .rowOutOfRange(new)
      }
      if let placement = placedRows[new] {
        guard placement == old else { throw .rowUpdateMismatch(update) }
      } else {
        guard sourceOfNew[new.section] == old.section, !removedRows.contains(old) else {
          throw .rowUpdateMismatch(update)
        }
      }
    }
    self.sourceOfNew = sourceOfNew
    self.removedRows = removedRows
    self.placedRows = placedRows
  }
}
