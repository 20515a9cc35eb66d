// SPDX-License-Identifier: MIT

import Foundation
import ListSections

/// ListSections workloads: snapshot diffs (ms per diff, with targets) and the flat-list splitter
/// against a plain two-pass split floor.
enum SectionsBenchmarks {
  /// A row: identity by `id`, equality by `value` (and `id`).
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var value: Int
  }

  /// A section model.
  struct Group: Identifiable, Equatable, Sendable {
    let id: Int
    var value: Int
  }

  typealias Snapshot = SectionedSnapshot<Group, Item>

  /// A flat-list element for the splitter.
  enum Element: Sendable {
    case header(Int)
    case row(Item)
  }

  static func run() {
    diff1pct(count: 10_000, name: "diff_10k_1pct", targetMilliseconds: 1.5)
    diff1pct(count: 100_000, name: "diff_100k_1pct", targetMilliseconds: 30)
    appendPage()
    sections()
    reverse()
    split()
  }

  // MARK: - Diffs

  static func flat(_ items: [Item]) -> Snapshot { Snapshot(section: Group(id: 0, value: 0), rows: items) }

  /// Deletes 1%, inserts 1%, moves 0.5% and updates 1% of the items at random positions.
  /// Returns the new items and how many items were moved.
  static func edit1pct(_ items: [Item], using random: inout SplitMix) -> [Item] {
    var items = items
    let count = items.count
    var nextID = count * 10
    for _ in 0..<(count / 100) { items.remove(at: Int.random(in: 0..<items.count, using: &random)) }
    for _ in 0..<(count / 100) {
      nextID += 1
      items.insert(Item(id: nextID, value: 0), at: Int.random(in: 0...items.count, using: &random))
    }
    for _ in 0..<(count / 200) {
      let item = items.remove(at: Int.random(in: 0..<items.count, using: &random))
      items.insert(item, at: Int.random(in: 0...items.count, using: &random))
    }
    for _ in 0..<(count / 100) { items[Int.random(in: 0..<items.count, using: &random)].value += 1 }
    return items
  }

  static func diff1pct(count: Int, name: String, targetMilliseconds: Double) {
    var random = SplitMix(seed: 42)
    let oldItems = (0..<count).map { Item(id: $0, value: 0) }
    let old = flat(oldItems)
    let new = flat(edit1pct(oldItems, using: &random))
    measureDiff(name: name, old: old, new: new, targetMilliseconds: targetMilliseconds)
    let changeset = new.changeset(from: old)
    let moved = count / 200
    print(
      "  moves reported \(changeset.rowMoves.count) vs \(moved) items moved"
        + "  (\(format(Double(changeset.rowMoves.count) / Double(moved)))x, target <= 1.2x)"
        + "  deletes \(changeset.rowDeletes.count) inserts \(changeset.rowInserts.count)"
        + " updates \(changeset.rowUpdates.count)"
    )
  }

  static func appendPage() {
    let items = (0..<100_000).map { Item(id: $0, value: 0) }
    let old = flat(items)
    let new = flat(items + (100_000..<100_020).map { Item(id: $0, value: 0) })
    measureDiff(name: "diff_100k_append_page", old: old, new: new, targetMilliseconds: 2)
  }

  static func sections() {
    var random = SplitMix(seed: 7)
    var nextID = 0
    var old = Snapshot()
    for section in 0..<1_000 {
      let rows = (0..<100).map { _ -> Item in
        nextID += 1
        return Item(id: nextID, value: 0)
      }
      old.appendSection(Group(id: section, value: 0), rows: rows)
    }
    var new = old
    let rows = old.rowCount
    // 1% row edits: a third deletes, a third inserts, a third updates.
    for edit in 0..<(rows / 100) {
      let section = Int.random(in: 0..<new.sectionCount, using: &random)
      let count = new.sections[section].rows.count
      switch edit % 3 {
      case 0 where count > 0:
        new.removeRow(at: RowPath(section: section, row: Int.random(in: 0..<count, using: &random)))
      case 1:
        nextID += 1
        new.insertRow(
          Item(id: nextID, value: 0),
          at: RowPath(section: section, row: Int.random(in: 0...count, using: &random))
        )
      default:
        guard count > 0 else { continue }
        let path = RowPath(section: section, row: Int.random(in: 0..<count, using: &random))
        new.replaceRow(at: path, with: Item(id: new[path].id, value: 1))
      }
    }
    // 1% of the rows move to another section.
    for _ in 0..<(rows / 100) {
      let from = Int.random(in: 0..<new.sectionCount, using: &random)
      guard !new.sections[from].rows.isEmpty else { continue }
      let item = new.removeRow(
        at: RowPath(section: from, row: Int.random(in: 0..<new.sections[from].rows.count, using: &random))
      )
      var to = Int.random(in: 0..<(new.sectionCount - 1), using: &random)
      if to >= from { to += 1 }
      new.insertRow(
        item,
        at: RowPath(section: to, row: Int.random(in: 0...new.sections[to].rows.count, using: &random))
      )
    }
    measureDiff(name: "diff_sections_1k_x_100", old: old, new: new, targetMilliseconds: 30)
    let changeset = new.changeset(from: old)
    let across = changeset.rowMoves.filter { $0.old.section != $0.new.section }.count
    print("  row moves \(changeset.rowMoves.count) (\(across) across sections, \(rows / 100) moved)")
  }

  static func reverse() {
    let items = (0..<100_000).map { Item(id: $0, value: 0) }
    measureDiff(
      name: "diff_100k_reverse",
      old: flat(items),
      new: flat(items.reversed()),
      targetMilliseconds: 40
    )
  }

  static func measureDiff(name: String, old: Snapshot, new: Snapshot, targetMilliseconds: Double) {
    let measurement = Harness.measure(
      Workload(name: name, unit: "diff") {
        let changeset = new.changeset(from: old)
        return (1, changeset.changeCount)
      }
    )
    Harness.report(measurement)
    let milliseconds = measurement.nanosecondsPerOperation / 1e6
    // Thread CPU time too: on a shared, loaded machine wall time also counts time spent descheduled.
    var cpuSamples: [Double] = []
    for _ in 0..<Harness.runs {
      let start = threadCPUNanoseconds()
      let changeset = new.changeset(from: old)
      cpuSamples.append(Double(threadCPUNanoseconds() - start) / 1e6)
      precondition(changeset.changeCount == measurement.checksum)
    }
    cpuSamples.sort()
    print(
      "  \(name): \(format(milliseconds)) ms wall, \(format(cpuSamples[cpuSamples.count / 2])) ms thread CPU"
        + "  (target <= \(format(targetMilliseconds)) ms)"
    )
  }

  // MARK: - Split

  static func split() {
    let sectionCount = 10_000
    var elements: [Element] = []
    elements.reserveCapacity(sectionCount * 101)
    for section in 0..<sectionCount {
      elements.append(.header(section))
      for row in 0..<100 { elements.append(.row(Item(id: section * 100 + row, value: row))) }
    }
    let library = Harness.measure(
      Workload(name: "split_1m", unit: "element") {
        let sections = elements.splitIntoSections { element -> SplitRole<Int, Item> in
          switch element {
          case .header(let header): .header(header)
          case .row(let item): .row(item)
          }
        }
        return (elements.count, sections.count + sections[sections.count - 1].rows.count)
      }
    )
    let floor = Harness.measure(
      Workload(name: "split_1m_floor (two-pass)", unit: "element") {
        let sections = plainTwoPassSplit(elements)
        return (elements.count, sections.count + sections[sections.count - 1].rows.count)
      }
    )
    Harness.report(floor)
    Harness.report(library, floor: floor)
  }

  /// The floor: count each section's rows, then fill arrays of exact capacity, no abstraction.
  static func plainTwoPassSplit(_ elements: [Element]) -> [(header: Int?, rows: [Item])] {
    var counts: [Int] = []
    var leading = 0
    for element in elements {
      if case .header = element {
        counts.append(0)
      } else if counts.isEmpty {
        leading += 1
      } else {
        counts[counts.count - 1] += 1
      }
    }
    var sections: [(header: Int?, rows: [Item])] = []
    sections.reserveCapacity(counts.count + 1)
    var header: Int?
    var rows: [Item] = []
    rows.reserveCapacity(leading)
    var index = 0
    for element in elements {
      switch element {
      case .header(let next):
        if header != nil || !rows.isEmpty { sections.append((header, rows)) }
        header = next
        rows = []
        rows.reserveCapacity(counts[index])
        index += 1
      case .row(let item):
        rows.append(item)
      }
    }
    sections.append((header, rows))
    return sections
  }

  /// This thread's CPU time (user + system), in nanoseconds.
  static func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return "\(rounded)"
  }

  /// SplitMix64: a seeded generator so workloads are the same on every run.
  struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
