// SPDX-License-Identifier: MIT

import ListSections

/// ScrollAnchor workloads (issue 29): the content offset that keeps the visible row in place, for
/// a 20-row prepend and for a page dropped under a memory cap, on sectioned lists of 1,000,
/// 10,000 and 100,000 rows (a header every 10 rows). The changeset is computed once, outside the
/// timing; one operation is one `position(after:...)` call. The cost must not grow with the list.
enum AnchorBenchmarks {
  typealias Snapshot = SectionedSnapshot<SectionsBenchmarks.Group, SectionsBenchmarks.Item>

  static func run() {
    var prepend: [Int: Measurement] = [:]
    var drop: [Int: Measurement] = [:]
    for count in [1_000, 10_000, 100_000] {
      let old = list(rows: count, firstRowID: 0, firstSectionID: 0)
      // Heights: an estimate, and every tenth row measured.
      var heights = MeasuredHeights<Int, Int>(estimatedRowHeight: 44, estimatedHeaderHeight: 28)
      for id in stride(from: 0, to: count, by: 10) { heights.setRowHeight(60, for: id) }
      let anchorPath = RowPath(section: old.sectionCount / 2, row: 3)
      let anchor = ScrollAnchor(rowID: old[anchorPath].id, path: anchorPath, distanceFromTop: 120)
      // 20 newer rows on top: two new sections of 10.
      var prepended = old
      let newer = list(rows: 20, firstRowID: -1_000, firstSectionID: -100)
      for (index, section) in newer.sections.enumerated() {
        prepended.insertSection(section.model, rows: section.rows, at: index)
      }
      let prependChanges = prepended.changeset(from: old)
      let name = count >= 1_000 ? "\(count / 1_000)k" : "\(count)"
      let prependRun = Harness.measure(
        Workload(name: "anchor_prepend20_\(name)", unit: "update") {
          var checksum = 0
          for _ in 0..<1_000 {
            let kept = anchor.position(
              after: prependChanges,
              from: old,
              to: prepended,
              heights: heights,
              contentOffset: 50_000
            )
            checksum &+= Int(kept.contentOffset)
          }
          return (1_000, checksum)
        }
      )
      Harness.report(prependRun)
      prepend[count] = prependRun
      // Scrolled far down under a cap: the first page (5 sections, 50 rows) is dropped.
      var dropped = old
      for _ in 0..<5 { dropped.removeSection(at: 0) }
      let dropChanges = dropped.changeset(from: old)
      let dropRun = Harness.measure(
        Workload(name: "anchor_pagedrop50_\(name)", unit: "update") {
          var checksum = 0
          for _ in 0..<1_000 {
            let kept = anchor.position(
              after: dropChanges,
              from: old,
              to: dropped,
              heights: heights,
              contentOffset: 50_000
            )
            checksum &+= Int(kept.contentOffset)
          }
          return (1_000, checksum)
        }
      )
      Harness.report(dropRun)
      drop[count] = dropRun
    }
    for (label, runs) in [("prepend20", prepend), ("pagedrop50", drop)] {
      let ratio = runs[100_000]!.nanosecondsPerOperation / runs[1_000]!.nanosecondsPerOperation
      print("anchor_\(label) ratio 100k / 1k".padding(toLength: 34, withPad: " ", startingAt: 0) + "\(ratio)")
    }
  }

  /// `rows` rows in sections of 10.
  static func list(rows: Int, firstRowID: Int, firstSectionID: Int) -> Snapshot {
    var snapshot = Snapshot()
    for section in 0..<(rows / 10) {
      let ids = (firstRowID + section * 10)..<(firstRowID + section * 10 + 10)
      snapshot.appendSection(
        SectionsBenchmarks.Group(id: firstSectionID + section, value: 0),
        rows: ids.map { SectionsBenchmarks.Item(id: $0, value: 0) }
      )
    }
    return snapshot
  }
}
