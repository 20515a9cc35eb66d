// SPDX-License-Identifier: MIT

// The code of Documentation/Search.md that runs here: the search store, the search, and its test
// (the UIKit and SwiftUI screens are compiled for iOS from Fixtures/AppleCheck/SearchGuide). See
// DocumentationSnippetTests.

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

nonisolated struct ArticleSearchEndpoint: Endpoint {
  let query: String
  let page: Int
  let pageSize: Int

  var baseURL: URL { URL(string: "https://api.example.com/v1")! }  // a valid literal: cannot fail
  var path: String { "articles" }
  var queryItems: [URLQueryItem] {
    [
      URLQueryItem(name: "q", value: query),
      URLQueryItem(name: "page", value: "\(page)"),
      URLQueryItem(name: "pageSize", value: "\(pageSize)"),
    ]
  }
}

extension PageStore<Article, PageNumberPaging.Request, String> {
  /// Loads pages of the articles matching a query.
  static func articleSearch(from client: APIClient) -> Self {
    .api(client, envelope: StandardEnvelope<ArticlePage>.self) { request, query in
      ArticleSearchEndpoint(query: query, page: request.page, pageSize: request.pageSize)
    } page: { payload in
      Page(items: payload.items, total: payload.total)
    }
  }
}

@MainActor func makeArticleSearch(client: APIClient) -> ListSearch<Article, PageNumberPaging> {
  ListSearch(
    store: PageStore.articleSearch(from: client),
    strategy: .pageNumber(pageSize: 10),
    search: SearchOptions(debounce: .milliseconds(300), minimumLength: 2)
  )
}

@MainActor @Suite struct ArticleSearchTests {
  @Test(.virtualTime) func typingSettlesOneQuery() {
    let scheduler = TestScheduler.current
    let articles = (1...25).map { Article(id: $0, title: "Article \($0)", author: $0 % 2 == 0 ? "Ada" : "Ken") }
    let store = TestPageStore<Article, PageNumberPaging.Request, String>(latency: 5) { request, query in
      let found = articles.filter { $0.author.localizedCaseInsensitiveContains(query) }
      let start = (request.page - 1) * request.pageSize
      return Page(items: Array(found[min(start, found.count)..<min(start + request.pageSize, found.count)]))
    }
    let search = ListSearch(
      store: store,
      strategy: .pageNumber(pageSize: 10),
      search: SearchOptions(debounce: .seconds(3))
    )
    for (tick, text) in ["a", "ad", "ada"].enumerated() {
      scheduler.scheduleAt(TestTime(tick)) { search.text = text }
    }
    scheduler.advanceTo(10)
    #expect(store.requests.count == 1)  // one query settled: "ada", at tick 5
    #expect(search.viewModel.currentItems.allSatisfy { $0.author == "Ada" })
    search.text = ""
    #expect(search.query == nil)
    #expect(search.viewModel.currentItems.isEmpty)
  }
}

/// The guide's search against the bundled mock JSON, which answers `q` (MockResponder).
@MainActor @Suite struct ArticleSearchMockTests {
  @Test func theMockAnswersTheQuery() async throws {
    let store = PageStore<Article, PageNumberPaging.Request, String>.articleSearch(from: try .mock())
    let page = try await store.page(for: PageNumberPaging.Request(page: 1, pageSize: 10), parameters: "Grace").value
    #expect(page.items.map(\.author) == Array(repeating: "Grace", count: page.items.count))
    #expect(!page.items.isEmpty)
  }
}
