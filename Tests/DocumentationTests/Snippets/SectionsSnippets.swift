// SPDX-License-Identifier: MIT

// The code of Documentation/Sections.md, compiled and run (see DocumentationSnippetTests).

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

// MARK: Models

/// A row: one game, released on a day.
nonisolated struct Game: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  let day: String
}

/// A section: the games of one day.
nonisolated struct DayHeader: Identifiable, Equatable, Sendable {
  let day: String
  var id: String { day }
}

// The four games of the guide's examples.
let tetris = Game(id: 1, name: "Tetris", day: "Mon")
let doom = Game(id: 2, name: "Doom", day: "Mon")
let myst = Game(id: 3, name: "Myst", day: "Tue")
let quake = Game(id: 4, name: "Quake", day: "Tue")

/// What a game-list API sends: day headers and games in one flat array.
nonisolated enum GameFeedElement: Identifiable, Equatable, Sendable {
  case day(String)
  case game(Game)

  /// A day and a game never share an id.
  var id: String {
    switch self {
    case .day(let day): "day \(day)"
    case .game(let game): "game \(game.id)"
    }
  }
}

// MARK: Presenting

/// A stand-in for a cell: a line of text in a terminal.
final class TextLine {
  var text = ""
}

@MainActor func makeRegistry() -> ModelRegistry<TextLine> {
  var registry = ModelRegistry<TextLine>()
  registry.register(DayHeader.self, reuseIdentifier: "day", height: .fixed(28)) { line, header in
    line.text = "— \(header.day) —"
  }
  let height = RowHeight<Game>.computed { game in game.name.count > 20 ? 64 : 44 }
  registry.register(Game.self, reuseIdentifier: "game", height: height) { line, game in
    line.text = game.name
  }
  return registry
}

/// A list of text lines that redraws itself from its data source after every batch update: the
/// simplest `BatchUpdatable` view (a terminal has no animations to keep).
@MainActor final class TextList: BatchUpdatable {
  weak var dataSource: SectionedDataSource<DayHeader, Game, TextLine, TextLine>?
  private(set) var lines: [String] = []

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    updates?()
    redraw()
    completion?(true)
  }

  func reloadData() { redraw() }
  func reloadSections(_ sections: IndexSet) { redraw() }
  func reloadItems(at indexPaths: [IndexPath]) { redraw() }
  // Inside a batch, nothing to do: the redraw after it reads everything again.
  func insertSections(_ sections: IndexSet) {}
  func deleteSections(_ sections: IndexSet) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func insertItems(at indexPaths: [IndexPath]) {}
  func deleteItems(at indexPaths: [IndexPath]) {}
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

  private func redraw() {
    guard let dataSource else { return }
    lines = (0..<dataSource.numberOfSections).flatMap { section -> [String] in
      let header = dataSource.header(inSection: section) { _ in TextLine() }.map { [$0.text] } ?? []
      let rows = (0..<dataSource.numberOfRows(inSection: section)).compactMap { row in
        dataSource.cell(at: IndexPath(indexes: [section, row])) { _ in TextLine() }?.text
      }
      return header + rows
    }
  }
}

@MainActor @Suite struct SectionsSnippetTests {
  @Test func splitsAFlatResponse() {
    let elements: [GameFeedElement] = [.day("Mon"), .game(tetris), .game(doom), .day("Tue"), .game(myst)]
    let sections = elements.splitIntoSections { element -> SplitRole<DayHeader, Game> in
      switch element {
      case .day(let day): .header(DayHeader(day: day))
      case .game(let game): .row(game)
      }
    }
    #expect(sections.map(\.model) == [.visible(DayHeader(day: "Mon")), .visible(DayHeader(day: "Tue"))])
    #expect(sections.map { $0.rows.map(\.name) } == [["Tetris", "Doom"], ["Myst"]])
  }

  @Test func diffsTwoSnapshots() throws {
    let old = SectionedSnapshot(sections: [
      SnapshotSection(DayHeader(day: "Mon"), rows: [tetris, doom]),
      SnapshotSection(DayHeader(day: "Tue"), rows: [myst]),
    ])
    let renamed = Game(id: 2, name: "Doom II", day: "Mon")
    let new = SectionedSnapshot(sections: [
      SnapshotSection(DayHeader(day: "Mon"), rows: [renamed, tetris]),
      SnapshotSection(DayHeader(day: "Tue"), rows: [myst, quake]),
    ])

    let changes = new.changeset(from: old)

    #expect(changes.rowMoves == [IndexPair(old: RowPath(section: 0, row: 1), new: RowPath(section: 0, row: 0))])
    #expect(changes.rowInserts == [RowPath(section: 1, row: 1)])
    #expect(changes.rowUpdates == [IndexPair(old: RowPath(section: 0, row: 1), new: RowPath(section: 0, row: 0))])
    #expect(changes.rowDeletes.isEmpty && changes.sectionInserts.isEmpty)
    #expect(try old.applying(changes, readingFrom: new) == new)
  }

