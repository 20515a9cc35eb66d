// SPDX-License-Identifier: MIT

import ListSections
import TestSupport
import Testing

/// Random edits of random snapshots, diffed and replayed the way UIKit would replay them.
@Suite struct SectionedSnapshotRandomTests {
  /// The seed of the first iteration; iteration `i` uses `baseSeed + i`.
  static let baseSeed: UInt64 = 0x5EC7_1075

  @Test func applyingTheDiffReproducesTheNewSnapshot() {
    print("SectionedSnapshotRandomTests seed \(Self.baseSeed) (iteration i uses seed + i)")
    var changed = 0
    var crossSectionMoves = 0
    for iteration in 0..<3_000 {
      let seed = Self.baseSeed &+ UInt64(iteration)
      var random = SeededGenerator(seed: seed)
      let allowDuplicates = iteration % 4 == 3
      let old = Self.randomSnapshot(using: &random, allowDuplicates: allowDuplicates)
      var new = Self.randomEdit(of: old, using: &random, allowDuplicates: allowDuplicates)
      if iteration % 5 == 4 {  // a toggled sort order on top of the edits
        new = Snapshot(sections: new.sections.map { SnapshotSection($0.model, rows: $0.rows.reversed()) })
      }
      let (changeset, isExact) = roundTrip(old, new)
      #expect(isExact, "seed \(seed): \(changeset)")
      if !allowDuplicates {
        #expect(changeset.duplicates.isEmpty, "seed \(seed)")
      }
      if !isExact { return }
      if !changeset.isEmpty { changed += 1 }
      crossSectionMoves += changeset.rowMoves.filter { $0.old.section != $0.new.section }.count
    }
    // The generator must exercise the diff: most edits change something, some move across sections.
    #expect(changed > 2_000)
    #expect(crossSectionMoves > 100)
  }

  @Test func flatEditsMoveNoMoreThanTheItemsMoved() {
    var random = SeededGenerator(seed: Self.baseSeed)
    for _ in 0..<200 {
      let count = Int.random(in: 0..<200, using: &random)
      var ids = Array(0..<count)
      let moves = count == 0 ? 0 : Int.random(in: 0...3, using: &random)
      for _ in 0..<moves {
        let item = ids.remove(at: Int.random(in: 0..<ids.count, using: &random))
        ids.insert(item, at: Int.random(in: 0...ids.count, using: &random))
      }
      let (changeset, isExact) = roundTrip(flat(Array(0..<count)), flat(ids))
      #expect(isExact)
      #expect(changeset.rowMoves.count <= moves)
    }
  }

  @Test func movesOfAPermutationAreExactlyCountMinusLongestIncreasingRun() {
    var random = SeededGenerator(seed: Self.baseSeed &+ 1)
    for _ in 0..<300 {
      let count = Int.random(in: 0..<60, using: &random)
      var ids = Array(0..<count)
      // A mix of local swaps and a few long jumps, sometimes a full shuffle.
      if Bool.random(using: &random) {
        ids.shuffle(using: &random)
      } else {
        for _ in 0..<Int.random(in: 0...6, using: &random) where count > 1 {
          ids.swapAt(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
        }
      }
      // O(n²) longest increasing subsequence, the reference.
      var longest = [Int](repeating: 1, count: count)
      for end in 0..<count {
        for start in 0..<end where ids[start] < ids[end] { longest[end] = max(longest[end], longest[start] + 1) }
      }
      let (changeset, isExact) = roundTrip(flat(Array(0..<count)), flat(ids))
      #expect(isExact)
      #expect(changeset.rowMoves.count == count - (longest.max() ?? 0), "\(ids)")
    }
  }

  static func randomSnapshot(using random: inout SeededGenerator, allowDuplicates: Bool) -> Snapshot {
    var snapshot = Snapshot()
    let sectionCount = Int.random(in: 0...5, using: &random)
    var nextID = 0
    for sectionID in 0..<sectionCount {
      let rows = (0..<Int.random(in: 0...8, using: &random)).map { _ -> Item in
        nextID += 1
        let id = allowDuplicates ? Int.random(in: 0..<12, using: &random) : nextID
        return Item(id, Int.random(in: 0...1, using: &random))
      }
      let id = allowDuplicates ? Int.random(in: 0..<4, using: &random) : sectionID
      snapshot.appendSection(Group(id), rows: rows)
    }
    return snapshot
  }

  static func randomEdit(
    of old: Snapshot,
    using random: inout SeededGenerator,
    allowDuplicates: Bool
  ) -> Snapshot {
    var new = old
    var nextID = 1_000
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let sectionCount = new.sectionCount
      switch Int.random(in: 0..<10, using: &random) {
      case 0:  // insert a section
        nextID += 1
        let rows = (0..<Int.random(in: 0...3, using: &random)).map { Item(nextID * 10 + $0) }
        new.insertSection(
          Group(allowDuplicates ? Int.random(in: 0..<4, using: &random) : nextID),
          rows: rows,
          at: Int.random(in: 0...sectionCount, using: &random)
        )
      case 1 where sectionCount > 0:  // delete a section
        new.removeSection(at: Int.random(in: 0..<sectionCount, using: &random))
      case 2 where sectionCount > 1:  // move a section
        let section = new.removeSection(at: Int.random(in: 0..<sectionCount, using: &random))
        new.insertSection(section.model, rows: section.rows, at: Int.random(in: 0..<sectionCount, using: &random))
      case 3 where sectionCount > 0:  // update a section model
        let index = Int.random(in: 0..<sectionCount, using: &random)
        new.replaceSectionModel(Group(new.sections[index].model.id, "changed"), at: index)
      case 4 where sectionCount > 0, 5 where sectionCount > 0:  // insert a row
        let section = Int.random(in: 0..<sectionCount, using: &random)
        nextID += 1
        let id = allowDuplicates ? Int.random(in: 0..<12, using: &random) : nextID
        new.insertRow(
          Item(id),
          at: RowPath(section: section, row: Int.random(in: 0...new.sections[section].rows.count, using: &random))
        )
      default:
        guard let from = randomRow(in: new, using: &random) else { continue }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:  // delete a row
          new.removeRow(at: from)
        case 1:  // update a row
          new.replaceRow(at: from, with: Item(new[from].id, new[from].value + 1))
        default:  // move a row, within or across sections
          let item = new.removeRow(at: from)
          let section = Int.random(in: 0..<sectionCount, using: &random)
          let row = Int.random(in: 0...new.sections[section].rows.count, using: &random)
          new.insertRow(item, at: RowPath(section: section, row: row))
        }
      }
    }
    return new
  }

  static func randomRow(in snapshot: Snapshot, using random: inout SeededGenerator) -> RowPath? {
    let candidates = snapshot.sections.indices.filter { !snapshot.sections[$0].rows.isEmpty }
    guard let section = candidates.randomElement(using: &random) else { return nil }
    return RowPath(section: section, row: Int.random(in: 0..<snapshot.sections[section].rows.count, using: &random))
  }
}
