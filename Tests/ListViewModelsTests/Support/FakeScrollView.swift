// SPDX-License-Identifier: MIT

import Foundation
import ListSections

/// A scrolling view with a plain layout for the restore tests: every row `rowHeight` points, every
/// section header `headerHeight`, laid out from its data source's snapshot as it is now; the
/// content offset moves only when told (`setAnchorContentOffset`), within the content, as a
/// `UIScrollView`'s does. Batch updates only count (the layout reads the snapshot).
@MainActor
final class FakeScrollView<SectionModel: Identifiable & Equatable, RowModel: Identifiable & Equatable>: BatchUpdatable,
  AnchorScrollable
{
  typealias DataSource = SectionedDataSource<SectionModel, RowModel, TextCell, TextCell>

  weak var dataSource: DataSource?
  let viewportHeight: Double
  let rowHeight: Double
  let headerHeight: Double
  private(set) var contentOffset = 0.0
  private(set) var reloadCount = 0
  private(set) var batchCount = 0

  init(viewportHeight: Double = 400, rowHeight: Double = 50, headerHeight: Double = 30) {
    self.viewportHeight = viewportHeight
    self.rowHeight = rowHeight
    self.headerHeight = headerHeight
  }

  /// Every row's index path, id and top, in order.
  private func frames() -> [(path: IndexPath, id: RowModel.ID, top: Double)] {
    var top = 0.0
    var frames: [(IndexPath, RowModel.ID, Double)] = []
    for (section, content) in (dataSource?.snapshot ?? SectionedSnapshot()).sections.enumerated() {
      top += headerHeight
      for (row, model) in content.rows.enumerated() {
        frames.append((IndexPath(indexes: [section, row]), model.id, top))
        top += rowHeight
      }
    }
    return frames
  }

  private var contentHeight: Double {
    let sections = (dataSource?.snapshot ?? SectionedSnapshot()).sections
    return sections.reduce(0) { $0 + headerHeight + Double($1.rows.count) * rowHeight }
  }

  /// The top of the first row with `id` minus the content offset: where it is on screen.
  func screenTop(ofRow id: RowModel.ID) -> Double? {
    frames().first { $0.id == id }.map { $0.top - contentOffset }
  }

  // MARK: AnchorScrollable

  var anchorContentOffset: Double { contentOffset }
  var anchorMinimumContentOffset: Double { 0 }
  var anchorViewportHeight: Double { viewportHeight }
  var anchorMaximumContentOffset: Double { max(0, contentHeight - viewportHeight) }

  func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] {
    frames().filter { $0.top < contentOffset + viewportHeight && $0.top + rowHeight > contentOffset }
      .map { ($0.path, $0.top, rowHeight) }
  }

  func anchorRowTop(at indexPath: IndexPath) -> Double? {
    frames().first { $0.path == indexPath }?.top
  }

  func setAnchorContentOffset(_ offset: Double) {
    contentOffset = min(max(offset, anchorMinimumContentOffset), anchorMaximumContentOffset)
  }

  // MARK: BatchUpdatable

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    batchCount += 1
    updates?()
    completion?(true)
  }

  func reloadData() { reloadCount += 1 }
  func insertSections(_ sections: IndexSet) {}
  func deleteSections(_ sections: IndexSet) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func reloadSections(_ sections: IndexSet) {}
  func insertItems(at indexPaths: [IndexPath]) {}
  func deleteItems(at indexPaths: [IndexPath]) {}
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  func reloadItems(at indexPaths: [IndexPath]) {}
}
