// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import GameList

/// GameList's view model on virtual time: a store that answers page `n` of `total` games, each
/// day holding three games, after one tick.
@MainActor
@Suite struct GameListViewModelTests {
  private let scheduler = TestScheduler(initialClock: 0)
  /// Every request the store received, in order (recorded on the test's thread).
  private let requests = BehaviorRelay<[Int]>(value: [])

  private nonisolated static func game(_ number: Int) -> Game {
    let day = 21 - number / 3
    return Game(
      id: 1000 - number,
      title: "Game \(number)",
      platform: "PC",
      genre: "RPG",
      score: 80,
      releaseDate: "2026-11-\(day < 10 ? "0" : "")\(day)",
      developer: "Studio",
      summary: "A game."
    )
  }

  private nonisolated static let banner = Banner(id: 1, title: "Sale", subtitle: "Cheap", link: "https://games.example")

  private func makeViewModel(total: Int, pageSize: Int = 4) -> GameListViewModel {
    let scheduler = self.scheduler
    let requests = self.requests
    let store = PageStore<GameListItem, PageNumberPaging.Request, Void> { request, _ in
      requests.accept(requests.value + [request.page])
      let start = (request.page - 1) * request.pageSize
      let games = (start..<min(start + request.pageSize, total)).map(Self.game)
      let payload = GamesPayload(banner: Self.banner, list: games, total: total)
      return Observable<Int>.timer(.seconds(1), scheduler: scheduler)
        .map { _ in GamesAPI.page(payload, for: request) }
        .asSingle()
    }
    return SharingScheduler.mock(scheduler: scheduler) { GameListViewModel(store: store, pageSize: pageSize) }
  }

  /// The sections on screen now, as headers and row ids.
  private func sections(
    of output: ItemSections<SectionHeader<ReleaseDay>, GameListItem>
  ) -> [(SectionHeader<ReleaseDay>, [GameListItem.ID])] {
    let observer = scheduler.createObserver(SectionedSnapshot<SectionHeader<ReleaseDay>, GameListItem>.self)
    let subscription = output.sections.asObservable().subscribe(observer)
    scheduler.advanceTo(scheduler.clock + 1)
    subscription.dispose()
    let snapshot = observer.events.last?.value.element ?? SectionedSnapshot()
    return snapshot.sections.map { ($0.model, $0.rows.map(\.id)) }
  }

  @Test func theBannerOpensAHeaderlessSectionAndGamesGroupByReleaseDay() {
    let viewModel = makeViewModel(total: 12)
    let output = viewModel.sections(.byReleaseDay)
    viewModel.refresh()
    scheduler.advanceTo(5)
    let sections = sections(of: output)
    #expect(
      sections.map(\.0) == [.empty, .visible(ReleaseDay(id: "2026-11-21")), .visible(ReleaseDay(id: "2026-11-20"))]
    )
    #expect(sections.map(\.0.model?.title) == [nil, "Sat 21 Nov 2026", "Fri 20 Nov 2026"])
    #expect(sections.map(\.1) == [[.banner(1)], [.game(1000), .game(999), .game(998)], [.game(997)]])
  }

  @Test func anAppendedPageExtendsTheLastDayAndAddsNewDays() {
    let viewModel = makeViewModel(total: 12)
    let output = viewModel.sections(.byReleaseDay)
    let changes = scheduler.createObserver(SectionedChangeset.self)
    _ = output.changes.asObservable().subscribe(changes)
    viewModel.refresh()
    scheduler.advanceTo(5)
    viewModel.loadMore()
    scheduler.advanceTo(10)
    let append = changes.events.last?.value.element
    // Page 2 holds games 4–7: two more of Fri 20 Nov (section 2), then Thu 19 Nov.
    #expect(append?.rowInserts == [RowPath(section: 2, row: 1), RowPath(section: 2, row: 2)])
    #expect(append?.sectionInserts == [3])
    #expect(append?.rowDeletes == [])
    #expect(
      sections(of: output).map(\.0.id) == [
        .empty, .visible("2026-11-21"), .visible("2026-11-20"), .visible("2026-11-19"),
      ]
    )
  }

  @Test func aRowPathSelectsTheRowItShowsAndPrefetchesNearTheEnd() {
    let viewModel = makeViewModel(total: 12)
    let output = viewModel.sections(.byReleaseDay)
    let routes = scheduler.createObserver(ItemRoute<GameListItem>.self)
    _ = viewModel.route.asObservable().subscribe(routes)
    viewModel.refresh()
    scheduler.advanceTo(5)
    // Sections: [banner], [games 0, 1, 2] on the 21st, [game 3] on the 20th.
    viewModel.itemSelected(at: RowPath(section: 1, row: 2), in: output)
    viewModel.itemSelected(at: RowPath(section: 0, row: 1), in: output)  // No such row: no route.
    scheduler.advanceTo(6)
    #expect(routes.events.map(\.value.element) == [.detail(.game(Self.game(2)))])
    viewModel.itemAppeared(at: RowPath(section: 2, row: 0), in: output)
    scheduler.advanceTo(10)
    #expect(requests.value == [1, 2])
  }

  @Test func theServersTotalEndsPagingWithoutAnotherRequest() {
    let viewModel = makeViewModel(total: 8)
    let footers = scheduler.createObserver(RefreshStatus.Footer.self)
    _ = viewModel.refreshStatus.asObservable().map(\.footer).subscribe(footers)
    viewModel.refresh()
    scheduler.advanceTo(5)
    viewModel.loadMore()
    scheduler.advanceTo(10)
    viewModel.loadMore()
    scheduler.advanceTo(15)
    // Two full pages of 4 cover the total of 8: no third, empty request.
    #expect(requests.value == [1, 2])
    #expect(footers.events.last?.value.element == .noMoreData)
    #expect(viewModel.currentItems.count == 9)
  }

  @Test func onlyTheFirstPageLeadsWithTheBanner() {
    let payload = GamesPayload(banner: Self.banner, list: [Self.game(0)], total: 1)
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
