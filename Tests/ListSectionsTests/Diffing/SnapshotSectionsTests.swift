// SPDX-License-Identifier: MIT

import ListSections
import TestSupport
import Testing

/// `SnapshotSections` behaves as an array of sections across its 256-section chunks.
@Suite struct SnapshotSectionsTests {
  private typealias Section = SnapshotSection<Group, Item>

  private func section(_ id: Int) -> Section { SnapshotSection(Group(id), rows: [Item(id)]) }

  // "It reads like an array"
  @Test func randomInsertsRemovesAndChangesMatchAnArray() {
    var random = SeededGenerator(seed: 0x5EC7_C4A4)
    var sections = SnapshotSections<Group, Item>()
    var model: [Section] = []
    var next = 0
    for step in 0..<4_000 {
      let roll = Int.random(in: 0..<10, using: &random)
      if roll < 5 || model.isEmpty {
        let index = roll == 0 ? model.count : Int.random(in: 0...model.count, using: &random)
        sections.insert(section(next), at: index)
        model.insert(section(next), at: index)
        next += 1
      } else if roll < 8 {
        let index = Int.random(in: 0..<model.count, using: &random)
        #expect(sections.remove(at: index) == model.remove(at: index), "step \(step)")
      } else {
        let index = Int.random(in: 0..<model.count, using: &random)
        sections[index].rows.append(Item(-step))
        model[index].rows.append(Item(-step))
      }
      #expect(sections.count == model.count, "step \(step)")
    }
    #expect(model.count > 600)  // several chunks
    #expect(Array(sections) == model)
    #expect(sections == SnapshotSections(model))
    #expect(sections.last == model.last && sections.first == model.first)
  }

  // "copying a snapshot and then changing one of its sections, or appending one, copies only that
  // chunk and the chunk list": the copy keeps its values.
  @Test func aCopyIsUnchangedByChangesToTheOriginal() {
    var sections = SnapshotSections((0..<1_000).map(section))
    let copy = sections
    sections.append(section(1_000))
    sections[10].rows = []
    sections.remove(at: 500)
    #expect(copy.count == 1_000)
    #expect(Array(copy) == (0..<1_000).map(section))
    #expect(sections.count == 1_000 && sections[10].rows.isEmpty && sections[500].model.id == 501)
  }

  @Test func snapshotsOfManySectionsCompareAndDiffAsArraysDo() {
    let old = SectionedSnapshot(sections: (0..<700).map(section))
    var new = old
    new.removeSection(at: 300)
    new.insertSection(Group(9_999), rows: [Item(9_999)], at: 10)
    new.appendRows([Item(-1)], toSection: 650)
    #expect(new != old)
    let (changeset, isExact) = roundTrip(old, new)
    #expect(isExact)
    #expect(changeset.sectionDeletes == [300] && changeset.sectionInserts == [10])
    #expect(changeset.rowInserts == [RowPath(section: 650, row: 1)])
  }
}
