// SPDX-License-Identifier: MIT
//
// What Documentation/SwiftUI.md's anchored timeline uses from the app around it: the post model,
// its store, the app's client and the row view.

import Foundation
import ReactiveList
import SwiftUI

/// A post of the timeline.
nonisolated struct Post: Identifiable, Equatable, Sendable, Decodable {
  let id: Int
  let text: String
}

/// `GET /v1/posts`: the timeline's pages.
nonisolated struct PostsEndpoint: Endpoint {
  let request: OffsetIdPaging<Int>.Request

  var baseURL: URL { URL(string: "https://api.example.com/v1")! }  // a valid literal: cannot fail
  var path: String { "posts" }
}

extension PageStore<Post, OffsetIdPaging<Int>.Request, Void> {
  /// Loads pages of posts through `client`.
  static func posts(from client: APIClient) -> Self {
    .api(client, envelope: StandardEnvelope<[Post]>.self) { request, _ in
      PostsEndpoint(request: request)
    } page: { posts in
      Page(items: posts)
    }
  }
}

/// The app's client.
let client = APIClient(transport: URLSessionTransport())

/// One post's row.
struct PostRow: View {
  let post: Post

  var body: some View { Text(post.text) }
}
