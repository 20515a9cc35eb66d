// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import TestSupport
import Testing

/// The promises of `Documentation/Networking.md`, one test per sentence (issue 19's audit).
/// Sentences already checked elsewhere name their test in the issue's closing note.
@Suite struct NetworkingGuidePromisesTests {
  /// Documentation/Networking.md: "An `Endpoint` is a base URL and a path with `{name}`
  /// placeholders; method, query items, a JSON body, headers, a timeout and a mock file are
  /// optional."
  @Test func anEndpointNeedsOnlyABaseURLAndAPath() throws {
    struct Minimal: Endpoint {
      var baseURL: URL { Fixtures.baseURL }
      var path: String { "articles" }
    }
    let request = try Minimal().makeRequest()
    #expect(request == HTTPRequest(method: .get, url: Fixtures.baseURL.appendingPathComponent("articles")))
  }

  /// Documentation/Networking.md: "Placeholder values and query items are percent-encoded, so a
  /// value can never add a path segment or a query item: `a b/c` fills one segment as `a%20b%2Fc`."
  @Test func valuesCannotAddPathSegmentsOrQueryItems() throws {
    let hostile = "a b/c?d=1&e#f"
    let endpoint = APIEndpoint(
      baseURL: Fixtures.baseURL,
      path: "users/{user}/repos",
      pathParameters: ["user": hostile],
      queryItems: [URLQueryItem(name: "q", value: hostile)]
    )
    let request = try endpoint.makeRequest()
    let components = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false))
    #expect(components.percentEncodedPath == "/v1/users/a%20b%2Fc%3Fd%3D1%26e%23f/repos")
    #expect(request.url.pathComponents == ["/", "v1", "users", hostile, "repos"])
    #expect(request.queryItems == [URLQueryItem(name: "q", value: hostile)])
    #expect(request.url.fragment == nil)
    let oneSegment = APIEndpoint(baseURL: Fixtures.baseURL, path: "users/{user}", pathParameters: ["user": "a b/c"])
    #expect(try oneSegment.makeRequest().url.absoluteString.hasSuffix("/users/a%20b%2Fc"))
  }

  /// Documentation/Networking.md: "A value that cannot fill one segment is rejected, not sent: an
  /// empty value (which would build `users//repos`) and the dot segments `.` and `..` ... throw
  /// `APIError.invalidPathParameter(name:value:)`." (Over loopback: `PathParameterSafetyTests`.)
  @Test(arguments: ["", ".", ".."])
  func emptyAndDotValuesAreRejectedBeforeSending(_ value: String) async throws {
    let transport = ScriptedTransport(json: "{}")
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "users/{user}/repos", pathParameters: ["user": value])
    await #expect(throws: APIError.invalidPathParameter(name: "user", value: value)) {
      try await APIClient(transport: transport).send(endpoint, as: [String: Int].self)
    }
    #expect(transport.requests.isEmpty)
  }

  /// Documentation/Networking.md: "`makeRequest()` builds the `HTTPRequest` (and throws
  /// `APIError.missingPathParameter` for a placeholder without a value)".
  @Test func makeRequestThrowsForAPlaceholderWithoutValue() throws {
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "articles/{id}/star", pathParameters: ["ID": "7"])
    #expect(throws: APIError.missingPathParameter("id")) { try endpoint.makeRequest() }
  }

  /// Documentation/Networking.md: "`APIClient` runs every call through the same steps: request
  /// adapters (...), the transport, response validators (the status), decoding, unwrapping the
  /// envelope, and last the logger."
  @Test func theClientsStepsRunInTheDocumentedOrder() async throws {
    let steps = LockedBox<[String]>([])
    struct Recorded: Decodable, Sendable {
      init(from decoder: any Decoder) throws {
        (decoder.userInfo[stepsKey] as? LockedBox<[String]>)?.withLock { $0.append("decoding") }
      }
    }
    let decoder = JSONDecoder()
    decoder.userInfo[stepsKey] = steps
    let transport = ScriptedTransport { _ in
      steps.withLock { $0.append("transport") }
      return .json(200, Data(#"{"code": 0, "data": {}}"#.utf8))
    }
    let client = APIClient(
      transport: transport,
      configuration: .init(
        decoder: decoder,
        adapters: [
          RequestAdapter { request in
            steps.withLock { $0.append("adapter") }
            return request
          }
        ],
        validators: [ResponseValidator { _, _ in steps.withLock { $0.append("validator") } }],
        logger: { _ in steps.withLock { $0.append("logger") } }
      )
    )
    _ = try await client.send(
      APIEndpoint(baseURL: Fixtures.baseURL, path: "x"),
      envelope: StandardEnvelope<Recorded>.self
    )
    #expect(steps.withLock { $0 } == ["adapter", "transport", "validator", "decoding", "logger"])
  }

  /// Documentation/Networking.md: "A call that fails before anything is sent (a missing path
  /// parameter, an adapter) is not logged".
  @Test func callsThatFailBeforeSendingAreNotLogged() async throws {
    struct SignedOut: Error {}
    let logged = LockedBox(0)
    let transport = ScriptedTransport(json: "{}")
    let client = APIClient(
      transport: transport,
      configuration: .init(
        adapters: [RequestAdapter { _ in throw SignedOut() }],
        logger: { _ in logged.withLock { $0 += 1 } }
      )
    )
    await #expect(throws: SignedOut.self) {
      try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [String: Int].self)
    }
    await #expect(throws: APIError.missingPathParameter("id")) {
      try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "{id}"), as: [String: Int].self)
    }
    #expect(logged.withLock { $0 } == 0)
    #expect(transport.requests.isEmpty)
  }

  /// Documentation/Networking.md: "The transport is the only thing that changes between the app
  /// (`URLSessionTransport()`), tests and previews (`MockTransport`), and anything else that
  /// implements `HTTPTransport`."
  @Test func theSameClientCodeRunsOverTheMockAndOverRealHTTP() async throws {
    let responder = MockResponder(root: try Fixtures.root)
    let server = try LoopbackHTTPServer(responder: responder)
    defer { server.stop() }
    func firstPage(over transport: any HTTPTransport, base: URL) async throws -> ProjectPage {
      let client = APIClient(transport: transport, configuration: .init(adapters: [.headers(["User-Agent": "A/1"])]))
      let endpoint = APIEndpoint(
        baseURL: base,
        path: "projects/featured",
        queryItems: [URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "pageSize", value: "5")]
      )
      return try await client.send(endpoint, envelope: StandardEnvelope<ProjectPage>.self)
    }
    let mocked = try await firstPage(over: MockTransport(responder: responder), base: Fixtures.baseURL)
    let real = try await firstPage(over: URLSessionTransport(defaultTimeout: 10), base: server.baseURL)
    #expect(mocked == real)
    #expect(mocked.items.map(\.id) == Array(6...10))
  }

  /// Documentation/Networking.md: "`StandardEnvelope<Payload>` reads `{"code": 0, "message": "ok",
  /// "data": ...}`; `client.send(endpoint, envelope: ...)` returns the `data`, or throws
  /// `APIError.server(code:message:)` when the code is not a success code."
  @Test func standardEnvelopeReturnsDataOrThrowsServer() async throws {
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")
    let ok = APIClient(transport: ScriptedTransport(json: #"{"code": 0, "message": "ok", "data": [1, 2]}"#))
    #expect(try await ok.send(endpoint, envelope: StandardEnvelope<[Int]>.self) == [1, 2])
    let failing = APIClient(transport: ScriptedTransport(json: #"{"code": 7, "message": "nope", "data": [1]}"#))
    await #expect(throws: APIError.server(code: "7", message: "nope")) {
      try await failing.send(endpoint, envelope: StandardEnvelope<[Int]>.self)
    }
  }

  /// Documentation/Networking.md: "A backend with another shape (`{status, msg, result}`, string
  /// codes) conforms its own type to `Envelope`; several shapes can coexist in one app."
  @Test func ownEnvelopeShapesCoexistWithTheStandardOne() async throws {
    let transport = ScriptedTransport { request in
      request.url.path.hasSuffix("/legacy")
        ? .json(200, Data(#"{"status": "ok", "result": [3]}"#.utf8))
        : .json(200, Data(#"{"code": 0, "data": [4]}"#.utf8))
    }
    let client = APIClient(transport: transport)
    let legacy = try await client.send(
      APIEndpoint(baseURL: Fixtures.baseURL, path: "legacy"),
      envelope: StatusEnvelope<[Int]>.self
    )
    let standard = try await client.send(
      APIEndpoint(baseURL: Fixtures.baseURL, path: "new"),
      envelope: StandardEnvelope<[Int]>.self
    )
    #expect(legacy == [3])
    #expect(standard == [4])
  }

  /// Documentation/Networking.md: "Without an envelope, `client.send(endpoint, as:
  /// ArticleList.self)` decodes the body directly."
  @Test func withoutAnEnvelopeTheBodyIsDecodedDirectly() async throws {
    let client = APIClient(transport: ScriptedTransport(json: #"{"code": 5, "data": null}"#))
    let direct = try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [String: Int?].self)
    #expect(direct == ["code": 5, "data": nil])
  }

  /// Documentation/Networking.md: "`MockTransport` answers from a folder of JSON files: `GET
  /// /v1/articles/1` reads `articles/1.json` (leading segments such as `/v1` are dropped until a
  /// file matches), `POST /v1/articles/1/star` reads `articles/1/star.post.json`."
  @Test func mockFilesFollowThePath() async throws {
    let folder = try mockFolder([
      "articles/1.json": #"{"file": "get"}"#,
      "articles/1/star.post.json": #"{"file": "post"}"#,
    ])
    let mock = MockTransport(directory: folder.url)
    let get = try await mock.send(try mockRequest("articles/1"))
    let post = try await mock.send(try mockRequest("articles/1/star", method: .post))
    #expect(String(decoding: get.body, as: UTF8.self) == #"{"file": "get"}"#)
    #expect(String(decoding: post.body, as: UTF8.self) == #"{"file": "post"}"#)
  }

  /// Documentation/Networking.md: "A file holding an array, or an envelope around one, is paged
  /// like a server would: `page`/`pageSize`, `offsetId`/`sinceId` with `limit`, or `cursor` with
  /// `limit`, writing `total` and `nextCursor` next to the slice."
  @Test func arraysAndEnvelopesArePagedWithTotalAndNextCursor() async throws {
    let folder = try mockFolder([
      "plain.json": jsonArray(10...19),
      "wrapped.json": #"{"code": 0, "data": {"items": \#(jsonArray(10...19))}}"#,
    ])
    let mock = MockTransport(directory: folder.url)
    let plain = try await mock.send(try mockRequest("plain", query: ["page": "2", "pageSize": "4"]))
    #expect(try ids(in: plain.body) == [14, 15, 16, 17])
    let wrapped = try await mock.send(try mockRequest("wrapped", query: ["cursor": "8", "limit": "4"]))
    let data = try #require(try Fixtures.json(wrapped)["data"] as? [String: Any])
    #expect((data["items"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [18, 19])
    #expect(data["total"] as? Int == 10)
    #expect(data["nextCursor"] is NSNull)
    let offset = try await mock.send(try mockRequest("wrapped", query: ["offsetId": "12", "limit": "2"]))
    let offsetData = try #require(try Fixtures.json(offset)["data"] as? [String: Any])
    #expect((offsetData["items"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [13, 14])
    #expect(offsetData["nextCursor"] as? String == "5")
  }

  /// Documentation/Networking.md: "Over a newest-first array, `offsetId=X` answers the items just
  /// older than X and `sinceId=X` the *newest* `limit` items newer than X, as Twitter's
  /// `since_id` does".
  @Test func offsetIdAndSinceIdOverANewestFirstArray() async throws {
    let folder = try mockFolder(["feed.json": jsonArray((90...100).reversed())])
    let mock = MockTransport(directory: folder.url)
    let older = try await mock.send(try mockRequest("feed", query: ["offsetId": "97", "limit": "3"]))
    #expect(try ids(in: older.body) == [96, 95, 94])
    let newer = try await mock.send(try mockRequest("feed", query: ["sinceId": "95", "limit": "2"]))
    #expect(try ids(in: newer.body) == [100, 99])
  }

  /// Documentation/Networking.md: "Explicit `MockRoute`s override the path convention (and can set
  /// a status)".
  @Test func routesOverrideTheConventionAndSetAStatus() async throws {
    let folder = try mockFolder(["session.json": #"{"from": "convention"}"#, "expired.json": #"{"from": "route"}"#])
    let mock = MockTransport(directory: folder.url, routes: [.get("/session", file: "expired.json", statusCode: 401)])
    let response = try await mock.send(try mockRequest("session"))
    #expect(response.statusCode == 401)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"from": "route"}"#)
  }

  /// Documentation/Networking.md: "`latency:` delays every answer".
  @Test func latencyDelaysEveryAnswer() async throws {
    let folder = try mockFolder(["a.json": "{}"])
    let sleeps = RecordedSleeps()
    let mock = MockTransport(
      responder: MockResponder(root: folder.url),
      latency: .milliseconds(300),
      failures: [.onRequest(2, .error(.timeout))],
      sleep: { try await sleeps.sleep($0) }
    )
    _ = try await mock.send(try mockRequest("a"))
    await #expect(throws: APIError.timeout) { try await mock.send(try mockRequest("a")) }
    _ = try await mock.send(try mockRequest("missing"))
    #expect(sleeps.recorded == Array(repeating: .milliseconds(300), count: 3))
  }

  /// Documentation/Networking.md: "failure rules inject errors on the n-th request or at random
  /// with a seed, so a flaky network is reproducible".
  @Test func failureRulesAreReproducible() async throws {
    let folder = try mockFolder(["x.json": "{}"])
    let rules: [MockFailureRule] = [
      .onRequest(3, .error(.timeout)), .random(probability: 0.3, seed: 7, .status(503)),
    ]
    let first = await failingRequestNumbers(MockTransport(directory: folder.url, failures: rules), count: 40)
    let second = await failingRequestNumbers(MockTransport(directory: folder.url, failures: rules), count: 40)
    #expect(first == second)
    #expect(first.contains(3))
    #expect((5...20).contains(first.count))
  }

  /// Documentation/Networking.md: "the server answered 401 with `{"code": 1001, "message": "token
  /// expired"}`, and the error carries the app's message from the table, not a bare "status 401"."
  @Test func anErrorEnvelopeIn401CarriesTheTablesMessage() async throws {
    let client = APIClient(
      transport: ScriptedTransport(json: #"{"code": 1001, "message": "token expired"}"#, status: 401)
    )
    await #expect(throws: APIError.server(code: "1001", message: "Please sign in again.")) {
      try await client.send(
        APIEndpoint(baseURL: Fixtures.baseURL, path: "session"),
        envelope: StandardEnvelope<[Int]>.self,
        rules: EnvelopeRules(successCodes: [0], messages: [1001: "Please sign in again."])
      )
    }
  }

  /// Documentation/Networking.md: "`swift run MockServer --root DIR --port N` serves the same
  /// folder over real HTTP on 127.0.0.1, with the same paging".
  @Test func theLoopbackServerPagesLikeTheMockTransport() async throws {
    let responder = MockResponder(root: try Fixtures.root)
    let server = try LoopbackHTTPServer(responder: responder)
    defer { server.stop() }
    let query = [URLQueryItem(name: "cursor", value: "3"), URLQueryItem(name: "limit", value: "4")]
    let mocked = try await MockTransport(responder: responder).send(
      try APIEndpoint(baseURL: Fixtures.baseURL, path: "users/list", queryItems: query).makeRequest()
    )
    let served = try await URLSessionTransport(defaultTimeout: 10).send(
      try APIEndpoint(baseURL: server.baseURL, path: "users/list", queryItems: query).makeRequest()
    )
    #expect(server.baseURL.host == "127.0.0.1")
    #expect(served.statusCode == mocked.statusCode)
    #expect(served.body == mocked.body)
    #expect(served.header("X-Next-Cursor") == "7")
    // The command line half of the sentence: ExamplesTests' MockServerOptionsTests.
  }

  /// Documentation/Networking.md: "Every failure is an `APIError`, `Sendable` and `Equatable`, so
  /// tests compare it and it travels through tasks and streams".
  @Test func failuresAreSendableEquatableAPIErrorsThatCrossTasks() async throws {
    let client = APIClient(transport: ScriptedTransport(json: "{}", status: 500))
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")
    let fromTask = await Task { () -> APIError? in
      do {
        _ = try await client.send(endpoint, as: [Int].self)
        return nil
      } catch {
        return error as? APIError
      }
    }.value
    var fromStream: APIError?
    do {
      for try await _ in client.values(endpoint, as: [Int].self, policy: .networkOnly) {}
    } catch {
      fromStream = error as? APIError
    }
    #expect(fromTask == .httpStatus(code: 500, bodyPreview: "{}"))
    #expect(fromStream == fromTask)
  }

  /// Documentation/Networking.md, the errors table: "`missingPathParameter`,
  /// `invalidPathParameter`, `invalidURL`, `encodingFailed` | the request could not be built
  /// (nothing was sent)".
  @Test func buildingErrorsSendNothing() async throws {
    struct Unencodable: Encodable, Sendable {
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no"))
      }
    }
    let transport = ScriptedTransport(json: "{}")
    let client = APIClient(transport: transport)
    let base = Fixtures.baseURL
    let endpoints: [APIEndpoint] = [
      APIEndpoint(baseURL: base, path: "{id}"),
      APIEndpoint(baseURL: base, path: "{id}", pathParameters: ["id": ".."]),
      APIEndpoint(baseURL: try #require(URL(string: "relative/path")), path: "x"),
      APIEndpoint(baseURL: base, path: "x", method: .post, body: Unencodable()),
    ]
    var errors: [String] = []
    for endpoint in endpoints {
      do {
        _ = try await client.send(endpoint, as: [Int].self)
      } catch let error as APIError {
        errors.append(String(describing: error).components(separatedBy: "(")[0])
      }
    }
    #expect(errors == ["missingPathParameter", "invalidPathParameter", "invalidURL", "encodingFailed"])
    #expect(transport.requests.isEmpty)
  }

  /// Documentation/Networking.md, the errors table: "`httpStatus(code:bodyPreview:)` | a validator
  /// rejected the status; a short preview of the body".
  @Test func httpStatusCarriesAShortPreview() async throws {
    let long = "<html>\n<body>" + String(repeating: "x", count: 5_000) + "</body></html>"
    let client = APIClient(transport: ScriptedTransport { _ in HTTPResponse(statusCode: 503, body: Data(long.utf8)) })
    do {
      _ = try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [Int].self)
      Issue.record("expected an error")
    } catch let error as APIError {
      guard case .httpStatus(503, let preview) = error else { throw error }
      #expect(preview.count <= APIError.bodyPreviewLength + 1)
      #expect(preview.hasPrefix("<html> <body>xxx"))
    }
  }

  /// Documentation/Networking.md, the errors table: "`server(code:message:)` | the envelope's
  /// code is not a success code".
  @Test func serverErrorForANonSuccessCode() async throws {
    let client = APIClient(transport: ScriptedTransport(json: #"{"code": 200, "data": 1}"#))
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")
    #expect(try await client.send(endpoint, envelope: StandardEnvelope<Int>.self) == 1)
    await #expect(throws: APIError.server(code: "200", message: "Something went wrong. Please try again.")) {
      try await client.send(endpoint, envelope: StandardEnvelope<Int>.self, rules: EnvelopeRules(successCodes: [0]))
    }
  }

  /// Documentation/Networking.md, the errors table: "`decoding(keyPath:reason:)` | the JSON does
  /// not fit the type, at this key path".
  @Test func decodingErrorsNameTheKeyPath() async throws {
    let client = APIClient(transport: ScriptedTransport(json: #"{"items": [{"id": 1}, {"id": null}]}"#))
    do {
      _ = try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [String: [IDItem]].self)
      Issue.record("expected an error")
    } catch let error as APIError {
      guard case .decoding(let keyPath, let reason) = error else { throw error }
      #expect(keyPath == "items[1].id")
      #expect(reason.contains("null"))
    }
  }

  /// Documentation/Networking.md, the errors table: "`nonJSONBody`, `emptyBody` | an HTML error
  /// page from a proxy; nothing where a value was expected".
  @Test func htmlPagesAndEmptyBodiesAreTyped() async throws {
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")
    let html = ScriptedTransport { _ in
      HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/html"], body: Data("<h1>Proxy</h1>".utf8))
    }
    await #expect(
      throws: APIError.nonJSONBody(
        contentType: "text/html",
        preview: "<h1>Proxy</h1>",
        reason: "Invalid value around character 0."
      )
    ) {
      try await APIClient(transport: html).send(endpoint, as: [Int].self)
    }
    await #expect(throws: APIError.emptyBody) {
      try await APIClient(transport: ScriptedTransport(json: " \n")).send(endpoint, as: [Int].self)
    }
  }

  /// Documentation/Networking.md: "Validators throw `APIError` only (typed throws ...); the one
  /// error that reaches you unchanged is one your own request adapter throws (a token provider's,
  /// say)".
  @Test func onlyAnAdaptersOwnErrorReachesTheCallerUnchanged() async throws {
    struct KeychainLocked: Error, Equatable {}
    let client = APIClient(
      transport: ScriptedTransport(json: "{}"),
      configuration: .init(adapters: [.bearerToken { throw KeychainLocked() }])
    )
    await #expect(throws: KeychainLocked()) {
      try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [String: Int].self)
    }
    let validator = ResponseValidator { _, _ throws(APIError) in throw .server(code: "v", message: "rejected") }
    let validated = APIClient(transport: ScriptedTransport(json: "{}"), configuration: .init(validators: [validator]))
    await #expect(throws: APIError.server(code: "v", message: "rejected")) {
      try await validated.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [String: Int].self)
    }
  }

  /// Documentation/Networking.md: "A `ResponseCache` keeps responses on disk (atomic writes,
  /// checksums: a damaged entry is a miss, never a crash)."
  @Test func aDamagedEntryIsAMissNeverACrash() async throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url)
    let transport = ScriptedTransport(json: "[1]")
    let client = APIClient(transport: transport, configuration: .init(cache: cache))
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")
    for try await _ in client.values(endpoint, as: [Int].self, policy: .networkOnly) {}
    let file = cache.fileURL(for: try endpoint.makeRequest())
    var bytes = try Data(contentsOf: file)
    bytes[bytes.count / 2] ^= 0x40
    try bytes.write(to: file)
    var sources: [Bool] = []
    for try await value in client.values(endpoint, as: [Int].self, policy: .cacheElseNetwork) {
      sources.append(value.isCached)
    }
    #expect(sources == [false])
    #expect(transport.requests.count == 2)
  }

  /// Documentation/Networking.md: "`networkOnly` (still stores successes), `cacheElseNetwork` (no
  /// request on a hit) or `cacheThenNetwork` (the cached value at once, marked `isCached`, then the
  /// fresh one)".
  @Test func thePoliciesDoWhatTheirNamesSay() async throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let counter = LockedBox(0)
    let transport = ScriptedTransport { _ in
      let count = counter.withLock { value -> Int in
        value += 1
        return value
      }
      return .json(200, Data("[\(count)]".utf8))
    }
    let client = APIClient(transport: transport, configuration: .init(cache: try ResponseCache(directory: folder.url)))
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")
    func run(_ policy: CachePolicy) async throws -> [String] {
      var delivered: [String] = []
      for try await value in client.values(endpoint, as: [Int].self, policy: policy) {
        delivered.append("\(value.isCached ? "cache" : "network") \(value.value)")
      }
      return delivered
    }
    #expect(try await run(.networkOnly) == ["network [1]"])
    #expect(try await run(.cacheElseNetwork) == ["cache [1]"])
    #expect(try await run(.cacheThenNetwork) == ["cache [1]", "network [2]"])
    #expect(try await run(.networkOnly) == ["network [3]"])
    #expect(transport.requests.count == 3)
  }
}

/// The key under which `theClientsStepsRunInTheDocumentedOrder` hands its recorder to decoding.
private let stepsKey = CodingUserInfoKey(rawValue: "promiseSteps")!  // a non-empty literal: cannot fail
