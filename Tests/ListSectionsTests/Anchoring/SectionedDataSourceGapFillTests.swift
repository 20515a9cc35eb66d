// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import Testing

/// A gap row filling above the row being read (issue 36 item 4), in the view's own layout: rows
/// are posts (ids 1...40, 100 points each) and one gap row (id -10, the gap above post 10, 60
/// points), as `ItemsViewModel.sections(withGaps:)` makes them.
@MainActor
@Suite struct SectionedDataSourceGapFillTests {
  typealias View = FakeLayoutView<Group, Item>

  static func height(_ item: Item) -> Double { item.id < 0 ? 60 : 100 }

  /// Posts `newer` on top, the gap row (if `gap`), then posts 10 down to 1.
  static func rows(_ newer: [Int], gap: Bool, loading: Bool = false) -> Snapshot {
    let gapRow = gap ? [Item(-10, loading ? 1 : 0)] : []
    return Snapshot(section: Group(0), rows: newer.map { Item($0) } + gapRow + (1...10).reversed().map { Item($0) })
  }

  static func make() -> (TestDataSource, View) {
    let dataSource = TestDataSource()
    dataSource.heights = MeasuredHeights(estimatedRowHeight: 44, estimatedHeaderHeight: 0)
    dataSource.registerCell(FakeCell.self, for: Item.self) { _, _ in }
    let view = View(viewportHeight: 400, topInset: 0, rowHeight: height)
    view.attach(dataSource)
    dataSource.reload(rows([40, 39], gap: true))
    // Reading post 8: the view scrolled past posts 40, 39, the gap row, 10 and 9.
    view.scroll(to: 2 * 100 + 60 + 2 * 100 + 30)
    return (dataSource, view)
  }

  /// ListElement / ItemsViewModel.sections(withGaps:): a gap's rows fill above the row being read,
  /// which keeps its line ("the row being read keeps its line on screen unless the list was
  /// replaced, new rows show at the top, or the content cannot keep it there", ListState I15).
  @Test func readRowKeepsItsLineWhileAGapFillsAboveIt() {
    let (dataSource, view) = Self.make()
    let line = view.screenTop(ofRow: 8)
    #expect(line != nil, "post 8 is on screen")
    dataSource.apply(Self.rows([40, 39], gap: true, loading: true))  // the gap row shows its spinner
    #expect(view.screenTop(ofRow: 8) == line)
    dataSource.apply(Self.rows([40, 39, 38, 37, 36], gap: true))  // a full page went into the gap
    #expect(view.screenTop(ofRow: 8) == line)
    dataSource.apply(Self.rows(Array((11...40).reversed()), gap: false))  // the gap closed
    #expect(view.screenTop(ofRow: 8) == line)
  }
}
