// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// One line of the terminal list: what a cell or a header view is to a table view.
@MainActor final class TerminalLine {
  /// The text, without its number.
  var text = ""
  /// Whether the line is numbered (a game) or not (the banner).
  var isNumbered = true
}

/// The list as the terminal draws it: a `BatchUpdatable` view over a `SectionedDataSource`, the
/// way a `UITableView` is over ReactiveListUIKit's `TableViewDataSource`.
///
/// The data source does everything a table view's data source does (pairing the view model's
/// sections with their changes, batch updates, cells and headers through its registry, taps and
/// prefetch); this view only draws. A terminal has no animation to keep, so after each batch
/// update or reload it asks the data source for every line again.
@MainActor final class TerminalList: BatchUpdatable {
  /// The game list's data source: release-day headers (none above the banner), banner and game
  /// rows, each drawn as a `TerminalLine`.
  typealias DataSource = SectionedDataSource<SectionHeader<ReleaseDay>, GameListItem, TerminalLine, TerminalLine>

  /// The data source it draws from.
  weak var dataSource: DataSource?
  /// The lines on screen: a header line per section with a visible header, a line per row.
  private(set) var rows: [ListRow] = []
  /// Called after every redraw.
  var onRedraw: @MainActor () -> Void = {}

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    updates?()
    redraw()
    completion?(true)
  }

  func reloadData() { redraw() }
  func reloadSections(_ sections: IndexSet) { redraw() }
  func reloadItems(at indexPaths: [IndexPath]) { redraw() }
  // Inside a batch there is nothing to move: the redraw after it reads every line again.
  func insertSections(_ sections: IndexSet) {}
  func deleteSections(_ sections: IndexSet) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func insertItems(at indexPaths: [IndexPath]) {}
  func deleteItems(at indexPaths: [IndexPath]) {}
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

  /// The index path of line `index`, counting the lines of rows (numbered or not) from 0 across
  /// sections (headers not counted), or `nil` past the last row.
  ///
  /// - Parameter index: The item line's index.
  /// - Returns: Its `[section, row]` index path.
  func indexPath(ofItem index: Int) -> IndexPath? {
    guard let dataSource, index >= 0 else { return nil }
    var row = index
    for section in 0..<dataSource.numberOfSections {
      let count = dataSource.numberOfRows(inSection: section)
      if row < count { return IndexPath(indexes: [section, row]) }
      row -= count
    }
    return nil
  }

  /// The index path of the item line numbered `number` (headers and unnumbered lines are not
  /// counted), or of the first unnumbered line when `number` is `nil`; `nil` when there is none.
  ///
  /// - Parameter number: The line's 1-based number, as printed.
  /// - Returns: Its `[section, row]` index path.
  func indexPath(ofNumber number: Int?) -> IndexPath? {
    let selectable = rows.filter { if case .section = $0 { false } else { true } }
    var seen = 0
    for (index, row) in selectable.enumerated() {
      switch row {
      case .item: seen += 1
      case .unnumbered where number == nil: return indexPath(ofItem: index)
      default: continue
      }
      if seen == number { return indexPath(ofItem: index) }
    }
    return nil
  }

  private func redraw() {
    guard let dataSource else { return }
    rows = (0..<dataSource.numberOfSections).flatMap { section -> [ListRow] in
      let header = dataSource.header(inSection: section) { _ in TerminalLine() }.map { [ListRow.section($0.text)] }
      let lines = (0..<dataSource.numberOfRows(inSection: section)).map { row in
        let line = dataSource.cell(at: IndexPath(indexes: [section, row])) { _ in TerminalLine() }
        return line?.isNumbered == false ? ListRow.unnumbered(line?.text ?? "") : ListRow.item(line?.text ?? "")
      }
      return (header ?? []) + lines
    }
    onRedraw()
  }
}
