// SPDX-License-Identifier: MIT

/// The differences between two ``SectionedSnapshot``s, in the index spaces of a batch update.
///
/// Produced by ``SectionedSnapshot/changeset(from:)``. The fields use exactly the index spaces
/// `UITableView.performBatchUpdates(_:)` and `UICollectionView.performBatchUpdates(_:)` expect,
/// so a whole changeset is applied in **one** batch:
///
/// | field | index space |
/// |---|---|
/// | ``sectionDeletes``, ``rowDeletes`` | old snapshot |
/// | ``sectionInserts``, ``rowInserts`` | new snapshot |
/// | ``sectionMoves``, ``rowMoves`` | from the old snapshot to the new one |
/// | ``sectionUpdates``, ``rowUpdates`` | both (apply after the batch, in new indices) |
///
/// Inside the batch UIKit removes the deleted and moved-away items first (old indices), then places
/// inserted and moved items at their new indices; every other item keeps its relative order and
/// fills the remaining positions. Because the call order inside the batch does not matter to UIKit,
/// any order works; the convention is deletes, inserts, moves.
///
/// Updates are **not** part of the batch: UIKit treats a reload as a delete plus an insert and
/// rejects one for an item that also moves. Reconfigure the views at the ``IndexPair/new``
/// positions after the batch (`reconfigureRows(at:)`, or a second `reloadRows(at:)` batch).
///
/// Guarantees that keep UIKit's consistency checks satisfied:
/// - No position is both deleted and moved away, or both inserted and moved to.
/// - Rows of a deleted section have no row operations (deleting the section removes them); rows of an
///   inserted section have none either. A row that goes from a deleted section to a kept one is an
///   insert; from a kept section to an inserted one, a delete.
/// - Every array is sorted: deletes by old position, inserts, moves and updates by new position.
///
/// Moves are minimal: the items that keep their place are a longest increasing subsequence of the
/// kept items' old positions, so one item moved across a long list is one move.
public struct SectionedChangeset: Hashable, Sendable {
  /// Sections removed, by old index, ascending.
  public var sectionDeletes: [Int]
  /// Sections added, by new index, ascending.
  public var sectionInserts: [Int]
  /// Sections that changed place (old index → new index), by new index.
  public var sectionMoves: [IndexPair<Int>]
  /// Sections whose model changed (its rows are diffed separately), by new index.
  public var sectionUpdates: [IndexPair<Int>]
  /// Rows removed, by old path, ascending.
  public var rowDeletes: [RowPath]
  /// Rows added, by new path, ascending.
  public var rowInserts: [RowPath]
  /// Rows that changed place, within or across sections (old path → new path), by new path.
  public var rowMoves: [IndexPair<RowPath>]
  /// Rows whose content changed (old path → new path), by new path; some of them may also move.
  public var rowUpdates: [IndexPair<RowPath>]
  /// Positions of duplicate ids found while diffing; see ``DuplicateIDs``.
  public var duplicates: DuplicateIDs

  /// Creates a changeset; every field defaults to empty.
  ///
  /// - Parameters:
  ///   - sectionDeletes: Sections removed, by old index.
  ///   - sectionInserts: Sections added, by new index.
  ///   - sectionMoves: Sections moved.
  ///   - sectionUpdates: Sections whose model changed.
  ///   - rowDeletes: Rows removed, by old path.
  ///   - rowInserts: Rows added, by new path.
  ///   - rowMoves: Rows moved.
  ///   - rowUpdates: Rows whose content changed.
  ///   - duplicates: Duplicate ids found.
  public init(
    sectionDeletes: [Int] = [],
    sectionInserts: [Int] = [],
    sectionMoves: [IndexPair<Int>] = [],
    sectionUpdates: [IndexPair<Int>] = [],
    rowDeletes: [RowPath] = [],
    rowInserts: [RowPath] = [],
    rowMoves: [IndexPair<RowPath>] = [],
    rowUpdates: [IndexPair<RowPath>] = [],
    duplicates: DuplicateIDs = DuplicateIDs()
  ) {
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionMoves = sectionMoves
    self.sectionUpdates = sectionUpdates
    self.rowDeletes = rowDeletes
    self.rowInserts = rowInserts
    self.rowMoves = rowMoves
    self.rowUpdates = rowUpdates
    self.duplicates = duplicates
  }

  /// Whether the snapshots are the same (duplicates are not counted as changes).
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of operations: deletes, inserts, moves and updates of sections and rows.
  public var changeCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionUpdates.count + rowDeletes.count
      + rowInserts.count + rowMoves.count + rowUpdates.count
  }
}

