// SPDX-License-Identifier: MIT

/// One update of a stream of sections: the new snapshot, the changeset that leads to it, and the
/// revisions that pair the two by identity.
///
/// A producer (an `ItemsViewModel`'s `ItemSections`) numbers its snapshots with increasing
/// revisions and stamps each update with the revision it leads **from**. A consumer that shows
/// revision *r* uses the changeset only when ``baseRevision`` is *r*; any other update (one was
/// lost, repeated, or came from another stream) is shown through a diff, or dropped when it is
/// not newer than what is shown. ``SectionedDataSource/receive(_:)`` follows these rules.
///
/// ```swift
/// let first = SectionedUpdate(snapshot: twoRows, changeset: SectionedChangeset(), revision: 1, baseRevision: nil)
/// let next = SectionedUpdate(
///   snapshot: threeRows, changeset: threeRows.changeset(from: twoRows), revision: 2, baseRevision: 1)
/// dataSource.receive(first)  // shown with reload(_:)
/// dataSource.receive(next)   // animated with next.changeset: it leads from revision 1, the one shown
/// ```
public struct SectionedUpdate<
  SectionModel: Identifiable & Equatable,
  RowModel: Identifiable & Equatable
> {
  /// The snapshot after the update.
  public var snapshot: SectionedSnapshot<SectionModel, RowModel>
  /// The changes from the snapshot of ``baseRevision`` to ``snapshot``; empty when there is no
  /// base.
  public var changeset: SectionedChangeset
  /// The revision of ``snapshot``; a stream's revisions increase.
  public var revision: Int
  /// The revision ``changeset`` leads from, or `nil` for a stream's first snapshot.
  public var baseRevision: Int?

  /// Creates an update.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot after the update.
  ///   - changeset: The changes from the snapshot of `baseRevision` to `snapshot`.
  ///   - revision: The revision of `snapshot`.
  ///   - baseRevision: The revision `changeset` leads from; `nil` for a first snapshot.
  public init(
    snapshot: SectionedSnapshot<SectionModel, RowModel>,
    changeset: SectionedChangeset,
    revision: Int,
    baseRevision: Int?
  ) {
    self.snapshot = snapshot
    self.changeset = changeset
    self.revision = revision
    self.baseRevision = baseRevision
  }
}

extension SectionedUpdate: Sendable where SectionModel: Sendable, RowModel: Sendable {}

extension SectionedUpdate: Equatable {}
