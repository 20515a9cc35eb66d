// SPDX-License-Identifier: MIT

// The code of Documentation/GettingStarted.md, compiled. Every ```swift block of the guide
// (except the ones marked not compiled) appears verbatim in this file or in
// ArticlesViewModelTests.swift; DocumentationSnippetTests checks it.

import Foundation
import ReactiveList

// MARK: The model

/// One article, as the API sends it.
nonisolated struct Article: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  let title: String
  let author: String
}

/// The `data` of one page: the items, and the total when the server sends one.
nonisolated struct ArticlePage: Decodable, Sendable {
  let items: [Article]
  let total: Int?
}

// MARK: The API

/// `GET /v1/articles?page=1&pageSize=10`, answered by `articles.json` when mocked.
nonisolated struct ArticlesEndpoint: Endpoint {
  let page: Int
  let pageSize: Int

  var baseURL: URL { URL(string: "https://api.example.com/v1")! }  // a valid literal: cannot fail
  var path: String { "articles" }
  var queryItems: [URLQueryItem] {
    [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "pageSize", value: "\(pageSize)")]
  }
}

extension PageStore<Article, PageNumberPaging.Request, Void> {
  /// Loads pages of articles through `client` and unwraps the `{code, message, data}` envelope.
  static func articles(from client: APIClient) -> Self {
    .api(client, envelope: StandardEnvelope<ArticlePage>.self) { request, _ in
      ArticlesEndpoint(page: request.page, pageSize: request.pageSize)
    } page: { payload in
      Page(items: payload.items, total: payload.total)
    }
  }
}

// MARK: The view model

@MainActor final class ArticlesViewModel: ViewModelType {
  struct Input {
    var refresh: Observable<Void>
    var loadMore: Observable<Void>
    var select: Observable<Int>
  }

  struct Output {
    let rows: Driver<[String]>
    let cover: Driver<PageState>
    let footer: Driver<RefreshStatus.Footer>
    let message: Signal<String>
    let openArticle: Signal<Int>
  }

  private let list: ItemsViewModel<Article, PageNumberPaging, Void>

  init(store: PageStore<Article, PageNumberPaging.Request, Void>) {
    list = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
  }

  func transform(input: Input) -> Output {
    let output = list.transform(
      input: .init(refresh: input.refresh, loadMore: input.loadMore, itemSelected: input.select)
    )
    return Output(
      rows: output.items.map { articles in articles.map { "\($0.title) by \($0.author)" } },
      cover: output.pageState,
      footer: output.refreshStatus.map { $0.footer }.distinctUntilChanged(),
      message: output.message,
      openArticle: output.route.map { route in
        switch route {
        case .detail(let article): return article.id
        }
      }
    )
  }
}

// MARK: Running it on the mock JSON

extension APIClient {
  /// A client whose answers come from the JSON files in the `Mocks` resource folder.
  static func mock(latency: Duration = .zero) -> APIClient {
    let responder = MockResponder(bundle: .module, folder: "Mocks")!  // the folder ships with the target
    return APIClient(transport: MockTransport(responder: responder, latency: latency))
  }
}
