// SPDX-License-Identifier: MIT

public import Foundation
public import ListSections
import ListViewModels
import ReactiveCore

/// The section an explored row is shown in: rows are grouped two ids a day (`(id + 1) / 2`), so
/// pages share sections and a page of two rows may start, fill or end one.
public struct ExplorationDay: Identifiable, Hashable, Sendable {
  /// The day number.
  public let id: Int
}

/// A view the explorer shows a list in, with the rules UIKit's `UICollectionView` and
/// `UITableView` enforce on batch updates and a layout of its own: every row has its real height
/// (`30 + 10 × (id mod 3)` points), every header 20 points, the viewport is 100 points high and
/// starts at content offset 0.
///
/// It replays each batch on what it shows with `SectionedSnapshot.applying(_:readingFrom:)`
/// (reading counts and new rows from the data source after the updates block, as UIKit does) and
/// records each rule a batch breaks. It reports its visible rows and, after a batch, the top of a
/// row in its own layout, as `UITableView.rectForRow(at:)` does; it tells the data source the
/// height of each row that comes into view, as `willDisplay` does.
@MainActor
public final class ExplorationScreen: BatchUpdatable, AnchorScrollable {
  /// A stand-in for a cell or a header view.
  public final class Line {}

  /// The data source type the explorer drives.
  public typealias DataSource = SectionedDataSource<ExplorationDay, ExplorationRow, Line, Line>
  /// What the view shows.
  public typealias Snapshot = SectionedSnapshot<ExplorationDay, ExplorationRow>

  /// A header's height.
  public static let headerHeight = 20.0
  /// The viewport's height.
  public static let viewportHeight = 100.0

  /// A row's real height.
  public static func rowHeight(_ row: ExplorationRow) -> Double { 30 + 10 * Double(row.id % 3) }

  /// The data source whose updates it applies (held weakly, as UIKit does).
  public weak var dataSource: DataSource?
  /// What the view shows.
  public private(set) var shown = Snapshot()
  /// The content offset.
  public private(set) var offset = 0.0
  /// Every rule a batch broke, in order; expected empty.
  public private(set) var violations: [String] = []
  /// Whether the last batch ran inside `anchorWithoutAnimation(_:)`.
  public private(set) var lastBatchWithoutAnimation = false
  private var batch: SectionedChangeset?
  private var withoutAnimation = false

  /// Creates an empty view.
  public init() {}

  /// Each row shown, with its top in content coordinates and its height, in order.
  public func layout() -> [(path: RowPath, row: ExplorationRow, top: Double, height: Double)] {
    var rows: [(path: RowPath, row: ExplorationRow, top: Double, height: Double)] = []
    var top = 0.0
    for (section, content) in shown.sections.enumerated() {
      top += Self.headerHeight
      for (index, row) in content.rows.enumerated() {
        rows.append((RowPath(section: section, row: index), row, top, Self.rowHeight(row)))
        top += Self.rowHeight(row)
      }
    }
    return rows
  }

  /// The height of everything shown.
  public var contentHeight: Double {
    shown.sections.reduce(0) { $0 + Self.headerHeight + $1.rows.reduce(0) { $0 + Self.rowHeight($1) } }
  }

  /// The largest content offset a user can scroll to (0 when everything fits).
  public var maximumContentOffset: Double { max(0, contentHeight - Self.viewportHeight) }

  /// Scrolls as a user does, so that the content at `offset` is at the top (within the content),
  /// and reports the rows that came into view to the data source.
  ///
  /// - Parameter offset: The content offset wanted.
  public func scroll(to offset: Double) {
    self.offset = min(max(0, offset), maximumContentOffset)
    for row in anchorVisibleRows() {
      dataSource?.rowDidAppear(at: row.indexPath, height: row.height)
    }
  }

  // MARK: BatchUpdatable

  private var current: Snapshot { dataSource?.snapshot ?? Snapshot() }

