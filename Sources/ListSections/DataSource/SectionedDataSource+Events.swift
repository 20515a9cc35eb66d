// SPDX-License-Identifier: MIT

public import Foundation

extension SectionedDataSource {
  /// Tells the data source the user selected a row: calls ``onRowSelected`` with its path and
  /// model (and a bound view model's selection).
  ///
  /// - Parameter indexPath: The selected row's `[section, row]` index path; one with no row is
  ///   reported as ``DataSourceError/rowOutOfRange(_:)`` and otherwise ignored.
  /// - Complexity: O(1).
  public func selectRow(at indexPath: IndexPath) {
    do {
      let path = try rowPath(indexPath)
      lastSelectedRowID = snapshot[path].id
      onRowSelected?(path, snapshot[path])
      boundRowSelected?(path)
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
      boundRowAppeared?(path)
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
}
