// SPDX-License-Identifier: MIT

extension SectionedSnapshot {
  /// Replays a changeset on `old` the way a table or collection view batch update interprets it,
  /// or returns `nil` where UIKit would raise an inconsistency exception.
  ///
  /// Like a view asking its data source, the models of inserted sections and rows, and the new
  /// contents of updated ones, are read from `new` at their new positions; every other item is
  /// carried over from `old` by the changeset's indices. So `apply(new.changeset(from: old), to: old,
  /// reading: new) == new` holds exactly when the changeset is correct.
  ///
  /// Rules checked (UIKit's): indices in range; section and row counts add up
  /// (`old - deletes + inserts` per section, counting moves out and in); no item both deleted and
  /// moved, or inserted and moved to; no row operation inside a deleted or inserted section; updates
  /// name an item that exists at both positions.
  ///
  /// - Parameters:
  ///   - changeset: The changes to replay.
  ///   - old: The snapshot the changes start from.
  ///   - new: Where inserted and updated models are read from.
  /// - Returns: The resulting snapshot, or `nil` for an inconsistent changeset.
  /// - Complexity: O(*n* + *m* + *c* log *c*) for *n* old rows, *m* new rows and *c* changes.
  package static func apply(_ changeset: SectionedChangeset, to old: Self, reading new: Self) -> Self? {
    let oldCount = old.sections.count
    let newCount = new.sections.count
    // Sections.
    let deleted = Set(changeset.sectionDeletes)
    let movedFrom = Set(changeset.sectionMoves.map(\.old))
    let inserted = Set(changeset.sectionInserts)
    let movedTo = Dictionary(changeset.sectionMoves.map { ($0.new, $0.old) }, uniquingKeysWith: { first, _ in first })
    guard deleted.count == changeset.sectionDeletes.count, inserted.count == changeset.sectionInserts.count,
      movedFrom.count == changeset.sectionMoves.count, movedTo.count == changeset.sectionMoves.count,
      deleted.isDisjoint(with: movedFrom), inserted.isDisjoint(with: movedTo.keys),
      deleted.allSatisfy({ (0..<oldCount).contains($0) }), movedFrom.allSatisfy({ (0..<oldCount).contains($0) }),
      inserted.allSatisfy({ (0..<newCount).contains($0) }), movedTo.keys.allSatisfy({ (0..<newCount).contains($0) }),
      oldCount - deleted.count + inserted.count == newCount
    else { return nil }
    var sourceOfNew = [Int](repeating: -1, count: newCount)
    var remaining = (0..<oldCount).filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
    for newIndex in 0..<newCount where !inserted.contains(newIndex) {
      if let source = movedTo[newIndex] {
        sourceOfNew[newIndex] = source
      } else {
        guard let source = remaining.next() else { return nil }
        sourceOfNew[newIndex] = source
      }
    }
    guard remaining.next() == nil else { return nil }
    var newOfOld = [Int](repeating: -1, count: oldCount)
    for (newIndex, source) in sourceOfNew.enumerated() where source >= 0 { newOfOld[source] = newIndex }

    // Rows: removals grouped by old section, placements grouped by new section.
    var removedRows = [Set<Int>](repeating: [], count: oldCount)
    var placed = [[Int: RowPath?]](repeating: [:], count: newCount)  // new row → old path (nil = insert)
    func isValid(_ path: RowPath, in snapshot: Self) -> Bool {
      snapshot.sections.indices.contains(path.section)
        && snapshot.sections[path.section].rows.indices.contains(path.row)
    }
    for path in changeset.rowDeletes {
      guard isValid(path, in: old), newOfOld[path.section] >= 0,
        removedRows[path.section].insert(path.row).inserted
      else { return nil }
    }
    for path in changeset.rowInserts {
      guard isValid(path, in: new), sourceOfNew[path.section] >= 0, placed[path.section][path.row] == nil
      else { return nil }
      placed[path.section][path.row] = .some(nil)
    }
    for move in changeset.rowMoves {
      guard isValid(move.old, in: old), isValid(move.new, in: new), newOfOld[move.old.section] >= 0,
        sourceOfNew[move.new.section] >= 0, removedRows[move.old.section].insert(move.old.row).inserted,
        placed[move.new.section][move.new.row] == nil
      else { return nil }
      placed[move.new.section][move.new.row] = .some(move.old)
    }

    var result = Self()
    var origins: [[RowPath?]] = []  // per new row: the old path it came from (nil = inserted)
    for newIndex in 0..<newCount {
      let source = sourceOfNew[newIndex]
      guard source >= 0 else {
        result.appendSection(new.sections[newIndex].model, rows: new.sections[newIndex].rows)
        origins.append(Array(repeating: nil, count: new.sections[newIndex].rows.count))
        continue
      }
      let oldRows = old.sections[source].rows
      var kept = oldRows.indices.filter { !removedRows[source].contains($0) }.makeIterator()
      let rowCount = new.sections[newIndex].rows.count
      var rows: [RowModel] = []
      var rowOrigins: [RowPath?] = []
      for row in 0..<rowCount {
        let origin: RowPath?
        if let placement = placed[newIndex][row] {
          origin = placement
        } else {
          guard let oldRow = kept.next() else { return nil }
          origin = RowPath(section: source, row: oldRow)
        }
        rowOrigins.append(origin)
        rows.append(origin.map { old.sections[$0.section].rows[$0.row] } ?? new.sections[newIndex].rows[row])
      }
      guard kept.next() == nil else { return nil }
      result.appendSection(old.sections[source].model, rows: rows)
      origins.append(rowOrigins)
    }

    // Updates, in new positions, must name the item that came from their old position.
    for update in changeset.sectionUpdates {
      guard (0..<newCount).contains(update.new), sourceOfNew[update.new] == update.old else { return nil }
      result.replaceSectionModel(new.sections[update.new].model, at: update.new)
    }
    for update in changeset.rowUpdates {
      guard isValid(update.new, in: new), origins[update.new.section][update.new.row] == update.old else {
        return nil
      }
      result.replaceRow(at: update.new, with: new[update.new])
    }
    return result
  }
}
