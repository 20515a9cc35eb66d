// SPDX-License-Identifier: MIT

extension SectionedDataSource {
  /// Shows a snapshot at once, without animation: the view reloads everything.
  ///
  /// Use it for the first snapshot a screen shows. Afterwards no stream revision is shown
  /// (``shownRevision`` is `nil`): the next ``receive(_:)`` is shown whole.
  ///
  /// ```swift
  /// dataSource.reload(SectionedSnapshot(section: .all, rows: games))
  /// ```
  ///
  /// - Parameter snapshot: The snapshot to show.
  /// - Complexity: O(1), plus the view's reload.
  public func reload(_ snapshot: Snapshot) {
    deferredUpdates.append(.reload(snapshot))
    runUpdates()
  }

  /// Animates the view to a snapshot in one batch update.
  ///
  /// With a changeset that fits (it leads from the snapshot shown to `snapshot`, by
  /// ``SectionedChangeset/validate(from:to:)``), that changeset is applied; otherwise the data
  /// source diffs the two snapshots itself. Updated rows are reconfigured in place, or reloaded
  /// when their model now uses another cell class; updated sections' visible headers are
  /// configured again, or the section is reloaded when its header view class changed. Above
  /// ``BatchUpdateOptions/reloadThreshold`` changes the view reloads instead. ``lastOutcome``
  /// says which happened.
  ///
  /// ```swift
  /// dataSource.apply(newSnapshot)                                   // diffs
  /// dataSource.apply(newSnapshot, changeset: appendedPageChanges)   // O(page) when it fits
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to show.
  ///   - changeset: The changes from the snapshot shown to `snapshot`, if known.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* changes with a changeset that fits;
  ///   a diff (O(*n*) for *n* rows, see ``SectionedSnapshot/changeset(from:)``) otherwise.
  public func apply(_ snapshot: Snapshot, changeset: SectionedChangeset? = nil) {
    deferredUpdates.append(.apply(snapshot, changeset))
    runUpdates()
  }

  /// Shows the next update of a stream of sections, pairing its changeset with the snapshot shown
  /// by revision, not by shape.
  ///
  /// The rules, in order:
  /// - an update whose ``SectionedUpdate/revision`` is not newer than ``shownRevision`` (repeated,
  ///   or late) is dropped: the view already shows that revision or a newer one;
  /// - with no revision shown (the stream's first update, typically a replayed one, or one after
  ///   ``reload(_:)`` or ``apply(_:changeset:)``), the snapshot is shown with ``reload(_:)``;
  /// - an update that leads from the revision shown (``SectionedUpdate/baseRevision`` equals
  ///   ``shownRevision``) is animated with its changeset; since the pair is known, the changeset
  ///   is checked only where it names sections and rows (indices in range, section count), in
  ///   O(changes) whatever the list's length, and one that fails is replaced by a diff;
  /// - any other update (one before it was lost) is animated with a diff from the snapshot shown.
  ///
  /// So a lost, repeated or reordered update costs a diff or nothing, never an inconsistency
  /// exception, and a changeset is never applied to a snapshot it was not made from, even when
  /// the counts happen to fit.
  ///
  /// - Parameter update: The update.
  /// - Complexity: O(*c*) for *c* changes of an update from the revision shown, plus the view's
  ///   work; a diff otherwise; O(1) for a dropped update.
  public func receive(_ update: SectionedUpdate<SectionModel, RowModel>) {
    deferredUpdates.append(.receive(update))
    runUpdates()
  }

  /// Runs the updates asked for, unless a batch is already running (it will run them when done).
  private func runUpdates() {
    guard !isUpdating else { return }
    isUpdating = true
    while true {
      if !deferredUpdates.isEmpty {
        switch deferredUpdates.removeFirst() {
        case .reload(let snapshot):
          shownRevision = nil
          show(reloading: snapshot)
        case .apply(let snapshot, let changeset):
          shownRevision = nil
          show(snapshot, changeset: changeset)
        case .receive(let update):
          show(update)
        }
      } else {
        break
      }
    }
    isUpdating = false
    checkInvariants()
  }

  /// Shows a snapshot without animation.
  private func show(reloading snapshot: Snapshot) {
    self.snapshot = snapshot
    lastOutcome = .reloaded
    view?.reloadData()
  }

  /// Shows an update of a stream by the rules of ``receive(_:)``.
  private func show(_ update: SectionedUpdate<SectionModel, RowModel>) {
    guard let shown = shownRevision else {
      shownRevision = update.revision
      show(reloading: update.snapshot)
      return
    }
    guard update.revision > shown else { return }
    shownRevision = update.revision
    if update.baseRevision == shown {
      show(update.snapshot, changeset: update.changeset, pairedByRevision: true)
    } else {
      mismatchedChangesetCount += 1
      show(update.snapshot, changeset: nil)
    }
  }