  /// Records the batch's changes, then replays them on what it shows, as UIKit does.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    batch = SectionedChangeset()
    updates?()
    let recorded = batch ?? SectionedChangeset()
    batch = nil
    lastBatchWithoutAnimation = withoutAnimation
    do {
      shown = try shown.applying(recorded, readingFrom: current)
    } catch {
      violations.append("invalid batch: \(error.description)")
      shown = current
    }
    completion?(true)
  }

  /// Shows the data source's snapshot as it is.
  public func reloadData() {
    shown = current
  }

  private func record(_ change: (inout SectionedChangeset) -> Void) {
    guard var recorded = batch else {
      violations.append("a structural change outside a batch")
      return
    }
    change(&recorded)
    batch = recorded
  }

  private func rowPath(_ indexPath: IndexPath) -> RowPath { RowPath(indexPath) ?? RowPath(section: -1, row: -1) }

  /// Records section inserts (new indices).
  public func insertSections(_ sections: IndexSet) { record { $0.sectionInserts += sections } }
  /// Records section deletes (old indices).
  public func deleteSections(_ sections: IndexSet) { record { $0.sectionDeletes += sections } }
  /// Records a section move.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.sectionMoves.append(IndexPair(old: section, new: newSection)) }
  }
  /// Shows the data source's sections at these indices at once, as the package's other fakes do.
  public func reloadSections(_ sections: IndexSet) {
    // As the other fakes of this package do: the section shows the data source's at once.
    let current = current
    for section in sections.sorted() where shown.sections.indices.contains(section) {
      guard current.sections.indices.contains(section) else { continue }
      _ = shown.removeSection(at: section)
      shown.insertSection(current.sections[section].model, rows: current.sections[section].rows, at: section)
    }
  }
  /// Records row inserts (new index paths).
  public func insertItems(at indexPaths: [IndexPath]) { record { $0.rowInserts += indexPaths.map(rowPath) } }
  /// Records row deletes (old index paths).
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.rowDeletes += indexPaths.map(rowPath) } }
  /// Records a row move.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.rowMoves.append(IndexPair(old: rowPath(indexPath), new: rowPath(newIndexPath))) }
  }
  /// Shows the data source's rows at these paths, in place.
  public func reloadItems(at indexPaths: [IndexPath]) {
    reconfigureItems(at: indexPaths)
  }
  /// Shows the data source's rows at these paths, in place: rows keep their identity.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    let current = current
    for path in indexPaths.map(rowPath) where shown.contains(path) && current.contains(path) {
      shown.replaceRow(at: path, with: current[path])
    }
  }

  // MARK: AnchorScrollable

  /// The content offset.
  public var anchorContentOffset: Double { offset }
  /// 0: no inset.
  public var anchorMinimumContentOffset: Double { 0 }
  /// The end of the content: ``maximumContentOffset``.
  public var anchorMaximumContentOffset: Double { maximumContentOffset }
  /// ``viewportHeight``.
  public var anchorViewportHeight: Double { Self.viewportHeight }

  /// The rows that intersect the viewport, with their tops and heights in content coordinates.
  public func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] {
    layout().filter { $0.top + $0.height > offset && $0.top < offset + Self.viewportHeight }
      .map { (IndexPath($0.path), $0.top, $0.height) }
  }

  /// The top of the row at this path in the view's own layout of what it shows.
  public func anchorRowTop(at indexPath: IndexPath) -> Double? {
    guard let path = RowPath(indexPath) else { return nil }
    return layout().first { $0.path == path }?.top
  }

  /// Sets the content offset as the data source asks.
  public func setAnchorContentOffset(_ offset: Double) {
    self.offset = offset
  }

  /// Runs the updates, recording that the batch inside ran without animation.
  public func anchorWithoutAnimation(_ updates: () -> Void) {
    withoutAnimation = true
    updates()
    withoutAnimation = false
  }
}

