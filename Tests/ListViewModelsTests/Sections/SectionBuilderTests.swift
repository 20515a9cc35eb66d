// SPDX-License-Identifier: MIT

import ListSections
import ListViewModels
import ReactiveCore
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@MainActor
@Suite struct SectionBuilderTests {
  struct Decade: Identifiable, Equatable, Sendable { let id: Int }

  /// Records the sections and changes of `output`, then loads the first two pages.
  static func recordTwoPages<Header, Row>(
    of output: ItemSections<Header, Row>,
    in harness: Harness
  ) -> (TestableObserver<SectionedSnapshot<Header, Row>>, TestableObserver<SectionedChangeset>) {
    let recorded = (harness.record(output.sections), harness.record(output.changes))
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    return recorded
  }

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
    let (sections, changes) = Self.recordTwoPages(of: output, in: harness)
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

extension SectionBuilderTests {
  /// Items whose id is a multiple of ten are the headers of their decade; the others are rows.
  static let byDecadeHeaders = SectionBuilder<Repo, SectionHeader<Decade>, Repo>.split { repo in
    repo.id % 10 == 0 ? .header(Decade(id: repo.id / 10)) : .row(repo)
  }

  // SectionBuilder.split(by:): "a header item starts a section with that visible header and is not
  // a row"; "A row path maps to the item it shows, header items skipped".
  @Test func splitMakesHeaderItemsSectionModelsAndRowPathsSkipThem() throws {
    let harness = Harness()
    let output = harness.viewModel.sections(Self.byDecadeHeaders)
    let sections = harness.record(output.sections)
    let routes = harness.record(harness.viewModel.route)
    harness.viewModel.refresh()
    harness.advance(20)
    let last = try #require(sections.values.last)
    #expect(last.sections.map(\.model) == [.visible(Decade(id: 0)), .visible(Decade(id: 1))])
    #expect(last.sections.map { $0.rows.map(\.id) } == [Array(1...9), Array(11...19)])
    #expect(output.itemIndex(of: RowPath(section: 1, row: 0)) == 11)
    #expect(output.itemIndex(of: RowPath(section: 1, row: 9)) == nil)
    harness.viewModel.itemSelected(at: RowPath(section: 1, row: 2), in: output)
    harness.advance(1)
    #expect(routes.values == [.detail(Repo(id: 13, name: "swift 13"))])
  }

  // "rows before the first header form a first section with model SectionHeader.none".
  @Test func splitRowsBeforeTheFirstHeaderFormAHeaderlessSection() throws {
    let harness = Harness()
    harness.store.setPage(1, ids: 5..<20)
    let output = harness.viewModel.sections(Self.byDecadeHeaders)
    let sections = harness.record(output.sections)
    harness.viewModel.refresh()
    harness.advance(20)
    let last = try #require(sections.values.last)
    #expect(last.sections.map(\.model) == [.none, .visible(Decade(id: 1))])
    #expect(last.sections.map(\.model.isVisible) == [false, true])
    #expect(output.itemIndex(of: RowPath(section: 0, row: 0)) == 0)
    #expect(output.itemIndex(of: RowPath(section: 1, row: 0)) == 6)
  }

  // SectionBuilder: "When a page is appended, only its items are split: they extend the last
  // section or start new ones ... with a changeset of inserts"; split(by:): "A page whose first
  // items are rows extends the last section." The result is what splitIntoSections(by:) makes of
  // all the items at once: one algorithm.
  @Test func splitAppendsAPageOntoTheLastSectionAsSplittingAllItemsWould() throws {
    let harness = Harness()
    harness.store.setPage(1, ids: Array(0..<15) + Array(20..<25))  // decades 0, 1 and 2 (21...24)
    harness.store.setPage(2, ids: 25..<45)  // 25...29 in decade 2, then decades 3 and 4
    let output = harness.viewModel.sections(Self.byDecadeHeaders)
    let (sections, changes) = Self.recordTwoPages(of: output, in: harness)
    let old = try #require(sections.values.dropLast().last)
    let new = try #require(sections.values.last)
    let append = try #require(changes.values.last)
    #expect(append.rowInserts == (4...8).map { RowPath(section: 2, row: $0) })
    #expect(append.sectionInserts == [3, 4])
    #expect(append.changeCount == 7)
    #expect(try old.applying(append, readingFrom: new) == new)
    let atOnce = harness.viewModel.currentItems.splitIntoSections { repo -> SplitRole<Decade, Repo> in
      repo.id % 10 == 0 ? .header(Decade(id: repo.id / 10)) : .row(repo)
    }
    #expect(new == SectionedSnapshot(sections: atOnce))
    #expect(output.itemIndex(of: RowPath(section: 4, row: 3)) == 39)
    #expect(harness.viewModel.currentItems[39].id == 44)
  }

  // SectionBuilder: "When a page is appended, only its items are split"; the closures "may run
  // twice per item (the splitter reads the items twice)".
  @Test func anAppendedPageSplitsOnlyItsOwnItems() {
    let harness = Harness()
    let calls = LockedBox(0)
    let output = harness.viewModel.sections(
      .grouped { repo -> Decade in
        calls.withLock { $0 += 1 }
        return Decade(id: repo.id / 10)
      }
    )
    harness.viewModel.refresh()
    harness.advance(20)
    let firstPage = calls.withLock { $0 }
    harness.viewModel.loadMore()
    harness.advance(20)
    withExtendedLifetime(output) {}
    #expect(firstPage == 2 * 20)
    #expect(calls.withLock { $0 } - firstPage == 2 * 20)
  }

  // Whatever the pages, the sections grown page by page are the sections split from all items at
  // once (a second `sections(_:)` call builds those), and every row path reaches the item its row
  // shows.
  @Test(arguments: 0..<24)
  func pageByPageSectionsAreTheSectionsOfAllItems(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let harness = Harness()
    // Four full pages of increasing ids with random gaps, so headers (multiples of ten) fall
    // anywhere: first on a page, last, missing for a while, or several in a row.
    var id = Int.random(in: -1...3, using: &random)
    for page in 1...4 {
      let ids = (0..<20).map { _ in
        id += Int.random(in: 1...(random.chance(0.2) ? 25 : 2), using: &random)
        return id
      }
      harness.store.setPage(page, ids: ids)
    }
    let split = harness.viewModel.sections(Self.byDecadeHeaders)
    let grouped = harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) })
    let splitPages = harness.record(split.sections)
    let groupedPages = harness.record(grouped.sections)
    harness.viewModel.refresh()
    harness.advance(20)
    for _ in 2...4 {
      harness.viewModel.loadMore()
      harness.advance(20)
    }
    let splitAtOnce = harness.record(harness.viewModel.sections(Self.byDecadeHeaders).sections)
    harness.advance(1)
    #expect(splitPages.values.last == splitAtOnce.values.last, "seed \(seed): \(harness.ids)")
    let items = harness.viewModel.currentItems
    let snapshot = try #require(splitAtOnce.values.last)
    for (section, rows) in snapshot.sections.map(\.rows).enumerated() {
      for (row, repo) in rows.enumerated() {
        let index = try #require(split.itemIndex(of: RowPath(section: section, row: row)))
        #expect(items[index] == repo, "seed \(seed): row \(row) of section \(section)")
      }
    }
    let groupedAtOnce = harness.record(harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) }).sections)
    harness.advance(1)
    #expect(groupedPages.values.last == groupedAtOnce.values.last, "seed \(seed): \(harness.ids)")
    #expect(groupedAtOnce.values.last?.sections.flatMap(\.rows) == items)
  }
}
