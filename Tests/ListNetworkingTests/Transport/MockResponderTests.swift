// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct MockResponderTests {
  func responder(_ routes: [MockRoute] = []) throws -> MockResponder {
    MockResponder(root: try Fixtures.root, routes: routes)
  }

  func ids(_ response: HTTPResponse, at path: [String]) throws -> [String] {
    var node: Any = try JSONSerialization.jsonObject(with: response.body)
    for key in path { node = try #require((node as? [String: Any])?[key]) }
    let items = try #require(node as? [[String: Any]])
    return items.map { "\($0["id"]!)" }
  }

  /// MockingAndPaging.md: "``MockResponder`` maps `GET /projects/featured` to `projects/featured.json`" and "leading
  /// path segments such as `/v1` are dropped until a file matches".
  @Test func mapsPathToFileIgnoringBasePrefix() throws {
    let response = try responder().response(for: try Fixtures.request("projects/featured"))
    #expect(response.statusCode == 200)
    #expect(response.header("content-type") == "application/json")
    #expect(try ids(response, at: ["data", "items"]).count == 25)
  }

  /// MockingAndPaging.md: "unpaged requests get the file's bytes unchanged".
  @Test func unpagedRequestServesFileBytesUnchanged() throws {
    let response = try responder().response(for: try Fixtures.request("feed/timeline"))
    let file = try Data(contentsOf: try Fixtures.root.appendingPathComponent("feed/timeline.json"))
    #expect(response.body == file)
    #expect(response.header("X-Total-Count") == nil)
  }

  @Test func prefersMethodSpecificFile() throws {
    let response = try responder().response(for: try Fixtures.request("projects/featured", method: .post))
    #expect(try (Fixtures.json(response)["message"] as? String) == "created")
  }

  /// MockingAndPaging.md: "Paths cannot escape the root."; MockResponder.swift: "A missing file is a 404 with a
  /// JSON error body".
  @Test func missingFileIs404AndPathsCannotEscapeRoot() throws {
    #expect(try responder().response(for: try Fixtures.request("nope/nothing")).statusCode == 404)
    let escaping = HTTPRequest(
      url: try #require(URL(string: "https://x.io/a")),
      mockFile: "../Fixtures/feed/timeline.json"
    )
    #expect(try responder().response(for: escaping).statusCode == 404)
  }

  @Test func explicitRoutesWin() throws {
    let routes: [MockRoute] = [
      .get("/me", file: "errors/expired.json", statusCode: 401),
      MockRoute(method: .get, path: "gateway", statusCode: 502, answer: .file("errors/502.html")),
      MockRoute(
        method: .delete,
        path: "/projects/featured",
        statusCode: 204,
        answer: .body(Data(), contentType: "text/plain")
      ),
    ]
    let r = try responder(routes)
    #expect(r.response(for: try Fixtures.request("me")).statusCode == 401)
    let html = r.response(for: try Fixtures.request("gateway"))
    #expect(html.statusCode == 502)
    #expect(html.header("Content-Type")?.hasPrefix("text/html") == true)
    let deleted = r.response(for: try Fixtures.request("projects/featured", method: .delete))
    #expect(deleted.statusCode == 204)
    #expect(deleted.body.isEmpty)
  }

  struct PageCase: Sendable, CustomTestStringConvertible {
    var path: String
    var query: [String: String]
    var itemsPath: [String]
    var expectedIds: [String]
    var total: Int
    var nextCursor: String?
    var testDescription: String { "\(path) \(query.sorted { $0.key < $1.key })" }
  }

  static let pageCases: [PageCase] = [
    // Page number paging over an envelope {code, message, data: {items}}.
    PageCase(
      path: "projects/featured",
      query: ["page": "1", "pageSize": "10"],
      itemsPath: ["data", "items"],
      expectedIds: (1...10).map(String.init),
      total: 25,
      nextCursor: "10"
    ),
    PageCase(
      path: "projects/featured",
      query: ["page": "3", "pageSize": "10"],
      itemsPath: ["data", "items"],
      expectedIds: (21...25).map(String.init),
      total: 25,
      nextCursor: nil
    ),
    PageCase(
      path: "projects/featured",
      query: ["page": "4", "pageSize": "10"],
      itemsPath: ["data", "items"],
      expectedIds: [],
      total: 25,
      nextCursor: nil
    ),
    PageCase(
      path: "projects/featured",
      query: ["pageSize": "5"],
      itemsPath: ["data", "items"],
      expectedIds: ["1", "2", "3", "4", "5"],
      total: 25,
      nextCursor: "5"
    ),
    // Offset id paging over a top-level array (newest first).
    PageCase(
      path: "feed/timeline",
      query: ["limit": "3"],
      itemsPath: [],
      expectedIds: ["100", "99", "98"],
      total: 7,
      nextCursor: "3"
    ),
    PageCase(
      path: "feed/timeline",
      query: ["offsetId": "98", "limit": "3"],
      itemsPath: [],
      expectedIds: ["97", "96", "95"],
      total: 7,
      nextCursor: "6"
    ),
    PageCase(
      path: "feed/timeline",
      query: ["offsetId": "95", "limit": "3"],
      itemsPath: [],
      expectedIds: ["94"],
      total: 7,
      nextCursor: nil
    ),
    // sinceId is Twitter's since_id: the newest `limit` items newer than the id, never the
    // ones just above it (98 is left out: a gap the client closes by replacing its list).
    PageCase(
      path: "feed/timeline",
      query: ["sinceId": "97", "limit": "2"],
      itemsPath: [],
      expectedIds: ["100", "99"],
      total: 7,
      nextCursor: "2"
    ),
    PageCase(
      path: "feed/timeline",
      query: ["sinceId": "97", "limit": "5"],
      itemsPath: [],
      expectedIds: ["100", "99", "98"],
      total: 7,
      nextCursor: "3"
    ),
    PageCase(
      path: "feed/timeline",
      query: ["sinceId": "100", "limit": "3"],
      itemsPath: [],
      expectedIds: [],
      total: 7,
      nextCursor: "0"
    ),
    // Cursor paging over {data: [...]}.
    PageCase(
      path: "users/list",
      query: ["cursor": "", "limit": "4"],
      itemsPath: ["data"],
      expectedIds: ["u1", "u2", "u3", "u4"],
      total: 10,
      nextCursor: "4"
    ),
    PageCase(
      path: "users/list",
      query: ["cursor": "8", "limit": "4"],
      itemsPath: ["data"],
      expectedIds: ["u9", "u10"],
      total: 10,
      nextCursor: nil
    ),
  ]

  /// MockingAndPaging.md: "when the file holds an array or an envelope around one and the request carries paging
  /// parameters, serves only the requested slice with the total and the next cursor".
  @Test(arguments: pageCases)
  func servesRequestedSlice(_ testCase: PageCase) throws {
    let response = try responder().response(for: try Fixtures.request(testCase.path, query: testCase.query))
    #expect(response.statusCode == 200)
    #expect(try ids(response, at: testCase.itemsPath) == testCase.expectedIds)
    #expect(response.header("X-Total-Count") == String(testCase.total))
    #expect(response.header("X-Next-Cursor") == testCase.nextCursor)
    if let key = testCase.itemsPath.last {
      var container = try Fixtures.json(response)
      for step in testCase.itemsPath.dropLast() where step != key {
        container = try #require(container[step] as? [String: Any])
      }
      #expect(container["total"] as? Int == testCase.total)
      #expect((container["nextCursor"] as? String) == testCase.nextCursor)
    }
  }

  @Test func cursorPagingWalksTheWholeList() throws {
    let r = try responder()
    var cursor = ""
    var seen: [String] = []
    var requests = 0
    while true {
      let response = r.response(for: try Fixtures.request("users/list", query: ["cursor": cursor, "limit": "3"]))
      seen += try ids(response, at: ["data"])
      requests += 1
      guard let next = response.header("X-Next-Cursor") else { break }
      cursor = next
    }
    #expect(seen == (1...10).map { "u\($0)" })
    #expect(requests == 4)
  }

  /// MockingAndPaging.md: "Invalid paging values answer 400".
  @Test(arguments: [
    ["cursor": "abc"], ["cursor": "-1"], ["page": "0", "pageSize": "10"], ["page": "1", "pageSize": "0"],
    ["limit": "x"], ["offsetId": "nope", "limit": "2"],
  ])
  func invalidPagingIs400(query: [String: String]) throws {
    let path = query["offsetId"] == nil ? "users/list" : "feed/timeline"
    #expect(try responder().response(for: try Fixtures.request(path, query: query)).statusCode == 400)
  }

  @Test func pagingParametersOnNonArrayFileServeItUnchanged() throws {
    let response = try responder().response(for: try Fixtures.request("errors/expired", query: ["page": "2"]))
    #expect(response.header("X-Total-Count") == nil)
    #expect(try (Fixtures.json(response)["code"] as? Int) == 1001)
  }

  /// MockResponder.swift: "a file that is not valid JSON is served as it is".
  @Test func invalidJSONFileIsServedAsIs() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    try folder.write("{\"data\": [1, 2", to: "broken.json")
    let response = MockResponder(root: folder.url).response(for: try Fixtures.request("broken", query: ["page": "1"]))
    #expect(response.statusCode == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == "{\"data\": [1, 2")
  }
}
