// SPDX-License-Identifier: MIT

import ListObservation
import ListPaging
import ListSections
import ListViewModels
import Testing

/// `anchorID`: the id a `ScrollView`'s `scrollPosition(id:)` keeps, moved by the model's updates.
@MainActor
@Suite struct ListModelAnchorTests {
  // ListModel.anchorID: "a removed item (a dropped page) hands it to the nearest item before it
  // still shown"
  @Test func aRemovedAnchorGoesToTheNearestItemBeforeIt() {
    let harness = Harness()
    harness.model.send(.refresh)
    harness.advance(10)
    harness.model.loadMore()
    harness.advance(10)
    #expect(harness.model.items.count == 20)
    harness.model.anchorID = 15
    harness.model.send(.refresh)  // the first page again: 10...19 leave
    harness.advance(10)
    #expect(harness.model.items.map(\.id) == Array(0..<10))
    #expect(harness.model.anchorID == 9)
  }

  // ListModel.anchorID: "an item that stays keeps it"
  @Test func anAnchorThatStaysIsKept() {
    let harness = Harness()
    harness.model.send(.refresh)
    harness.advance(10)
    harness.model.anchorID = 4
    harness.model.loadMore()
    harness.advance(10)
    #expect(harness.model.items.count == 20)
    #expect(harness.model.anchorID == 4)
  }

  // SectionsModel.anchorID: "a deleted row hands it to the nearest row before it still shown"
  @Test func theSectionsModelMovesItsAnchorToo() {
    struct Decade: Identifiable, Equatable, Sendable { let id: Int }
    let harness = Harness()
    let sections = harness.model.sections(.grouped { Decade(id: $0.id / 10) })
    harness.model.send(.refresh)
    harness.advance(10)
    harness.model.loadMore()
    harness.advance(10)
    sections.anchorID = 12
    harness.model.send(.refresh)
    harness.advance(10)
    #expect(sections.snapshot.rowCount == 10)
    #expect(sections.anchorID == 9)
  }
}
