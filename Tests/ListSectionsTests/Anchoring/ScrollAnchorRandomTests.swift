// SPDX-License-Identifier: MIT

import ListSections
import TestSupport
import Testing

/// 10,000 random sequences of list changes against a layout model: after every update the anchored
/// row is at the same distance from the viewport's top (0 points of drift), or the documented
/// replacement is, or the list shows its top by the documented rule.
@Suite struct ScrollAnchorRandomTests {
  static let baseSeed: UInt64 = 0xA4C4_0000
  static let sequences = 10_000
  static let stepsPerSequence = 8
  static let viewportHeight = 200.0

  /// One sequence's state: the list, its heights, the offset, and what happened so far.
  struct Run {
    var random: SeededGenerator
    var sections: [(Group, [Item])] = []
    var heights = ModelHeights()
    var dropped: [(Group, [Item])] = []
    var nextRowID = 0
    var nextSectionID = 1_000
    var log: [String] = []

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    var snapshot: Snapshot { Snapshot(sections: sections.map { SnapshotSection($0.0, rows: $0.1) }) }

    mutating func height() -> Double { Double(Int.random(in: 2...24, using: &random)) * 5 / 2 }

    mutating func newRows(_ count: Int) -> [Item] {
      (0..<count).map { _ in
        nextRowID += 1
        heights.rows[nextRowID] = height()
        return Item(nextRowID)
      }
    }

    mutating func newSection(rows: Int) -> (Group, [Item]) {
      nextSectionID += 1
      heights.headers[nextSectionID] = random.chance(0.2) ? 0 : height()
      return (Group(nextSectionID), newRows(rows))
    }

    mutating func randomPath(insertion: Bool) -> RowPath? {
      let candidates = sections.indices.filter { insertion || !sections[$0].1.isEmpty }
      guard let section = candidates.randomElement(using: &random) else { return nil }
      let count = sections[section].1.count
      return RowPath(section: section, row: Int.random(in: 0..<(insertion ? count + 1 : count), using: &random))
    }

    /// One random edit; returns its description.
    mutating func edit() -> String {
      switch Int.random(in: 0..<13, using: &random) {
      case 0 where !sections.isEmpty:
        let rows = newRows(Int.random(in: 1...6, using: &random))
        sections[0].1.insert(contentsOf: rows, at: 0)
        return "prepend \(rows) to section 0"
      case 1:
        let section = newSection(rows: Int.random(in: 0...5, using: &random))
        sections.insert(section, at: 0)
        return "new section \(section.0.id) on top with \(section.1)"
      case 2 where !sections.isEmpty:
        let rows = newRows(Int.random(in: 1...6, using: &random))
        sections[sections.count - 1].1 += rows
        return "append \(rows)"
      case 3:
        let section = newSection(rows: Int.random(in: 1...5, using: &random))
        sections.append(section)
        return "new section \(section.0.id) at end with \(section.1)"
      case 4, 5:
        guard let path = randomPath(insertion: false) else { return "nothing" }
        let removed = sections[path.section].1.remove(at: path.row)
        return "delete row \(removed) at \(path)"
      case 6:
        guard let path = randomPath(insertion: true) else { return "nothing" }
        let row = newRows(1)
        sections[path.section].1.insert(row[0], at: path.row)
        return "insert \(row[0]) at \(path)"
      case 7:
        guard let from = randomPath(insertion: false) else { return "nothing" }
        let row = sections[from.section].1.remove(at: from.row)
        let to = randomPath(insertion: true)!
        sections[to.section].1.insert(row, at: to.row)
        return "move \(row) from \(from) to \(to)"
      case 8:
        guard let path = randomPath(insertion: false) else { return "nothing" }
        sections[path.section].1[path.row].value += 1
        let id = sections[path.section].1[path.row].id
        heights.rows[id] = height()
        return "update \(id) at \(path), height \(heights.rows[id]!)"
      case 9 where !sections.isEmpty:
        let index = Int.random(in: 0..<sections.count, using: &random)
        sections[index].0.title += "'"
        let id = sections[index].0.id
        heights.headers[id] = height()
        return "update section \(id) at \(index), header \(heights.headers[id]!)"
      case 10 where !sections.isEmpty:
        let first = random.chance(0.5)
        let section = first ? sections.removeFirst() : sections.removeLast()
        dropped.append(section)
        return "drop page \(section.0.id) (\(section.1.count) rows) at the \(first ? "top" : "end")"
      case 11 where !dropped.isEmpty:
        let section = dropped.removeLast()
        let atTop = random.chance(0.5)
        let ids = Set(sections.flatMap { $0.1.map(\.id) })
        let fresh = (section.0, section.1.filter { !ids.contains($0.id) })  // a page never shows a row twice
        if atTop { sections.insert(fresh, at: 0) } else { sections.append(fresh) }
        return "reload page \(section.0.id) at the \(atTop ? "top" : "end")"
      case 12 where sections.count > 1:
        let from = Int.random(in: 0..<sections.count, using: &random)
        let section = sections.remove(at: from)
        let to = Int.random(in: 0...sections.count, using: &random)
        sections.insert(section, at: to)
        return "move section \(section.0.id) from \(from) to \(to)"
      default:
        return "nothing"
      }
    }
  }

