// Sources/Articles/ArticlesAPI.swift
import Foundation
import ReactiveList

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

extension APIClient {
  /// A client whose answers come from the JSON files in the `Mocks` resource folder.
  ///
  /// - Throws: ``MockFolderMissing`` when the target's bundle has no such folder: a typo here, or
  ///   a manifest without `resources: [.copy("Mocks")]`.
  static func mock(latency: Duration = .zero) throws -> APIClient {
    guard let responder = MockResponder(bundle: .module, folder: "Mocks") else {
      throw MockFolderMissing(folder: "Mocks", bundle: Bundle.module.bundleURL.path)
    }
    return APIClient(transport: MockTransport(responder: responder, latency: latency))
  }
}

/// No folder of that name among the target's resources.
nonisolated struct MockFolderMissing: Error, CustomStringConvertible {
  let folder: String
  let bundle: String

  var description: String {
    "No folder '\(folder)' in \(bundle): check its name and the target's `resources:` in Package.swift."
  }
}
