// SPDX-License-Identifier: MIT

import ListSections
import Testing

@Suite struct SectionedSnapshotTests {
  @Test func mutationsKeepRowCountAndOrder() {
    var snapshot = Snapshot()
    snapshot.appendSection(Group(1), rows: [Item(1), Item(2)])
    snapshot.insertSection(Group(0), rows: [Item(0)], at: 0)
    snapshot.appendRows([Item(3)], toSection: 1)
    snapshot.insertRow(Item(9), at: RowPath(section: 0, row: 0))
    #expect(snapshot.rowCount == 5)
    #expect(snapshot.sections.map { $0.rows.map(\.id) } == [[9, 0], [1, 2, 3]])
    #expect(snapshot.removeRow(at: RowPath(section: 1, row: 1)) == Item(2))
    snapshot.replaceRow(at: RowPath(section: 1, row: 0), with: Item(1, 5))
    #expect(snapshot[RowPath(section: 1, row: 0)].value == 5)
    #expect(snapshot.removeSection(at: 0).rows.count == 2)
    #expect(snapshot.rowCount == 2)
    #expect(snapshot.sectionCount == 1)
    snapshot.replaceSectionModel(Group(1, "one"), at: 0)
    #expect(snapshot.sections[0].model.title == "one")
    snapshot.checkInvariants()
  }

  @Test func equalityComparesModelsAndRows() {
    #expect(flat([1, 2]) == flat([1, 2]))
    #expect(flat([1, 2]) != flat([2, 1]))
    #expect(sectioned([(1, [1])]) != sectioned([(2, [1])]))
  }

  @Test func sectionsOfHashableModelsAreHashable() {
    let sections: Set = [
      SnapshotSection(SectionHeader.visible("Mon"), rows: [1, 2]),
      SnapshotSection(SectionHeader.visible("Mon"), rows: [1, 2]),
      SnapshotSection(SectionHeader.none, rows: [1, 2]),
    ]
    #expect(sections.count == 2)
  }

  /// SectionedSnapshot.swift: "A section is identified by its model, so `ForEach(snapshot.sections)`
  /// and `List(snapshot.sections)` work in SwiftUI."
  @Test func sectionsAreIdentifiedByTheirModel() {
    let snapshot = sectioned([(1, [1, 2]), (2, [3])])
    #expect(snapshot.sections.map(\.id) == [1, 2])
    #expect(snapshot.sections.map(\.id) == snapshot.sections.map(\.model.id))
  }
}
