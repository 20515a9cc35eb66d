// SPDX-License-Identifier: MIT

import Foundation
import ListSections

/// A model of a UIKit table or collection view with a layout, for checking what a
/// ``SectionedDataSource`` does to the screen: the view owns the real heights of its rows and
/// headers, lays rows out with estimates until they show, and behaves as UIKit does.
///
/// - Rows and headers not shown yet count at an estimate: a table view asks the data source
///   (`estimatedRowHeight(at:)`, `estimatedHeaderHeight(inSection:)`) when the row arrives
///   (inserted, reloaded, `reloadData()`) and keeps that answer until the row shows; a collection
///   view uses its own estimates (``Estimates/own(row:header:)``).
/// - A row or header that comes into the viewport (after a batch, a scroll or a new offset) is
///   measured at its real height and reported to the data source (`rowDidAppear`,
///   `willDisplayRow`, `headerDidAppear`), once.
/// - A row reconfigured while on screen is resized to its new real height in the batch, with
///   no "will display"; one reconfigured off screen keeps its height until it shows again.
///   Moved rows keep their heights.
/// - The content offset never moves by itself; ``scroll(to:)`` is the user scrolling (within
///   the content).
///
/// ```swift
/// let view = FakeLayoutView<Group, Item>(viewportHeight: 600, topInset: 64, rowHeight: { Double($0.value) })
/// view.attach(dataSource)         // dataSource.view = view; the view loads
/// view.scroll(to: 300)
/// dataSource.apply(next)          // anchored by the data source
/// view.screenTop(ofRow: 7)        // where row 7 is on screen now
/// ```
///
/// Rows are told apart by id in ``top(ofRow:)`` and ``screenTop(ofRow:)`` (the first one with
/// the id). Batch updates are replayed by position, as UIKit does; their validity is
/// ``FakeListEngine``'s business, not this model's.
@MainActor
final class FakeLayoutView<SectionModel: Identifiable & Equatable, RowModel: Identifiable & Equatable>: BatchUpdatable,
  AnchorScrollable
{
  /// Where estimates come from.
  enum Estimates {
    /// From the data source, as a `UITableView` whose delegate answers `estimatedHeightFor...`.
    case dataSource
    /// The view's own, as a `UICollectionView` layout's `estimatedItemSize` or `.estimated(_:)`.
    case own(row: Double, header: Double)
  }

  /// The content offset (`contentOffset.y`).
  private(set) var contentOffset: Double
  /// For each batch update, whether it ran with animations on.
  private(set) var batchesAnimated: [Bool] = []
  /// Whether `anchorRowTop(at:)` reports the view's layout (UIKit's views do). Default `true`.
  var reportsRowTops = true

  private let viewportHeight: Double
  private let topInset: Double
  private let bottomInset: Double
  private let estimates: Estimates
  private let realRowHeight: (RowModel) -> Double
  private let realHeaderHeight: (SectionModel) -> Double
  private var source: Source?
  private var sections: [Section] = []
  private var batch: Batch?
  private var animationsOff = false

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - viewportHeight: `bounds.height`.
  ///   - topInset: `adjustedContentInset.top`; the offset starts at its top, `-topInset`.
  ///   - bottomInset: `adjustedContentInset.bottom`.
  ///   - estimates: Where estimates come from; default: the data source (a table view).
  ///   - rowHeight: A row's real height.
  ///   - headerHeight: A section header's real height (0: no header); default 0.
  init(
    viewportHeight: Double,
    topInset: Double = 0,
    bottomInset: Double = 0,
    estimates: Estimates = .dataSource,
    rowHeight: @escaping (RowModel) -> Double,
    headerHeight: @escaping (SectionModel) -> Double = { _ in 0 }
  ) {
    self.viewportHeight = viewportHeight
    self.topInset = topInset
    self.bottomInset = bottomInset
    self.estimates = estimates
    realRowHeight = rowHeight
    realHeaderHeight = headerHeight
    contentOffset = -topInset
  }

  /// Makes the view the data source's view and loads what it shows.
  func attach<Cell, Header>(_ dataSource: SectionedDataSource<SectionModel, RowModel, Cell, Header>) {
    source = Source(
      snapshot: { dataSource.snapshot },
      estimatedRow: { dataSource.estimatedRowHeight(at: $0) },
      estimatedHeader: { dataSource.estimatedHeaderHeight(inSection: $0) },
      rowAppeared: { path, height in
        dataSource.rowDidAppear(at: path, height: height)
        dataSource.willDisplayRow(at: path)
      },
      headerAppeared: { dataSource.headerDidAppear(inSection: $0, height: $1) }
    )
    dataSource.view = self
    reloadData()
  }

  /// The user scrolls to an offset (kept within the content); rows coming into view show.
  func scroll(to offset: Double) {
    contentOffset = min(max(offset, anchorMinimumContentOffset), anchorMaximumContentOffset)
    display()
    // Rows that showed may have shortened the content: the scroll view settles within it.
    while contentOffset > anchorMaximumContentOffset {
      contentOffset = anchorMaximumContentOffset
      display()
    }
  }

  /// The content's height.
  var contentHeight: Double {
    sections.reduce(0) { total, section in section.rows.reduce(total + section.header.height) { $0 + $1.slot.height } }
  }

  /// The top of the first row with an id, in content coordinates.
  func top(ofRow id: RowModel.ID) -> Double? { frames().first { $0.id == id }?.top }

  /// The top of the first row with an id minus the content offset: where it is on screen.
  func screenTop(ofRow id: RowModel.ID) -> Double? { top(ofRow: id).map { $0 - contentOffset } }

  /// The rows on screen with their frames, in order.
  func visibleRows() -> [VisibleRow<RowModel.ID>] {
    frames().filter { $0.top < contentOffset + viewportHeight && $0.top + $0.height > contentOffset }
  }

  // MARK: AnchorScrollable

  var anchorContentOffset: Double { contentOffset }
  var anchorMinimumContentOffset: Double { -topInset }
  var anchorViewportHeight: Double { viewportHeight }
  var anchorMaximumContentOffset: Double {
    max(-topInset, contentHeight + bottomInset - viewportHeight)
  }

  func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] {
    visibleRows().map { (IndexPath($0.path), $0.top, $0.height) }
  }

  func anchorRowTop(at indexPath: IndexPath) -> Double? {
    guard reportsRowTops, let path = RowPath(indexPath) else { return nil }
    return frames().first { $0.path == path }?.top
  }

  func setAnchorContentOffset(_ offset: Double) {
    contentOffset = offset
    display()
  }

  func anchorWithoutAnimation(_ updates: () -> Void) {
    animationsOff = true
    updates()
    animationsOff = false
  }

  // MARK: BatchUpdatable

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    batchesAnimated.append(!animationsOff)
    batch = Batch()
    updates?()
    let recorded = batch ?? Batch()
    batch = nil
    commit(recorded)
    completion?(true)
  }

  func reloadData() {
    guard let source else { return }
    let snapshot = source.snapshot()
    sections = snapshot.sections.indices.map { freshSection($0, snapshot, source) }
    display()
  }

  func insertSections(_ sections: IndexSet) { record { $0.sectionInserts.formUnion(sections) } }
  func deleteSections(_ sections: IndexSet) { record { $0.sectionDeletes.formUnion(sections) } }
  func moveSection(_ section: Int, toSection newSection: Int) { record { $0.sectionMoves[newSection] = section } }
  func reloadSections(_ sections: IndexSet) { record { $0.sectionReloads.formUnion(sections) } }
  func insertItems(at indexPaths: [IndexPath]) { record { $0.rowInserts += indexPaths.compactMap(RowPath.init) } }
  func deleteItems(at indexPaths: [IndexPath]) { record { $0.rowDeletes += indexPaths.compactMap(RowPath.init) } }
  func reloadItems(at indexPaths: [IndexPath]) { record { $0.rowReloads += indexPaths.compactMap(RowPath.init) } }
  func reconfigureItems(at indexPaths: [IndexPath]) {
    record { $0.rowReconfigures += indexPaths.compactMap(RowPath.init) }
  }
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    guard let from = RowPath(indexPath), let to = RowPath(newIndexPath) else { return }
    record { $0.rowMoves[to] = from }
  }

  // MARK: Layout

  /// A height and whether it was measured (else it is an estimate).
  private struct Slot {
    var height: Double
    var measured = false
  }

  private struct Section {
    var model: SectionModel
    var header: Slot
    var rows: [(model: RowModel, slot: Slot)]
  }

  private struct Batch {
    var sectionDeletes = IndexSet()
    var sectionInserts = IndexSet()
    var sectionReloads = IndexSet()
    var sectionMoves: [Int: Int] = [:]  // new: old
    var rowDeletes: [RowPath] = []
    var rowInserts: [RowPath] = []
    var rowReloads: [RowPath] = []
    var rowReconfigures: [RowPath] = []
    var rowMoves: [RowPath: RowPath] = [:]  // new: old
  }

  private struct Source {
    var snapshot: () -> SectionedSnapshot<SectionModel, RowModel>
    var estimatedRow: (IndexPath) -> Double
    var estimatedHeader: (Int) -> Double
    var rowAppeared: (IndexPath, Double) -> Void
    var headerAppeared: (Int, Double) -> Void
  }

  private func record(_ change: (inout Batch) -> Void) {
    if batch != nil {
      change(&batch!)
    } else {
      var single = Batch()
      change(&single)
      commit(single)
    }
  }

  private func frames() -> [VisibleRow<RowModel.ID>] {
    var y = 0.0
    var frames: [VisibleRow<RowModel.ID>] = []
    for (index, section) in sections.enumerated() {
      y += section.header.height
      for (row, item) in section.rows.enumerated() {
        frames.append(
          VisibleRow(id: item.model.id, path: RowPath(section: index, row: row), top: y, height: item.slot.height)
        )
        y += item.slot.height
      }
    }
    return frames
  }

  private func estimatedRow(_ path: RowPath, _ source: Source) -> Slot {
    switch estimates {
    case .dataSource: Slot(height: source.estimatedRow(IndexPath(path)))
    case .own(let row, _): Slot(height: row)
    }
  }

  private func freshSection(_ index: Int, _ snapshot: SectionedSnapshot<SectionModel, RowModel>, _ source: Source)
    -> Section
  {
    let header: Slot
    switch estimates {
    case .dataSource: header = Slot(height: source.estimatedHeader(index))
    case .own(_, let estimate):
      header = Slot(height: realHeaderHeight(snapshot.sections[index].model) == 0 ? 0 : estimate)
    }
    let rows = snapshot.sections[index].rows.enumerated().map { row, model in
      (model, estimatedRow(RowPath(section: index, row: row), source))
    }
    return Section(model: snapshot.sections[index].model, header: header, rows: rows)
  }

  /// Replays a batch by position: kept and moved rows keep their slots; inserted and reloaded
  /// rows and the rows of inserted and reloaded sections start at estimates.
  private func commit(_ batch: Batch) {
    guard let source else { return }
    let snapshot = source.snapshot()
    let old = sections
    let onScreen = Set(visibleRows().map(\.path))
    var leaving = batch.sectionDeletes
    for old in batch.sectionMoves.values { leaving.insert(old) }
    var kept = old.indices.filter { !leaving.contains($0) }.makeIterator()
    var result: [Section] = []
    var newPathOf: [RowPath: RowPath] = [:]
    let removed = Set(batch.rowDeletes + Array(batch.rowMoves.values))
    for index in snapshot.sections.indices {
      let origin: Int?
      if batch.sectionInserts.contains(index) {
        origin = nil
      } else if let moved = batch.sectionMoves[index] {
        origin = moved
      } else {
        origin = kept.next()
      }
      guard let origin, !batch.sectionReloads.contains(origin) else {
        result.append(freshSection(index, snapshot, source))
        continue
      }
      var header = old[origin].header
      if header.measured { header.height = realHeaderHeight(snapshot.sections[index].model) }
      var keptRows = old[origin].rows.indices.filter { !removed.contains(RowPath(section: origin, row: $0)) }
        .makeIterator()
      var rows: [(model: RowModel, slot: Slot)] = []
      let inserted = Set(batch.rowInserts)
      for (row, model) in snapshot.sections[index].rows.enumerated() {
        let path = RowPath(section: index, row: row)
        if let from = batch.rowMoves[path] {
          rows.append((model, old[from.section].rows[from.row].slot))
          newPathOf[from] = path
        } else if inserted.contains(path) {
          rows.append((model, estimatedRow(path, source)))
        } else if let keptRow = keptRows.next() {
          rows.append((model, old[origin].rows[keptRow].slot))
          newPathOf[RowPath(section: origin, row: keptRow)] = path
        } else {
          rows.append((model, estimatedRow(path, source)))  // an invalid batch; not this model's business
        }
      }
      result.append(Section(model: snapshot.sections[index].model, header: header, rows: rows))
    }
    sections = result
    for path in batch.rowReloads {
      guard let target = newPathOf[path] else { continue }
      sections[target.section].rows[target.row].slot = estimatedRow(target, source)
    }
    for path in batch.rowReconfigures {
      guard let target = newPathOf[path] else { continue }
      var slot = sections[target.section].rows[target.row].slot
      if onScreen.contains(path) && slot.measured {
        slot.height = realRowHeight(sections[target.section].rows[target.row].model)  // self-sizing, in the batch
      } else {
        slot.measured = false  // sized again when it shows
      }
      sections[target.section].rows[target.row].slot = slot
    }
    display()
  }

  /// Measures what comes into the viewport, top down, and tells the data source.
  private func display() {
    guard let source else { return }
    let bottom = contentOffset + viewportHeight
    var y = 0.0
    for index in sections.indices {
      guard y < bottom else { return }
      let header = sections[index].header.height
      if !sections[index].header.measured, y + header > contentOffset || (header == 0 && y >= contentOffset) {
        sections[index].header = Slot(height: realHeaderHeight(sections[index].model), measured: true)
        source.headerAppeared(index, sections[index].header.height)
      }
      y += sections[index].header.height
      for row in sections[index].rows.indices {
        guard y < bottom else { return }
        if y + sections[index].rows[row].slot.height > contentOffset, !sections[index].rows[row].slot.measured {
          let height = realRowHeight(sections[index].rows[row].model)
          sections[index].rows[row].slot = Slot(height: height, measured: true)
          source.rowAppeared(IndexPath(indexes: [index, row]), height)
        }
        y += sections[index].rows[row].slot.height
      }
    }
  }
}
