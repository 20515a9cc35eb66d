// SPDX-License-Identifier: MIT

extension SectionedSnapshot {
  /// The indices of sections whose id already appeared in an earlier section.
  ///
  /// A diagnostic for logs and debug checks: ids should be unique, and a diff handles duplicates
  /// deterministically but cannot give them a meaningful identity (see ``DuplicateIDs``).
  ///
  /// - Returns: The later occurrences, ascending; empty when every section id is unique.
  /// - Complexity: O(*s*) expected, for *s* sections.
  public func duplicateSectionIndices() -> [Int] {
    var seen = Set<SectionModel.ID>(minimumCapacity: sections.count)
    return sections.indices.filter { !seen.insert(sections[$0].model.id).inserted }
  }

  /// The paths of rows whose id already appeared in an earlier row (in this or an earlier section).
  ///
  /// Unlike ``SectionedChangeset/duplicates``, which only lists duplicates the diff had to resolve
  /// by id, this checks every row.
  ///
  /// - Returns: The later occurrences, in snapshot order; empty when every row id is unique.
  /// - Complexity: O(*n*) expected, for *n* rows.
  public func duplicateRowPaths() -> [RowPath] {
    var seen = Set<RowModel.ID>(minimumCapacity: rowCount)
    var duplicates: [RowPath] = []
    for (section, content) in sections.enumerated() {
      for (row, model) in content.rows.enumerated() where !seen.insert(model.id).inserted {
        duplicates.append(RowPath(section: section, row: row))
      }
    }
    return duplicates
  }
}
