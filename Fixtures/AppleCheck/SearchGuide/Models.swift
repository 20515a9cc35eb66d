// SPDX-License-Identifier: MIT
//
// What Documentation/Search.md's screens use from the app around them: the article model, the
// search store (the guide's first block), the factory of the search (its second) and the client.

import Foundation
import ReactiveList

/// An article.
nonisolated struct Article: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  let title: String
  let author: String
}

/// A page of articles as the API sends it.
nonisolated struct ArticlePage: Decodable, Sendable {
  let items: [Article]
  let total: Int?
}

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

/// The app's API client.
let client = APIClient(transport: URLSessionTransport())
