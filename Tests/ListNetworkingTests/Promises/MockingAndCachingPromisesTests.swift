// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import TestSupport
import Testing

/// The promises of the DocC guides `MockingAndPaging.md` and `CachingResponses.md`
/// (Sources/ListNetworking/ListNetworking.docc/Guides/), one test per sentence not already
/// covered by the transport and cache suites (issue 19's audit).
@Suite struct MockingAndCachingPromisesTests {
  // MARK: MockingAndPaging.md

  /// MockingAndPaging.md: "File lookup: explicit route, then the request's `mockFile`, then the
  /// URL path (`.post.json` etc. first for other methods)".
  @Test func lookupOrderIsRouteThenMockFileThenPath() async throws {
    let folder = try mockFolder([
      "route.json": #""route""#, "named.json": #""mockFile""#, "items.json": #""path get""#,
      "items.post.json": #""path post""#,
    ])
    func answer(_ routes: [MockRoute], mockFile: String?, method: HTTPMethod = .get) throws -> String {
      var request = try mockRequest("items", method: method)
      request.mockFile = mockFile
      let response = MockResponder(root: folder.url, routes: routes).response(for: request)
      return String(decoding: response.body, as: UTF8.self)
    }
    let route = MockRoute.get("/items", file: "route.json")
    #expect(try answer([route], mockFile: "named.json") == #""route""#)
    #expect(try answer([], mockFile: "named.json") == #""mockFile""#)
    #expect(try answer([], mockFile: nil) == #""path get""#)
    #expect(try answer([], mockFile: nil, method: .post) == #""path post""#)
    #expect(try answer([], mockFile: nil, method: .put) == #""path get""#)
  }

