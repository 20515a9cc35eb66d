// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import GameList

/// GameList's view model on virtual time, over a `TestPageStore` of the app's own mock JSON (the
/// sale banner and 40 games, newest first) that answers through the app's mapping (`GamesAPI.page`).
@MainActor
@Suite struct GameListViewModelTests {
  @Test(.virtualTime) func theBannerOpensAHeaderlessSectionAndGamesGroupByReleaseDay() throws {
    let json = try TestJSON.decode(GamesPayload.self, from: "games/list", in: GameListResources.bundle, at: "data")
    let store = TestPageStore(json.list, strategy: .pageNumber(pageSize: 4)) {
      GamesAPI.page($0, banner: json.banner, for: $1)
    }
    let viewModel = GameListViewModel(store: store.pageStore, pageSize: 4)
    let sections = TestScheduler.current.record(viewModel.sections(.byReleaseDay).sections)
    TestScheduler.current.start([1: viewModel.refresh])
    let shown = try #require(sections.values.last).sections  // the banner, then games 7040–7031, 7025
    #expect(shown.map(\.model.model?.title) == [nil, "Sat 21 Nov 2026", "Fri 20 Nov 2026"])
    #expect(shown.map { $0.rows.map(\.id) } == [[.banner(1)], [.game(7040), .game(7035), .game(7031)], [.game(7025)]])
  }

  @Test(.virtualTime) func anAppendedPageExtendsTheLastDayAndAddsNewDays() throws {
    let json = try TestJSON.decode(GamesPayload.self, from: "games/list", in: GameListResources.bundle, at: "data")
    let store = TestPageStore(json.list, strategy: .pageNumber(pageSize: 4)) {
      GamesAPI.page($0, banner: json.banner, for: $1)
    }
    let viewModel = GameListViewModel(store: store.pageStore, pageSize: 4)
    let changes = TestScheduler.current.record(viewModel.sections(.byReleaseDay).changes)
    TestScheduler.current.start([1: viewModel.refresh, 5: viewModel.loadMore])
    let append = try #require(changes.values.last)
    // Page 2 holds 7021, one more of Fri 20 Nov (section 2), then three of Thu 19 Nov (section 3).
    #expect(append.rowInserts == [RowPath(section: 2, row: 1)] && append.rowDeletes.isEmpty)
    #expect(append.sectionInserts == [3])
  }

  @Test(.virtualTime) func aRowPathSelectsTheRowItShowsAndPrefetchesNearTheEnd() throws {
    let json = try TestJSON.decode(GamesPayload.self, from: "games/list", in: GameListResources.bundle, at: "data")
    let store = TestPageStore(json.list, strategy: .pageNumber(pageSize: 4)) {
      GamesAPI.page($0, banner: json.banner, for: $1)
    }
    let viewModel = GameListViewModel(store: store.pageStore, pageSize: 4)
    let (output, routes) = (viewModel.sections(.byReleaseDay), TestScheduler.current.record(viewModel.route))
    // Sections: [banner], [7040, 7035, 7031] on the 21st, [7025] on the 20th.
    TestScheduler.current.scheduleAt(5) { viewModel.itemSelected(at: RowPath(section: 1, row: 2), in: output) }
    TestScheduler.current.scheduleAt(6) { viewModel.itemAppeared(at: RowPath(section: 2, row: 0), in: output) }
    TestScheduler.current.start([1: viewModel.refresh])
    #expect(routes.values == [.detail(.game(json.list[2]))] && store.requests.map(\.page) == [1, 2])
  }

  @Test(.virtualTime) func theServersTotalEndsPagingWithoutAnotherRequest() throws {
    let json = try TestJSON.decode(GamesPayload.self, from: "games/list", in: GameListResources.bundle, at: "data")
    let store = TestPageStore(json.list, strategy: .pageNumber(pageSize: 10)) {
      GamesAPI.page($0, banner: json.banner, for: $1)
    }
    let viewModel = GameListViewModel(store: store.pageStore)
    let footers = TestScheduler.current.record(viewModel.refreshStatus.map(\.footer))
    TestScheduler.current.scheduleAt(5, 10, 15, 20) { viewModel.loadMore() }
    TestScheduler.current.start([1: viewModel.refresh])
    // Four full pages of 10 cover the total of 40: no fifth, empty request.
    #expect(store.requests.map(\.page) == [1, 2, 3, 4])
    #expect(footers.values.last == .noMoreData)
  }

  @Test func onlyTheFirstPageLeadsWithTheBanner() throws {
    let payload = try TestJSON.decode(GamesPayload.self, from: "games/list", in: GameListResources.bundle, at: "data")
    let first = GamesAPI.page(payload, for: PageNumberPaging.Request(page: 1, pageSize: 10))
    let second = GamesAPI.page(payload, for: PageNumberPaging.Request(page: 2, pageSize: 10))
    #expect(first.items.prefix(2).map(\.id) == [.banner(1), .game(7040)])
    #expect(second.items.count == 40 && second.items.first?.id == .game(7040))
  }

  @Test(arguments: [
    ("2026-11-21", "Sat 21 Nov 2026"), ("2026-01-01", "Thu 1 Jan 2026"), ("2024-02-29", "Thu 29 Feb 2024"),
    ("soon", "soon"), ("2026-13-01", "2026-13-01"),
  ])
  func releaseDaysReadTheSameEverywhere(date: String, title: String) {
    #expect(ReleaseDay.format(date) == title)
  }

  /// The app's real path (API client, transport, envelope, mapping) over the bundled JSON gives what the tests above
  /// page over: the banner, then 40 games in four full pages, which the server's total ends.
  @Test func theBundledGamesEndOnTheirFourthFullPage() async throws {
    let responder = try #require(MockResponder(bundle: GameListResources.bundle, folder: "Resources"))
    let client = APIClient(transport: MockTransport(responder: responder))
    let api = GamesAPI(client: client, baseURL: GamesAPI.bundledBaseURL)
    var pages: [Page<GameListItem>] = []
    for page in 1...4 {
      pages.append(try await api.store.page(for: .init(page: page, pageSize: 10), parameters: ()).value)
    }
    #expect(pages.map(\.items.count) == [11, 10, 10, 10] && pages.last?.total == 40)
    #expect(pages[0].items.first?.id == .banner(1))
  }
}
