// SPDX-License-Identifier: MIT

import ListPaging
import Testing

@Suite struct PageTests {
  @Test func defaultsHaveNoTotalAndNoCursor() {
    let page = Page(items: [1, 2, 3])
    #expect(page.items == [1, 2, 3])
    #expect(page.total == nil)
    #expect(page.nextCursor == nil)
  }

  @Test func equalityCoversEveryField() {
    #expect(Page(items: [1], total: 5, nextCursor: "a") == Page(items: [1], total: 5, nextCursor: "a"))
    #expect(Page(items: [1], total: 5) != Page(items: [1], total: 6))
    #expect(Page(items: [1], nextCursor: "a") != Page(items: [1], nextCursor: "b"))
    #expect(Page(items: [1]) != Page(items: [2]))
    #expect(Set([Page(items: [1]), Page(items: [1])]).count == 1)
  }
}
