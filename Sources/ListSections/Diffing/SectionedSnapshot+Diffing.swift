// SPDX-License-Identifier: MIT

// `changeset(from:)` is `@inlinable` so it specialises for the caller's models: unspecialised, every
// id hash and comparison goes through witness tables, which made the 10k-item benchmark several
// times slower than its target.

extension SectionedSnapshot {
  /// The changes that turn `old` into this snapshot, ready for one table or collection view batch update.
  ///
  /// Sections, then rows, are matched by id:
  /// 1. Leading and trailing runs with the same ids at the same positions are matched in place
  ///    without hashing, so appending a page to a long list costs only the page (plus one equality
  ///    check per kept row).
  /// 2. Rows of each kept section are then walked in order: equal ids in the same relative order are
  ///    paired, skipping a few rows on either side to get past an edit. A list with scattered edits
  ///    is matched almost entirely here, in linear time without hashing. A section whose first and
  ///    last rows swapped ends (a reversed sort order) is walked with the new rows backwards.
  /// 3. Whatever the walk leaves over is matched through a hash map of ids, across sections; the
  ///    first leftover occurrence of an id wins, later ones are deleted or inserted and reported in
  ///    ``SectionedChangeset/duplicates`` (sections go straight from step 1 to this step).
  /// 4. Matched items that stay in the same section keep their place when they belong to a longest
  ///    increasing subsequence of their old positions; the others are moves, so the number of moves
  ///    is the minimum for the matching (one item moved across a thousand is one move).
  /// 5. Matched items whose models differ (`!=`) are updates.
  ///
  /// With unique ids the matching is the only one possible, whatever step finds it. With duplicate
  /// ids the result is still a correct, deterministic changeset; use
  /// ``duplicateRowPaths()`` and ``duplicateSectionIndices()`` to find every duplicate.
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
  ///   *k* matched rows of one section that are out of order (the increasing-subsequence search);
  ///   O(*n* + *m*) for a list with a few scattered edits.
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

    // Where each kept new section's untrimmed rows start in the flat per-new-row arrays below.
    var newStart = [Int](repeating: 0, count: newCount)
    var runningStart = 0
    for newIndex in 0..<newCount where oldForNew[newIndex] >= 0 {
      newStart[newIndex] = runningStart
      runningStart += newSections[newIndex].rows.count - rowPrefix[newIndex] - rowSuffix[newIndex]
    }
    // Per untrimmed new row: the old row it matched (section, row), or -1.
    var matchSection = [Int](repeating: -1, count: newMiddleCount)
    var matchRow = [Int](repeating: -1, count: newMiddleCount)

    // In-order walk: pair equal ids in the same relative order, skipping a few rows on either side to
    // resynchronise after an edit. Old rows it leaves over become hash candidates, in old order.
    var candidateSection: [Int] = []
    var candidateRow: [Int] = []
    for oldIndex in 0..<oldCount {
      let newIndex = newForOld[oldIndex]
      guard newIndex >= 0 else { continue }
      let oldRows = oldSections[oldIndex].rows
      let newRows = newSections[newIndex].rows
      let head = rowPrefix[newIndex]
      let oldEnd = oldRows.count - rowSuffix[newIndex]
      let newEnd = newRows.count - rowSuffix[newIndex]
      let base = newStart[newIndex] - head
      // A section whose rows were reversed (a sort order toggled) is walked with new rows backwards.
      let isReversed =
        oldEnd - head >= 2 && newEnd - head >= 2 && oldRows[head].id == newRows[newEnd - 1].id
        && oldRows[oldEnd - 1].id == newRows[head].id
      let step = isReversed ? -1 : 1
      var oldRow = head
      var newRow = isReversed ? newEnd - 1 : head
      var misses = 0  // consecutive steps without a pair; past a limit the walk hands over to hashing
      while oldRow < oldEnd && newRow >= head && newRow < newEnd && misses < walkMissLimit {
        let oldID = oldRows[oldRow].id
        let newID = newRows[newRow].id
        if oldID == newID {
          matchSection[base + newRow] = oldIndex
          matchRow[base + newRow] = oldRow
          oldRow += 1
          newRow += step
          misses = 0
          continue
        }
        misses += 1
        var skip = 1
        var skipsOld = false
        var skipsNew = false
        while skip <= resynchronisationWindow {
          if oldRow + skip < oldEnd && oldRows[oldRow + skip].id == newID {
            skipsOld = true
            break
          }
          let aheadRow = newRow + step * skip
          if aheadRow >= head && aheadRow < newEnd && newRows[aheadRow].id == oldID {
            skipsNew = true
            break
          }
          skip += 1
        }
        if skipsOld {
          for row in oldRow..<(oldRow + skip) {
            candidateSection.append(oldIndex)
            candidateRow.append(row)
          }
          oldRow += skip
        } else if skipsNew {
          newRow += step * skip
        } else {
          candidateSection.append(oldIndex)
          candidateRow.append(oldRow)
          oldRow += 1
          newRow += step
        }
      }
      for row in oldRow..<oldEnd {
        candidateSection.append(oldIndex)
        candidateRow.append(row)
      }
    }

