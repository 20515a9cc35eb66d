// SPDX-License-Identifier: MIT

import ListSections
import Testing

/// ``ScrollAnchor/keptID(_:oldIDs:newIDs:atTop:)``: the id-only rules for `scrollPosition(id:)`.
@Suite struct ScrollAnchorIDTests {
  // "an id still in the list stays"
  @Test func anIDThatStaysIsKept() {
    #expect(ScrollAnchor.keptID(3, oldIDs: [1, 2, 3, 4], newIDs: [0, 1, 2, 3, 4]) == 3)
  }

  // "an id that left is replaced by the nearest row before it in the old order that is still in
  // the list, else the nearest after it, else the new first row"
  @Test func anIDThatLeftIsReplacedByTheRule() {
    #expect(ScrollAnchor.keptID(3, oldIDs: [1, 2, 3, 4], newIDs: [0, 1, 2, 4]) == 2)
    #expect(ScrollAnchor.keptID(2, oldIDs: [1, 2, 3, 4], newIDs: [0, 3, 4]) == 3)
    #expect(ScrollAnchor.keptID(2, oldIDs: [1, 2], newIDs: [7, 8]) == 7)
    #expect(ScrollAnchor.keptID(2, oldIDs: [1, 2], newIDs: [Int]()) == nil)
  }

  // "an id that was the first row (the user at the top) becomes the new first row"
  @Test func atTheTopNewRowsShowUnlessKept() {
    #expect(ScrollAnchor.keptID(1, oldIDs: [1, 2], newIDs: [0, 1, 2]) == 0)
    #expect(ScrollAnchor.keptID(1, oldIDs: [1, 2], newIDs: [0, 1, 2], atTop: .keepsAnchoredRow) == 1)
    #expect(ScrollAnchor<Int>.keptID(nil, oldIDs: [1, 2], newIDs: [0, 1, 2]) == nil)
  }
}
