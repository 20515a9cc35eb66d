// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import TestSupport
import Testing

/// Random sequences of updates through `SectionedDataSource` into ``FakeLayoutView``, a model of
/// a UIKit view with heights of its own: prepends, appends, pages dropped to placeholders and
/// loaded back, rows resized above the anchor, the anchor deleted, rows moved out of deleted
/// sections, user scrolls; tables (estimates from the data source) and collection views (their
/// own estimates), a top inset or none, both top behaviours.
///
/// `swift test` runs 300 sequences; `ANCHOR_VIEW_SEQUENCES=10000 swift test --filter
/// SectionedDataSourceViewLayoutRandomTests` runs the release figure.
@MainActor
@Suite struct SectionedDataSourceViewLayoutRandomTests {
  static let baseSeed: UInt64 = 0xA11C_4039

  /// What the runs found.
  struct Figures: CustomStringConvertible {
    var sequences = 0
    var steps = 0
    var maxDrift = 0.0
    var maxDriftWithoutRowTops = 0.0
    var outOfContent = 0
    var animatedMoves = 0
    var wrongAnchor = 0
    var kept = 0
    var replaced = 0
    var replacedOffScreen = 0
    var revealedTop = 0
    var lost = 0
    var clamped = 0
    var movedWithoutAnimation = 0
    var stillWithoutAnimation = 0
    var firstFailure: String?

    var description: String {
      "\(sequences) sequences, \(steps) steps: max drift \(maxDrift) pt (\(maxDriftWithoutRowTops) pt where the "
        + "view reports no row tops), \(outOfContent) offsets outside the "
        + "content, \(animatedMoves) animated batches that moved the content, \(wrongAnchor) wrong anchors; "
        + "outcomes: \(kept) kept, \(replaced) replaced (\(replacedOffScreen) by a row off screen, its drift checked too), "
        + "\(revealedTop) revealed top (the offset kept), \(lost) lost; \(clamped) clamped; \(movedWithoutAnimation) batches "
        + "that moved the content, all without animation; \(stillWithoutAnimation) without animation that did not "
        + "move it"
    }
  }

  // Sections.md: "The offset stays between the view's top (anchorMinimumContentOffset) and the end
  // of its content"; "A batch that may move the content runs without animation"; the row kept,
  // or its replacement, "at the distance it had on screen".
  @Test func randomSequencesKeepTheVisibleRowInTheViewsLayout() {
    let count = ProcessInfo.processInfo.environment["ANCHOR_VIEW_SEQUENCES"].flatMap(Int.init) ?? 300
    var figures = Figures()
    for index in 0..<count { run(sequence: index, into: &figures) }
    print("SectionedDataSourceViewLayoutRandomTests: \(figures)")
    #expect(figures.maxDrift <= 0.5, "\(figures.firstFailure ?? "")")
    #expect(figures.outOfContent == 0, "\(figures.firstFailure ?? "")")
    #expect(figures.animatedMoves == 0, "\(figures.firstFailure ?? "")")
    #expect(figures.wrongAnchor == 0, "\(figures.firstFailure ?? "")")
    // The generator reaches what is checked.
    #expect(figures.replaced > count / 4)
    #expect(figures.clamped > count / 20)
    #expect(figures.kept > count)
  }

  // AnchorScrollable.anchorRowTop(at:): "With nil the data source uses its own computation."
  // Tables that report no layout: the data source's heights place the row. Rows resized in the
  // batch above the viewport are out of its sight there, so drift is measured, not bounded; the
  // offset still stays within the content and no animated batch moves it.
  @Test func randomSequencesOnATableThatReportsNoLayoutStayWithinTheContent() {
    let count = (ProcessInfo.processInfo.environment["ANCHOR_VIEW_SEQUENCES"].flatMap(Int.init) ?? 300) / 5
    var figures = Figures()
    for index in 0..<count { run(sequence: 1_000_000 + index, into: &figures, reportsRowTops: false) }
    print("SectionedDataSourceViewLayoutRandomTests, no row tops: \(figures)")
    #expect(figures.outOfContent == 0, "\(figures.firstFailure ?? "")")
    #expect(figures.animatedMoves == 0, "\(figures.firstFailure ?? "")")
    #expect(figures.wrongAnchor == 0, "\(figures.firstFailure ?? "")")
  }