/// Where duplicate ids were found while diffing, and how they were treated.
///
/// Ids are expected to be unique among the sections, and among the rows, of a snapshot. When they
/// are not, the diff stays correct and deterministic, but a duplicate cannot have a meaningful
/// identity:
/// - Occurrences that the positional steps of ``SectionedSnapshot/changeset(from:)`` pair (the
///   in-place runs at both ends, and the in-order walk of rows) are matched as they stand.
/// - Among the items left to the hash map, the **first** occurrence of an id (in snapshot order) is
///   matched; every later occurrence is treated as an unrelated item, so it is deleted (old
///   snapshot) or inserted (new snapshot), and listed here.
///
/// This report is what the diff met on its way, not a full audit: call
/// ``SectionedSnapshot/duplicateRowPaths()`` and ``SectionedSnapshot/duplicateSectionIndices()``
/// for that (O(*n*) hashing, which the diff avoids for rows it pairs by position).
public struct DuplicateIDs: Hashable, Sendable {
  /// Old section indices whose id already appeared earlier in the old snapshot.
  public var oldSections: [Int]
  /// New section indices whose id already appeared earlier in the new snapshot.
  public var newSections: [Int]
  /// Old row paths whose id already appeared earlier in the old snapshot.
  public var oldRows: [RowPath]
  /// New row paths whose id already appeared earlier in the new snapshot.
  public var newRows: [RowPath]

  /// Creates a report; every field defaults to empty.
  ///
  /// - Parameters:
  ///   - oldSections: Duplicate old section indices.
  ///   - newSections: Duplicate new section indices.
  ///   - oldRows: Duplicate old row paths.
  ///   - newRows: Duplicate new row paths.
  public init(oldSections: [Int] = [], newSections: [Int] = [], oldRows: [RowPath] = [], newRows: [RowPath] = []) {
    self.oldSections = oldSections
    self.newSections = newSections
    self.oldRows = oldRows
    self.newRows = newRows
  }

  /// Whether no duplicate was found.
  public var isEmpty: Bool { oldSections.isEmpty && newSections.isEmpty && oldRows.isEmpty && newRows.isEmpty }
}

extension SectionedChangeset {
  /// Checks the ordering and disjointness guarantees documented on ``SectionedChangeset``; compiled
  /// out of release builds. ``SectionedSnapshot/changeset(from:)`` calls it on every result.
  @usableFromInline
  func checkInvariants() {
    #if DEBUG
      func isStrictlyIncreasing<T: Comparable>(_ values: [T]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
      }
      precondition(isStrictlyIncreasing(sectionDeletes), "SectionedChangeset: section deletes not sorted")
      precondition(isStrictlyIncreasing(sectionInserts), "SectionedChangeset: section inserts not sorted")
      precondition(isStrictlyIncreasing(sectionMoves.map(\.new)), "SectionedChangeset: section moves not sorted")
      precondition(isStrictlyIncreasing(rowDeletes), "SectionedChangeset: row deletes not sorted")
      precondition(isStrictlyIncreasing(rowInserts), "SectionedChangeset: row inserts not sorted")
      precondition(isStrictlyIncreasing(rowMoves.map(\.new)), "SectionedChangeset: row moves not sorted")
      precondition(isStrictlyIncreasing(rowUpdates.map(\.new)), "SectionedChangeset: row updates not sorted")
      precondition(
        Set(sectionDeletes).isDisjoint(with: sectionMoves.map(\.old))
          && Set(sectionInserts).isDisjoint(with: sectionMoves.map(\.new)),
        "SectionedChangeset: a section is both deleted/inserted and moved"
      )
      precondition(
        Set(rowDeletes).isDisjoint(with: rowMoves.map(\.old)) && Set(rowInserts).isDisjoint(with: rowMoves.map(\.new)),
        "SectionedChangeset: a row is both deleted/inserted and moved"
      )
      let deletedSections = Set(sectionDeletes)
      let insertedSections = Set(sectionInserts)
      precondition(
        rowDeletes.allSatisfy { !deletedSections.contains($0.section) }
          && rowInserts.allSatisfy { !insertedSections.contains($0.section) }
          && rowMoves.allSatisfy {
            !deletedSections.contains($0.old.section) && !insertedSections.contains($0.new.section)
          },
        "SectionedChangeset: a row operation inside a deleted or inserted section"
      )
    #endif
  }
}