extension SectionedSnapshot {
  /// Whether a row is at `path`.
  func contains(_ path: RowPath) -> Bool {
    sections.indices.contains(path.section) && sections[path.section].rows.indices.contains(path.row)
  }
}

/// I15: each transition's items, shown through `SectionedDataSource` in an ``ExplorationScreen``.
@MainActor
enum ScreenCheck {
  typealias DataSource = ExplorationScreen.DataSource

  /// Rows grouped two ids a day.
  static let builder = SectionBuilder<ExplorationRow, ExplorationDay, ExplorationRow>.grouped {
    ExplorationDay(id: ($0.id + 1) / 2)
  }

  /// Shows `before`'s items scrolled to the top and to the middle, applies the update to `after`'s
  /// as the view model's sections pipeline emits it, and says what went wrong: an invalid batch,
  /// a screen that is not the state's sections, a read row that moved (unless `mayMove`: the list
  /// was replaced), an animated batch that moved the content.
  static func check<Strategy>(
    before: ListState<ExplorationRow, Strategy, Int>,
    after: ListState<ExplorationRow, Strategy, Int>,
    mayMove: Bool
  ) -> [String] {
    guard after.itemsRevision != before.itemsRevision else { return [] }
    var found: [String] = []
    for middle in [false, true] {
      let pipeline = SectionsPipeline(builder: builder, items: before.items, revision: before.itemsRevision)
      let view = ExplorationScreen()
      let dataSource = DataSource(view: view)
      view.dataSource = dataSource
      dataSource.receive(pipeline.updatesRelay.value)
      let layout = view.layout()
      view.scroll(to: middle && !layout.isEmpty ? layout[layout.count / 2].top - 7 : 0)
      let offset = view.offset
      let read = layout.first { $0.top >= offset && $0.top + $0.height <= offset + ExplorationScreen.viewportHeight }
      pipeline.update(after.items, revision: after.itemsRevision, change: after.itemsChange)
      dataSource.receive(pipeline.updatesRelay.value)
      let sections = pipeline.sectionsRelay.value
      let place = middle ? "scrolled to the middle" : "at the top"
      found += view.violations.map { "\(place): \($0)" }
      if view.shown != sections || dataSource.snapshot != sections {
        found.append("\(place): the screen shows \(rows(view.shown)), the state's sections are \(rows(sections))")
        continue
      }
      if view.offset != offset, !view.lastBatchWithoutAnimation {
        found.append("\(place): the batch moved the content from \(offset) to \(view.offset) with animation")
      }
      guard !mayMove, let read, let now = view.layout().first(where: { $0.row.id == read.row.id }) else { continue }
      let drift = (now.top - view.offset) - (read.top - offset)
      let revealed = offset == 0 && view.offset == 0  // "at the top new rows show"
      // The offset that keeps the row on its line; when the content cannot reach it, the row goes
      // as near as the content allows (the view's top or the end of its content).
      let needed = now.top - (read.top - offset)
      let nearest = min(max(needed, 0), view.maximumContentOffset)
      if abs(nearest - needed) > 0.5 {
        if !revealed, abs(view.offset - nearest) > 0.5 {
          found.append(
            "\(place): row \(read.row.id) cannot keep its line; the offset is \(view.offset), not \(nearest)"
          )
        }
      } else if abs(drift) > 0.5, !revealed {
        found.append("\(place): row \(read.row.id) moved \(drift) pt on screen (offset \(offset) → \(view.offset))")
      }
    }
    return found
  }

  /// `[day 3: 5 6 | day 2: 4 3]`.
  static func rows(_ snapshot: ExplorationScreen.Snapshot) -> String {
    let sections = snapshot.sections.map { section in
      "day \(section.model.id): " + section.rows.map { "\($0.id)" }.joined(separator: " ")
    }
    return "[" + sections.joined(separator: " | ") + "]"
  }
}
