// SPDX-License-Identifier: MIT

import ListPaging
import ListViewModels
import Testing

@MainActor
@Suite struct RecentFirstPagesTests {
  private func page(_ ids: Int...) -> Page<Repo> { Page(items: ids.map { Repo(id: $0, name: "\($0)") }) }

  @Test func keepsTheLastFewQueriesLeastRecentForgottenFirst() {
    let recent = RecentFirstPages<Repo>(bound: 2)
    recent.store(page(1), for: "a")
    recent.store(page(2), for: "b")
    #expect(recent.page(for: "a")?.items.map(\.id) == [1], "reading makes it the most recent")
    recent.store(page(3), for: "c")
    #expect(recent.queries == ["a", "c"])
    #expect(recent.page(for: "b") == nil)
  }

  @Test func storingAQueryAgainReplacesItsPage() {
    let recent = RecentFirstPages<Repo>(bound: 3)
    recent.store(page(1), for: "a")
    recent.store(page(2), for: "b")
    recent.store(page(9), for: "a")
    #expect(recent.queries == ["b", "a"])
    #expect(recent.page(for: "a")?.items.map(\.id) == [9])
  }

  @Test func aBoundOfZeroKeepsNothing() {
    let recent = RecentFirstPages<Repo>(bound: 0)
    recent.store(page(1), for: "a")
    #expect(recent.page(for: "a") == nil)
  }
}