  /// A row's real height is its value; placeholders are 61 points.
  static func height(_ item: Item) -> Double { Double(item.value) }

  func run(sequence: Int, into figures: inout Figures, reportsRowTops: Bool = true) {
    let seed = Self.baseSeed &+ UInt64(sequence)
    var random = SeededGenerator(seed: seed)
    let table = Bool.random(using: &random) || !reportsRowTops
    let topInset: Double = Bool.random(using: &random) ? 64 : 0
    let atTop: AnchorOptions.TopBehavior = Bool.random(using: &random) ? .keepsAnchoredRow : .revealsInsertedRows
    let dataSource = TestDataSource()
    dataSource.registerCell(FakeCell.self, for: Item.self) { _, _ in }
    dataSource.anchorOptions = AnchorOptions(atTop: atTop)
    let view = FakeLayoutView<Group, Item>(
      viewportHeight: Double(Int.random(in: 300...700, using: &random)),
      topInset: topInset,
      bottomInset: Bool.random(using: &random) ? 34 : 0,
      estimates: table ? .dataSource : .own(row: 50, header: 25),
      rowHeight: Self.height,
      headerHeight: { $0.id % 2 == 0 ? 30 : 0 }
    )
    view.reportsRowTops = reportsRowTops
    view.attach(dataSource)
    var nextID = 1
    func row() -> Item {
      defer { nextID += 1 }
      return Item(nextID, 20 * Int.random(in: 1...8, using: &random))
    }
    var snapshot = Snapshot()
    for section in 0..<Int.random(in: 2...6, using: &random) {
      snapshot.appendSection(Group(section), rows: (0..<Int.random(in: 3...10, using: &random)).map { _ in row() })
    }
    var nextSection = 100
    dataSource.reload(snapshot)
    view.scroll(to: Double(Int.random(in: -64...3_000, using: &random)))
    figures.sequences += 1
    for step in 0..<8 {
      if Bool.random(using: &random) { view.scroll(to: Double(Int.random(in: -64...3_000, using: &random))) }
      let anchor = ScrollAnchor.firstFullyVisible(
        view.visibleRows(),
        contentOffset: view.contentOffset,
        viewportHeight: view.anchorViewportHeight
      )
      var new = snapshot
      let anchorPath = anchor?.path
      switch Int.random(in: 0..<8, using: &random) {
      case 0:  // a prepend: rows on top of the first section, or a new section
        let rows = (0..<Int.random(in: 1...6, using: &random)).map { _ in row() }
        if new.sectionCount > 0 && Bool.random(using: &random) {
          for item in rows.reversed() { new.insertRow(item, at: RowPath(section: 0, row: 0)) }
        } else {
          nextSection += 1
          new.insertSection(Group(nextSection), rows: rows, at: 0)
        }
      case 1:  // an append
        nextSection += 1
        new.appendSection(Group(nextSection), rows: (0..<Int.random(in: 1...8, using: &random)).map { _ in row() })
      case 2 where new.sectionCount > 0:  // a page dropped to placeholders, or loaded back
        let section = Int.random(in: 0..<new.sectionCount, using: &random)
        let model = new.sections[section].model
        let placeholders = new.sections[section].rows.allSatisfy { $0.value == 61 }
        let rows = new.sections[section].rows.map { _ in placeholders ? row() : Item(nextIDPlus(&nextID), 61) }
        new.removeSection(at: section)
        new.insertSection(model, rows: rows, at: section)
      case 3:  // heights change above the anchor (or anywhere when none shows)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          guard let path = SectionedSnapshotRandomTests.randomRow(in: new, using: &random) else { break }
          let target =
            anchorPath.map { $0 < path ? RowPath(section: $0.section, row: max($0.row - 1, 0)) : path } ?? path
          guard target.section < new.sectionCount, target.row < new.sections[target.section].rows.count else {
            continue
          }
          let item = new[target]
          new.replaceRow(at: target, with: Item(item.id, 20 * Int.random(in: 1...8, using: &random)))
        }
      case 4 where anchorPath != nil:  // the anchor is deleted (and maybe its neighbours)
        let path = anchorPath!
        for _ in 0..<Int.random(in: 1...3, using: &random) where path.row < new.sections[path.section].rows.count {
          new.removeRow(at: path)
        }
      case 5:  // rows deleted anywhere
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          guard let path = SectionedSnapshotRandomTests.randomRow(in: new, using: &random) else { break }
          new.removeRow(at: path)
        }
      case 6 where new.sectionCount > 1:  // a row moved out of a section that is deleted
        let section = Int.random(in: 0..<new.sectionCount, using: &random)
        let removed = new.removeSection(at: section)
        if let moved = removed.rows.randomElement(using: &random) {
          let target = Int.random(in: 0..<new.sectionCount, using: &random)
          new.insertRow(moved, at: RowPath(section: target, row: new.sections[target].rows.count))
        }
      default:  // a row moved within the list
        guard let from = SectionedSnapshotRandomTests.randomRow(in: new, using: &random) else { break }
        let item = new.removeRow(at: from)
        let section = Int.random(in: 0..<new.sectionCount, using: &random)
        new.insertRow(
          item,
          at: RowPath(section: section, row: Int.random(in: 0...new.sections[section].rows.count, using: &random))
        )
      }
      check(step: step, seed: seed, new, dataSource, view, anchor, &figures)
      snapshot = new
    }
  }

  private func nextIDPlus(_ id: inout Int) -> Int {
    defer { id += 1 }
    return id
  }

  /// Applies `new` and checks the screen against the view's own layout.
  private func check(
    step: Int,
    seed: UInt64,
    _ new: Snapshot,
    _ dataSource: TestDataSource,
    _ view: FakeLayoutView<Group, Item>,
    _ anchor: ScrollAnchor<Int>?,
    _ figures: inout Figures
  ) {
    let before = view.contentOffset
    let onScreen = Set(view.visibleRows().map(\.id))
    var screenBefore: [Int: Double] = [:]
    for id in dataSource.snapshot.sections.flatMap({ $0.rows.map(\.id) }) {
      screenBefore[id] = view.screenTop(ofRow: id)
    }
    let batches = view.batchesAnimated.count
    let atTop = before <= view.anchorMinimumContentOffset
    dataSource.apply(new)
    figures.steps += 1
    let after = view.contentOffset
    let minimum = view.anchorMinimumContentOffset
    let maximum = view.anchorMaximumContentOffset
    func fail(_ what: String) {
      if figures.firstFailure == nil { figures.firstFailure = "seed \(seed) step \(step): \(what)" }
    }
    if after < minimum - 0.001 || after > maximum + 0.001 {
      figures.outOfContent += 1
      fail("offset \(after) outside \(minimum)...\(maximum)")
    }
    let ran = view.batchesAnimated.count > batches
    let moved = abs(after - before) > 0.001
    if ran && moved {
      if view.batchesAnimated.last == true {
        figures.animatedMoves += 1
        fail("an animated batch moved the content \(before) -> \(after)")
      } else {
        figures.movedWithoutAnimation += 1
      }
    } else if ran && view.batchesAnimated.last == false {
      figures.stillWithoutAnimation += 1
    }
    guard ran, let position = dataSource.lastAnchoredPosition else { return }
    if position.isClamped { figures.clamped += 1 }
    let kept: Int
    switch position.outcome {
    case .revealedTop:
      figures.revealedTop += 1
      if !atTop || moved {
        figures.wrongAnchor += 1
        fail("revealed the top away from it, or moved")
      }
      return
    case .lost:
      figures.lost += 1
      return
    case .kept:
      figures.kept += 1
      kept = position.anchor!.rowID
      if kept != anchor?.rowID {
        figures.wrongAnchor += 1
        fail("kept \(kept), the anchor was \(String(describing: anchor?.rowID))")
      }
    case .replaced:
      figures.replaced += 1
      kept = position.anchor!.rowID
    }
    if !onScreen.contains(kept) { figures.replacedOffScreen += 1 }
    guard let distance = screenBefore[kept], let top = view.top(ofRow: kept) else {
      figures.wrongAnchor += 1
      fail("row \(kept) was not in the list")
      return
    }
    // Where the row must be: at its distance, unless that offset is outside the content.
    let expected = min(max(top - distance, minimum), max(minimum, maximum))
    let drift = abs(after - expected)
    guard view.reportsRowTops else {
      figures.maxDriftWithoutRowTops = max(figures.maxDriftWithoutRowTops, drift)
      return
    }
    if drift > figures.maxDrift {
      figures.maxDrift = drift
      if drift > 0.5 { fail("row \(kept) drifted \(drift) (offset \(after), expected \(expected))") }
    }
  }
}
