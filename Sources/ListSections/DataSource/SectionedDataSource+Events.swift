// SPDX-License-Identifier: MIT

public import Foundation

extension SectionedDataSource {
  /// Tells the data source the user selected a row: calls ``onRowSelected`` with its path and
  /// model (and a bound view model's selection, with the path in the newest snapshot received).
  ///
  /// - Parameter indexPath: The selected row's `[section, row]` index path; one with no row is
  ///   reported as ``DataSourceError/rowOutOfRange(_:)`` and otherwise ignored.
  /// - Complexity: O(1), or O(*n*) while snapshots wait for their changesets (the path is looked
  ///   up in the newest one).
  public func selectRow(at indexPath: IndexPath) {
    do {
      let path = try rowPath(indexPath)
      onRowSelected?(path, snapshot[path])
      if let bound = boundRowSelected, let latest = pathInNewestSnapshot(path) { bound(latest) }
    } catch {
      report(error)
    }
  }

  /// Tells the data source a row is coming into view: calls ``onRowAppeared`` with its path and
  /// model (and a bound view model's prefetch, which loads more near the end).
  ///
  /// - Parameter indexPath: The row's `[section, row]` index path; one with no row is reported as
  ///   ``DataSourceError/rowOutOfRange(_:)`` and otherwise ignored.
  /// - Complexity: As ``selectRow(at:)``.
  public func willDisplayRow(at indexPath: IndexPath) {
    do {
      let path = try rowPath(indexPath)
      onRowAppeared?(path, snapshot[path])
      if let bound = boundRowAppeared, let latest = pathInNewestSnapshot(path) { bound(latest) }
    } catch {
      report(error)
    }
  }

  /// Tells the data source the user tapped a section's header: calls ``onHeaderSelected`` with
  /// the section's index and model.
  ///
  /// - Parameter section: The section index; out of range is reported and otherwise ignored.
  /// - Complexity: O(1).
  public func selectHeader(inSection section: Int) {
    do {
      let model = try self.section(at: section)
      onHeaderSelected?(section, model)
    } catch {
      report(error)
    }
  }

  /// Tells the data source the user tapped a header view it configured: calls
  /// ``onHeaderSelected`` with the index and model of the section the view shows now.
  ///
  /// A header view does not know its section, and the section's index may have changed since
  /// the view was configured; the data source remembers the section's identity instead. A view
  /// it never configured, or whose section is gone, is ignored.
  ///
  /// - Parameter view: The tapped header view (any object: a gesture recognizer's view can be
  ///   passed as it is).
  /// - Complexity: O(*s*) for *s* sections.
  public func selectHeader(_ view: AnyObject) {
    guard let record = headerViews[ObjectIdentifier(view)], record.view === view, let id = record.sectionID,
      let index = snapshot.sections.firstIndex(where: { $0.model.id == id })
    else { return }
    onHeaderSelected?(index, snapshot.sections[index].model)
  }

  /// Where the row shown at `path` is in the newest snapshot received, or `nil` when it is not
  /// there.
  ///
  /// The same as `path` unless snapshots wait for their changesets (``hasPendingSnapshots``);
  /// then the row is looked up by id in the newest one, so a tap during that window reaches the
  /// view model as the row the user saw.
  ///
  /// - Parameter path: A row path of the snapshot shown.
  /// - Returns: The row's path in the newest snapshot received.
  /// - Complexity: O(1), or O(*n*) for *n* rows of the newest snapshot while one is pending.
  public func pathInNewestSnapshot(_ path: RowPath) -> RowPath? {
    guard let newest = pendingSnapshots.last else { return path }
    let id = snapshot[path].id
    for (section, content) in newest.sections.enumerated() {
      if let row = content.rows.firstIndex(where: { $0.id == id }) { return RowPath(section: section, row: row) }
    }
    return nil
  }
}
