// SPDX-License-Identifier: MIT

import ExampleSupport
import ReactiveList
import TestSupport
import Testing

@MainActor
@Suite struct TerminalTableTests {
  /// A section: identity by `id`, equality by both fields (a new title is a section update).
  private struct Day: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  /// A row: identity by `id`, equality by both fields (a new score is a row update).
  private struct Game: Identifiable, Equatable {
    let id: Int
    var score: Int
  }

  private typealias Snapshot = SectionedSnapshot<Day, Game>

  /// A table that counts how many lines it formats; day 0 has no visible header.
  private final class Counted {
    var formatted = 0
    lazy var table = TerminalTable<Day, Game>(
      header: { [unowned self] day in
        formatted += 1
        return day.id == 0 ? nil : "\(day.title)"
      },
      row: { [unowned self] game in
        formatted += 1
        return "game \(game.id) scored \(game.score)"
      }
    )
  }

  private func snapshot(_ sections: [(Int, [Int])], title: String = "day", score: Int = 0) -> Snapshot {
    Snapshot(
      sections: sections.map { day, games in
        SnapshotSection(Day(id: day, title: "\(title) \(day)"), rows: games.map { Game(id: $0, score: score) })
      }
    )
  }

  /// Shows `old`, then moves to `new` by its changeset; expects the lines of a fresh table showing
  /// `new`, formatted only where the changeset inserts or updates.
  private func expectBatchUpdate(
    from old: Snapshot,
    to new: Snapshot,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let counted = Counted()
    counted.table.dataSource = old
    let changes = new.changeset(from: old)
    counted.formatted = 0
    counted.table.dataSource = new
    counted.table.performBatchUpdates(changes)
    var fresh = TerminalTable<Day, Game>(
      header: { $0.id == 0 ? nil : $0.title },
      row: { "game \($0.id) scored \($0.score)" }
    )
    fresh.dataSource = new
    #expect(counted.table.rows == fresh.rows, "changes: \(changes)", sourceLocation: sourceLocation)
    let insertedRows = changes.sectionInserts.reduce(0) { $0 + 1 + new.sections[$1].rows.count }
    let expected = insertedRows + changes.rowInserts.count + changes.rowUpdates.count + changes.sectionUpdates.count
    #expect(counted.formatted == expected, "changes: \(changes)", sourceLocation: sourceLocation)
  }

  @Test func theFirstDataSourceLoadsAndLaterOnesWaitForTheirChanges() {
    var table = TerminalTable<Day, Game>(header: { $0.title }, row: { "game \($0.id)" })
    table.dataSource = snapshot([(1, [10, 11])])
    #expect(table.rows == [.section("day 1"), .item("game 10"), .item("game 11")])
    table.dataSource = snapshot([(1, [10, 11, 12])])
    #expect(table.rows.count == 3, "no changeset applied yet")
    table.performBatchUpdates(SectionedChangeset(rowInserts: [RowPath(section: 0, row: 2)]))
    #expect(table.rows.last == .item("game 12"))
  }

  @Test func anAppendedPageInsertsRowsAndSections() {
    expectBatchUpdate(
      from: snapshot([(0, [1]), (1, [10, 11])]),
      to: snapshot([(0, [1]), (1, [10, 11, 12]), (2, [20])])
    )
  }

  @Test func aRefreshDeletesWhatIsGone() {
    expectBatchUpdate(from: snapshot([(0, [1]), (1, [10, 11]), (2, [20, 21])]), to: snapshot([(0, [1]), (1, [10])]))
  }

  @Test func rowsAndSectionsMoveWithTheirLines() {
    expectBatchUpdate(from: snapshot([(1, [10, 11, 12]), (2, [20])]), to: snapshot([(2, [20, 11]), (1, [12, 10])]))
  }

  @Test func updatedRowsAndHeadersAreFormattedAgain() {
    expectBatchUpdate(from: snapshot([(1, [10, 11])]), to: snapshot([(1, [11, 10])], title: "Day", score: 3))
  }

  @Test func aChangesetThatDoesNotFitReloads() {
    var table = TerminalTable<Day, Game>(header: { $0.title }, row: { "game \($0.id)" })
    table.dataSource = snapshot([(1, [10])])
    table.dataSource = snapshot([(1, [10, 11])])
    table.performBatchUpdates(SectionedChangeset(rowDeletes: [RowPath(section: 3, row: 0)]))
    #expect(table.rows == [.section("day 1"), .item("game 10"), .item("game 11")])
  }

  @Test func theRowPathOfAnItemCountsRowsAcrossSections() {
    var table = TerminalTable<Day, Game>(header: { $0.id == 0 ? nil : $0.title }, row: { "game \($0.id)" })
    table.dataSource = snapshot([(0, [1]), (1, [10, 11]), (2, [20])])
    #expect((0..<5).map(table.rowPath(ofItem:)) == [[0, 0], [1, 0], [1, 1], [2, 0], nil].map(path))
    #expect(table.rowPath(ofItem: -1) == nil)
  }

  private func path(_ indices: [Int]?) -> RowPath? {
    indices.map { RowPath(section: $0[0], row: $0[1]) }
  }

  @Test func randomChangesetsLeaveTheLinesOfAFreshTable() {
    var random = SeededGenerator(seed: 11)
    func randomSnapshot() -> Snapshot {
      var games = Array(0..<12).shuffled(using: &random).prefix(Int.random(in: 0...12, using: &random))
      let days = Array(1..<6).shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random))
      return Snapshot(
        sections: days.map { day in
          let count = Int.random(in: 0...min(4, games.count), using: &random)
          defer { games.removeFirst(count) }
          let title = "day \(day)\(Bool.random(using: &random) ? "" : "!")"
          return SnapshotSection(
            Day(id: day, title: title),
            rows: games.prefix(count).map { Game(id: $0, score: Int.random(in: 0...1, using: &random)) }
          )
        }
      )
    }
    for _ in 0..<500 {
      expectBatchUpdate(from: randomSnapshot(), to: randomSnapshot())
    }
  }
}