    // Hash stage: match the rows the walk left over by id, across sections; first occurrence wins.
    let candidateCount = candidateSection.count
    var isMatched = [Bool](repeating: false, count: candidateCount)
    var hasUnmatchedNewRows = false
    for newIndex in 0..<newCount where oldForNew[newIndex] >= 0 {
      let start = newStart[newIndex]
      let end = start + newSections[newIndex].rows.count - rowPrefix[newIndex] - rowSuffix[newIndex]
      if matchRow[start..<end].contains(-1) {
        hasUnmatchedNewRows = true
        break
      }
    }
    if hasUnmatchedNewRows {
      var rowIndex: [RowModel.ID: Int] = [:]  // candidate index, or -1 for an id seen only in new rows
      rowIndex.reserveCapacity(candidateCount + 64)
      for candidate in stride(from: candidateCount - 1, through: 0, by: -1) {
        let id = oldSections[candidateSection[candidate]].rows[candidateRow[candidate]].id
        if let later = rowIndex.updateValue(candidate, forKey: id) {
          result.duplicates.oldRows.append(RowPath(section: candidateSection[later], row: candidateRow[later]))
        }
      }
      result.duplicates.oldRows.sort()
      for newIndex in 0..<newCount where oldForNew[newIndex] >= 0 {
        let newRows = newSections[newIndex].rows
        let base = newStart[newIndex] - rowPrefix[newIndex]
        for row in rowPrefix[newIndex]..<(newRows.count - rowSuffix[newIndex]) where matchRow[base + row] < 0 {
          let id = newRows[row].id
          if let candidate = rowIndex[id] {
            if candidate >= 0 && !isMatched[candidate] {
              isMatched[candidate] = true
              matchSection[base + row] = candidateSection[candidate]
              matchRow[base + row] = candidateRow[candidate]
            } else {
              result.duplicates.newRows.append(RowPath(section: newIndex, row: row))
            }
          } else {
            rowIndex[id] = -1
          }
        }
      }
    }

    // Stays: per section, a longest increasing subsequence of the old rows matched within the section.
    var stays = [Bool](repeating: false, count: newMiddleCount)
    var matchedCount = 0
    var stayCount = 0
    var sequence: [Int] = []
    var sequencePositions: [Int] = []
    var sequenceStays: [Bool] = []
    for newIndex in 0..<newCount {
      let oldIndex = oldForNew[newIndex]
      guard oldIndex >= 0 else { continue }
      let start = newStart[newIndex]
      let end = start + newSections[newIndex].rows.count - rowPrefix[newIndex] - rowSuffix[newIndex]
      sequence.removeAll(keepingCapacity: true)
      sequencePositions.removeAll(keepingCapacity: true)
      for position in start..<end where matchRow[position] >= 0 {
        matchedCount += 1
        if matchSection[position] == oldIndex {
          sequence.append(matchRow[position])
          sequencePositions.append(position)
        }
      }
      sequenceStays.removeAll(keepingCapacity: true)
      sequenceStays.append(contentsOf: repeatElement(false, count: sequence.count))
      stayCount += markLongestIncreasingSubsequence(sequence, into: &sequenceStays)
      for index in sequence.indices where sequenceStays[index] { stays[sequencePositions[index]] = true }
    }

    // Emit row inserts, moves and updates in new order, then deletes in old order.
    result.rowMoves.reserveCapacity(matchedCount - stayCount)
    result.rowInserts.reserveCapacity(newMiddleCount - matchedCount)
    for newIndex in 0..<newCount {
      let oldIndex = oldForNew[newIndex]
      guard oldIndex >= 0 else { continue }
      let oldRows = oldSections[oldIndex].rows
      let newRows = newSections[newIndex].rows
      let head = rowPrefix[newIndex]
      let tail = rowSuffix[newIndex]
      let base = newStart[newIndex] - head
      for row in 0..<head where oldRows[row] != newRows[row] {
        result.rowUpdates.append(
          IndexPair(old: RowPath(section: oldIndex, row: row), new: RowPath(section: newIndex, row: row))
        )
      }
      for row in head..<(newRows.count - tail) {
        let newPath = RowPath(section: newIndex, row: row)
        guard matchRow[base + row] >= 0 else {
          result.rowInserts.append(newPath)
          continue
        }
        let oldPath = RowPath(section: matchSection[base + row], row: matchRow[base + row])
        if !stays[base + row] { result.rowMoves.append(IndexPair(old: oldPath, new: newPath)) }
        let isUpdated =
          oldPath.section == oldIndex
          ? oldRows[oldPath.row] != newRows[row] : oldSections[oldPath.section].rows[oldPath.row] != newRows[row]
        if isUpdated {
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
    for candidate in 0..<candidateCount where !isMatched[candidate] {
      result.rowDeletes.append(RowPath(section: candidateSection[candidate], row: candidateRow[candidate]))
    }
    result.checkInvariants()
    return result
  }
}

/// How many rows the in-order walk of ``SectionedSnapshot/changeset(from:)`` looks ahead on each side
/// to resynchronise after an edit; rows it cannot pair go through the hash map instead.
@usableFromInline
let resynchronisationWindow = 8

/// After this many consecutive steps without a pair (a reversed or shuffled list), the walk stops and
/// leaves the rest of the section to the hash map, so it never costs more than a small constant per row.
@usableFromInline
let walkMissLimit = 16
