// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import Testing

@testable import Timeline

/// The snapshot rewrite that lets static JSON serve newer posts on a later refresh.
@Suite struct TimelineGrowingFeedTests {
  private let feed = GrowingTimeline(
    base: MockTransport(responder: MockResponder(root: URL(fileURLWithPath: "/nonexistent"))),
    bundle: TimelineResources.bundle,
    folder: "Resources"
  )

  private func request(_ query: String) -> HTTPRequest {
    HTTPRequest(url: URL(string: "https://social.example/api/statuses/home_timeline?\(query)")!)  // A valid literal.
  }

  @Test func theBundleHoldsASnapshotAfterEachOfTheFirstTwoRefreshes() {
    #expect(feed.snapshots == ["1035", "1038"])
  }

  @Test func newerThanASnapshotsIdGoesToTheSnapshot() {
    let sent = feed.rewritten(request("sinceId=1035&limit=10"))
    #expect(sent.url.path == "/api/statuses/home_timeline/since-1035")
    #expect(sent.queryValue("sinceId") == "1035")
    #expect(sent.queryValue("limit") == "10")
  }

  @Test(arguments: ["limit=10", "offsetId=1035&limit=10", "sinceId=1039&limit=10"])
  func everyOtherRequestGoesThroughUntouched(query: String) {
    #expect(feed.rewritten(request(query)) == request(query))
  }

  @Test func theBundledSnapshotsServeThreeThenOneThenNoNewPosts() async throws {
    let responder = try #require(MockResponder(bundle: TimelineResources.bundle, folder: "Resources"))
    let feed = GrowingTimeline(
      base: MockTransport(responder: responder),
      bundle: TimelineResources.bundle,
      folder: "Resources"
    )
    let api = TimelineAPI(client: APIClient(transport: feed), baseURL: TimelineAPI.bundledBaseURL)
    func ids(_ request: OffsetIDPaging<Int>.Request) async throws -> [Int] {
      try await api.client.send(api.endpoint(for: request), as: [Post].self).map(\.id)
    }
    #expect(try await ids(.first(pageSize: 10)) == Array((1026...1035).reversed()))
    #expect(try await ids(.newer(than: 1035, pageSize: 10)) == [1038, 1037, 1036])
    #expect(try await ids(.newer(than: 1038, pageSize: 10)) == [1039])
    #expect(try await ids(.newer(than: 1039, pageSize: 10)) == [])
    #expect(try await ids(.older(than: 1006, pageSize: 10)) == Array((1001...1005).reversed()))
  }
}