  /// The first failing sequence: its seed, the step that failed and every step before it.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  struct Tally {
    var kept = 0
    var replaced = 0
    var revealed = 0
    var lost = 0
    var clamped = 0
    var heightChanges = 0
    var maxDrift = 0.0
  }

  @Test func theAnchoredRowKeepsItsDistanceFromTheViewportTop() throws {
    var tally = Tally()
    for sequence in 0..<Self.sequences {
      try Self.runSequence(seed: Self.baseSeed &+ UInt64(sequence), tally: &tally)
    }
    print(
      "ScrollAnchorRandomTests: \(Self.sequences) sequences, kept \(tally.kept), replaced \(tally.replaced), "
        + "revealed top \(tally.revealed), lost \(tally.lost), clamped \(tally.clamped), "
        + "height changes \(tally.heightChanges), max drift \(tally.maxDrift)"
    )
    #expect(tally.maxDrift == 0)
    #expect(tally.kept > 10_000 && tally.replaced > 1_000 && tally.revealed > 100 && tally.clamped > 10)
  }

  /// Runs one sequence; throws the readable counterexample at the first wrong step.
  static func runSequence(seed: UInt64, tally: inout Tally) throws {
    var run = Run(seed: seed)
    for _ in 0..<Int.random(in: 1...5, using: &run.random) {
      run.sections.append(run.newSection(rows: Int.random(in: 0...8, using: &run.random)))
    }
    let options =
      run.random.chance(0.3) ? AnchorOptions(atTop: .keepsAnchoredRow) : AnchorOptions(atTop: .revealsInsertedRows)
    run.log.append("start \(run.snapshot.sections.map { "\($0.model.id): \($0.rows)" }), options \(options.atTop)")
    var offset = 0.0
    for step in 0..<stepsPerSequence {
      func fail(_ message: String) -> Failure {
        Failure(description: "sequence seed \(seed), step \(step): \(message)\n  " + run.log.joined(separator: "\n  "))
      }
      var model = LayoutModel(snapshot: run.snapshot, heights: run.heights)
      let maxOffset = max(0, model.contentHeight - viewportHeight)
      if run.random.chance(0.2) {
        offset = 0
      } else if run.random.chance(0.5) || offset > maxOffset {
        offset = Double(Int.random(in: 0...Int(maxOffset), using: &run.random))
      }
      let visible = model.visibleRows(contentOffset: offset, viewportHeight: viewportHeight)
      let touched = run.random.chance(0.2) ? visible.randomElement(using: &run.random) : nil
      guard
        let anchor = touched.map({ ScrollAnchor($0, contentOffset: offset) })
          ?? ScrollAnchor.firstFullyVisible(visible, contentOffset: offset, viewportHeight: viewportHeight)
      else { continue }
      run.log.append(
        "step \(step): offset \(offset), anchor \(anchor.rowID) at \(anchor.path) (\(anchor.distanceFromTop))"
      )
      // A cell measured outside an update.
      if run.random.chance(0.3), let path = run.randomPath(insertion: false) {
        let id = run.sections[path.section].1[path.row].id
        let before = run.heights.rows[id]!
        let after = run.height()
        run.heights.rows[id] = after
        offset += anchor.offsetAdjustment(forRowAt: path, from: before, to: after)
        run.log.append("  measured \(id) at \(path): \(before) -> \(after), offset \(offset)")
        let remeasured = LayoutModel(snapshot: model.snapshot, heights: run.heights)
        let drift = remeasured.top(of: anchor.path) - offset - anchor.distanceFromTop
        tally.heightChanges += 1
        guard drift == 0 else { throw fail("height change moved the anchor by \(drift)") }
        model = remeasured
      }
      let old = model.snapshot
      let heightsBefore = run.heights
      for _ in 0..<Int.random(in: 1...4, using: &run.random) { run.log.append("  " + run.edit()) }
      let new = run.snapshot
      let changeset = new.changeset(from: old)
      let result = anchor.position(
        after: changeset,
        from: old,
        to: new,
        heightsBefore: heightsBefore,
        heightsAfter: run.heights,
        contentOffset: offset,
        options: options
      )
      let newModel = LayoutModel(snapshot: new, heights: run.heights)
      run.log.append(
        "  -> offset \(result.contentOffset), \(result.outcome), anchor \(String(describing: result.anchor))"
      )
      if options.atTop == .revealsInsertedRows && offset <= 0 {
        tally.revealed += 1
        guard result.outcome == .revealedTop, result.contentOffset == offset else {
          throw fail("at the top with revealsInsertedRows, expected the offset to stay \(offset)")
        }
        offset = result.contentOffset
        continue
      }
      guard let staying = expectedStayingRow(for: anchor.path, in: old, changeset: changeset) else {
        tally.lost += 1
        guard result.outcome == .lost, result.contentOffset == 0 else { throw fail("expected lost, offset 0") }
        offset = 0
        continue
      }
      let id = old[staying].id
      let oldDistance = model.top(of: staying) - offset
      let newTop = newModel.top(of: id)!
      let wanted = newTop - oldDistance
      let expectedOffset = max(0, wanted)
      let expectedOutcome: AnchoredPosition<Int>.Outcome = staying == anchor.path ? .kept : .replaced(anchor.rowID)
      guard result.outcome == expectedOutcome else { throw fail("expected \(expectedOutcome) (row \(id))") }
      guard result.anchor?.rowID == id, result.anchor?.path == newModel.path(of: id) else {
        throw fail("expected anchor \(id) at \(String(describing: newModel.path(of: id)))")
      }
      let drift = (newTop - result.contentOffset) - oldDistance
      if wanted < 0 {
        tally.clamped += 1
        guard result.isClamped, result.contentOffset == 0 else { throw fail("expected clamped to 0") }
      } else {
        tally.maxDrift = max(tally.maxDrift, abs(drift))
        guard drift == 0, !result.isClamped else {
          throw fail("row \(id) drifted by \(drift) (offset \(result.contentOffset), expected \(expectedOffset))")
        }
      }
      guard result.anchor?.distanceFromTop == newTop - result.contentOffset else {
        throw fail(
          "anchor distance \(String(describing: result.anchor?.distanceFromTop)) != \(newTop - result.contentOffset)"
        )
      }
      if staying == anchor.path { tally.kept += 1 } else { tally.replaced += 1 }
      offset = result.contentOffset
    }
  }
}
