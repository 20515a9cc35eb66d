// SPDX-License-Identifier: MIT

/// One section of a list: a section model and its rows.
///
/// It is the one section type of the package: a ``SectionedSnapshot`` holds these, and
/// ``Swift/Collection/splitIntoSections(by:)`` returns them (with a ``SectionHeader`` as model), as
/// does an `ItemsViewModel`'s `SectionBuilder`. It plays the part of RxDataSources' `SectionModel`
/// (`model` and `items`), with `rows` for `items`.
public struct SnapshotSection<SectionModel, RowModel> {
  /// The section's model (what its header shows; its identity says which section it is).
  public var model: SectionModel
  /// The section's rows, in display order.
  public var rows: [RowModel]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - model: The section's model.
  ///   - rows: The section's rows.
  public init(_ model: SectionModel, rows: [RowModel]) {
    self.model = model
    self.rows = rows
  }
}

extension SnapshotSection: Sendable where SectionModel: Sendable, RowModel: Sendable {}
extension SnapshotSection: Equatable where SectionModel: Equatable, RowModel: Equatable {}
extension SnapshotSection: Hashable where SectionModel: Hashable, RowModel: Hashable {}

/// A section is identified by its model, so `ForEach(snapshot.sections)` and
/// `List(snapshot.sections)` work in SwiftUI.
extension SnapshotSection: Identifiable where SectionModel: Identifiable {
  /// The section model's identity.
  public var id: SectionModel.ID { model.id }
}

/// The content of a sectioned list at one moment: identifiable, equatable section and row models.
///
/// Compare two snapshots with ``changeset(from:)`` to get the batch update that turns the view
/// showing the old one into the new one. Identity (`id`) says which item is which; equality says
/// whether a kept item's content changed (an update). A section's equality covers its model only;
/// its rows are diffed one by one.
///
/// ```swift
/// var old = SectionedSnapshot<Day, Game>()
/// old.appendSection(monday, rows: [tetris, doom])
/// var new = old
/// new.appendSection(tuesday, rows: [zelda])
/// let changes = new.changeset(from: old)
/// // sectionInserts == [1]
/// ```
///
/// A snapshot is a `Sendable` value when its models are; it is never shared mutably.
public struct SectionedSnapshot<SectionModel: Identifiable & Equatable, RowModel: Identifiable & Equatable> {
  /// The sections, in display order.
  public private(set) var sections: SnapshotSections<SectionModel, RowModel>
  /// The total number of rows in all sections.
  public private(set) var rowCount: Int
  /// The number of rows of each section, kept with the sections so that checking a changeset
  /// against two snapshots reads plain integers (``SectionedChangeset/validate(from:to:)``).
  private(set) var rowCounts: [Int]

  /// Creates an empty snapshot.
  public init() {
    sections = SnapshotSections()
    rowCount = 0
    rowCounts = []
  }

  /// Creates a snapshot from sections.
  ///
  /// - Parameter sections: The sections, in display order.
  /// - Complexity: O(*s*) for *s* sections.
  public init(sections: [SnapshotSection<SectionModel, RowModel>]) {
    self.init(sections: SnapshotSections(sections))
  }

  /// Creates a snapshot from the sections of another (sharing their storage).
  ///
  /// - Parameter sections: The sections, in display order.
  /// - Complexity: O(*s*) for *s* sections.
  public init(sections: SnapshotSections<SectionModel, RowModel>) {
    self.sections = sections
    var rowCounts: [Int] = []
    rowCounts.reserveCapacity(sections.count)
    for section in sections { rowCounts.append(section.rows.count) }
    self.rowCounts = rowCounts
    rowCount = rowCounts.reduce(0, +)
    checkInvariants()
  }

  /// Creates a snapshot of one section.
  ///
  /// - Parameters:
  ///   - section: The section's model.
  ///   - rows: Its rows.
  public init(section: SectionModel, rows: [RowModel]) {
    self.init(sections: [SnapshotSection(section, rows: rows)])
  }

  /// The number of sections.
  public var sectionCount: Int { sections.count }

  /// The row at a path.
  ///
  /// - Parameter path: A valid row path.
  /// - Returns: The row model.
  /// - Complexity: O(1).
  public subscript(path: RowPath) -> RowModel {
    sections[path.section].rows[path.row]
  }