  /// Animates the view from the snapshot shown to `new`.
  ///
  /// A changeset paired by revision is known to lead from the snapshot shown, so only what it
  /// names is checked, in O(changes) (`checkNamedIndices(from:to:)`); any other is checked fully
  /// (O(sections + changes)).
  private func show(_ new: Snapshot, changeset hint: SectionedChangeset?, pairedByRevision: Bool = false) {
    let old = snapshot
    let changeset: SectionedChangeset
    if let hint, fits(hint, from: old, to: new, pairedByRevision: pairedByRevision) {
      changeset = hint
    } else {
      if hint != nil { mismatchedChangesetCount += 1 }
      changeset = new.changeset(from: old)
    }
    guard let view else {
      snapshot = new
      lastOutcome = changeset.isEmpty ? .unchanged : .reloaded
      forgetHeights(deletedBy: changeset, in: old)
      return
    }
    // A header view is found by its section's id, which must then name one section only.
    let sharedIDs =
      changeset.sectionUpdates.isEmpty
      ? [] : Set(new.duplicateSectionIndices().map { new.sections[$0].model.id })
    let step = anchorStep(from: old, to: new, changeset: changeset)
    var switched = false
    let update = {
      self.lastOutcome = view.performBatchUpdates(
        changeset,
        options: self.options,
        updateData: {
          self.snapshot = new
          switched = true
        },
        rowUpdate: { self.rowUpdateStyle($0, old: old, new: new) },
        sectionUpdate: { self.refreshHeader($0, old: old, new: new, sharedIDs: sharedIDs) }
      )
    }
    // Keeping the anchor in place moves the content: animated, the rows on screen would slide in
    // from where the old offset put them.
    if let step, step.movesContent {
      step.scrollable.anchorWithoutAnimation(update)
    } else {
      update()
    }
    if !switched {  // a view that never ran the updates block: show the data anyway
      snapshot = new
      view.reloadData()
      lastOutcome = .reloaded
    }
    if let step {
      finishAnchoring(step, old: old, new: new, changeset: changeset)
    } else {
      lastAnchoredPosition = nil
    }
    forgetHeights(deletedBy: changeset, in: old)
  }

  /// Drops the measured heights of rows that left the list, so the store stays as small as the
  /// list (a page dropped under a memory cap takes its heights with it). A row that only changed
  /// place keeps its height, also when the changeset names it as deleted from one section and
  /// inserted into another (its section deleted or inserted).
  ///
  /// - Complexity: O(*c* + *h*) for *c* row changes and *h* rows of deleted and inserted sections.
  private func forgetHeights(deletedBy changeset: SectionedChangeset, in old: Snapshot) {
    guard !heights.measuredRows.isEmpty else { return }
    var leaving = Set(changeset.rowDeletes.lazy.map { old[$0].id })
    for section in changeset.sectionDeletes { leaving.formUnion(old.sections[section].rows.lazy.map(\.id)) }
    guard !leaving.isEmpty else { return }
    for path in changeset.rowInserts { leaving.remove(snapshot[path].id) }
    for section in changeset.sectionInserts { leaving.subtract(snapshot.sections[section].rows.lazy.map(\.id)) }
    heights.removeRowHeights(for: leaving)
  }

  /// Whether a changeset can be applied from `old` to `new`.
  private func fits(
    _ changeset: SectionedChangeset,
    from old: Snapshot,
    to new: Snapshot,
    pairedByRevision: Bool
  ) -> Bool {
    if pairedByRevision { return (try? changeset.checkNamedIndices(from: old, to: new)) != nil }
    return (try? changeset.validate(from: old, to: new)) != nil
  }

  /// Reconfigure when the row's cell class stays, reload when it changes.
  private func rowUpdateStyle(_ update: IndexPair<RowPath>, old: Snapshot, new: Snapshot) -> UpdateStyle {
    let before = try? cells.reuseIdentifier(for: rowContent(old[update.old]))
    let after = try? cells.reuseIdentifier(for: rowContent(new[update.new]))
    return before != nil && before == after ? .reconfigure : .reload
  }

  /// Configures the header views of an updated section again, or asks for a reload when the
  /// section's header appears, disappears or changes class, or when its id is not unique (its
  /// header view cannot be told from another section's).
  private func refreshHeader(
    _ update: IndexPair<Int>,
    old: Snapshot,
    new: Snapshot,
    sharedIDs: Set<SectionModel.ID>
  ) -> UpdateStyle {
    let before = headerContent(old.sections[update.old].model)
    let after = headerContent(new.sections[update.new].model)
    switch (before, after) {
    case (nil, nil):
      return .reconfigure
    case (let before?, let after?):
      let id = new.sections[update.new].model.id
      guard let identifier = try? headers.reuseIdentifier(for: after),
        (try? headers.reuseIdentifier(for: before)) == identifier
      else {
        detachHeaderViews(ofSection: update.old, in: old, sharedIDs: sharedIDs)
        return .reload
      }
      guard !sharedIDs.contains(id) else { return .reload }
      for (key, record) in headerViews where record.sectionID == id {
        guard let view = record.view else { continue }
        do {
          try headers.configure(view, with: after)
        } catch .viewTypeMismatch {
          // A view of another class tracked for this section is not its header now: the section
          // was shown with another header class since (reloaded, or the whole view reloaded), and
          // the view waits in a reuse pool. The section's header view is of the registered class.
          headerViews[key]?.sectionID = nil
        } catch {
          report(.registry(error))
        }
      }
      return .reconfigure
    default:
      detachHeaderViews(ofSection: update.old, in: old, sharedIDs: sharedIDs)
      return .reload
    }
  }

  /// Forgets which section the header views of a section show: the section is reloaded, so the
  /// view dequeues a header again (and the old views go to a reuse pool).
  ///
  /// Views are known by their section's id. When another section shares that id, before or after
  /// the update (`sharedIDs` are the new snapshot's), its header view on screen cannot be told
  /// from this one's, so nothing is detached: the reload tracks the new view, and an old view of
  /// another class is detached when a configure finds it (`viewTypeMismatch` in `refreshHeader`).
  private func detachHeaderViews(ofSection index: Int, in old: Snapshot, sharedIDs: Set<SectionModel.ID>) {
    let id = old.sections[index].model.id
    guard !sharedIDs.contains(id), !old.duplicateSectionIndices().contains(where: { old.sections[$0].model.id == id })
    else { return }
    for (key, record) in headerViews where record.sectionID == id {
      headerViews[key]?.sectionID = nil
    }
  }
}
