// SPDX-License-Identifier: MIT

public import Foundation

extension SectionedDataSource {
  /// Records the height a row's cell got as it came into view, for ``ScrollAnchor``'s layout.
  ///
  /// Call it from the view's "will display" callback (the UIKit data sources do); rows not
  /// measured yet count with ``MeasuredHeights/estimatedRowHeight``.
  ///
  /// - Parameters:
  ///   - indexPath: The row's index path.
  ///   - height: Its cell's height.
  /// - Complexity: O(1) expected.
  public func rowDidAppear(at indexPath: IndexPath, height: Double) {
    guard let path = try? rowPath(indexPath) else { return }
    heights.setRowHeight(height, for: snapshot[path].id)
  }

  /// Records the height a section's header got as it came into view.
  ///
  /// - Parameters:
  ///   - section: The section index.
  ///   - height: Its header's height.
  /// - Complexity: O(1) expected.
  public func headerDidAppear(inSection section: Int, height: Double) {
    guard snapshot.sections.indices.contains(section) else { return }
    heights.setHeaderHeight(height, for: snapshot.sections[section].model.id)
  }

  /// The height to tell the view a row will have before it shows: its measured height, or the
  /// estimate (`estimatedHeightForRowAt`). Rows off screen then take the height the anchoring
  /// counts with, so the view's layout and ``ScrollAnchor``'s agree.
  ///
  /// - Parameter indexPath: The row's index path.
  /// - Returns: The height, or the estimate for a path out of range.
  /// - Complexity: O(1) expected.
  public func estimatedRowHeight(at indexPath: IndexPath) -> Double {
    guard let path = try? rowPath(indexPath) else { return heights.estimatedRowHeight }
    return heights.rowHeight(snapshot[path].id)
  }

  /// The height to tell the view a section's header will have before it shows.
  ///
  /// - Parameter section: The section index.
  /// - Returns: The measured height, or the estimate.
  /// - Complexity: O(1) expected.
  public func estimatedHeaderHeight(inSection section: Int) -> Double {
    guard snapshot.sections.indices.contains(section) else { return heights.estimatedHeaderHeight }
    return heights.headerHeight(snapshot.sections[section].model.id)
  }

  /// The position that keeps the view's visible row in place across an update, or `nil` when
  /// anchoring is off or the view does not scroll.
  ///
  /// The anchor is the row the user last selected when it is on screen, else the first fully
  /// visible row (``ScrollAnchor/firstFullyVisible(_:contentOffset:viewportHeight:)``).
  /// The content offset that keeps `position`'s anchor at its distance from the viewport's top:
  /// by the view's own layout of the new rows when it reports the anchored row's top
  /// (``AnchorScrollable/anchorRowTop(at:)``), never above the list's top; else the offset
  /// `ScrollAnchor` computed from ``heights``.
  func contentOffset(
    keeping position: AnchoredPosition<RowModel.ID>,
    on scrollable: any AnchorScrollable
  ) -> Double {
    guard let anchor = position.anchor, let top = scrollable.anchorRowTop(at: IndexPath(anchor.path)) else {
      return position.contentOffset
    }
    return max(scrollable.anchorMinimumContentOffset, top - anchor.distanceFromTop)
  }

  func anchoredPosition(
    from old: Snapshot,
    to new: Snapshot,
    changeset: SectionedChangeset
  ) -> (AnchoredPosition<RowModel.ID>, any AnchorScrollable)? {
    guard var options = anchorOptions, !changeset.isEmpty, let scrollable = view as? any AnchorScrollable
    else { return nil }
    options.minimumContentOffset = scrollable.anchorMinimumContentOffset
    let offset = scrollable.anchorContentOffset
    let visible = scrollable.anchorVisibleRows().compactMap { row -> VisibleRow<RowModel.ID>? in
      guard let path = RowPath(row.indexPath), old.sections.indices.contains(path.section),
        old.sections[path.section].rows.indices.contains(path.row)
      else { return nil }
      return VisibleRow(id: old[path].id, path: path, top: row.top, height: row.height)
    }
    let touched = visible.first { $0.id == lastSelectedRowID }
    guard
      let anchor = touched.map({ ScrollAnchor($0, contentOffset: offset) })
        ?? ScrollAnchor.firstFullyVisible(
          visible,
          contentOffset: offset,
          viewportHeight: scrollable.anchorViewportHeight
        )
    else { return nil }
    let position = anchor.position(
      after: changeset,
      from: old,
      to: new,
      heights: heights,
      contentOffset: offset,
      options: options
    )
    return (position, scrollable)
  }
}
