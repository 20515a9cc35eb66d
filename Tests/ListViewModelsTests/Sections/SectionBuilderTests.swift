// SPDX-License-Identifier: MIT

import ListSections
import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

@MainActor
@Suite struct SectionBuilderTests {
  struct Decade: Identifiable, Equatable, Sendable { let id: Int }

  @Test func emptyHeaderIsASectionModelAsItIs() {
    let harness = Harness()
    let output = harness.viewModel.sections(.single(EmptyHeader()))
    let sections = harness.record(output.sections)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(sections.values.last?.sections.map(\.model) == [EmptyHeader()])
    #expect(sections.values.last?.sections.first?.rows.count == 40)
  }

  @Test func headerlessTopSectionMixesWithVisibleHeaders() throws {
    let harness = Harness()
    // Items 0..<5 sit in a header-less top section (a banner, say); the rest under decades.
    let output = harness.viewModel.sections(
      .grouped { repo -> SectionHeader<Decade> in repo.id < 5 ? .empty : .visible(Decade(id: repo.id / 10)) }
    )
    let sections = harness.record(output.sections)
    let changes = harness.record(output.changes)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    let last = try #require(sections.values.last)
    #expect(
      last.sections.map(\.model) == [.empty, .visible(Decade(id: 0)), .visible(Decade(id: 1))]
        + (2...3).map {
          .visible(Decade(id: $0))
        }
    )
    #expect(last.sections.map(\.rows.count) == [5, 5, 10, 10, 10])
    #expect(last.sections.map(\.model.isVisible) == [false, true, true, true, true])
    #expect(changes.values.last?.sectionInserts == [3, 4])
    #expect(changes.values.last?.sectionDeletes == [])
  }
}
