// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import Testing

/// The visible row stays put in the view's own layout, on a model of a UIKit view whose heights
/// differ from the data source's (issue 39's four cases).
@MainActor
@Suite struct SectionedDataSourceViewLayoutTests {
  typealias View = FakeLayoutView<Group, Item>

  /// A row's real height: its value, or 100 for a value of 0.
  static func height(_ item: Item) -> Double { item.value == 0 ? 100 : Double(item.value) }

  /// A data source (estimates 44 for rows, 0 for headers) on a table-like view.
  static func make(viewport: Double, topInset: Double = 0, _ first: Snapshot) -> (TestDataSource, View) {
    let dataSource = TestDataSource()
    dataSource.heights = MeasuredHeights(estimatedRowHeight: 44, estimatedHeaderHeight: 0)
    dataSource.registerCell(FakeCell.self, for: Item.self) { _, _ in }
    let view = View(viewportHeight: viewport, topInset: topInset, rowHeight: height)
    view.attach(dataSource)
    dataSource.reload(first)
    return (dataSource, view)
  }

  // Issue 39 case 1. ScrollAnchor: "The offset is never below options.minimumContentOffset",
  // in the view's layout: the clamp is decided where the offset is applied.
  @Test func theClampIsDecidedInTheViewsLayout() {
    let (dataSource, view) = Self.make(viewport: 600, topInset: 64, flat(Array(1...20)))
    dataSource.anchorOptions = AnchorOptions(atTop: .keepsAnchoredRow)
    #expect(view.contentOffset == -64)
    // Rows 1–7 become placeholders: 61 points real, 44 estimated.
    dataSource.apply(Snapshot(section: Group(0), rows: (101...107).map { Item($0, 61) } + (8...20).map { Item($0) }))
    #expect(view.contentOffset == -64)
    #expect(dataSource.lastAnchoredPosition?.isClamped == true)
    #expect(dataSource.lastAnchoredPosition?.contentOffset == -64)
  }

  /// Rows 0–1 of 100 points, row 2 of 300, rows 3–10 of 100; viewport 400 at offset 360 (row 3
  /// is the anchor, 140 below the top); then row 2 shrinks to 200, reconfigured in place.
  static func shrunkRowAboveTheAnchor() -> (TestDataSource, View) {
    let rows = [Item(0), Item(1), Item(2, 300)] + (3...10).map { Item($0) }
    let (dataSource, view) = make(viewport: 400, Snapshot(section: Group(0), rows: rows))
    view.scroll(to: 360)
    #expect(view.screenTop(ofRow: 3) == 140)
    var shrunk = rows
    shrunk[2] = Item(2, 200)
    dataSource.apply(Snapshot(section: Group(0), rows: shrunk))
    return (dataSource, view)
  }

  // Issue 39 case 3. SectionedDataSource.anchorOptions: "a batch that moves the content runs
  // without animation".
  @Test func aRowResizedAboveTheAnchorInTheBatchMovesTheContentWithoutAnimation() {
    let (_, view) = Self.shrunkRowAboveTheAnchor()
    #expect(view.contentOffset == 260)
    #expect(view.screenTop(ofRow: 3) == 140)
    #expect(view.batchesAnimated == [false])
  }

  // Issue 39 case 2. ScrollAnchor: "The replacement keeps its own distance from the viewport's
  // top, so what the reader saw around the deleted row does not move."
  @Test func aReplacementKeepsTheDistanceTheReaderSaw() {
    let (dataSource, view) = Self.shrunkRowAboveTheAnchor()
    let before = view.screenTop(ofRow: 2)
    #expect(before == -60)
    dataSource.apply(Snapshot(section: Group(0), rows: [Item(0), Item(1), Item(2, 200)] + (4...10).map { Item($0) }))
    #expect(dataSource.lastAnchoredPosition?.outcome == .replaced(3))
    #expect(view.screenTop(ofRow: 2) == before)
    #expect(view.contentOffset == 260)
  }

  // Issue 39 case 4. SectionedDataSource: measured heights are "forgotten only when the row
  // leaves the list".
  @Test func aRowMovedOutOfADeletedSectionKeepsItsMeasuredHeight() {
    let (dataSource, view) = Self.make(viewport: 400, sectioned([(1, [1, 2]), (2, [3, 4]), (3, Array(5...12))]))
    view.reportsRowTops = false  // the data source's heights place the row
    view.scroll(to: 450)  // rows 5... on screen; rows 1–4 measured on the way
    #expect(dataSource.heights.rowHeight(3) == 100)
    dataSource.apply(sectioned([(1, [1, 2, 3]), (3, Array(5...12))]))  // section 2 deleted, row 3 moved out of it
    #expect(dataSource.heights.measuredRows[3] == 100)
    let before = view.screenTop(ofRow: 6)
    dataSource.apply(sectioned([(1, [1, 2]), (3, Array(5...12))]))  // row 3 deleted
    #expect(view.screenTop(ofRow: 6) == before)
  }
}
