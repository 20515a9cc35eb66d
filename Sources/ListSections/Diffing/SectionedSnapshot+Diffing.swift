// SPDX-License-Identifier: MIT

// `changeset(from:)` is `@inlinable` so it specialises for the caller's models: unspecialised, every
// id hash and comparison goes through witness tables, which made the 10k-item benchmark several
// times slower than its target.

extension SectionedSnapshot {
  /// The changes that turn `old` into this snapshot, ready for one table or collection view batch update.
  ///
  /// Sections, then rows, are matched by id:
  /// 1. Items at the start and end that have the same ids at the same positions are matched in place
  ///    without hashing, so appending a page to a long list costs only the page (and one equality
  ///    check per kept row).
  /// 2. The rest are matched through a hash map of ids; the first occurrence of a duplicate id wins
  ///    and later occurrences are deleted or inserted and reported in ``SectionedChangeset/duplicates``.
  /// 3. Matched items that stay in the same section keep their place when they belong to a longest
  ///    increasing subsequence of their old positions; the others are moves, so the number of moves
  ///    is the minimum for that matching (one item moved across a thousand is one move).
  /// 4. Matched items whose models differ (`!=`) are updates.
  ///
  /// ```swift
  /// let old = SectionedSnapshot(section: all, rows: [a, b, c, d])
  /// let new = SectionedSnapshot(section: all, rows: [b, c, a, d, e])
  /// let changes = new.changeset(from: old)
  /// // rowMoves == [[0, 0] → [0, 2]], rowInserts == [[0, 4]]
  /// ```
  ///
  /// See ``SectionedChangeset`` for the index spaces and how to apply the result.
  ///
  /// - Parameter old: The snapshot currently shown.
  /// - Returns: The changeset from `old` to `self`.
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected, for *n* old and *m* new sections and rows and
  ///   *k* rows matched by id within one section (the log factor is the increasing-subsequence search).
  @inlinable
  public func changeset(from old: Self) -> SectionedChangeset {
    var result = SectionedChangeset()
    let oldSections = old.sections
    let newSections = sections
    let oldCount = oldSections.count
    let newCount = newSections.count

    // Sections: match by id (in-place runs first), then moves by LIS, then updates.
    var newForOld = [Int](repeating: -1, count: oldCount)
    var oldForNew = [Int](repeating: -1, count: newCount)
    let shorter = Swift.min(oldCount, newCount)
    var prefix = 0
    while prefix < shorter && oldSections[prefix].model.id == newSections[prefix].model.id {
      newForOld[prefix] = prefix
      oldForNew[prefix] = prefix
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix
      && oldSections[oldCount - 1 - suffix].model.id == newSections[newCount - 1 - suffix].model.id
    {
      newForOld[oldCount - 1 - suffix] = newCount - 1 - suffix
      oldForNew[newCount - 1 - suffix] = oldCount - 1 - suffix
      suffix += 1
    }
    if prefix + suffix < oldCount || prefix + suffix < newCount {
      var index: [SectionModel.ID: Int] = [:]
      index.reserveCapacity(oldCount - prefix - suffix)
      for oldIndex in stride(from: oldCount - suffix - 1, through: prefix, by: -1) {
        if let later = index.updateValue(oldIndex, forKey: oldSections[oldIndex].model.id) {
          result.duplicates.oldSections.append(later)
        }
      }
      var positions: [Int] = []
      var sequence: [Int] = []
      for newIndex in prefix..<(newCount - suffix) {
        let previous = exchange(&index[newSections[newIndex].model.id, default: -2], with: -1)
        if previous >= 0 {
          newForOld[previous] = newIndex
          oldForNew[newIndex] = previous
          positions.append(newIndex)
          sequence.append(previous)
        } else if previous == -1 {
          result.duplicates.newSections.append(newIndex)
        }
      }
      result.duplicates.oldSections.sort()
      var stays = [Bool](repeating: false, count: sequence.count)
      markLongestIncreasingSubsequence(sequence, into: &stays)
      for position in sequence.indices where !stays[position] {
        result.sectionMoves.append(IndexPair(old: sequence[position], new: positions[position]))
      }
      for oldIndex in 0..<oldCount where newForOld[oldIndex] < 0 { result.sectionDeletes.append(oldIndex) }
      for newIndex in 0..<newCount where oldForNew[newIndex] < 0 { result.sectionInserts.append(newIndex) }
    }
    for newIndex in 0..<newCount {
      let oldIndex = oldForNew[newIndex]
      if oldIndex >= 0 && oldSections[oldIndex].model != newSections[newIndex].model {
        result.sectionUpdates.append(IndexPair(old: oldIndex, new: newIndex))
      }
    }

    // Rows of kept sections: in-place runs per section pair, then the rest by id across sections.
    var rowPrefix = [Int](repeating: 0, count: newCount)
    var rowSuffix = [Int](repeating: 0, count: newCount)
    var oldMiddleCount = 0
    var newMiddleCount = 0
    for newIndex in 0..<newCount {
      let oldIndex = oldForNew[newIndex]
      guard oldIndex >= 0 else { continue }
      let oldRows = oldSections[oldIndex].rows
      let newRows = newSections[newIndex].rows
      let shorterRows = Swift.min(oldRows.count, newRows.count)
      var head = 0
      while head < shorterRows && oldRows[head].id == newRows[head].id { head += 1 }
      var tail = 0
      while tail < shorterRows - head && oldRows[oldRows.count - 1 - tail].id == newRows[newRows.count - 1 - tail].id {
        tail += 1
      }
      rowPrefix[newIndex] = head
      rowSuffix[newIndex] = tail
      oldMiddleCount += oldRows.count - head - tail
      newMiddleCount += newRows.count - head - tail
    }

    // Old candidates: the untrimmed rows of kept old sections, in old order.
    var candidateSection: [Int] = []
    var candidateRow: [Int] = []
    candidateSection.reserveCapacity(oldMiddleCount)
    candidateRow.reserveCapacity(oldMiddleCount)
    for oldIndex in 0..<oldCount {
      let newIndex = newForOld[oldIndex]
      guard newIndex >= 0 else { continue }
      let end = oldSections[oldIndex].rows.count - rowSuffix[newIndex]
      for row in rowPrefix[newIndex]..<end {
        candidateSection.append(oldIndex)
        candidateRow.append(row)
      }
    }
    var rowIndex: [RowModel.ID: Int] = [:]
    var newMatch: [Int] = []  // per untrimmed new row, in new order: its candidate, or -1
    var isMatched = [Bool](repeating: false, count: oldMiddleCount)
    var stays = [Bool](repeating: false, count: oldMiddleCount)
    if newMiddleCount > 0 {
      rowIndex.reserveCapacity(oldMiddleCount + Swift.min(newMiddleCount, 1024))
      for candidate in stride(from: oldMiddleCount - 1, through: 0, by: -1) {
        let id = oldSections[candidateSection[candidate]].rows[candidateRow[candidate]].id
        if let later = rowIndex.updateValue(candidate, forKey: id) {
          result.duplicates.oldRows.append(RowPath(section: candidateSection[later], row: candidateRow[later]))
        }
      }
      result.duplicates.oldRows.sort()
      newMatch.reserveCapacity(newMiddleCount)
      var sequence: [Int] = []
      var sequenceCandidates: [Int] = []
      var sequenceStays: [Bool] = []
      for newIndex in 0..<newCount {
        let oldIndex = oldForNew[newIndex]
        guard oldIndex >= 0 else { continue }
        let newRows = newSections[newIndex].rows
        sequence.removeAll(keepingCapacity: true)
        sequenceCandidates.removeAll(keepingCapacity: true)
        for row in rowPrefix[newIndex]..<(newRows.count - rowSuffix[newIndex]) {
          // One hash lookup: -2 = id unseen (inserted now as seen), -1 = already seen in new.
          let candidate = exchange(&rowIndex[newRows[row].id, default: -2], with: -1)
          if candidate >= 0 {
            isMatched[candidate] = true
            newMatch.append(candidate)
            if candidateSection[candidate] == oldIndex {
              sequence.append(candidateRow[candidate])
              sequenceCandidates.append(candidate)
            }
          } else {
            if candidate == -1 { result.duplicates.newRows.append(RowPath(section: newIndex, row: row)) }
            newMatch.append(-1)
          }
        }
        sequenceStays.removeAll(keepingCapacity: true)
        sequenceStays.append(contentsOf: repeatElement(false, count: sequence.count))
        markLongestIncreasingSubsequence(sequence, into: &sequenceStays)
        for position in sequence.indices where sequenceStays[position] {
          stays[sequenceCandidates[position]] = true
        }
      }
    }

    // Emit row inserts, moves and updates in new order.
    var cursor = 0
    for newIndex in 0..<newCount {
      let oldIndex = oldForNew[newIndex]
      guard oldIndex >= 0 else { continue }
      let oldRows = oldSections[oldIndex].rows
      let newRows = newSections[newIndex].rows
      let head = rowPrefix[newIndex]
      let tail = rowSuffix[newIndex]
      for row in 0..<head where oldRows[row] != newRows[row] {
        result.rowUpdates.append(
          IndexPair(old: RowPath(section: oldIndex, row: row), new: RowPath(section: newIndex, row: row))
        )
      }
      for row in head..<(newRows.count - tail) {
        let candidate = newMatch[cursor]
        cursor += 1
        let newPath = RowPath(section: newIndex, row: row)
        guard candidate >= 0 else {
          result.rowInserts.append(newPath)
          continue
        }
        let oldPath = RowPath(section: candidateSection[candidate], row: candidateRow[candidate])
        if !stays[candidate] { result.rowMoves.append(IndexPair(old: oldPath, new: newPath)) }
        if oldSections[oldPath.section].rows[oldPath.row] != newRows[row] {
          result.rowUpdates.append(IndexPair(old: oldPath, new: newPath))
        }
      }
      for offset in 0..<tail {
        let oldRow = oldRows.count - tail + offset
        let newRow = newRows.count - tail + offset
        if oldRows[oldRow] != newRows[newRow] {
          result.rowUpdates.append(
            IndexPair(old: RowPath(section: oldIndex, row: oldRow), new: RowPath(section: newIndex, row: newRow))
          )
        }
      }
    }
    for candidate in 0..<oldMiddleCount where !isMatched[candidate] {
      result.rowDeletes.append(RowPath(section: candidateSection[candidate], row: candidateRow[candidate]))
    }
    return result
  }
}

/// Stores `newValue` in `slot` and returns what was there; with a dictionary's `subscript(_:default:)`
/// this reads and writes an entry with one hash lookup.
@inlinable
func exchange(_ slot: inout Int, with newValue: Int) -> Int {
  let previous = slot
  slot = newValue
  return previous
}
