// SPDX-License-Identifier: MIT

// The 0.x spellings of a data source fed by two streams, kept so an app upgrading gets a warning
// instead of an error. They no longer pair snapshots and changesets first in, first out (a lost
// or extra element paired the wrong two): each snapshot is diffed against the one shown.

extension SectionedDataSource {
  /// Shows the next snapshot of a stream, diffed against the snapshot shown.
  ///
  /// Before 1.0 this waited for the changeset of ``receive(changes:)`` and paired the two first in,
  /// first out. It now shows `snapshot` at once, as ``apply(_:changeset:)`` does without a
  /// changeset: the view animates the same rows, and a lost or repeated element can no longer
  /// pair a changeset with a snapshot it was not made from.
  ///
  /// ```swift
  /// // 0.x:  sections.sections.drive(onNext: { dataSource.receive(sections: $0) })
  /// //       sections.changes.drive(onNext: { dataSource.receive(changes: $0) })
  /// sections.updates.drive(onNext: { dataSource.receive($0) })  // paired by revision
  /// ```
  ///
  /// - Parameter snapshot: The next snapshot.
  /// - Complexity: A diff, O(*n*) for *n* rows (see ``SectionedSnapshot/changeset(from:)``).
  @available(
    *,
    deprecated,
    message: "feed the stream's SectionedUpdate values to receive(_:) (ItemSections.updates), or call apply(_:)"
  )
  public func receive(sections snapshot: Snapshot) {
    apply(snapshot)
  }

  /// Ignores a changeset of a stream: ``receive(sections:)`` diffs each snapshot itself.
  ///
  /// Before 1.0 this paired `changeset` with the next snapshot first in, first out; a changeset
  /// is now used only when it travels with the snapshot it was made from, in a ``SectionedUpdate``
  /// given to ``receive(_:)``.
  ///
  /// - Parameter changeset: The changes from the previous snapshot of the stream (not used).
  @available(*, deprecated, message: "feed the stream's SectionedUpdate values to receive(_:) (ItemSections.updates)")
  public func receive(changes changeset: SectionedChangeset) {}

  /// Whether snapshots wait for their changesets: never since 1.0 (each snapshot is shown when it
  /// arrives).
  @available(*, deprecated, message: "snapshots no longer wait for changesets; shownRevision says what is shown")
  public var hasPendingSnapshots: Bool { false }

  /// Where the row shown at `path` is in the newest snapshot received: `path` itself since 1.0,
  /// because no snapshot waits for its changeset any more (the newest received is the one shown).
  ///
  /// - Parameter path: A row path of the snapshot shown.
  /// - Returns: `path`.
  @available(*, deprecated, message: "snapshots no longer wait for changesets: use the path as it is")
  public func pathInNewestSnapshot(_ path: RowPath) -> RowPath? { path }
}