  @Test func keepsTheVisibleRowInPlace() {
    var heights = MeasuredHeights<DayHeader.ID, Game.ID>(estimatedRowHeight: 80, estimatedHeaderHeight: 30)
    heights.setRowHeight(120, for: doom.id)  // measured as its cell appeared
    let shown = SectionedSnapshot(sections: [SnapshotSection(DayHeader(day: "Tue"), rows: [myst, quake])])
    let withNewer = SectionedSnapshot(sections: [
      SnapshotSection(DayHeader(day: "Mon"), rows: [tetris, doom]),
      SnapshotSection(DayHeader(day: "Tue"), rows: [myst, quake]),
    ])
    // Quake is the first fully visible row, 40 points below the top of the screen.
    let anchor = ScrollAnchor(rowID: quake.id, path: RowPath(section: 0, row: 1), distanceFromTop: 40)

    let kept = anchor.position(
      after: withNewer.changeset(from: shown),
      from: shown,
      to: withNewer,
      heights: heights,
      contentOffset: 70
    )

    #expect(kept.contentOffset == 70 + 30 + 80 + 120)  // a header, Tetris and Doom went in above
    #expect(kept.anchor?.path == RowPath(section: 1, row: 1))
    #expect(kept.outcome == .kept)
  }

  @Test func aViewModelsSectionsGrowByPage() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let pages = [[tetris, doom], [myst, quake]]
    let store = PageStore<Game, PageNumberPaging.Request, Void> { request, _ in
      .just(Page(items: pages.indices.contains(request.page - 1) ? pages[request.page - 1] : []))
    }
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 2), parameters: ())
    }
    let output = viewModel.sections(.grouped { DayHeader(day: $0.day) })
    let changes = scheduler.createObserver(SectionedChangeset.self)
    _ = output.changes.emit(to: changes)

    viewModel.refresh()
    scheduler.advanceTo(1)
    viewModel.loadMore()
    scheduler.advanceTo(2)

    #expect(
      changes.events.map(\.value.element) == [
        SectionedChangeset(sectionInserts: [0]),  // page 1: the Monday section
        SectionedChangeset(sectionInserts: [1]),  // page 2: a Tuesday section, Monday untouched
      ]
    )
  }

  @Test func aFeedWhosePagesHoldTheHeadersSplitsPageByPage() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let pages: [[GameFeedElement]] = [
      [.day("Mon"), .game(tetris), .game(doom)],
      [.day("Tue"), .game(myst), .game(quake)],
    ]
    let store = PageStore<GameFeedElement, PageNumberPaging.Request, Void> { request, _ in
      .just(Page(items: pages.indices.contains(request.page - 1) ? pages[request.page - 1] : []))
    }
    let feed = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 3), parameters: ())
    }
    let output = feed.sections(
      .split { element -> SplitRole<DayHeader, Game> in
        switch element {
        case .day(let day): .header(DayHeader(day: day))
        case .game(let game): .row(game)
        }
      }
    )
    let changes = scheduler.createObserver(SectionedChangeset.self)
    _ = output.changes.emit(to: changes)

    feed.refresh()  // page 1: .day("Mon"), .game(tetris), .game(doom)
    scheduler.advanceTo(1)
    feed.loadMore()  // page 2: .day("Tue"), .game(myst), .game(quake)
    scheduler.advanceTo(2)

    #expect(changes.events.last?.value.element == SectionedChangeset(sectionInserts: [1]))
    #expect(output.itemIndex(of: RowPath(section: 1, row: 0)) == 4)  // myst: Mon, tetris, doom, Tue come first
    // The whole snapshot, for the reader of this test: two days, two games each.
    let sections = scheduler.createObserver(SectionedSnapshot<SectionHeader<DayHeader>, Game>.self)
    _ = output.sections.drive(sections)
    scheduler.advanceTo(3)
    #expect(sections.events.last?.value.element?.sections.map(\.rows) == [[tetris, doom], [myst, quake]])
  }

  @Test func aDataSourceShowsAPagedViewModelAndLoadsMoreAsRowsAppear() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let pages = [[tetris, doom], [myst, quake]]
    let store = PageStore<Game, PageNumberPaging.Request, Void> { request, _ in
      .just(Page(items: pages.indices.contains(request.page - 1) ? pages[request.page - 1] : []))
    }
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 2), parameters: ())
    }
    let bag = DisposeBag()

    let list = TextList()
    let dataSource = SectionedDataSource<DayHeader, Game, TextLine, TextLine>(view: list)
    list.dataSource = dataSource
    dataSource.registerCell(TextLine.self, for: Game.self) { line, game in line.text = game.name }
    dataSource.registerHeader(TextLine.self, for: DayHeader.self) { line, header in line.text = "— \(header.day) —" }
    dataSource.bind(to: viewModel, sections: .grouped { DayHeader(day: $0.day) }).disposed(by: bag)

    viewModel.refresh()
    scheduler.advanceTo(1)
    #expect(list.lines == ["— Mon —", "Tetris", "Doom"])

    dataSource.willDisplayRow(at: IndexPath(indexes: [0, 1]))  // the last row comes into view
    scheduler.advanceTo(2)
    #expect(list.lines == ["— Mon —", "Tetris", "Doom", "— Tue —", "Myst", "Quake"])
  }

  @Test func presentsModelsThroughTheRegistry() throws {
    let registry = makeRegistry()
    let line = TextLine()
    try registry.configure(line, with: doom)
    #expect(line.text == "Doom")
    #expect(try registry.reuseIdentifier(for: DayHeader(day: "Mon")) == "day")
    #expect(try registry.height(for: tetris) == 44)
    #expect(throws: RegistryError.self) { try registry.reuseIdentifier(for: "a String") }
  }
}
