// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import Testing

/// A scrolling list view that lays rows out from the data source's snapshot and heights (the
/// layout model), runs batch updates at once, and records the offsets it is asked to move to.
@MainActor
final class FakeScrollingList: BatchUpdatable, AnchorScrollable {
  var layout: () -> LayoutModel = { LayoutModel(snapshot: Snapshot(), heights: ModelHeights()) }
  var anchorContentOffset = 0.0
  var anchorMinimumContentOffset: Double { 0 }
  var anchorViewportHeight: Double { 200 }
  private(set) var offsetsSet: [Double] = []
  /// The view's own layout of a row after an update (`anchorRowTop(at:)`); `nil`: not reported.
  var rowTops: ((IndexPath) -> Double?)?

  func anchorRowTop(at indexPath: IndexPath) -> Double? {
    rowTops?(indexPath)
  }

  /// For each batch update, whether it ran with animations off.
  private(set) var batchesAnimated: [Bool] = []
  private var animationsOff = false

  func anchorWithoutAnimation(_ updates: () -> Void) {
    animationsOff = true
    updates()
    animationsOff = false
  }

  func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] {
    layout().visibleRows(contentOffset: anchorContentOffset, viewportHeight: anchorViewportHeight).map {
      (IndexPath($0.path), $0.top, $0.height)
    }
  }

  func setAnchorContentOffset(_ offset: Double) {
    offsetsSet.append(offset)
    anchorContentOffset = offset
  }

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    batchesAnimated.append(!animationsOff)
    updates?()
    completion?(true)
  }
  func reloadData() {}
  func insertSections(_ sections: IndexSet) {}
  func deleteSections(_ sections: IndexSet) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func reloadSections(_ sections: IndexSet) {}
  func insertItems(at indexPaths: [IndexPath]) {}
  func deleteItems(at indexPaths: [IndexPath]) {}
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  func reloadItems(at indexPaths: [IndexPath]) {}
  func reconfigureItems(at indexPaths: [IndexPath]) {}
}

/// ``SectionedDataSource`` keeps the visible row in place on an ``AnchorScrollable`` view.
@MainActor
@Suite struct SectionedDataSourceAnchoringTests {
  typealias DataSource = SectionedDataSource<Group, Item, FakeCell, FakeHeader>

  /// A data source showing rows 1...30 in sections of 10 (20-point headers, 50-point rows), the
  /// view scrolled to `offset`, every row measured as it appeared.
  func showing(offset: Double) -> (DataSource, FakeScrollingList) {
    let list = FakeScrollingList()
    let dataSource = DataSource(view: list)
    dataSource.heights = MeasuredHeights(estimatedRowHeight: 50, estimatedHeaderHeight: 20)
    list.layout = { [unowned dataSource] in
      var heights = ModelHeights()
      for section in dataSource.snapshot.sections {
        heights.headers[section.model.id] = dataSource.heights.headerHeight(section.model.id)
        for row in section.rows { heights.rows[row.id] = dataSource.heights.rowHeight(row.id) }
      }
      return LayoutModel(snapshot: dataSource.snapshot, heights: heights)
    }
    dataSource.reload(sectioned([(100, Array(1...10)), (101, Array(11...20)), (102, Array(21...30))]))
    list.anchorContentOffset = offset
    return (dataSource, list)
  }

  // "rows inserted, deleted or resized above it move the content, not the row being read"
  @Test func aPrependAboveTheScreenMovesTheContentNotTheRow() {
    let (dataSource, list) = showing(offset: 400)
    dataSource.rowDidAppear(at: IndexPath(indexes: [0, 2]), height: 90)  // measured: 40 more above
    list.anchorContentOffset = 440  // the view kept its rows in place as the cell grew
    let read = list.layout().visibleRows(contentOffset: 440, viewportHeight: 200).first { $0.top >= 440 }!
    #expect(read.id == 9)
    dataSource.apply(
      sectioned([(99, Array(-4...0)), (100, Array(1...10)), (101, Array(11...20)), (102, Array(21...30))])
    )
    let expected: Double = 440 + 20 + 5 * 50  // a header and five rows went in above
    #expect(list.offsetsSet == [expected])
    #expect(list.layout().top(of: 9)! - list.anchorContentOffset == read.top - 440)
    #expect(dataSource.lastAnchoredPosition?.outcome == .kept)
  }