  /// MockingAndPaging.md: "The slice replaces the array; `total` and `nextCursor` (`null` on the
  /// last page) are written next to it when it sits in an object, and always as
  /// `X-Total-Count`/`X-Next-Cursor` headers."
  @Test func totalAndNextCursorInTheObjectAndAlwaysInHeaders() throws {
    let folder = try mockFolder(["root.json": jsonArray(1...5), "object.json": #"{"items": \#(jsonArray(1...5))}"#])
    let responder = MockResponder(root: folder.url)
    let root = responder.response(for: try mockRequest("root", query: ["page": "1", "pageSize": "2"]))
    #expect(try ids(in: root.body) == [1, 2])
    #expect(root.header("X-Total-Count") == "5")
    #expect(root.header("X-Next-Cursor") == "2")
    let last = responder.response(for: try mockRequest("object", query: ["page": "3", "pageSize": "2"]))
    let object = try Fixtures.json(last)
    #expect(try ids(in: last.body, under: "items") == [5])
    #expect(object["total"] as? Int == 5)
    #expect(object["nextCursor"] is NSNull)
    #expect(last.header("X-Total-Count") == "5")
    #expect(last.header("X-Next-Cursor") == nil)
  }

  /// MockingAndPaging.md: "`page`/`pageSize` (first page 1) ... `sinceId` (Twitter's `since_id`:
  /// the **newest** `limit` items newer than that id, leaving a gap when more exist)".
  @Test func pagesStartAtOneAndSinceIdLeavesAGap() throws {
    let folder = try mockFolder(["feed.json": jsonArray((1...10).reversed())])
    let responder = MockResponder(root: folder.url)
    let first = responder.response(for: try mockRequest("feed", query: ["page": "1", "pageSize": "3"]))
    #expect(try ids(in: first.body) == [10, 9, 8])
    let gap = responder.response(for: try mockRequest("feed", query: ["sinceId": "4", "limit": "3"]))
    #expect(try ids(in: gap.body) == [10, 9, 8])  // 7, 6 and 5 are newer too: the gap
    let all = responder.response(for: try mockRequest("feed", query: ["sinceId": "7", "limit": "5"]))
    #expect(try ids(in: all.body) == [10, 9, 8])
  }

  /// MockingAndPaging.md: "A handler that throws is a typed failure, never a crash: ... the
  /// loopback server answers 500 with a JSON `error` body."
  @Test func aThrowingHandlerIsA500OverLoopback() async throws {
    struct Broken: Error {}
    let responder = MockResponder(root: try Fixtures.root, routes: [.dynamic("/boom") { _ in throw Broken() }])
    let server = try LoopbackHTTPServer(responder: responder)
    defer { server.stop() }
    let transport = URLSessionTransport(defaultTimeout: 10)
    let response = try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("boom")))
    #expect(response.statusCode == 500)
    #expect(try (Fixtures.json(response)["error"] as? String)?.contains("Mock route GET /boom failed") == true)
    let after = try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("users/list")))
    #expect(after.statusCode == 200)
  }

  /// MockingAndPaging.md: "`LoopbackHTTPServer` (module `ListNetworkingServer`) and `swift run
  /// MockServer --root DIR --port N` serve the same folder over real HTTP/1.1 on 127.0.0.1."
  @Test func theLoopbackServerSpeaksHTTP11On127001() async throws {
    let server = try LoopbackHTTPServer(responder: MockResponder(root: try Fixtures.root))
    defer { server.stop() }
    #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
    let response = try await URLSessionTransport(defaultTimeout: 10).send(
      HTTPRequest(url: server.baseURL.appendingPathComponent("feed/timeline"))
    )
    #expect(response.statusCode == 200)
    #expect(response.header("Connection") == "close")
    #expect(response.body == (try Data(contentsOf: try Fixtures.root.appendingPathComponent("feed/timeline.json"))))
  }

  // MARK: CachingResponses.md

  /// CachingResponses.md: "Each entry is one file with a magic number, the key, the status,
  /// headers, body and a 64-bit FNV-1a checksum".
  @Test func anEntryIsOneFileWithMagicKeyAndChecksum() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url)
    let request = try mockRequest("articles", query: ["page": "1"])
    cache.store(.json(201, Data("[7]".utf8)), for: request)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(files == [cache.fileURL(for: request).lastPathComponent])
    let bytes = try Data(contentsOf: cache.fileURL(for: request))
    #expect(bytes.prefix(4) == Data("RLC1".utf8))
    #expect(String(decoding: bytes, as: UTF8.self).contains(ResponseCache.key(for: request)))
    var flipped = bytes
    flipped[flipped.count - 1] ^= 1  // the checksum itself
    try flipped.write(to: cache.fileURL(for: request))
    #expect(cache.entry(for: request) == nil)
  }

  /// CachingResponses.md: "`maxBytes` bounds the total size with least-recently-used eviction
  /// (order survives restarts via file dates)".
  @Test func evictionOrderSurvivesARestartThroughFileDates() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let first = try ResponseCache(directory: folder.url)
    let names = ["a", "b", "c", "d"]
    for name in names {
      first.store(.json(200, Data(String(repeating: name, count: 400).utf8)), for: try mockRequest(name))
    }
    let entrySize = first.totalBytes / 4
    // Last used: b and d most recently, a longest ago.
    for (name, seconds) in zip(names, [1_000.0, 4_000, 2_000, 3_000]) {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: seconds)],
        ofItemAtPath: first.fileURL(for: try mockRequest(name)).path
      )
    }
    let reopened = try ResponseCache(directory: folder.url, maxBytes: entrySize * 2 + 10)
    let requests = try names.map { try mockRequest($0) }
    #expect(requests.map { reopened.entry(for: $0) != nil } == [false, true, false, true])
  }

  /// CachingResponses.md: "The index is guarded by a lock; file I/O and the logger run outside it,
  /// so many tasks can read and write at once." A logger that calls back into the cache would
  /// deadlock if it ran under the lock.
  @Test func theLoggerRunsOutsideTheLockAndMayCallTheCache() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let seen = LockedBox<[Int]>([])
    let box = LockedBox<ResponseCache?>(nil)
    let cache = try ResponseCache(
      directory: folder.url,
      logger: { _ in
        let total = box.withLock { $0 }?.totalBytes ?? -1
        seen.withLock { $0.append(total) }
      }
    )
    box.withLock { $0 = cache }
    let request = try mockRequest("a")
    cache.store(.json(200, Data("[1]".utf8)), for: request)
    try Data("damaged".utf8).write(to: cache.fileURL(for: request))
    #expect(cache.entry(for: request) == nil)
    #expect(seen.withLock { $0 } == [0])
    box.withLock { $0 = nil }
  }

  /// CachingResponses.md: "So is a cached body that no longer decodes into the requested type"
  /// (deleted and reported as `cacheEntryDiscarded`): it is reported by the cache's own logger,
  /// where every discarded entry is reported; the client's logger hears only about requests.
  @Test func aCachedBodyThatNoLongerDecodesIsReportedByTheCache() async throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cacheLog = LockedBox<[NetworkLogEvent]>([])
    let clientLog = LockedBox<[NetworkLogEvent]>([])
    let cache = try ResponseCache(directory: folder.url, logger: { event in cacheLog.withLock { $0.append(event) } })
    let client = APIClient(
      transport: ScriptedTransport(json: #"[{"id": 1}]"#),
      configuration: .init(logger: { event in clientLog.withLock { $0.append(event) } }, cache: cache)
    )
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "items")
    let request = try endpoint.makeRequest()
    cache.store(.json(200, Data(#"{"schema": "v1"}"#.utf8)), for: request)
    var values: [[IDItem]] = []
    for try await value in client.values(endpoint, as: [IDItem].self, policy: .cacheElseNetwork) {
      values.append(value.value)
    }
    #expect(values == [[IDItem(id: 1)]])
    guard case .cacheEntryDiscarded(let file, let reason)? = cacheLog.withLock({ $0 }).first else {
      Issue.record("expected a discarded entry, got \(cacheLog.withLock { $0 })")
      return
    }
    #expect(file == cache.fileURL(for: request).lastPathComponent)
    #expect(reason.hasPrefix("no longer decodes"))
    #expect(clientLog.withLock { $0 }.count == 1)
    guard case .request? = clientLog.withLock({ $0 }).first else {
      Issue.record("the client's logger hears about requests only")
      return
    }
    #expect(cache.entry(for: request)?.response.body == Data(#"[{"id": 1}]"#.utf8))  // replaced by the fresh one
  }

  /// CachingResponses.md: "Error responses are never stored."
  @Test func errorResponsesAreNeverStored() async throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url)
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "items")
    let bodies = [(500, "[1]"), (404, "[1]"), (200, #"{"code": 9}"#), (200, "not json")]
    for (status, body) in bodies {
      let client = APIClient(
        transport: ScriptedTransport(json: body, status: status),
        configuration: .init(cache: cache)
      )
      await #expect(throws: APIError.self) {
        for try await _ in client.values(endpoint, envelope: StandardEnvelope<[Int]>.self, policy: .networkOnly) {}
      }
    }
    #expect(cache.entry(for: try endpoint.makeRequest()) == nil)
    #expect(cache.totalBytes == 0)
  }
}
