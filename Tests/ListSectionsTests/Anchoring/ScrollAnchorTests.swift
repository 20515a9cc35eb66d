// SPDX-License-Identifier: MIT

import ListSections
import Testing

/// The documented rules of ``ScrollAnchor``, one example each.
@Suite struct ScrollAnchorTests {
  /// 80-point rows, 20-point headers; sections 100, 101 with rows 1...10 and 11...20.
  static func heights() -> MeasuredHeights<Int, Int> {
    MeasuredHeights(estimatedRowHeight: 80, estimatedHeaderHeight: 20)
  }

  static let old = sectioned([(100, Array(1...10)), (101, Array(11...20))])

  /// The anchor on row 5 (section 0, row 4): top 20 + 4 * 80 = 340, shown 40 points below the top.
  static let anchor = ScrollAnchor(rowID: 5, path: RowPath(section: 0, row: 4), distanceFromTop: 40)

  /// Where ``anchor`` goes when ``old``, shown at offset 300, becomes `new`.
  static func keeping(to new: Snapshot) -> AnchoredPosition<Int> {
    anchor.position(after: new.changeset(from: old), from: old, to: new, heights: heights(), contentOffset: 300)
  }

  // "the post read before stays on the same screen line"
  @Test func aPrependMovesTheOffsetByTheInsertedHeight() {
    let new = sectioned([(100, Array(-19...0) + Array(1...10)), (101, Array(11...20))])
    let kept = Self.keeping(to: new)
    #expect(kept.contentOffset == 300 + 20 * 80)
    #expect(kept.outcome == .kept)
    #expect(kept.anchor == ScrollAnchor(rowID: 5, path: RowPath(section: 0, row: 24), distanceFromTop: 40))
  }

  @Test func changesBelowTheAnchorDoNotMoveIt() {
    let new = sectioned([(100, [1, 2, 3, 4, 5, 7, 6]), (102, [30])])
    let kept = Self.keeping(to: new)
    #expect(kept.contentOffset == 300)
  }

  // "A deleted (or moved) anchor is replaced by the nearest staying row before it in the old
  // snapshot ... The replacement keeps its own distance from the viewport's top"
  @Test func aDeletedAnchorIsReplacedByTheNearestStayingRowBeforeIt() {
    let new = sectioned([(100, [1, 2, 3, 6, 7, 8, 9, 10]), (101, Array(11...20))])  // 4 and 5 deleted
    let kept = Self.keeping(to: new)
    #expect(kept.outcome == .replaced(5))
    // Row 3 was 2 rows above row 5 (-120 from the top) and stays there: nothing above it changed.
    #expect(kept.anchor == ScrollAnchor(rowID: 3, path: RowPath(section: 0, row: 2), distanceFromTop: -120))
    #expect(kept.contentOffset == 300)
  }

  // "when there is none before it, the nearest staying row after it"
  @Test func withNoStayingRowBeforeItTheNextOneTakesItsPlace() {
    // Rows 1 to 5 deleted, 10 newer rows on top.
    let new = sectioned([(100, Array(-9...0) + [6, 7, 8, 9, 10]), (101, Array(11...20))])
    let kept = Self.keeping(to: new)
    #expect(kept.outcome == .replaced(5))
    // Row 6 was 120 points below the top (one row below row 5) and stays there.
    #expect(kept.anchor == ScrollAnchor(rowID: 6, path: RowPath(section: 0, row: 10), distanceFromTop: 120))
    #expect(kept.contentOffset == 20 + 10 * 80 - 120)
  }

  // "With no staying row at all the list goes to its top"
  @Test func withNoStayingRowTheListGoesToItsTop() {
    let new = sectioned([(102, [30])])
    let kept = Self.keeping(to: new)
    #expect(kept == AnchoredPosition(contentOffset: 0, anchor: nil, outcome: .lost))
  }

  // "with revealsInsertedRows the offset does not change, so rows inserted at the top show; with
  // keepsAnchoredRow the anchor stays as anywhere else"
  @Test func atTheTopInsertedRowsShowUnlessTheOptionKeepsTheAnchor() {
    let atTop = ScrollAnchor(rowID: 1, path: RowPath(section: 0, row: 0), distanceFromTop: 20)
    let new = sectioned([(100, [-1, 0] + Array(1...10)), (101, Array(11...20))])
    let changeset = new.changeset(from: Self.old)
    let revealed = atTop.position(after: changeset, from: Self.old, to: new, heights: Self.heights(), contentOffset: 0)
    #expect(revealed == AnchoredPosition(contentOffset: 0, anchor: nil, outcome: .revealedTop))
    let kept = atTop.position(
      after: changeset,
      from: Self.old,
      to: new,
      heights: Self.heights(),
      contentOffset: 0,
      options: AnchorOptions(atTop: .keepsAnchoredRow)
    )
    #expect(kept.contentOffset == 160)
    #expect(kept.outcome == .kept)
  }

  // "The offset is never below options.minimumContentOffset"
  @Test func theOffsetIsClampedToTheTop() {
    let new = sectioned([(100, [5, 6, 7, 8, 9, 10]), (101, Array(11...20))])
    let kept = Self.keeping(to: new)
    #expect(kept.contentOffset == 0)
    #expect(kept.isClamped)
    #expect(kept.anchor?.distanceFromTop == 20)
  }

  // "Only a row above the anchor moves it." / "The anchored row's own section header is above it"
  @Test func heightChangesOutsideAnUpdateCountOnlyAboveTheAnchor() {
    #expect(Self.anchor.offsetAdjustment(forRowAt: RowPath(section: 0, row: 3), from: 80, to: 120) == 40)
    #expect(Self.anchor.offsetAdjustment(forRowAt: RowPath(section: 0, row: 4), from: 80, to: 120) == 0)
    #expect(Self.anchor.offsetAdjustment(forHeaderOf: 0, from: 20, to: 30) == 10)
    #expect(Self.anchor.offsetAdjustment(forHeaderOf: 1, from: 20, to: 30) == 0)
  }

  // "the first row that is fully inside the viewport, or, when none is ..., the first row that shows at all"
  @Test func theFirstFullyVisibleRowIsTheAnchor() {
    let rows = [
      VisibleRow(id: 2, path: RowPath(section: 0, row: 1), top: 100, height: 80),
      VisibleRow(id: 1, path: RowPath(section: 0, row: 0), top: 20, height: 80),
      VisibleRow(id: 3, path: RowPath(section: 0, row: 2), top: 180, height: 80),
    ]
    let anchor = ScrollAnchor.firstFullyVisible(rows, contentOffset: 50, viewportHeight: 300)
    #expect(anchor == ScrollAnchor(rowID: 2, path: RowPath(section: 0, row: 1), distanceFromTop: 50))
    let tall = ScrollAnchor.firstFullyVisible(rows, contentOffset: 110, viewportHeight: 40)
    #expect(tall?.rowID == 2)
  }

  @Test func measuredHeightsReplaceTheEstimate() {
    var heights = Self.heights()
    #expect(heights.setRowHeight(60, for: 7) == 80)
    #expect(heights.rowHeight(7) == 60)
    #expect(heights.rowHeight(8) == 80)
    heights.removeRowHeights(for: [7])
    #expect(heights.rowHeight(7) == 80)
  }
}
