// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import GameList

/// GameList's view model on virtual time (`.virtualTime` tests), over a `TestPageStore` that answers page `n` of `total`
/// games, three a day, the banner leading page 1.
@MainActor
@Suite struct GameListViewModelTests {
  /// Game `number`: three a day from Sat 21 Nov 2026 down (model data).
  private nonisolated static func game(_ number: Int) -> Game {
    Game(
      id: 1000 - number,
      title: "Game \(number)",
      platform: "PC",
      genre: "RPG",
      score: 80,
      releaseDate: "2026-11-\(21 - number / 3)",
      developer: "Studio",
      summary: "A game."
    )
  }

  /// The server: `total` games behind the sale banner, answered through the app's own mapping.
  private nonisolated static func server(total: Int) -> TestPageStore<GameListItem, PageNumberPaging.Request, Void> {
    TestPageStore { request, _ in
      let games = PageNumberPaging(pageSize: request.pageSize).page(answering: request, from: (0..<total).map(game))
      let banner = Banner(id: 1, title: "Sale", subtitle: "Cheap", link: "https://games.example")
      return GamesAPI.page(GamesPayload(banner: banner, list: games.items, total: total), for: request)
    }
  }

  @Test(.virtualTime) func theBannerOpensAHeaderlessSectionAndGamesGroupByReleaseDay() throws {
    let viewModel = GameListViewModel(store: Self.server(total: 12).pageStore, pageSize: 4)
    let sections = TestScheduler.current.record(viewModel.sections(.byReleaseDay).sections)
    viewModel.refresh()
    TestScheduler.current.start()
    let shown = try #require(sections.values.last).sections
    #expect(shown.map(\.model.id) == [.empty, .visible("2026-11-21"), .visible("2026-11-20")])
    #expect(shown.map(\.model.model?.title) == [nil, "Sat 21 Nov 2026", "Fri 20 Nov 2026"])
    #expect(shown.map { $0.rows.map(\.id) } == [[.banner(1)], [.game(1000), .game(999), .game(998)], [.game(997)]])
  }

  @Test(.virtualTime) func anAppendedPageExtendsTheLastDayAndAddsNewDays() throws {
    let scheduler = TestScheduler.current
    let viewModel = GameListViewModel(store: Self.server(total: 12).pageStore, pageSize: 4)
    let output = viewModel.sections(.byReleaseDay)
    let (sections, changes) = (scheduler.record(output.sections), scheduler.record(output.changes))
    scheduler.scheduleAt(1) { viewModel.refresh() }
    scheduler.scheduleAt(5) { viewModel.loadMore() }
    scheduler.start()
    let append = try #require(changes.values.last)
    // Page 2 holds games 4–7: two more of Fri 20 Nov (section 2), then Thu 19 Nov.
    #expect(append.rowInserts == [RowPath(section: 2, row: 1), RowPath(section: 2, row: 2)])
    #expect(append.rowDeletes.isEmpty && append.sectionInserts == [3])
    let days = sections.values.last?.sections.map(\.model.id)
    #expect(days == [.empty, .visible("2026-11-21"), .visible("2026-11-20"), .visible("2026-11-19")])
  }

  @Test(.virtualTime) func aRowPathSelectsTheRowItShowsAndPrefetchesNearTheEnd() {
    let scheduler = TestScheduler.current
    let store = Self.server(total: 12)
    let viewModel = GameListViewModel(store: store.pageStore, pageSize: 4)
    let output = viewModel.sections(.byReleaseDay)
    let routes = scheduler.record(viewModel.route)
    scheduler.scheduleAt(1) { viewModel.refresh() }
    // Sections: [banner], [games 0, 1, 2] on the 21st, [game 3] on the 20th.
    scheduler.scheduleAt(5) { viewModel.itemSelected(at: RowPath(section: 1, row: 2), in: output) }
    scheduler.scheduleAt(5) { viewModel.itemSelected(at: RowPath(section: 0, row: 1), in: output) }  // No such row.
    scheduler.scheduleAt(6) { viewModel.itemAppeared(at: RowPath(section: 2, row: 0), in: output) }
    scheduler.start()
    #expect(routes.values == [.detail(.game(Self.game(2)))])
    #expect(store.requests.map(\.page) == [1, 2])
  }

  @Test(.virtualTime) func theServersTotalEndsPagingWithoutAnotherRequest() {
    let scheduler = TestScheduler.current
    let store = Self.server(total: 8)
    let viewModel = GameListViewModel(store: store.pageStore, pageSize: 4)
    let footers = scheduler.record(viewModel.refreshStatus.map(\.footer))
    scheduler.scheduleAt(1) { viewModel.refresh() }
    for tick in [5, 10] { scheduler.scheduleAt(tick) { viewModel.loadMore() } }
    scheduler.start()
    // Two full pages of 4 cover the total of 8: no third, empty request.
    #expect(store.requests.map(\.page) == [1, 2])
    #expect(footers.values.last == .noMoreData)
    #expect(viewModel.currentItems.count == 9)
  }

  @Test func onlyTheFirstPageLeadsWithTheBanner() {
    let banner = Banner(id: 1, title: "Sale", subtitle: "Cheap", link: "https://games.example")
    let payload = GamesPayload(banner: banner, list: [Self.game(0)], total: 1)
    let first = GamesAPI.page(payload, for: PageNumberPaging.Request(page: 1, pageSize: 10))
    let second = GamesAPI.page(payload, for: PageNumberPaging.Request(page: 2, pageSize: 10))
    #expect(first.items.map(\.id) == [.banner(1), .game(1000)])
    #expect(second.items.map(\.id) == [.game(1000)])
    #expect(first.total == 1)
  }

  @Test(arguments: [
    ("2026-11-21", "Sat 21 Nov 2026"), ("2026-01-01", "Thu 1 Jan 2026"), ("2024-02-29", "Thu 29 Feb 2024"),
    ("soon", "soon"), ("2026-13-01", "2026-13-01"),
  ])
  func releaseDaysReadTheSameEverywhere(date: String, title: String) {
    #expect(ReleaseDay.format(date) == title)
  }

  @Test func theBundledGamesEndOnTheirFourthFullPage() async throws {
    let responder = try #require(MockResponder(bundle: GameListResources.bundle, folder: "Resources"))
    let transport = MockTransport(responder: responder)
    let api = GamesAPI(client: APIClient(transport: transport), baseURL: GamesAPI.bundledBaseURL)
    let viewModel = GameListViewModel(store: api.store)
    viewModel.refresh()
    for count in [21, 31, 41] {
      _ = try await viewModel.loadStates.asObservable().filter { !$0.refresh.isLoading && !$0.append.isLoading }
        .first(timeout: 600)
      viewModel.loadMore()
      _ = try await viewModel.items.asObservable().filter { $0.count == count }.first(timeout: 600)
    }
    let states = try await viewModel.loadStates.asObservable().filter { !$0.append.isLoading }.first(timeout: 600)
    #expect(states?.endReached == true)
    viewModel.loadMore()
    #expect(transport.requests.map { $0.queryValue("page") } == ["1", "2", "3", "4"])
    #expect(
      viewModel.currentItems.first
        == .banner(
          Banner(
            id: 1,
            title: "Winter Sale: up to 70% off",
            subtitle: "Forty new releases this month, handpicked",
            link: "https://games.example/sale"
          )
        )
    )
  }
}
