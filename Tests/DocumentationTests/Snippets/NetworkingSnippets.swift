// SPDX-License-Identifier: MIT

// The code of Documentation/Networking.md, compiled and run (see DocumentationSnippetTests).

import Foundation
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

// MARK: Endpoints

/// Every call of the articles API, one case each.
enum ArticlesAPI: Endpoint {
  case list(page: Int, pageSize: Int)
  case article(id: Int)
  case star(id: Int, note: String)

  var baseURL: URL { URL(string: "https://api.example.com/v1")! }  // a valid literal: cannot fail

  var path: String {
    switch self {
    case .list: "articles"
    case .article: "articles/{id}"
    case .star: "articles/{id}/star"
    }
  }

  var pathParameters: [String: String] {
    switch self {
    case .list: [:]
    case .article(let id), .star(let id, _): ["id": "\(id)"]
    }
  }

  var method: HTTPMethod {
    if case .star = self { .post } else { .get }
  }

  var queryItems: [URLQueryItem] {
    guard case .list(let page, let pageSize) = self else { return [] }
    return [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "pageSize", value: "\(pageSize)")]
  }

  var body: (any Encodable & Sendable)? {
    guard case .star(_, let note) = self else { return nil }
    return ["note": note]
  }
}

// MARK: A client

/// A client with the app's global rules, over any transport (real HTTP or mock JSON).
func makeClient(transport: any HTTPTransport, cache: ResponseCache? = nil) -> APIClient {
  APIClient(
    transport: transport,
    configuration: .init(
      adapters: [.headers(["User-Agent": "Articles/1.0"]), .bearerToken { "secret-token" }],
      validators: [.statusCodes(200..<300)],
      logger: { event in
        if case .request(let record) = event, let error = record.error { print("\(record.url): \(error)") }
      },
      cache: cache
    )
  )
}

/// The backend's rules: which codes mean success, and what to tell the user otherwise.
let articleRules = EnvelopeRules(successCodes: [0], messages: [1001: "Please sign in again."])

@Suite struct NetworkingSnippetTests {
  let responder = MockResponder(bundle: .module, folder: "Mocks")!  // the folder ships with the target

  @Test func endpointsBuildRequests() throws {
    let request = try ArticlesAPI.star(id: 7, note: "great read").makeRequest()
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "https://api.example.com/v1/articles/7/star")
    #expect(request.headers["Content-Type"] == "application/json")

    let list = try ArticlesAPI.list(page: 2, pageSize: 10).makeRequest()
    #expect(list.url.absoluteString == "https://api.example.com/v1/articles?page=2&pageSize=10")
  }

  @Test func sendsThroughTheMock() async throws {
    let mock = MockTransport(responder: responder)
    let client = makeClient(transport: mock)

    let page = try await client.send(
      ArticlesAPI.list(page: 3, pageSize: 10),
      envelope: StandardEnvelope<ArticlePage>.self
    )
    #expect(page.items.map(\.id) == Array(21...25))
    #expect(page.total == 25)

    let article = try await client.send(ArticlesAPI.article(id: 1), envelope: StandardEnvelope<Article>.self)
    #expect(article.title == "Article 1")
    _ = try await client.send(ArticlesAPI.star(id: 1, note: "great read"), envelope: StandardEnvelope<Article>.self)

    #expect(mock.requests.map(\.method) == [.get, .get, .post])
    #expect(mock.requests.allSatisfy { $0.headers["Authorization"] == "Bearer secret-token" })
  }

  @Test func injectsFailures() async throws {
    let mock = MockTransport(
      responder: MockResponder(
        root: responder.root,
        routes: [.get("/v1/session", file: "errors/session-expired.json", statusCode: 401)]
      ),
      failures: [.onRequest(1, .error(.timeout))]
    )
    let client = makeClient(transport: mock)
    let session = APIEndpoint(baseURL: URL(string: "https://api.example.com/v1")!, path: "session")
    let page = ArticlesAPI.list(page: 1, pageSize: 10)

    await #expect(throws: APIError.timeout) {
      try await client.send(page, envelope: StandardEnvelope<ArticlePage>.self)
    }
    await #expect(throws: APIError.server(code: "1001", message: "Please sign in again.")) {
      try await client.send(session, envelope: StandardEnvelope<ArticlePage>.self, rules: articleRules)
    }
  }

  @Test func errorsSayWhatWentWrongAndWhere() async throws {
    let mock = MockTransport(
      responder: MockResponder(root: responder.root, routes: [.get("/v1/articles", file: "errors/bad-article.json")])
    )
    let client = makeClient(transport: mock)
    do {
      _ = try await client.send(ArticlesAPI.list(page: 1, pageSize: 10), envelope: StandardEnvelope<ArticlePage>.self)
      Issue.record("expected a decoding error")
    } catch let error as APIError {
      guard case .decoding(let keyPath, _) = error else { throw error }
      #expect(keyPath == "data.items[1].id")
      #expect(error.errorDescription != nil)  // a sentence a user can be shown
      #expect(error.failureReason != nil)  // the detail, for logs
    }

    await #expect(throws: APIError.self) {
      try await client.send(ArticlesAPI.article(id: 99), envelope: StandardEnvelope<Article>.self)
    }
  }

  @Test func showsTheCachedPageFirst() async throws {
    let folder = try TemporaryFolder(prefix: "DocumentationTests")
    let client = makeClient(
      transport: MockTransport(responder: responder),
      cache: try ResponseCache(directory: folder.url)
    )
    let firstPage = ArticlesAPI.list(page: 1, pageSize: 10)

    var sources: [Bool] = []
    for _ in 1...2 {
      for try await page in client.values(
        firstPage,
        envelope: StandardEnvelope<ArticlePage>.self,
        policy: .cacheThenNetwork
      ) {
        sources.append(page.isCached)
        #expect(page.value.items.count == 10)
      }
    }
    #expect(sources == [false, true, false])  // the first time: network only; then cached, then fresh
  }

  @MainActor @Test func aListShowsItsLastFirstPageAtOnce() async throws {
    let folder = try TemporaryFolder(prefix: "DocumentationTests")
    let cache = try ResponseCache(directory: folder.url)
    let client = makeClient(transport: MockTransport(responder: responder))

    let storage = FirstPageStorage<Article, Void>.responseCache(cache, key: { _ in "articles" })
    let store = PageStore.articles(from: client).persistingFirstPage(in: storage)
    let firstLaunch = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
    firstLaunch.refresh()
    _ = try await firstLaunch.items.asObservable().filter { $0.count == 10 }.first(timeout: 600)

    let nextLaunch = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
    nextLaunch.refresh()
    #expect(nextLaunch.currentItems.count == 10)  // shown before the network answers
  }
}
