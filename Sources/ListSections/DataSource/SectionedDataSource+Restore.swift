// SPDX-License-Identifier: MIT

import Foundation

extension SectionedDataSource {
  /// Scrolls the view so the row with `id` is `distance` points below the top of the viewport:
  /// the row that was being read, on its line again, in the first layout of a restored list.
  ///
  /// It reads the row's top in the view's own layout (``AnchorScrollable/anchorRowTop(at:)``;
  /// from ``heights`` for a view that reports none) and sets the content offset to that top minus
  /// `distance`, never past the top or the end of the content (a row too near the end goes as low
  /// as the content allows: ``lastAnchoredPosition`` says `isClamped`). Rows that come into view at
  /// the new offset are sized as they show, so it measures again until the row stays put. The row
  /// then counts as the one the user selected last: while it is on screen, later updates (newer
  /// rows above it, a gap filling) keep it on its line.
  ///
  /// ```swift
  /// dataSource.reload(restoredSnapshot)
  /// dataSource.scrollRow(withID: 443, toDistanceFromTop: -7)  // row 443's top 7 pt above the viewport's
  /// ```
  ///
  /// The view model bindings call it for a restored list (`restoreReadingPosition(of:in:)` in
  /// ListViewModels; the UIKit data sources' `bind(to:sections:)`).
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - distance: The row's top minus the viewport's top, in points (negative when partly
  ///     scrolled out).
  /// - Returns: Whether the row was found and the view scrolls (`false` without an
  ///   ``AnchorScrollable`` view, or when no row has the id).
  /// - Complexity: O(*n*) for *n* rows, to find the row.
  @discardableResult
  public func scrollRow(withID id: RowModel.ID, toDistanceFromTop distance: Double) -> Bool {
    guard let scrollable = view as? any AnchorScrollable, let path = path(ofRowWithID: id) else { return false }
    lastSelectedRowID = id
    let indexPath = IndexPath(path)
    func top() -> Double {
      // The heights of the rows on screen first: a view that reports no top lays out with them.
      for row in scrollable.anchorVisibleRows() {
        guard let shown = RowPath(row.indexPath), snapshot.sections.indices.contains(shown.section),
          snapshot.sections[shown.section].rows.indices.contains(shown.row)
        else { continue }
        heights.setRowHeight(row.height, for: snapshot[shown].id)
      }
      return scrollable.anchorRowTop(at: indexPath) ?? topByHeights(of: path)
    }
    func clamped(_ offset: Double) -> Double {
      let minimum = scrollable.anchorMinimumContentOffset
      return min(max(offset, minimum), max(minimum, scrollable.anchorMaximumContentOffset))
    }
    var rowTop = top()
    var offset = clamped(rowTop - distance)
    scrollable.setAnchorContentOffset(offset)
    for _ in 0..<8 {
      rowTop = top()
      let next = clamped(rowTop - distance)
      guard abs(next - offset) > 0.25 else { break }
      offset = next
      scrollable.setAnchorContentOffset(offset)
    }
    lastAnchoredPosition = AnchoredPosition(
      contentOffset: offset,
      anchor: ScrollAnchor(rowID: id, path: path, distanceFromTop: rowTop - offset),
      outcome: .kept,
      isClamped: abs(offset - (rowTop - distance)) > 0.25
    )
    return true
  }

  /// The path of the first row with `id` in the snapshot shown.
  private func path(ofRowWithID id: RowModel.ID) -> RowPath? {
    for (section, content) in snapshot.sections.enumerated() {
      if let row = content.rows.firstIndex(where: { $0.id == id }) { return RowPath(section: section, row: row) }
    }
    return nil
  }

  /// The top of the row at `path` in content coordinates, counting the headers and rows above it
  /// at their ``heights``.
  private func topByHeights(of path: RowPath) -> Double {
    var top = 0.0
    for (index, section) in snapshot.sections.enumerated() where index <= path.section {
      top += heights.headerHeight(section.model.id)
      let rows = index == path.section ? section.rows.prefix(path.row) : section.rows[...]
      top = rows.reduce(top) { $0 + heights.rowHeight($1.id) }
    }
    return top
  }
}
