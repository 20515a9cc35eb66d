// SPDX-License-Identifier: MIT

import ReactiveList

/// Games by day, with a star that shows at once and rolls back if the server says no.
final class ScheduleViewModel {
  let list: ItemsViewModel<Game, PageNumberPaging, Void>
  let days: ItemSections<Day, Game>
  private let api: ScheduleAPI

  init(api: ScheduleAPI) {
    self.api = api
    list = ItemsViewModel(
      store: PageStore.async { request, _ in try await api.games(page: request.page, pageSize: request.pageSize) },
      strategy: .pageNumber(pageSize: 6),
      parameters: ()
    )
    days = list.sections(.grouped { Day(id: $0.day) })
  }

  func toggleStar(_ game: Game) {
    list.perform(.update({ $0.isStarred.toggle() }, request: { try await self.api.star($0) }), on: game.id)
  }
}

/// The app's API: main-actor code, as everything is in this target.
final class ScheduleAPI {
  var games: [Game]
  var failsStars = false

  init(count: Int) {
    games = (0..<count).map { Game(id: $0, day: $0 / 4, title: "game \($0)") }
  }

  func games(page: Int, pageSize: Int) async throws -> Page<Game> {
    let start = min((page - 1) * pageSize, games.count)
    return Page(items: Array(games[start..<min(start + pageSize, games.count)]))
  }

  func star(_ game: Game) async throws -> Game? {
    struct Refused: Error {}
    if failsStars { throw Refused() }
    if let index = games.firstIndex(where: { $0.id == game.id }) { games[index] = game }
    return game
  }
}
