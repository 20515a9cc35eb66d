// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import Testing

/// `SectionedDataSource.scrollRow(withID:toDistanceFromTop:)`, the restored row on its line in the
/// first layout (issue 36), on a model of a UIKit view whose real heights differ from the
/// estimates.
@MainActor
@Suite struct SectionedDataSourceRestoreTests {
  typealias View = FakeLayoutView<Group, Item>

  /// Rows 0..<100, each 60 to 100 points real (or its value, when it has one), 44 estimated; a
  /// viewport of 600 under a 64-point bar.
  static func make(reportsRowTops: Bool = true) -> (TestDataSource, View) {
    let dataSource = TestDataSource()
    dataSource.heights = MeasuredHeights(estimatedRowHeight: 44, estimatedHeaderHeight: 0)
    dataSource.registerCell(FakeCell.self, for: Item.self) { _, _ in }
    let view = View(
      viewportHeight: 600,
      topInset: 64,
      rowHeight: { $0.value > 0 ? Double($0.value) : Double(60 + ($0.id % 5) * 10) }
    )
    view.reportsRowTops = reportsRowTops
    view.attach(dataSource)
    dataSource.reload(flat(Array(0..<100)))
    return (dataSource, view)
  }

  // "Scrolls the view so the row with `id` is `distance` points below the top of the viewport",
  // in the view's own layout (rows sized as they show).
  @Test(arguments: [true, false])
  func theRowIsAtItsDistanceFromTheTop(reportsRowTops: Bool) {
    let (dataSource, view) = Self.make(reportsRowTops: reportsRowTops)
    #expect(dataSource.scrollRow(withID: 57, toDistanceFromTop: -7))
    #expect(view.screenTop(ofRow: 57) == -7)
    #expect(dataSource.lastAnchoredPosition?.isClamped == false)
    #expect(dataSource.scrollRow(withID: 20, toDistanceFromTop: 130))
    #expect(view.screenTop(ofRow: 20) == 130)
  }

  // "never past the top or the end of the content (a row too near the end goes as low as the
  // content allows: lastAnchoredPosition says isClamped)".
  @Test func nearTheEndsTheRowGoesAsFarAsTheContentAllows() {
    let (dataSource, view) = Self.make()
    #expect(dataSource.scrollRow(withID: 98, toDistanceFromTop: 0))
    #expect(view.contentOffset == view.anchorMaximumContentOffset)
    #expect(dataSource.lastAnchoredPosition?.isClamped == true)
    #expect(dataSource.scrollRow(withID: 1, toDistanceFromTop: 300))
    #expect(view.contentOffset == -64)
    #expect(dataSource.lastAnchoredPosition?.isClamped == true)
  }

  // "The row then counts as the one the user selected last: while it is on screen, later updates
  // keep it on its line" (here: it grows, and the first fully visible row is the one below it).
  @Test func laterUpdatesKeepTheRestoredRowOnItsLine() {
    let (dataSource, view) = Self.make()
    dataSource.scrollRow(withID: 57, toDistanceFromTop: -7)
    var rows = (0..<100).map { Item($0) }
    rows[57] = Item(57, 150)  // grows from 80 points, reconfigured in place
    rows.insert(contentsOf: (1000..<1005).map { Item($0) }, at: 0)
    dataSource.apply(Snapshot(section: Group(0), rows: rows))
    #expect(view.screenTop(ofRow: 57) == -7)
  }

  // "`false` ... when no row has the id".
  @Test func anUnknownRowLeavesTheViewAlone() {
    let (dataSource, view) = Self.make()
    #expect(!dataSource.scrollRow(withID: 500, toDistanceFromTop: 0))
    #expect(view.contentOffset == -64)
  }
}