  /// Appends a section.
  ///
  /// - Parameters:
  ///   - model: The section's model.
  ///   - rows: Its rows.
  /// - Complexity: Amortised O(1).
  public mutating func appendSection(_ model: SectionModel, rows: [RowModel] = []) {
    insertSection(model, rows: rows, at: sections.count)
  }

  /// Inserts a section.
  ///
  /// - Parameters:
  ///   - model: The section's model.
  ///   - rows: Its rows.
  ///   - index: Where to insert it, in `0...sectionCount`.
  /// - Complexity: O(*s*) for *s* sections.
  public mutating func insertSection(_ model: SectionModel, rows: [RowModel] = [], at index: Int) {
    precondition(index >= 0 && index <= sections.count, "SectionedSnapshot.insertSection: index out of range")
    sections.insert(SnapshotSection(model, rows: rows), at: index)
    rowCounts.insert(rows.count, at: index)
    rowCount += rows.count
    checkInvariants()
  }

  /// Removes a section and its rows.
  ///
  /// - Parameter index: A valid section index.
  /// - Returns: The removed section.
  /// - Complexity: O(*s*) for *s* sections.
  @discardableResult
  public mutating func removeSection(at index: Int) -> SnapshotSection<SectionModel, RowModel> {
    let removed = sections.remove(at: index)
    rowCounts.remove(at: index)
    rowCount -= removed.rows.count
    checkInvariants()
    return removed
  }

  /// Replaces the model of a section, keeping its rows.
  ///
  /// - Parameters:
  ///   - model: The new model.
  ///   - index: A valid section index.
  /// - Complexity: O(1).
  public mutating func replaceSectionModel(_ model: SectionModel, at index: Int) {
    sections[index].model = model
    checkInvariants()
  }

  /// Appends rows to a section.
  ///
  /// - Parameters:
  ///   - rows: The rows to append.
  ///   - index: A valid section index.
  /// - Complexity: Amortised O(*k*) for *k* rows.
  public mutating func appendRows(_ rows: [RowModel], toSection index: Int) {
    sections[index].rows.append(contentsOf: rows)
    rowCounts[index] += rows.count
    rowCount += rows.count
    checkInvariants()
  }

  /// Inserts a row.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - path: Where to insert it; its row index is in `0...rows.count` of that section.
  /// - Complexity: O(*r*) for *r* rows in the section.
  public mutating func insertRow(_ row: RowModel, at path: RowPath) {
    sections[path.section].rows.insert(row, at: path.row)
    rowCounts[path.section] += 1
    rowCount += 1
    checkInvariants()
  }

  /// Removes a row.
  ///
  /// - Parameter path: A valid row path.
  /// - Returns: The removed row.
  /// - Complexity: O(*r*) for *r* rows in the section.
  @discardableResult
  public mutating func removeRow(at path: RowPath) -> RowModel {
    let removed = sections[path.section].rows.remove(at: path.row)
    rowCounts[path.section] -= 1
    rowCount -= 1
    checkInvariants()
    return removed
  }

  /// Replaces a row.
  ///
  /// - Parameters:
  ///   - row: The new row.
  ///   - path: A valid row path.
  /// - Complexity: O(1).
  public mutating func replaceRow(at path: RowPath, with row: RowModel) {
    sections[path.section].rows[path.row] = row
    checkInvariants()
  }

  /// Checks the snapshot's invariants (the cached row counts match the sections); compiled out of
  /// release builds. Called after every mutation.
  package func checkInvariants() {
    #if DEBUG
      let counted = sections.reduce(0) { $0 + $1.rows.count }
      precondition(counted == rowCount, "SectionedSnapshot: cached rowCount \(rowCount) != \(counted)")
      precondition(
        rowCounts.count == sections.count && zip(rowCounts, sections).allSatisfy { $0 == $1.rows.count },
        "SectionedSnapshot: cached section row counts do not match the sections"
      )
    #endif
  }
}

extension SectionedSnapshot: Sendable where SectionModel: Sendable, RowModel: Sendable {}

extension SectionedSnapshot: Equatable {
  /// Whether two snapshots have equal sections (models and rows) in the same order.
  ///
  /// - Parameters:
  ///   - lhs: A snapshot.
  ///   - rhs: Another snapshot.
  /// - Returns: `true` when they are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rowCount == rhs.rowCount && lhs.sections == rhs.sections
  }
}
