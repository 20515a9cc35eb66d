// SPDX-License-Identifier: MIT

import ListSections

/// Heights keyed by id, for the layout model: every item has its own height.
struct ModelHeights: ListHeights {
  var rows: [Int: Double] = [:]
  var headers: [Int: Double] = [:]

  func headerHeight(_ id: Int) -> Double { headers[id]! }
  func rowHeight(_ id: Int) -> Double { rows[id]! }
}

/// A list laid out the plain way, by walking it from the top: a row's top is the sum of every
/// header and row above it. The oracle the anchor is checked against; O(n) on purpose.
struct LayoutModel {
  var snapshot: Snapshot
  var heights: ModelHeights

  /// The top of the row at a path, in content coordinates.
  func top(of path: RowPath) -> Double {
    var y = 0.0
    for section in 0..<path.section {
      y += heights.headerHeight(snapshot.sections[section].model.id)
      for row in snapshot.sections[section].rows { y += heights.rowHeight(row.id) }
    }
    y += heights.headerHeight(snapshot.sections[path.section].model.id)
    for row in snapshot.sections[path.section].rows[..<path.row] { y += heights.rowHeight(row.id) }
    return y
  }

  /// The path of the row with an id, found by walking the list.
  func path(of id: Int) -> RowPath? {
    for (index, section) in snapshot.sections.enumerated() {
      if let row = section.rows.firstIndex(where: { $0.id == id }) { return RowPath(section: index, row: row) }
    }
    return nil
  }

  /// The top of the row with an id.
  func top(of id: Int) -> Double? { path(of: id).map { top(of: $0) } }

  /// The whole content's height.
  var contentHeight: Double {
    snapshot.sections.reduce(0) { total, section in
      section.rows.reduce(total + heights.headerHeight(section.model.id)) { $0 + heights.rowHeight($1.id) }
    }
  }

  /// Every row with its frame, in order.
  var frames: [VisibleRow<Int>] {
    var y = 0.0
    var frames: [VisibleRow<Int>] = []
    for (index, section) in snapshot.sections.enumerated() {
      y += heights.headerHeight(section.model.id)
      for (row, item) in section.rows.enumerated() {
        let height = heights.rowHeight(item.id)
        frames.append(VisibleRow(id: item.id, path: RowPath(section: index, row: row), top: y, height: height))
        y += height
      }
    }
    return frames
  }

  /// The rows that show in a viewport.
  func visibleRows(contentOffset: Double, viewportHeight: Double) -> [VisibleRow<Int>] {
    frames.filter { $0.top < contentOffset + viewportHeight && $0.top + $0.height > contentOffset }
  }
}

/// The documented replacement rule, by brute force over the old snapshot in display order: the
/// nearest row before the anchor that stays (not deleted, not moved, its section neither deleted
/// nor moved), else the nearest after it.
func expectedStayingRow(for anchor: RowPath, in old: Snapshot, changeset: SectionedChangeset) -> RowPath? {
  func stays(_ path: RowPath) -> Bool {
    !changeset.sectionDeletes.contains(path.section) && !changeset.sectionMoves.contains { $0.old == path.section }
      && !changeset.rowDeletes.contains(path) && !changeset.rowMoves.contains { $0.old == path }
  }
  var all: [RowPath] = []
  for (section, content) in old.sections.enumerated() {
    for row in content.rows.indices { all.append(RowPath(section: section, row: row)) }
  }
  guard let index = all.firstIndex(of: anchor) else { return nil }
  if stays(anchor) { return anchor }
  if let before = all[..<index].last(where: stays) { return before }
  return all[(index + 1)...].first(where: stays)
}
