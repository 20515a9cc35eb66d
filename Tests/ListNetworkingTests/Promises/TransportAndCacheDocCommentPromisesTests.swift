// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import TestSupport
import Testing

/// The promises of the public doc comments under Sources/ListNetworking/Transport/ and Cache/ and
/// of Sources/ListNetworkingServer/, one test per sentence not already covered by the transport,
/// cache and server suites (issue 19's audit).
@Suite struct TransportAndCacheDocCommentPromisesTests {
  // MARK: Transports

  /// HTTPTransport.swift: "A transport reports any status (4xx and 5xx included) as an
  /// ``HTTPResponse``; judging statuses is the ``APIClient``'s job."
  @Test func transportsReturnErrorStatusesAsResponses() async throws {
    let server = try LoopbackHTTPServer { _ in .response(.json(503, Data("{}".utf8))) }
    defer { server.stop() }
    let folder = try mockFolder([:])
    let transports: [(any HTTPTransport, URL)] = [
      (URLSessionTransport(defaultTimeout: 10), server.baseURL),
      (MockTransport(directory: folder.url), Fixtures.baseURL),
      (FaultInjectingTransport(base: ScriptedTransport(json: "{}", status: 418)), Fixtures.baseURL),
    ]
    var statuses: [Int] = []
    for (transport, base) in transports {
      statuses.append(try await transport.send(HTTPRequest(url: base.appendingPathComponent("missing"))).statusCode)
    }
    #expect(statuses == [503, 404, 418])
  }

