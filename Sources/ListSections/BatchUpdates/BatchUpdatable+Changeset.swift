// SPDX-License-Identifier: MIT

import Foundation

extension BatchUpdatable {
  /// Applies a changeset to this view in one animated batch update, switching the data inside it.
  ///
  /// This is the one routine that turns a ``SectionedChangeset`` into view calls, in the index
  /// spaces UIKit expects (see ``SectionedSnapshot/applying(_:readingFrom:)`` for the rules):
  /// 1. Inside ``performBatchUpdates(_:completion:)``: `updateData` (the data source switches
  ///    to the new data *here*, so the counts the view reads before and after the batch add
  ///    up); then section deletes (old indices), section inserts (new indices), section moves;
  ///    then item deletes (old paths), item inserts (new paths), item moves.
  /// 2. After the batch, in new positions: updated sections that `sectionUpdate` asks to reload
  ///    with ``reloadSections(_:)``; then the updated rows outside those sections, with
  ///    ``reconfigureItems(at:)`` or ``reloadItems(at:)`` as `rowUpdate` says. Updates are never
  ///    in the batch, because UIKit rejects a reload of an item that also moves.
  ///
  /// An empty changeset only calls `updateData`. A changeset with more than
  /// ``BatchUpdateOptions/reloadThreshold`` changes calls `updateData` and then ``reloadData()``
  /// instead of animating.
  ///
  /// ```swift
  /// let changes = new.changeset(from: shown)
  /// tableView.performBatchUpdates(changes, updateData: { shown = new })
  /// ```
  ///
  /// - Parameters:
  ///   - changeset: The changes from what the view shows to the new data, for example
  ///     `new.changeset(from: old)`.
  ///   - options: The reload threshold.
  ///   - updateData: Switches the data source to the new data. Called exactly once, inside the
  ///     batch (or before `reloadData()`).
  ///   - rowUpdate: How to refresh an updated row (old and new path); by default
  ///     ``UpdateStyle/reconfigure``.
  ///   - sectionUpdate: Called after the batch for each updated section (old and new index):
  ///     refresh its header yourself and return ``UpdateStyle/reconfigure``, or return
  ///     ``UpdateStyle/reload`` (the default) to have the whole section reloaded.
  ///   - completion: Called when the animations end (at once, with `true`, when nothing is
  ///     animated).
  /// - Returns: Whether the view was left alone, animated or reloaded.
  /// - Complexity: O(*c* log *c*) for *c* changes, plus the view's own work.
  @discardableResult
  public func performBatchUpdates(
    _ changeset: SectionedChangeset,
    options: BatchUpdateOptions = BatchUpdateOptions(),
    updateData: @escaping () -> Void,
    rowUpdate: (IndexPair<RowPath>) -> UpdateStyle = { _ in .reconfigure },
    sectionUpdate: (IndexPair<Int>) -> UpdateStyle = { _ in .reload },
    completion: ((Bool) -> Void)? = nil
  ) -> BatchUpdateOutcome {
    if changeset.isEmpty {
      updateData()
      completion?(true)
      return .unchanged
    }
    if changeset.changeCount > options.reloadThreshold {
      updateData()
      reloadData()
      completion?(true)
      return .reloaded
    }
    performBatchUpdates(
      {
        updateData()
        if !changeset.sectionDeletes.isEmpty { self.deleteSections(IndexSet(changeset.sectionDeletes)) }
        if !changeset.sectionInserts.isEmpty { self.insertSections(IndexSet(changeset.sectionInserts)) }
        for move in changeset.sectionMoves { self.moveSection(move.old, toSection: move.new) }
        if !changeset.rowDeletes.isEmpty { self.deleteItems(at: changeset.rowDeletes.map(IndexPath.init)) }
        if !changeset.rowInserts.isEmpty { self.insertItems(at: changeset.rowInserts.map(IndexPath.init)) }
        for move in changeset.rowMoves { self.moveItem(at: IndexPath(move.old), to: IndexPath(move.new)) }
      },
      completion: completion
    )
    var reloadedSections = IndexSet()
    for update in changeset.sectionUpdates where sectionUpdate(update) == .reload {
      reloadedSections.insert(update.new)
    }
    if !reloadedSections.isEmpty { reloadSections(reloadedSections) }
    var reconfigured: [IndexPath] = []
    var reloaded: [IndexPath] = []
    for update in changeset.rowUpdates where !reloadedSections.contains(update.new.section) {
      switch rowUpdate(update) {
      case .reconfigure: reconfigured.append(IndexPath(update.new))
      case .reload: reloaded.append(IndexPath(update.new))
      }
    }
    if !reconfigured.isEmpty { reconfigureItems(at: reconfigured) }
    if !reloaded.isEmpty { reloadItems(at: reloaded) }
    return .animated
  }
}
