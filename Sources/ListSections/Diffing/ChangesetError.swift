// SPDX-License-Identifier: MIT

/// Why a ``SectionedChangeset`` cannot turn one snapshot into another the way a batch update would.
///
/// Each case names a rule UIKit checks when a table or collection view applies a batch update
/// (where it would raise an `NSInternalInconsistencyException`), and the first place that breaks
/// it. ``SectionedSnapshot/applying(_:readingFrom:)`` and ``SectionedChangeset/validate(from:to:)``
/// throw it; a changeset made by ``SectionedSnapshot/changeset(from:)`` never breaks a rule.
///
/// ```swift
/// let old = SectionedSnapshot(section: all, rows: [a, b])
/// let new = SectionedSnapshot(section: all, rows: [a, b, c])
/// try old.applying(SectionedChangeset(), readingFrom: new)
/// // throws ChangesetError.rowCountMismatch(section: 0, expected: 2, actual: 3)
/// ```
public enum ChangesetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A section index outside the snapshot it refers to: the old snapshot for deletes and the
  /// sources of moves and updates, the new one for inserts and the destinations.
  case sectionOutOfRange(Int)
  /// A row path outside the snapshot it refers to (same index spaces as sections), or inside a
  /// section that does not exist there.
  case rowOutOfRange(RowPath)
  /// A section named twice where a batch update allows it once: deleted or moved away twice (old
  /// index), or inserted or moved to twice (new index).
  case conflictingSection(Int)
  /// A row named twice where a batch update allows it once: deleted or moved away twice (old
  /// path), or inserted or moved to twice (new path).
  case conflictingRow(RowPath)
  /// A row operation inside a section that the same changeset deletes (old path) or inserts (new
  /// path): deleting or inserting the section already covers its rows.
  case rowInChangedSection(RowPath)
  /// The number of sections after the update is not the old count minus deletes plus inserts.
  case sectionCountMismatch(expected: Int, actual: Int)
  /// The rows of a section after the update (new index) are not its old rows minus the ones
  /// deleted or moved away plus the ones inserted or moved in.
  case rowCountMismatch(section: Int, expected: Int, actual: Int)
  /// A section update whose old index is not where the section at its new index came from.
  case sectionUpdateMismatch(IndexPair<Int>)
  /// A row update whose old path is not where the row at its new path came from (or that names a
  /// deleted or inserted row).
  case rowUpdateMismatch(IndexPair<RowPath>)

  /// A readable description naming the rule and the position that breaks it.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let index):
      "Section \(index) is out of range of the snapshot it refers to"
    case .rowOutOfRange(let path):
      "Row \(path) is out of range of the snapshot it refers to"
    case .conflictingSection(let index):
      "Section \(index) is deleted, inserted or moved more than once"
    case .conflictingRow(let path):
      "Row \(path) is deleted, inserted or moved more than once"
    case .rowInChangedSection(let path):
      "Row \(path) is changed inside a section that is itself deleted or inserted"
    case .sectionCountMismatch(let expected, let actual):
      "The update leaves \(expected) sections, but the new snapshot has \(actual)"
    case .rowCountMismatch(let section, let expected, let actual):
      "The update leaves \(expected) rows in section \(section), but the new snapshot has \(actual)"
    case .sectionUpdateMismatch(let pair):
      "Section update \(pair.old) → \(pair.new) does not name the same section in both snapshots"
    case .rowUpdateMismatch(let pair):
      "Row update \(pair.old) → \(pair.new) does not name the same row in both snapshots"
    }
  }
}
