// SPDX-License-Identifier: MIT

public import ReactiveList

/// A sectioned list as the terminal draws it: a header line per visible section and a line per
/// row, kept up to date with batch updates the way a table view keeps its cells.
///
/// Bind a view model's ``ItemSections`` to it as you would bind a `UITableView`: the sections
/// become the ``dataSource`` and each changeset is applied with ``performBatchUpdates(_:)``, which
/// formats only the inserted and updated rows and carries every other line over by the
/// changeset's indices. The first data source is loaded at once, as a table view loads on its
/// first layout.
///
/// ```swift
/// let output = viewModel.sections(.grouped { Day(id: $0.releaseDate) })
/// output.sections.drive(onNext: { [weak self] in self?.table.dataSource = $0 }).disposed(by: bag)
/// output.changes.emit(onNext: { [weak self] in self?.table.performBatchUpdates($0) }).disposed(by: bag)
/// ```
///
/// The screen's rows are ``rows``; ``rowPath(ofItem:)`` turns a selected line's number into the
/// path the view model selects (`itemSelected(at: RowPath)`).
public struct TerminalTable<Header: Identifiable & Equatable, Row: Identifiable & Equatable> {
  /// The lines of one section.
  private struct Lines: Equatable {
    var header: String?
    var rows: [String]
  }

  private let header: (Header) -> String?
  private let row: (Row) -> String
  private var sections: [Lines] = []
  private var isLoaded = false

  /// The sections the table shows; the first one set is loaded at once, later ones are shown by
  /// the changeset that follows them (``performBatchUpdates(_:)``) or by ``reloadData()``.
  public var dataSource = SectionedSnapshot<Header, Row>() {
    didSet {
      if !isLoaded { reloadData() }
    }
  }

  /// Creates an empty table.
  ///
  /// - Parameters:
  ///   - header: A section's header line, or `nil` for a section without a visible header.
  ///   - row: A row's line, without its number.
  public init(header: @escaping (Header) -> String?, row: @escaping (Row) -> String) {
    self.header = header
    self.row = row
  }

  /// The lines on screen, in order.
  ///
  /// - Complexity: O(*n*) for *n* lines.
  public var rows: [ListRow] {
    sections.flatMap { lines in (lines.header.map { [ListRow.section($0)] } ?? []) + lines.rows.map(ListRow.item) }
  }

  /// Formats every line again from ``dataSource``.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  public mutating func reloadData() {
    isLoaded = true
    sections = dataSource.sections.map { Lines(header: header($0.model), rows: $0.rows.map(row)) }
  }

  /// Applies a changeset from the sections shown to ``dataSource``, in a table view's batch
  /// update order: deletes and moves away by old index, then inserts and moves to by new index,
  /// then updates. Inserted and updated items are formatted from ``dataSource``; the other lines
  /// are carried over. A changeset that does not add up reloads the table instead.
  ///
  /// - Parameter changes: The changes from the sections on screen to ``dataSource``.
  /// - Complexity: O(*n* + *c*) for *n* rows and *c* changes.
  public mutating func performBatchUpdates(_ changes: SectionedChangeset) {
    if let updated = applying(changes) {
      sections = updated
    } else {
      reloadData()
    }
  }

  /// The path of item `index`, counting item lines from 0 across sections (headers not counted),
  /// or `nil` past the last row.
  ///
  /// - Parameter index: The item line's index.
  /// - Returns: Its section and row.
  /// - Complexity: O(*s*) for *s* sections.
  public func rowPath(ofItem index: Int) -> RowPath? {
    var row = index
    for (section, lines) in sections.enumerated() {
      if row < 0 { return nil }
      if row < lines.rows.count { return RowPath(section: section, row: row) }
      row -= lines.rows.count
    }
    return nil
  }

  /// The sections after `changes`, or `nil` when the changeset does not fit the table.
  private func applying(_ changes: SectionedChangeset) -> [Lines]? {
    let new = dataSource.sections
    let movedTo = Dictionary(changes.sectionMoves.map { ($0.new, $0.old) }, uniquingKeysWith: { first, _ in first })
    let gone = Set(changes.sectionDeletes).union(changes.sectionMoves.map(\.old))
    var kept = sections.indices.filter { !gone.contains($0) }.makeIterator()
    let inserted = Set(changes.sectionInserts)
    // Rows: the old rows that leave each old section, and where each new row comes from
    // (`.some(nil)` for an insert).
    var leaving = [Set<Int>](repeating: [], count: sections.count)
    var arriving = [[Int: RowPath?]](repeating: [:], count: new.count)
    for path in changes.rowDeletes where sections.indices.contains(path.section) {
      leaving[path.section].insert(path.row)
    }
    for path in changes.rowInserts where new.indices.contains(path.section) {
      arriving[path.section][path.row] = .some(nil)
    }
    for move in changes.rowMoves
    where sections.indices.contains(move.old.section) && new.indices.contains(move.new.section) {
      leaving[move.old.section].insert(move.old.row)
      arriving[move.new.section][move.new.row] = move.old
    }
    var result: [Lines] = []
    for (index, section) in new.enumerated() {
      guard !inserted.contains(index) else {
        result.append(Lines(header: header(section.model), rows: section.rows.map(row)))
        continue
      }
      guard let source = movedTo[index] ?? kept.next(), sections.indices.contains(source) else { return nil }
      var staying = sections[source].rows.indices.filter { !leaving[source].contains($0) }.makeIterator()
      var lines = Lines(header: sections[source].header, rows: [])
      for (position, model) in section.rows.enumerated() {
        switch arriving[index][position] {
        case .some(nil):
          lines.rows.append(row(model))
        case .some(let origin?):
          guard sections.indices.contains(origin.section), sections[origin.section].rows.indices.contains(origin.row)
          else { return nil }
          lines.rows.append(sections[origin.section].rows[origin.row])
        case nil:
          guard let old = staying.next() else { return nil }
          lines.rows.append(sections[source].rows[old])
        }
      }
      guard staying.next() == nil else { return nil }
      result.append(lines)
    }
    guard kept.next() == nil else { return nil }
    for update in changes.sectionUpdates where new.indices.contains(update.new) {
      result[update.new].header = header(new[update.new].model)
    }
    for update in changes.rowUpdates where dataSource.contains(update.new) {
      result[update.new.section].rows[update.new.row] = row(dataSource[update.new])
    }
    return result
  }
}

extension SectionedSnapshot {
  /// Whether a row is at `path`.
  fileprivate func contains(_ path: RowPath) -> Bool {
    sections.indices.contains(path.section) && sections[path.section].rows.indices.contains(path.row)
  }
}
