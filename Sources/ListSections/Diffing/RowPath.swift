// SPDX-License-Identifier: MIT

/// The position of a row: its section index and its index within that section.
///
/// The UIKit counterpart is `IndexPath(row:section:)`; this type keeps ListSections free of UIKit
/// (Foundation's `IndexPath` has no `row`/`section` outside Apple's UI frameworks).
/// Paths order by section, then row.
public struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The row index within the section.
  public var row: Int

  /// Creates a path.
  ///
  /// - Parameters:
  ///   - section: The section index.
  ///   - row: The row index within the section.
  @inlinable
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders paths by section, then row.
  ///
  /// - Parameters:
  ///   - lhs: A path.
  ///   - rhs: Another path.
  /// - Returns: Whether `lhs` comes before `rhs`.
  public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `"[section, row]"`.
  public var description: String { "[\(section), \(row)]" }
}

/// A pair of positions of the same item: where it was in the old snapshot and where it is in the new one.
///
/// Used for moves (the item changes position) and updates (the item's content changed).
public struct IndexPair<Index: Hashable & Sendable>: Hashable, Sendable {
  /// The position in the old snapshot.
  public var old: Index
  /// The position in the new snapshot.
  public var new: Index

  /// Creates a pair.
  ///
  /// - Parameters:
  ///   - old: The position in the old snapshot.
  ///   - new: The position in the new snapshot.
  @inlinable
  public init(old: Index, new: Index) {
    self.old = old
    self.new = new
  }
}
