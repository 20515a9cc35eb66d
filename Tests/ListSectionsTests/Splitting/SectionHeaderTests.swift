// SPDX-License-Identifier: MIT

import ListSections
import Testing

@Suite struct SectionHeaderTests {
  @Test func emptyHeaderIsIdentifiableWithOneStableID() {
    #expect(EmptyHeader().id == EmptyHeader().id)
    var old = SectionedSnapshot<EmptyHeader, Item>()
    old.appendSection(EmptyHeader(), rows: [Item(1)])
    var new = SectionedSnapshot<EmptyHeader, Item>()
    new.appendSection(EmptyHeader(), rows: [Item(1), Item(2)])
    let changes = new.changeset(from: old)
    #expect(changes.sectionInserts.isEmpty)
    #expect(changes.sectionDeletes.isEmpty)
    #expect(changes.rowInserts == [RowPath(section: 0, row: 1)])
  }

  @Test func sectionHeaderIsIdentifiedByCaseAndVisibleModelID() {
    let none: SectionHeader<Group> = .none
    let empty: SectionHeader<Group> = .empty
    #expect(none.id == .none)
    #expect(empty.id == .empty)
    #expect(SectionHeader.visible(Group(7, "Mon")).id == .visible(7))
    #expect(SectionHeader.visible(Group(7, "Mon")).id == SectionHeader.visible(Group(7, "Monday")).id)
    #expect(Set([none.id, empty.id, SectionHeader.visible(Group(7)).id]).count == 3)
  }

  @Test func headerlessTopSectionAndVisibleHeadersDiffAsSections() {
    typealias Header = SectionHeader<Group>
    let old = SectionedSnapshot<Header, Item>(sections: [
      SnapshotSection(.empty, rows: [Item(0)]),
      SnapshotSection(.visible(Group(1, "Mon")), rows: [Item(1)]),
    ])
    let new = SectionedSnapshot<Header, Item>(sections: [
      SnapshotSection(.empty, rows: [Item(0)]),
      SnapshotSection(.visible(Group(1, "Monday")), rows: [Item(1)]),
      SnapshotSection(.visible(Group(2, "Tue")), rows: [Item(2)]),
    ])
    let changes = new.changeset(from: old)
    #expect(changes.sectionInserts == [2])
    #expect(changes.sectionDeletes.isEmpty)
    #expect(changes.sectionUpdates.map(\.new) == [1])
    #expect(changes.rowInserts.isEmpty)
  }
}
