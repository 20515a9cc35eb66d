// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// One repository as the Git@OSC-style API returns it.
struct Project: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  let name: String
  let owner: String
  let description: String
  let language: String
  var stars: Int
  var starred: Bool
  let updatedAt: String

  /// `owner/name`, the way the project is shown everywhere.
  var fullName: String { "\(owner)/\(name)" }
}

/// The three lists the browser shows, one view model each.
enum Tab: String, CaseIterable, Sendable {
  case featured
  case popular
  case latest

  /// The tab's label in the header.
  var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The list's header line: the app's name, then the tabs with the selected one in brackets.
  static func header(selected: Tab) -> String {
    let labels = allCases.map { $0 == selected ? "[\($0.title)]" : " \($0.title) " }.joined(separator: " ")
    return "ProjectsBrowser  \(labels)".trimmingCharacters(in: .whitespaces)
  }

  /// The tab after this one (the first after the last), where the Tab key goes.
  var next: Tab {
    let all = Tab.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }
}

/// The mocked Git@OSC API: a paged list per tab and a star/unstar call, all through one transport.
struct ProjectsAPI: Sendable {
  /// The base URL used with the bundled JSON (the mock responder ignores the host).
  static let bundledBaseURL = URL(string: "https://git.oschina.example/api/v5")!  // A valid literal.

  let client: APIClient
  /// Where the API lives: ``bundledBaseURL``, or `--base-url`.
  let baseURL: URL
  /// Where each tab's first page is kept between runs; `nil` for no cache.
  var firstPages: FirstPageStorage<Project, Tab>?
  /// Where every page each tab loaded, and the row being read, are kept between runs
  /// (`--state-dir`); `nil` keeps nothing.
  var archive: ListArchive<Project>?
  /// Whether every page load fails as with no connection (`--offline`).
  var offline = false

  /// The first-page storage of a cache folder: one entry per tab, written atomically; a damaged
  /// entry reads as no entry (`ResponseCache` discards it), so the network result shows instead.
  static func firstPageStorage(in cache: ResponseCache) -> FirstPageStorage<Project, Tab> {
    .responseCache(cache) { tab in "projects-\(tab.rawValue)" }
  }

  /// The page store every tab's view model loads from; the tab is the view model's parameter. With
  /// an archive, a tab shows the list it had at once, on the row that was being read (offline too).
  var store: PageStore<Project, PageNumberPaging.Request, Tab> {
    let cached = firstPages.map { network.persistingFirstPage(in: $0) } ?? network
    return archive.map { archive in cached.archiving(in: archive) { tab in "projects-\(tab.rawValue)" } } ?? cached
  }

  /// The store of the tabs without the first-page cache and the archive: the API, or `--offline`.
  private var network: PageStore<Project, PageNumberPaging.Request, Tab> {
    guard !offline else { return PageStore { _, _ in .error(OfflineError()) } }
    return PageStore<Project, PageNumberPaging.Request, Tab>.api(
      client,
      decoding: [Project].self,
      endpoint: { [baseURL] request, tab in
        APIEndpoint(
          baseURL: baseURL,
          path: "/projects/\(tab.rawValue)",
          queryItems: [
            URLQueryItem(name: "page", value: String(request.page)),
            URLQueryItem(name: "pageSize", value: String(request.pageSize)),
          ]
        )
      },
      page: { Page(items: $0) }
    )
  }

  /// The page store of the search pane: `GET /projects/search?q=QUERY&page=N&pageSize=20`, which
  /// the mock JSON answers with the projects matching the query (`MockResponder.filtered(_:for:)`).
  /// The search list keeps the first pages of recent queries in memory itself; nothing is cached on
  /// disk.
  var searchStore: PageStore<Project, PageNumberPaging.Request, String> {
    .api(
      client,
      decoding: [Project].self,
      endpoint: { [baseURL] request, query in
        APIEndpoint(
          baseURL: baseURL,
          path: "/projects/search",
          queryItems: [
            URLQueryItem(name: "q", value: query),
            URLQueryItem(name: "page", value: String(request.page)),
            URLQueryItem(name: "pageSize", value: String(request.pageSize)),
          ]
        )
      },
      page: { Page(items: $0) }
    )
  }

  /// Stars or unstars `project` on the server: optimistic on screen, rolled back if the call fails.
  func toggleStar(of project: Project) -> ItemAction<Project> {
    let verb = project.starred ? "unstar" : "star"
    return .update(
      { item in
        item.stars += item.starred ? -1 : 1
        item.starred.toggle()
      },
      successMessage: "\(project.starred ? "Unstarred" : "Starred") \(project.fullName)",
      failureMessage: { error in "Could not \(verb) \(project.fullName): \(ItemAction<Project>.describe(error))" },
      request: { [client, baseURL] item in
        let endpoint = APIEndpoint(
          baseURL: baseURL,
          path: "/projects/{id}/star",
          pathParameters: ["id": String(item.id)],
          method: item.starred ? .put : .delete,
          mockFile: "star.json"
        )
        _ = try await client.validatedResponse(for: endpoint)
        return nil
      }
    )
  }
}

/// What every page load of `--offline` fails with.
struct OfflineError: LocalizedError {
  var errorDescription: String? { "You are offline" }
}
