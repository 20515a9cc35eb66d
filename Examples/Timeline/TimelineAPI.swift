// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// The timeline API: `GET /statuses/home_timeline?limit=N` answers the newest posts as a JSON
/// array; `offsetId=X` asks for posts older than X, `sinceId=X` for posts newer than X.
struct TimelineAPI: Sendable {
  /// The base URL endpoints use with the bundled JSON (the mock ignores the host).
  static let bundledBaseURL = URL(string: "https://social.example/api")!  // A valid literal.

  let client: APIClient
  let baseURL: URL

  /// The endpoint of one offset-id request.
  func endpoint(for request: OffsetIDPaging<Int>.Request) -> APIEndpoint {
    var query: [URLQueryItem] = []
    switch request {
    case .first:
      break
    case .older(let id, _):
      query.append(URLQueryItem(name: "offsetId", value: String(id)))
    case .newer(let id, _):
      query.append(URLQueryItem(name: "sinceId", value: String(id)))
    }
    query.append(URLQueryItem(name: "limit", value: String(request.pageSize)))
    return APIEndpoint(baseURL: baseURL, path: "/statuses/home_timeline", queryItems: query)
  }

  /// The store the timeline loads from.
  var store: PageStore<Post, OffsetIDPaging<Int>.Request, Void> {
    .api(client, decoding: [Post].self, endpoint: { request, _ in endpoint(for: request) }, page: { Page(items: $0) })
  }

  /// The store, offline (every load fails as with no connection) or not, keeping every loaded page
  /// and the selected post in `stateDirectory` when there is one (issue 36).
  ///
  /// - Parameters:
  ///   - offline: Whether every load fails.
  ///   - stateDirectory: Where the list archive lives; `nil` keeps nothing.
  /// - Returns: The store.
  func store(offline: Bool, stateDirectory: URL?) -> PageStore<Post, OffsetIDPaging<Int>.Request, Void> {
    let base = offline ? PageStore { _, _ in .error(OfflineError()) } : store
    guard let stateDirectory else { return base }
    do {
      let archive = try ListArchive<Post>(directory: stateDirectory) { error in
        FileHandle.standardError.write(Data("Timeline: \(error)\n".utf8))
      }
      return base.archiving(in: archive) { _ in "home-timeline" }
    } catch {
      FileHandle.standardError.write(Data("Timeline: no state directory (\(error))\n".utf8))
      return base
    }
  }
}

/// What every load of `--offline` fails with.
struct OfflineError: LocalizedError {
  var errorDescription: String? { "You are offline" }
}

/// The bundled mock JSON of the timeline (`Resources/`), reachable from tests.
enum TimelineResources {
  /// The bundle holding the `Resources` folder.
  static var bundle: Bundle { .module }
}
