// SPDX-License-Identifier: MIT

extension ScrollAnchor {
  /// The content offset that keeps this anchor's row at the same distance from the viewport's top
  /// once `changeset` turns `old` into `new`.
  ///
  /// The offset moves by exactly the height that appeared above the row minus the height that
  /// left from above it: rows and sections inserted, deleted or moved across it, and updated rows
  /// and headers above it whose height differs between `heightsBefore` and `heightsAfter`. Nothing
  /// below the row, and nothing above it that did not change, is read.
  ///
  /// Rules:
  /// - **The anchor stays** when its row is neither deleted nor moved by `changeset` and its
  ///   section is neither deleted nor moved. It keeps its distance from the viewport's top.
  /// - **A deleted (or moved) anchor** is replaced by the nearest staying row before it in the old
  ///   snapshot (rows of deleted or moved sections never stay); when there is none before it, the
  ///   nearest staying row after it. The replacement keeps its own distance from the viewport's
  ///   top, so what the reader saw around the deleted row does not move. With no staying row at
  ///   all the list goes to its top (``AnchoredPosition/Outcome/lost``).
  /// - **At the top** (`contentOffset <= options.minimumContentOffset + options.topTolerance`),
  ///   with ``AnchorOptions/TopBehavior/revealsInsertedRows`` the offset does not change, so rows
  ///   inserted at the top show; with ``AnchorOptions/TopBehavior/keepsAnchoredRow`` the anchor
  ///   stays as anywhere else.
  /// - The offset is never below `options.minimumContentOffset`
  ///   (``AnchoredPosition/isClamped``).
  ///
  /// Heights: rows and headers that stay are read from both stores only when the changeset updates
  /// them; report any other height change with ``offsetAdjustment(forRowAt:from:to:)`` when it
  /// happens.
  ///
  /// - Parameters:
  ///   - changeset: The changes from `old` to `new`, in the index spaces of ``SectionedChangeset``.
  ///   - old: The snapshot shown, in which ``path`` is the anchor's position.
  ///   - new: The snapshot about to be shown.
  ///   - heightsBefore: The heights `old` is laid out with.
  ///   - heightsAfter: The heights `new` is laid out with.
  ///   - contentOffset: The content offset now.
  ///   - options: The behaviour at the top and the smallest offset.
  /// - Returns: The offset for `new`, the anchor in `new`, and how the anchor fared.
  /// - Complexity: O(log *c* + *k* + *m* + *s* + *h*) for *c* row changes, *k* of them above the
  ///   anchor, *m* row moves, *s* section changes, and *h* rows in sections inserted, deleted or
  ///   moved across the anchor. The list's length does not count.
  public func position<SectionModel, RowModel, Before: ListHeights, After: ListHeights>(
    after changeset: SectionedChangeset,
    from old: SectionedSnapshot<SectionModel, RowModel>,
    to new: SectionedSnapshot<SectionModel, RowModel>,
    heightsBefore: Before,
    heightsAfter: After,
    contentOffset: Double,
    options: AnchorOptions = AnchorOptions()
  ) -> AnchoredPosition<RowID>
  where
    RowModel.ID == RowID, Before.RowID == RowID, After.RowID == RowID,
    Before.SectionID == SectionModel.ID, After.SectionID == SectionModel.ID
  {
    placement(
      after: changeset,
      from: old,
      to: new,
      heightsBefore: heightsBefore,
      heightsAfter: heightsAfter,
      contentOffset: contentOffset,
      options: options
    ).position
  }

