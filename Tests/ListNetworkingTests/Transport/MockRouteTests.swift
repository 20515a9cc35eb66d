// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct MockRouteTests {
  struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  func ids(_ response: HTTPResponse) throws -> [String] {
    let items = try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
    return items.map { "\($0["id"]!)" }
  }

  /// A newest-first timeline of `ids` as a JSON array.
  static func timeline(_ ids: some Sequence<Int>) -> String {
    "[" + ids.map { "{\"id\": \($0)}" }.joined(separator: ", ") + "]"
  }

  /// MockingAndPaging.md: "Routes match a method, a path suffix and optionally query values".
  @Test func staticRouteMatchesOnlyTheQueryValuesItNames() throws {
    let responder = MockResponder(
      root: try Fixtures.root,
      routes: [.get("/feed/timeline", query: ["sinceId": "97"], file: "errors/expired.json", statusCode: 401)]
    )
    let matching = try Fixtures.request("feed/timeline", query: ["sinceId": "97", "limit": "2"])
    #expect(responder.response(for: matching).statusCode == 401)
    let otherValue = try Fixtures.request("feed/timeline", query: ["sinceId": "98", "limit": "2"])
    #expect(try ids(responder.response(for: otherValue)) == ["100", "99"])
    let noQuery = try Fixtures.request("feed/timeline")
    #expect(responder.response(for: noQuery).statusCode == 200)
    #expect(try ids(responder.response(for: noQuery)).count == 7)
  }

  /// MockingAndPaging.md: "a file or JSON bytes (both paged)".
  @Test func dynamicRouteServesASnapshotFileChosenFromTheQueryPagedLikeAnyFile() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    try folder.write(Self.timeline((1001...1035).reversed()), to: "statuses/home_timeline.json")
    try folder.write(Self.timeline((1001...1038).reversed()), to: "statuses/home_timeline/since-1035.json")
    let growing = MockRoute.dynamic("/statuses/home_timeline") { request in
      guard let since = request.queryValue("sinceId") else { return .fallThrough }
      return .file("statuses/home_timeline/since-\(since).json")
    }
    let responder = MockResponder(root: folder.url, routes: [growing])
    let first = responder.response(for: try Fixtures.request("statuses/home_timeline", query: ["limit": "2"]))
    #expect(try ids(first) == ["1035", "1034"])
    let newer = responder.response(
      for: try Fixtures.request("statuses/home_timeline", query: ["sinceId": "1035", "limit": "2"])
    )
    #expect(try ids(newer) == ["1038", "1037"])
    #expect(newer.header("X-Total-Count") == "38")
    let noSnapshot = responder.response(
      for: try Fixtures.request("statuses/home_timeline", query: ["sinceId": "1020", "limit": "2"])
    )
    #expect(noSnapshot.statusCode == 404)
  }

  @Test func statefulDynamicRouteServesNewerItemsOnALaterRefresh() async throws {
    let refreshes = LockedBox(0)
    let route = MockRoute.dynamic("/feed") { _ in
      // Each request sees one more post on top.
      let newest = refreshes.withLock { count -> Int in
        count += 1
        return 10 + count
      }
      return .json(Data(Self.timeline((1...newest).reversed()).utf8))
    }
    let mock = MockTransport(responder: MockResponder(root: try Fixtures.root, routes: [route]))
    let first = try await mock.send(try Fixtures.request("feed", query: ["limit": "3"]))
    #expect(try ids(first) == ["11", "10", "9"])
    let newer = try await mock.send(try Fixtures.request("feed", query: ["sinceId": "11", "limit": "3"]))
    #expect(try ids(newer) == ["12"])
    #expect(newer.header("X-Total-Count") == "12")
  }

  /// MockingAndPaging.md: "A dynamic route ... computes its ``MockReply`` from the whole request (method, path, query
  /// items, body)".
  @Test func handlerSeesMethodPathQueryAndBody() throws {
    let seen = LockedBox<HTTPRequest?>(nil)
    let route = MockRoute.dynamic("/articles/1/star", method: .post) { request in
      seen.withLock { $0 = request }
      return .response(.json(201, request.body ?? Data()))
    }
    var request = try Fixtures.request("articles/1/star", method: .post, query: ["source": "feed"])
    request.body = Data("{\"starred\":true}".utf8)
    let response = MockResponder(root: try Fixtures.root, routes: [route]).response(for: request)
    #expect(response.statusCode == 201)
    #expect(response.body == request.body)
    let received = try #require(seen.withLock { $0 })
    #expect(received.method == .post)
    #expect(received.url.path.hasSuffix("/articles/1/star"))
    #expect(received.queryValue("source") == "feed")
    #expect(received.body == request.body)
    let get = try Fixtures.request("articles/1/star")
    #expect(MockResponder(root: try Fixtures.root, routes: [route]).response(for: get).statusCode == 404)
  }

  /// MockingAndPaging.md: "or ``MockReply/fallThrough`` to let the next route or the file convention answer".
  @Test func fallThroughPassesToTheNextRouteThenTheConvention() throws {
    let routes: [MockRoute] = [
      .dynamic("/feed/timeline") { request in
        request.queryValue("fail") == nil ? .fallThrough : .response(HTTPResponse(statusCode: 503))
      },
      .dynamic("/feed/timeline") { request in
        request.queryValue("teapot") == nil ? .fallThrough : .json(Data("{}".utf8), statusCode: 418)
      },
    ]
    let responder = MockResponder(root: try Fixtures.root, routes: routes)
    #expect(responder.response(for: try Fixtures.request("feed/timeline", query: ["fail": "1"])).statusCode == 503)
    let teapot = responder.response(for: try Fixtures.request("feed/timeline", query: ["teapot": "1", "limit": "1"]))
    #expect(teapot.statusCode == 418)
    #expect(teapot.body == Data("{}".utf8))
    #expect(
      try ids(responder.response(for: try Fixtures.request("feed/timeline", query: ["limit": "2"]))) == [
        "100", "99",
      ]
    )
  }

  /// MockingAndPaging.md: "A handler that throws is a typed failure, never a crash: ``MockTransport`` throws its
  /// ``APIError`` (any other error becomes ``APIError/transport(_:)`` naming the route)"; MockReply.swift (MockHandler)
  /// says the same.
  @Test func throwingHandlerIsATypedErrorNotACrash() async throws {
    let routes: [MockRoute] = [
      .dynamic("/boom") { _ in throw Boom() },
      .dynamic("/slow") { _ in throw APIError.timeout },
    ]
    let responder = MockResponder(root: try Fixtures.root, routes: routes)
    let mock = MockTransport(responder: responder)
    await #expect(throws: APIError.transport("Mock route GET /boom failed: boom")) {
      try await mock.send(try Fixtures.request("boom"))
    }
    await #expect(throws: APIError.timeout) {
      try await mock.send(try Fixtures.request("slow"))
    }
    let served = responder.response(for: try Fixtures.request("boom"))
    #expect(served.statusCode == 500)
    #expect(served.header("Content-Type") == "application/json")
    let message = try #require(try Fixtures.json(served)["error"] as? String)
    #expect(message.contains("Mock route GET /boom failed: boom"))
    // The transport keeps working after a handler threw.
    #expect(try await mock.send(try Fixtures.request("feed/timeline")).statusCode == 200)
  }

  /// MockReply.swift: "Two handlers are equal when they are copies of the same handler".
  @Test func handlersAreEqualOnlyToTheirCopies() {
    let handler = MockHandler { _ in .fallThrough }
    let copy = handler
    let other = MockHandler { _ in .fallThrough }
    #expect(handler == copy)
    #expect(handler != other)
    let route = MockRoute(method: .get, path: "a", answer: .dynamic(handler))
    #expect(route == MockRoute(method: .get, path: "/a", answer: .dynamic(copy)))
    #expect(route != MockRoute(method: .get, path: "/a", answer: .dynamic(other)))
    #expect(route != MockRoute(method: .get, path: "/a", query: ["x": "1"], answer: .dynamic(handler)))
  }
}
