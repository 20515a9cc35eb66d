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

  /// What the anchoring decided before a batch update, for the step after it.
  struct AnchorStep {
    let scrollable: any AnchorScrollable
    /// The position in ``heights`` (its outcome, and the offset a view that reports no layout
    /// gets).
    let placement: AnchorPlacement<RowModel.ID>
    /// The offset before the update.
    let offset: Double
    /// The distance of the row kept in place from the viewport's top before the update, in the
    /// view's layout where the row was on screen.
    let distance: Double
    /// The heights before the update.
    let heightsBefore: MeasuredHeights<SectionModel.ID, RowModel.ID>
    /// Whether the update may move the content (then the batch runs without animation).
    let movesContent: Bool
    let options: AnchorOptions
  }

  /// Where the visible row is and what the update may do to it, or `nil` when anchoring is off,
  /// the view does not scroll or no row shows.
  ///
  /// The anchor is the row the user last selected when it is on screen, else the first fully
  /// visible row (``ScrollAnchor/firstFullyVisible(_:contentOffset:viewportHeight:)``). The
  /// content may move when the anchor is lost (the list goes to its top), when anything above
  /// the row kept in place changes (`AnchorPlan.changesAbove`), or when the content's end, by
  /// ``heights``, would come above the offset.
  func anchorStep(from old: Snapshot, to new: Snapshot, changeset: SectionedChangeset) -> AnchorStep? {
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
    let placement = anchor.placement(
      after: changeset,
      from: old,
      to: new,
      heightsBefore: heights,
      heightsAfter: heights,
      contentOffset: offset,
      options: options
    )
    var distance = placement.unclampedDistance
    var moves = placement.position.contentOffset != offset
    if let oldPath = placement.oldPath, let plan = placement.plan, let newPath = placement.position.anchor?.path {
      // A replacement keeps the distance it has in the view's layout, not one from stale heights.
      if let shown = visible.first(where: { $0.path == oldPath }) {
        distance = shown.top - offset
      } else if oldPath != anchor.path, let top = scrollable.anchorRowTop(at: IndexPath(oldPath)) {
        distance = top - offset
      }
      moves = moves || plan.changesAbove(old: oldPath, new: newPath)
      let maximum = scrollable.anchorMaximumContentOffset
      if !moves && maximum.isFinite {
        // Updated and inserted rows may end up shorter than counted: the content's end may come
        // up by as much as they count for.
        let end =
          maximum + plan.heightChange(old: (old, heights), new: (new, heights))
          - uncertainHeight(of: changeset, in: new)
        // Near the end, rows that come into view trade estimates for heights: a batch that
        // takes anything away there may pull the content's end up to the screen.
        let shrinks =
          !changeset.rowDeletes.isEmpty || !changeset.sectionDeletes.isEmpty || !changeset.rowUpdates.isEmpty
          || !changeset.sectionUpdates.isEmpty || !changeset.rowMoves.isEmpty || !changeset.sectionMoves.isEmpty
        let slack = shrinks ? scrollable.anchorViewportHeight : 0
        moves = placement.position.contentOffset > max(options.minimumContentOffset, end - slack) + 0.5
      }
    }
    return AnchorStep(
      scrollable: scrollable,
      placement: placement,
      offset: offset,
      distance: distance,
      heightsBefore: heights,
      movesContent: moves,
      options: options
    )
  }

  /// Moves the content after the batch update so the row kept in place is at its distance from
  /// the viewport's top, in the view's own layout; records the heights of the rows on screen.
  ///
  /// The offset is the row's top by ``AnchorScrollable/anchorRowTop(at:)`` minus its distance;
  /// a view that reports no top gets the offset ``ScrollAnchor`` computes from ``heights`` (with
  /// the heights of the rows on screen taken from the view first). Either way it stays between
  /// ``AnchorScrollable/anchorMinimumContentOffset`` and
  /// ``AnchorScrollable/anchorMaximumContentOffset``, in the view's terms.
  func finishAnchoring(_ step: AnchorStep, old: Snapshot, new: Snapshot, changeset: SectionedChangeset) {
    let scrollable = step.scrollable
    let position = step.placement.position
    guard position.outcome != .revealedTop else {
      lastAnchoredPosition = position
      recordVisibleHeights(on: scrollable, in: new)
      return
    }
    guard let anchor = position.anchor, let plan = step.placement.plan, let oldPath = step.placement.oldPath else {
      lastAnchoredPosition = position
      scrollable.setAnchorContentOffset(position.contentOffset)
      recordVisibleHeights(on: scrollable, in: new)
      return
    }
    // The row's top in the view's layout; from the heights (those of the rows on screen read
    // from the view first) where the view does not report it.
    func currentTop() -> Double {
      recordVisibleHeights(on: scrollable, in: new)
      if let reported = scrollable.anchorRowTop(at: IndexPath(anchor.path)) { return reported }
      let delta = plan.heightAbove(old: (oldPath, old, step.heightsBefore), new: (anchor.path, new, heights))
      return step.offset + step.placement.unclampedDistance + delta
    }
    let minimum = scrollable.anchorMinimumContentOffset
    var rowTop = currentTop()
    var wanted = rowTop - step.distance
    var offset = min(max(wanted, minimum), max(minimum, scrollable.anchorMaximumContentOffset))
    scrollable.setAnchorContentOffset(offset)
    // Rows that come into view at the new offset are sized as they show (estimates become
    // heights): the row, or the content's end, may move. A few passes settle it (each one shows
    // rows that were not measured yet).
    for _ in 0..<8 {
      rowTop = currentTop()
      wanted = rowTop - step.distance
      let next = min(max(wanted, minimum), max(minimum, scrollable.anchorMaximumContentOffset))
      guard abs(next - offset) > 0.25 else { break }
      offset = next
      scrollable.setAnchorContentOffset(offset)
    }
    lastAnchoredPosition = AnchoredPosition(
      contentOffset: offset,
      anchor: ScrollAnchor(rowID: anchor.rowID, path: anchor.path, distanceFromTop: rowTop - offset),
      outcome: position.outcome,
      isClamped: abs(offset - wanted) > 0.25
    )
  }

  /// The height, by ``heights``, of what a view sizes only once it laid the batch out: updated
  /// and inserted rows and headers.
  private func uncertainHeight(of changeset: SectionedChangeset, in new: Snapshot) -> Double {
    var total = 0.0
    for update in changeset.rowUpdates { total += heights.rowHeight(new[update.new].id) }
    for path in changeset.rowInserts { total += heights.rowHeight(new[path].id) }
    for update in changeset.sectionUpdates { total += heights.headerHeight(new.sections[update.new].model.id) }
    for index in changeset.sectionInserts {
      let section = new.sections[index]
      total = section.rows.reduce(total + heights.headerHeight(section.model.id)) { $0 + heights.rowHeight($1.id) }
    }
    return total
  }

  /// Takes the heights of the rows on screen from the view: a row reconfigured in place was
  /// resized without a new "will display".
  private func recordVisibleHeights(on scrollable: any AnchorScrollable, in snapshot: Snapshot) {
    for row in scrollable.anchorVisibleRows() {
      guard let path = RowPath(row.indexPath), snapshot.sections.indices.contains(path.section),
        snapshot.sections[path.section].rows.indices.contains(path.row)
      else { continue }
      heights.setRowHeight(row.height, for: snapshot[path].id)
    }
  }
}