  // AnchorScrollable.anchorRowTop(at:): "the view's estimates for rows it has not shown yet (above
  // the screen) may differ from heights, and the row stays put only if the offset follows the
  // view's layout".
  @Test func theViewsOwnLayoutOfTheNewRowsPlacesTheAnchoredRow() {
    let (dataSource, list) = showing(offset: 400)
    let read = list.layout().visibleRows(contentOffset: 400, viewportHeight: 200).first { $0.top >= 400 }!
    // The view lays the five new rows above out at 44 points each, not the data source's 50.
    list.rowTops = { [unowned dataSource, unowned list] path in
      RowPath(path).flatMap { list.layout().top(of: dataSource.snapshot[$0].id) }.map { $0 - 5 * 6 }
    }
    dataSource.apply(
      sectioned([(99, Array(-4...0)), (100, Array(1...10)), (101, Array(11...20)), (102, Array(21...30))])
    )
    let computed: Double = 400 + 20 + 5 * 50
    #expect(list.offsetsSet == [computed - 30])
    let viewTop = list.rowTops?(IndexPath(indexes: [1, 8]))  // row 9, the one being read
    #expect(viewTop.map { $0 - list.anchorContentOffset } == read.top - 400)
    // lastAnchoredPosition: "the offset applied", the view's.
    #expect(dataSource.lastAnchoredPosition?.contentOffset == computed - 30)
  }

  @Test func aReportedRowTopNeverMovesTheContentAboveTheListsTop() {
    let (dataSource, list) = showing(offset: 400)
    list.rowTops = { _ in 10 }
    dataSource.apply(
      sectioned([(99, Array(-4...0)), (100, Array(1...10)), (101, Array(11...20)), (102, Array(21...30))])
    )
    #expect(list.offsetsSet == [0])
  }

  // AnchorScrollable.anchorWithoutAnimation(_:): "The data source issues a batch this way when
  // keeping the anchored row in place moves the content".
  @Test func aBatchThatMovesTheContentRunsWithoutAnimationOthersAnimate() {
    let (dataSource, list) = showing(offset: 400)
    let thirty = [(100, Array(1...10)), (101, Array(11...20)), (102, Array(21...30))]
    dataSource.apply(sectioned(thirty + [(103, Array(31...35))]))  // appended below: nothing moves
    dataSource.apply(sectioned([(99, Array(-4...0))] + thirty + [(103, Array(31...35))]))  // above
    list.anchorContentOffset = 0
    dataSource.apply(sectioned([(98, [-5])] + [(99, Array(-4...0))] + thirty + [(103, Array(31...35))]))  // at the top
    #expect(list.batchesAnimated == [true, false, true])
    #expect(list.offsetsSet == [400, 670])
  }

  // "nil turns it off"
  @Test func turningItOffLeavesTheOffsetAlone() {
    let (dataSource, list) = showing(offset: 400)
    dataSource.anchorOptions = nil
    dataSource.apply(
      sectioned([(99, Array(-4...0)), (100, Array(1...10)), (101, Array(11...20)), (102, Array(21...30))])
    )
    #expect(list.offsetsSet.isEmpty)
    #expect(dataSource.lastAnchoredPosition == nil)
  }

  // "Default: on, with revealsInsertedRows (at the top, new rows show)"
  @Test func atTheTopNewRowsShowByDefault() {
    let (dataSource, list) = showing(offset: 0)
    dataSource.apply(
      sectioned([(99, Array(-4...0)), (100, Array(1...10)), (101, Array(11...20)), (102, Array(21...30))])
    )
    #expect(list.offsetsSet.isEmpty)
    #expect(dataSource.lastAnchoredPosition?.outcome == .revealedTop)
  }

  // "The anchor is the row the user last selected when it is on screen"
  @Test func theSelectedRowIsTheAnchorWhileOnScreen() {
    let (dataSource, list) = showing(offset: 400)
    dataSource.selectRow(at: IndexPath(indexes: [1, 0]))  // row 11, top 20 + 500 + 20 = 540
    dataSource.apply(sectioned([(100, Array(1...10)), (101, [10_000] + Array(11...20)), (102, Array(21...30))]))
    // Row 10_000 went in above row 11 but below the first fully visible row: only the selected
    // row as anchor moves the content.
    let expected: Double = 450
    #expect(list.offsetsSet == [expected])
  }

  // "a page dropped under a memory cap takes its heights with it"
  @Test func droppedRowsForgetTheirHeights() {
    let (dataSource, list) = showing(offset: 400)
    dataSource.rowDidAppear(at: IndexPath(indexes: [0, 0]), height: 70)
    dataSource.rowDidAppear(at: IndexPath(indexes: [2, 0]), height: 70)
    withExtendedLifetime(list) { dataSource.apply(sectioned([(101, Array(11...20)), (102, Array(21...30))])) }
    #expect(dataSource.heights.measuredRows[1] == nil)
    #expect(dataSource.heights.measuredRows[21] == 70)
  }
}