  /// URLSessionTransport.swift: "``APIError/timeout`` (the request's timeout, else
  /// ``defaultTimeout``, elapsed)" and `init`: "Default 60 seconds."
  @Test func theDefaultTimeoutAppliesToRequestsWithoutOne() async throws {
    #expect(URLSessionTransport().defaultTimeout == 60)
    let server = try LoopbackHTTPServer { _ in .hang }
    defer { server.stop() }
    await #expect(throws: APIError.timeout) {
      try await URLSessionTransport(defaultTimeout: 1).send(
        HTTPRequest(url: server.baseURL.appendingPathComponent("slow"))
      )
    }
  }

  /// URLSessionTransport.swift: "On Linux, `FoundationNetworking` counts timeouts in whole seconds;
  /// timeouts below one second are raised to one second there." A 1 ms timeout still lets a prompt
  /// answer through instead of timing out at once.
  @Test func subSecondTimeoutsDoNotFailAtOnce() async throws {
    let server = try LoopbackHTTPServer { _ in .response(.json(200, Data("[]".utf8))) }
    defer { server.stop() }
    let request = HTTPRequest(url: server.baseURL.appendingPathComponent("fast"), timeout: 0.001)
    #expect(try await URLSessionTransport().send(request).statusCode == 200)
  }

  /// MockTransport.swift: "Every request is appended to ``requests`` before anything else happens,
  /// so tests can assert on what was sent."
  @Test func everyRequestIsLoggedEvenWhenItFails() async throws {
    let folder = try mockFolder([:])
    let mock = MockTransport(
      responder: MockResponder(root: folder.url),
      latency: .seconds(1),
      failures: [.onRequest(1, .error(.timeout))],
      sleep: { _ in try Task.checkCancellation() }
    )
    await #expect(throws: APIError.timeout) { try await mock.send(try mockRequest("one")) }
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await mock.send(try mockRequest("two"))
    }
    await #expect(throws: APIError.cancelled) { try await cancelled.value }
    #expect(mock.requests.map(\.url.lastPathComponent) == ["one", "two"])
  }

  /// MockTransport.swift: "then applies the ``MockFailureRule``s in order: the first that fires
  /// replaces the answer." and MockFailure.swift (`onRequest`): "The `n`th request (1-based,
  /// counted over the transport's life) fails."
  @Test func theFirstRuleThatFiresWinsAndRequestsAreCountedOverTheTransportsLife() async throws {
    let folder = try mockFolder(["a.json": "{}", "b.json": "{}"])
    let mock = MockTransport(
      directory: folder.url,
      failures: [.onRequest(1, .status(500)), .onRequest(1, .error(.timeout)), .onRequest(3, .status(502))]
    )
    var statuses: [Int] = []
    for path in ["a", "b", "a", "b"] { statuses.append(try await mock.send(try mockRequest(path)).statusCode) }
    #expect(statuses == [500, 200, 502, 200])
  }

  /// HTTPTransport.swift: "Transports are `Sendable` and may be called from many tasks at once."
  /// FaultInjectingTransport counts requests under a lock: exactly one of 40 concurrent requests
  /// is the 20th.
  @Test func faultInjectionCountsConcurrentRequestsExactly() async throws {
    let base = ScriptedTransport(json: "{}")
    let transport = FaultInjectingTransport(base: base, failures: [.onRequest(20, .status(500))])
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<40 {
        group.addTask { try await transport.send(HTTPRequest(url: Fixtures.baseURL)).statusCode }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(statuses.filter { $0 == 500 }.count == 1)
    #expect(transport.requestCount == 40)
    #expect(base.requests.count == 39)
  }

  // MARK: MockResponder, routes, replies, paging

  /// MockResponder.swift: "A `Sendable` value: reads files on each call, no caching".
  @Test func filesAreReadOnEachCall() throws {
    let folder = try mockFolder(["a.json": #""v1""#])
    let responder = MockResponder(root: folder.url)
    let request = try mockRequest("a")
    #expect(responder.response(for: request).body == Data(#""v1""#.utf8))
    try folder.write(#""v2""#, to: "a.json")
    #expect(responder.response(for: request).body == Data(#""v2""#.utf8))
  }

  /// MockResponder.swift (`init?(bundle:folder:...)`): "`nil` when the bundle has no such folder."
  @Test func aMissingBundleFolderIsNil() {
    #expect(MockResponder(bundle: .module, folder: "NoSuchFolder") == nil)
    #expect(MockResponder(bundle: .module, folder: "Fixtures") != nil)
  }

  /// MockRoute.swift (`path`): "Matches when the request's path equals it or ends with it (so a
  /// base URL prefix such as `/v1` does not matter)."
  @Test func routesMatchTheWholePathOrASuffix() throws {
    let route = MockRoute.get("me/settings", file: "x.json")
    #expect(route.path == "/me/settings")
    let folder = try mockFolder(["x.json": #""route""#])
    let responder = MockResponder(root: folder.url, routes: [route])
    for (path, matches) in [("me/settings", true), ("v1/me/settings", true), ("me/settings/more", false)] {
      let request = HTTPRequest(url: try #require(URL(string: "https://x.io/\(path)")))
      #expect((responder.response(for: request).statusCode == 200) == matches, "\(path)")
    }
  }

  /// MockRoute.swift (`query`): "Query parameters the request must carry with exactly these
  /// (percent-decoded) values; other parameters may be present too. Empty matches any query."
  @Test func routeQueriesCompareDecodedValuesAndIgnoreOthers() throws {
    let folder = try mockFolder(["hit.json": #""hit""#, "search.json": #""convention""#])
    let responder = MockResponder(root: folder.url, routes: [.get("/search", query: ["q": "a b"], file: "hit.json")])
    func answer(_ query: KeyValuePairs<String, String>) throws -> String {
      String(decoding: responder.response(for: try mockRequest("search", query: query)).body, as: UTF8.self)
    }
    #expect(try answer(["q": "a b", "page": "2"]) == #""hit""#)
    #expect(try answer(["q": "a  b"]) == #""convention""#)
    #expect(try answer([:]) == #""convention""#)
    let any = MockResponder(root: folder.url, routes: [.get("/search", file: "hit.json")])
    #expect(any.response(for: try mockRequest("search", query: ["x": "1"])).body == Data(#""hit""#.utf8))
  }

  /// MockRoute.swift (`Answer.body`): "Fixed bytes, served as they are." (not paged), and
  /// (`Answer.dynamic`): "the route's ``MockRoute/statusCode`` is not used (the reply carries its
  /// own)".
  @Test func bodyAnswersAreNotPagedAndDynamicRepliesCarryTheirOwnStatus() throws {
    let array = Data(jsonArray(1...5).utf8)
    let routes = [
      MockRoute(method: .get, path: "/fixed", statusCode: 202, answer: .body(array, contentType: "application/json")),
      MockRoute(
        method: .get,
        path: "/dynamic",
        statusCode: 500,
        answer: .dynamic(MockHandler { _ in .json(array, statusCode: 201) })
      ),
    ]
    let responder = MockResponder(root: try Fixtures.root, routes: routes)
    let fixed = responder.response(for: try mockRequest("fixed", query: ["page": "1", "pageSize": "2"]))
    #expect(fixed.statusCode == 202)
    #expect(fixed.body == array)
    let dynamic = responder.response(for: try mockRequest("dynamic", query: ["page": "1", "pageSize": "2"]))
    #expect(dynamic.statusCode == 201)
    #expect(try ids(in: dynamic.body) == [1, 2])
  }

  /// MockReply.swift: "`file`: ... paged like any mock file (a missing file is a 404)" and
  /// "`response`: Answer with this response as it is."
  @Test func fileRepliesCanBeMissingAndResponsesAreServedAsIs() throws {
    let asIs = HTTPResponse(statusCode: 299, headers: ["X-A": "1"], body: Data(jsonArray(1...5).utf8))
    let routes = [
      MockRoute.dynamic("/missing") { _ in .file("nope.json") },
      MockRoute.dynamic("/as-is") { _ in .response(asIs) },
    ]
    let responder = MockResponder(root: try Fixtures.root, routes: routes)
    #expect(responder.response(for: try mockRequest("missing")).statusCode == 404)
    #expect(responder.response(for: try mockRequest("as-is", query: ["page": "1", "pageSize": "2"])) == asIs)
  }

  /// MockPaging.swift, the example: "The file holds ids 100, 99, ..., 94 (newest first).
  /// ?offsetId=98&limit=2 → 97, 96; ?sinceId=97&limit=2 → 100, 99; ?sinceId=97&limit=5 → 100, 99,
  /// 98", and "A `sinceId` naming no item answers an empty page."
  @Test func theMockPagingExampleHolds() throws {
    let folder = try mockFolder(["f.json": jsonArray((94...100).reversed())])
    let responder = MockResponder(root: folder.url)
    func page(_ query: KeyValuePairs<String, String>) throws -> [Int] {
      try ids(in: responder.response(for: try mockRequest("f", query: query)).body)
    }
    #expect(try page(["offsetId": "98", "limit": "2"]) == [97, 96])
    #expect(try page(["sinceId": "97", "limit": "2"]) == [100, 99])
    #expect(try page(["sinceId": "97", "limit": "5"]) == [100, 99, 98])
    #expect(try page(["sinceId": "42", "limit": "5"]) == [])
  }

  /// MockPaging.swift: "**cursor**: ``cursorParameter`` (empty or absent on the first page) with a
  /// size from ``limitParameter`` or ``pageSizeParameter``" and `defaultPageSize`: "The size used
  /// when a request names none. Default 20."
  @Test func cursorsMayBeEmptyOrAbsentAndSizesDefaultTo20() throws {
    let folder = try mockFolder(["f.json": jsonArray(1...30)])
    let responder = MockResponder(root: folder.url)
    func served(_ query: KeyValuePairs<String, String>) throws -> HTTPResponse {
      responder.response(for: try mockRequest("f", query: query))
    }
    #expect(try served(["cursor": "", "limit": "3"]) == (try served(["limit": "3"])))
    #expect(try ids(in: try served(["cursor": "", "pageSize": "4"]).body) == [1, 2, 3, 4])
    #expect(try ids(in: try served(["cursor": ""]).body).count == 20)
    #expect(try ids(in: try served(["page": "2"]).body) == Array(21...30))
    #expect(MockPaging().defaultPageSize == 20 && MockPaging().firstPage == 1)
  }

  /// MockPaging.swift (`itemsKeyPath`): "`nil` finds it: the root array, or the first array under
  /// `data`, `items`, `list`, `results` or `records`, one level deep or inside `data`." and
  /// `firstPage`: "The number of the first page."
  @Test func theItemsArrayIsFoundAndFirstPageIsConfigurable() throws {
    let folder = try mockFolder([
      "results.json": #"{"meta": {"n": 1}, "results": \#(jsonArray(1...4))}"#,
      "nested.json": #"{"data": {"title": "t", "list": \#(jsonArray(1...4))}}"#,
      "explicit.json": #"{"page": {"rows": \#(jsonArray(1...4))}}"#,
    ])
    var paging = MockPaging()
    paging.firstPage = 0
    let responder = MockResponder(root: folder.url, paging: paging)
    let zero: KeyValuePairs<String, String> = ["page": "0", "pageSize": "2"]
    #expect(
      try ids(in: responder.response(for: try mockRequest("results", query: zero)).body, under: "results") == [1, 2]
    )
    let nested = try Fixtures.json(responder.response(for: try mockRequest("nested", query: zero)))
    #expect(((nested["data"] as? [String: Any])?["list"] as? [[String: Any]])?.count == 2)
    paging.itemsKeyPath = ["page", "rows"]
    let explicit = MockResponder(root: folder.url, paging: paging).response(
      for: try mockRequest("explicit", query: zero)
    )
    #expect(explicit.header("X-Total-Count") == "4")
  }

  // MARK: ResponseCache

  /// ResponseCache.swift (`key(for:)`): "The cache key of `request`: method, URL and a checksum of
  /// the body." and "**Key**: method + URL + body of the request (headers are not part of the
  /// key)."
  @Test func theKeyIsMethodURLAndBodyChecksum() {
    let base = HTTPRequest(method: .post, url: Fixtures.baseURL, headers: ["Authorization": "a"], body: Data("{}".utf8))
    var otherHeaders = base
    otherHeaders.headers = ["Authorization": "b"]
    var otherBody = base
    otherBody.body = Data("{ }".utf8)
    var otherMethod = base
    otherMethod.method = .put
    let key = ResponseCache.key(for: base)
    #expect(key.hasPrefix("POST \(Fixtures.baseURL.absoluteString) "))
    #expect(ResponseCache.key(for: otherHeaders) == key)
    #expect(Set([key, ResponseCache.key(for: otherBody), ResponseCache.key(for: otherMethod)]).count == 3)
  }

  /// ResponseCache.swift (`store`): "Whether it was stored (`false` when larger than the limit or
  /// not writable)." and (`init`): "Throws: When the folder cannot be created."
  @Test func unwritableFoldersAreReportedNotCrashed() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url.appendingPathComponent("cache"))
    try FileManager.default.removeItem(at: cache.directory)
    #expect(!cache.store(.json(200, Data("[1]".utf8)), for: try mockRequest("a")))
    try folder.write("a file", to: "file")
    #expect(throws: (any Error).self) {
      try ResponseCache(directory: folder.url.appendingPathComponent("file/cache"))
    }
  }

  // MARK: ListNetworkingServer

  /// LoopbackHTTPServer.swift: "``stop()`` ... is idempotent and also runs on deinit."
  @Test func releasingTheServerStopsIt() async throws {
    var server: LoopbackHTTPServer? = try LoopbackHTTPServer { _ in .response(.json(200, Data("{}".utf8))) }
    let url = try #require(server).baseURL.appendingPathComponent("x")
    #expect(try await URLSessionTransport(defaultTimeout: 5).send(HTTPRequest(url: url)).statusCode == 200)
    server = nil
    await #expect {
      _ = try await URLSessionTransport(defaultTimeout: 5).send(HTTPRequest(url: url))
    } throws: { error in
      guard case .transport = error as? APIError else { return false }
      return true
    }
  }

  /// LoopbackHTTPServer.swift (`Reply.response`): "Send this response with a correct
  /// `Content-Length`, then close." and (`Reply.raw`): "Send these bytes exactly as given".
  @Test func responsesGetAContentLengthAndRawBytesGoOutAsGiven() async throws {
    let server = try LoopbackHTTPServer { request in
      request.url.path == "/raw"
        ? .raw(Data("HTTP/1.1 203 Raw\r\nContent-Length: 2\r\nX-Raw: yes\r\n\r\nok".utf8))
        : .response(HTTPResponse(statusCode: 200, headers: ["Content-Length": "999"], body: Data("hello".utf8)))
    }
    defer { server.stop() }
    let transport = URLSessionTransport(defaultTimeout: 10)
    let normal = try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("n")))
    #expect(normal.header("Content-Length") == "5")
    #expect(normal.body == Data("hello".utf8))
    let raw = try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("raw")))
    #expect(raw.statusCode == 203)
    #expect(raw.header("X-Raw") == "yes")
    #expect(raw.body == Data("ok".utf8))
  }
}