  /// What ``position(after:from:to:heightsBefore:heightsAfter:contentOffset:options:)`` returns,
  /// with what a view needs to redo the last step in its own layout: the old path of the row
  /// kept in place (the anchor or its replacement), its distance from the viewport's top before
  /// any clamp, and the plan of the changeset.
  func placement<SectionModel, RowModel, Before: ListHeights, After: ListHeights>(
    after changeset: SectionedChangeset,
    from old: SectionedSnapshot<SectionModel, RowModel>,
    to new: SectionedSnapshot<SectionModel, RowModel>,
    heightsBefore: Before,
    heightsAfter: After,
    contentOffset: Double,
    options: AnchorOptions
  ) -> AnchorPlacement<RowID>
  where
    RowModel.ID == RowID, Before.RowID == RowID, After.RowID == RowID,
    Before.SectionID == SectionModel.ID, After.SectionID == SectionModel.ID
  {
    if options.atTop == .revealsInsertedRows && contentOffset <= options.minimumContentOffset + options.topTolerance {
      return AnchorPlacement(
        position: AnchoredPosition(contentOffset: contentOffset, anchor: nil, outcome: .revealedTop)
      )
    }
    guard path.section >= 0, path.section < old.sectionCount, path.row >= 0,
      path.row < old.sections[path.section].rows.count, old[path].id == rowID
    else { return AnchorPlacement(position: lost(options)) }
    let plan = AnchorPlan(changeset)
    var anchorPath = path
    var distance = distanceFromTop
    var outcome = AnchoredPosition<RowID>.Outcome.kept
    if !plan.stays(path) {
      guard
        let replacement = plan.replacement(
          for: path,
          distance: distanceFromTop,
          in: old,
          heights: heightsBefore
        )
      else { return AnchorPlacement(position: lost(options), plan: plan) }
      (anchorPath, distance) = replacement
      outcome = .replaced(rowID)
    }
    let newSection = plan.newSectionIndex(ofStaying: anchorPath.section)
    let newPath = RowPath(section: newSection, row: plan.newRowIndex(ofStaying: anchorPath, newSection: newSection))
    let delta = plan.heightAbove(
      old: (anchorPath, old, heightsBefore),
      new: (newPath, new, heightsAfter)
    )
    let unclampedDistance = distance
    var offset = contentOffset + delta
    var isClamped = false
    if offset < options.minimumContentOffset {
      distance += offset - options.minimumContentOffset
      offset = options.minimumContentOffset
      isClamped = true
    }
    let anchor = ScrollAnchor(rowID: new[newPath].id, path: newPath, distanceFromTop: distance)
    return AnchorPlacement(
      position: AnchoredPosition(contentOffset: offset, anchor: anchor, outcome: outcome, isClamped: isClamped),
      plan: plan,
      oldPath: anchorPath,
      unclampedDistance: unclampedDistance
    )
  }

  /// The same as ``position(after:from:to:heightsBefore:heightsAfter:contentOffset:options:)``
  /// with one height store for both layouts: an update that changes no height that matters.
  ///
  /// - Parameters:
  ///   - changeset: The changes from `old` to `new`.
  ///   - old: The snapshot shown.
  ///   - new: The snapshot about to be shown.
  ///   - heights: The heights both snapshots are laid out with.
  ///   - contentOffset: The content offset now.
  ///   - options: The behaviour at the top and the smallest offset.
  /// - Returns: The offset for `new`, the anchor in `new`, and how the anchor fared.
  /// - Complexity: As the two-store form.
  public func position<SectionModel, RowModel, Heights: ListHeights>(
    after changeset: SectionedChangeset,
    from old: SectionedSnapshot<SectionModel, RowModel>,
    to new: SectionedSnapshot<SectionModel, RowModel>,
    heights: Heights,
    contentOffset: Double,
    options: AnchorOptions = AnchorOptions()
  ) -> AnchoredPosition<RowID>
  where RowModel.ID == RowID, Heights.RowID == RowID, Heights.SectionID == SectionModel.ID {
    position(
      after: changeset,
      from: old,
      to: new,
      heightsBefore: heights,
      heightsAfter: heights,
      contentOffset: contentOffset,
      options: options
    )
  }

  private func lost(_ options: AnchorOptions) -> AnchoredPosition<RowID> {
    AnchoredPosition(contentOffset: options.minimumContentOffset, anchor: nil, outcome: .lost)
  }
}

/// A position with the details a view redoes in its own layout.
struct AnchorPlacement<RowID: Hashable> {
  /// The position, as the public API returns it.
  var position: AnchoredPosition<RowID>
  /// The changeset's plan, when one was made.
  var plan: AnchorPlan?
  /// The old path of the row kept in place (the anchor or its replacement); `nil` for
  /// ``AnchoredPosition/Outcome/revealedTop`` and ``AnchoredPosition/Outcome/lost``.
  var oldPath: RowPath?
  /// That row's distance from the viewport's top before the update, before any clamp.
  var unclampedDistance = 0.0
}
