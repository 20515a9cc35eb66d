// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// The games API: `GET /games/list?page=&pageSize=` answers
/// `{"code": 0, "message": "ok", "data": {"banner": {...}, "list": [...], "total": 40}}`.
struct GamesAPI: Sendable {
  /// The base URL endpoints use with the bundled JSON (the mock ignores the host).
  static let bundledBaseURL = URL(string: "https://games.example/api")!  // A valid literal.

  let client: APIClient
  let baseURL: URL

  /// The endpoint of one page.
  func endpoint(for request: PageNumberPaging.Request) -> APIEndpoint {
    APIEndpoint(
      baseURL: baseURL,
      path: "/games/list",
      queryItems: [
        URLQueryItem(name: "page", value: String(request.page)),
        URLQueryItem(name: "pageSize", value: String(request.pageSize)),
      ]
    )
  }

  /// The store the list loads from: each page unwrapped from the envelope, the banner put in
  /// front of the first page's games, and the server's `total` handed to paging.
  var store: PageStore<GameListItem, PageNumberPaging.Request, Void> {
    // `PageStore.api(_:envelope:endpoint:page:)` maps a payload without its request, and the
    // banner belongs to the first page only, so the request is mapped here by hand.
    .async { [self] request, _ in
      let payload = try await client.send(endpoint(for: request), envelope: StandardEnvelope<GamesPayload>.self)
      return Self.page(payload, for: request)
    }
  }

  /// A payload as a page of rows: the banner leads the first page; later pages hold games only.
  static func page(
    _ payload: GamesPayload,
    for request: PageNumberPaging.Request,
    firstPage: Int = 1
  ) -> Page<GameListItem> {
    page(Page(items: payload.list, total: payload.total), banner: payload.banner, for: request, firstPage: firstPage)
  }

  /// A page of games as a page of rows, with `banner` leading the first page.
  static func page(
    _ games: Page<Game>,
    banner: Banner?,
    for request: PageNumberPaging.Request,
    firstPage: Int = 1
  ) -> Page<GameListItem> {
    var items = games.items.map(GameListItem.game)
    if request.page == firstPage, let banner { items.insert(.banner(banner), at: 0) }
    return Page(items: items, total: games.total)
  }
}

/// The bundled mock JSON of the game list (`Resources/`), reachable from tests.
enum GameListResources {
  /// The bundle holding the `Resources` folder.
  static var bundle: Bundle { .module }
}
