// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import Testing

/// The promises of the DocC guides `EndpointsAndErrors.md` and `SendingRequests.md`
/// (Sources/ListNetworking/ListNetworking.docc/Guides/), one test per sentence (issue 19's audit).
@Suite struct EndpointsAndSendingPromisesTests {
  let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")

  // MARK: EndpointsAndErrors.md

  enum GitHub: Endpoint {
    case repos(user: String)
    var baseURL: URL { URL(string: "https://api.github.com")! }  // a valid literal: cannot fail
    var path: String { "users/{user}/repos" }
    var pathParameters: [String: String] {
      if case .repos(let user) = self { return ["user": user] } else { return [:] }
    }
  }

  /// EndpointsAndErrors.md: "Conform an enum (one case per call) or use ``APIEndpoint``.
  /// ``Endpoint/makeRequest(encoder:)`` builds an ``HTTPRequest`` and throws a typed ``APIError``."
  @Test func theGuidesEnumAndAPIEndpointBuildTheSameTypedRequest() throws {
    let build: () throws(APIError) -> HTTPRequest = { try GitHub.repos(user: "octo cat").makeRequest() }
    let fromEnum = try build()
    let fromStruct = try APIEndpoint(
      baseURL: try #require(URL(string: "https://api.github.com")),
      path: "users/{user}/repos",
      pathParameters: ["user": "octo cat"]
    ).makeRequest()
    #expect(fromEnum == fromStruct)
    #expect(fromEnum.url.absoluteString == "https://api.github.com/users/octo%20cat/repos")
  }

  /// EndpointsAndErrors.md: "Placeholder values and query items are percent-encoded to RFC 3986
  /// unreserved characters, so `a b/c` becomes `a%20b%2Fc` and `c++` becomes `c%2B%2B`. Literal
  /// path text keeps its slashes."
  @Test func onlyUnreservedCharactersStayUnescaped() throws {
    let everyASCII = String((32...126).map { Character(UnicodeScalar(UInt8($0))) })
    let request = try APIEndpoint(
      baseURL: Fixtures.baseURL,
      path: "a/b/{v}",
      pathParameters: ["v": "a b/c"],
      queryItems: [URLQueryItem(name: "q", value: "c++"), URLQueryItem(name: "all", value: everyASCII)]
    ).makeRequest()
    #expect(request.url.absoluteString.hasPrefix("https://api.example.com/v1/a/b/a%20b%2Fc?q=c%2B%2B&all="))
    let encodedAll = try #require(request.url.query?.components(separatedBy: "all=").last)
    let unescaped = encodedAll.replacingOccurrences(of: "%[0-9A-F]{2}", with: "", options: .regularExpression)
    #expect(Set(unescaped) == Set("-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"))
    #expect(request.queryValue("all") == everyASCII)
  }

  /// EndpointsAndErrors.md: "A body adds `Content-Type: application/json` unless the endpoint set a
  /// content type."
  @Test func aBodyAddsJSONContentTypeUnlessOneIsSet() throws {
    let plain = try APIEndpoint(baseURL: Fixtures.baseURL, path: "x", method: .post, body: [1]).makeRequest()
    #expect(plain.headers == ["Content-Type": "application/json"])
    let own = try APIEndpoint(
      baseURL: Fixtures.baseURL,
      path: "x",
      method: .post,
      body: [1],
      headers: ["CONTENT-TYPE": "text/plain"]
    ).makeRequest()
    #expect(own.headers == ["CONTENT-TYPE": "text/plain"])
    #expect(try endpoint.makeRequest().headers.isEmpty)
  }

  /// EndpointsAndErrors.md: "``APIError`` covers every failure: ... transport (`transport`,
  /// `timeout`, `cancelled`) ...". (Building and body errors: NetworkingGuidePromisesTests.)
  @Test func transportFailuresAreTransportTimeoutOrCancelled() async throws {
    struct Reset: Error, CustomStringConvertible {
      var description: String { "connection reset" }
    }
    let cases: [(any Error & Sendable, APIError)] = [
      (Reset(), .transport("connection reset")), (APIError.timeout, .timeout), (CancellationError(), .cancelled),
    ]
    for (thrown, expected) in cases {
      await #expect(throws: expected) {
        try await APIClient(transport: FailingTransport(error: thrown)).send(endpoint, as: [Int].self)
      }
    }
  }

  /// EndpointsAndErrors.md: "It is `Sendable`, `Equatable` and a `LocalizedError` whose
  /// `errorDescription` can be shown to users; `failureReason` carries the detail for logs."
  @Test func errorsHaveAUserSentenceAndALogDetail() {
    let detailed: [APIError] = [
      .httpStatus(code: 502, bodyPreview: "<h1>Bad Gateway</h1>"), .server(code: "1001", message: "Please sign in."),
      .decoding(keyPath: "data.items[3].owner.id", reason: "is missing"),
      .nonJSONBody(
        contentType: "text/html",
        preview: "<h1>Bad Gateway</h1>",
        reason: "Invalid value around character 0."
      ),
    ]
    for error in detailed {
      let sentence = error.errorDescription ?? ""
      #expect(sentence.first?.isUppercase == true && sentence.hasSuffix("."), "\(error)")
      #expect(!sentence.contains("<h1>"), "the user sentence leaves markup to the log detail")
      #expect(error.failureReason?.isEmpty == false, "\(error)")
    }
    #expect(APIError.httpStatus(code: 502, bodyPreview: "<h1>Bad Gateway</h1>").failureReason?.contains("<h1>") == true)
    #expect(
      APIError.decoding(keyPath: "data.items[3].owner.id", reason: "is missing").failureReason?.contains(
        "data.items[3].owner.id"
      ) == true
    )
  }

  // MARK: SendingRequests.md

  /// SendingRequests.md: "``RequestAdapter``s add global headers, a bearer token and global query
  /// parameters; endpoint values win over global ones."
  @Test func adaptersAddGlobalValuesButEndpointValuesWin() async throws {
    let transport = ScriptedTransport(json: "{}")
    let client = APIClient(
      transport: transport,
      configuration: .init(adapters: [
        .headers(["User-Agent": "App/1.0", "Accept-Language": "en"]),
        .bearerToken { "global" },
        .queryParameters(["lang": "en", "v": "2"]),
      ])
    )
    _ = try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "a"), as: [String: Int].self)
    _ = try await client.send(
      APIEndpoint(
        baseURL: Fixtures.baseURL,
        path: "b",
        queryItems: [URLQueryItem(name: "lang", value: "de")],
        headers: ["accept-language": "de", "authorization": "Bearer own"]
      ),
      as: [String: Int].self
    )
    let (global, own) = (transport.requests[0], transport.requests[1])
    #expect(global.header("User-Agent") == "App/1.0")
    #expect(global.header("Authorization") == "Bearer global")
    #expect(global.url.query == "lang=en&v=2")
    #expect(own.header("Accept-Language") == "de")
    #expect(own.header("Authorization") == "Bearer own")
    #expect(own.url.query == "lang=de&v=2")
  }

  /// SendingRequests.md: "``ResponseValidator``s judge the status; the default accepts `200..<300`
  /// and otherwise throws ``APIError/httpStatus(code:bodyPreview:)``."
  @Test(arguments: [(199, false), (200, true), (204, true), (299, true), (300, false), (404, false)])
  func theDefaultValidatorAccepts2xxOnly(status: Int, accepted: Bool) async throws {
    let client = APIClient(transport: ScriptedTransport(json: "{}", status: status))
    if accepted {
      #expect(try await client.validatedResponse(for: endpoint).statusCode == status)
    } else {
      await #expect(throws: APIError.httpStatus(code: status, bodyPreview: "{}")) {
        try await client.validatedResponse(for: endpoint)
      }
    }
  }

  /// SendingRequests.md: "``EnvelopeRules`` holds the success codes and an error-code table; a
  /// failing code throws ``APIError/server(code:message:)`` with the table's message, else the
  /// server's, else a fallback."
  @Test func failingCodesUseTheTableThenTheServerThenTheFallback() async throws {
    let rules = EnvelopeRules(successCodes: [0], messages: [1: "From the table."], fallbackMessage: "Fallback.")
    func error(_ json: String) async -> APIError? {
      do {
        _ = try await APIClient(transport: ScriptedTransport(json: json)).send(
          endpoint,
          envelope: StandardEnvelope<Int>.self,
          rules: rules
        )
        return nil
      } catch {
        return error as? APIError
      }
    }
    #expect(await error(#"{"code": 1, "message": "server"}"#) == .server(code: "1", message: "From the table."))
    #expect(
      await error(#"{"code": 2, "message": "From the server."}"#) == .server(code: "2", message: "From the server.")
    )
    #expect(await error(#"{"code": 3, "message": ""}"#) == .server(code: "3", message: "Fallback."))
    #expect(await error(#"{"code": 4}"#) == .server(code: "4", message: "Fallback."))
    #expect(await error(#"{"code": 0, "data": 5}"#) == nil)
  }

  /// SendingRequests.md: "An error envelope inside a 4xx/5xx response wins over the bare status
  /// error."
  @Test(arguments: [400, 404, 500, 503])
  func anErrorEnvelopeWinsOverTheStatus(status: Int) async throws {
    let client = APIClient(transport: ScriptedTransport(json: #"{"code": 42, "message": "Quota"}"#, status: status))
    await #expect(throws: APIError.server(code: "42", message: "Quota")) {
      try await client.send(endpoint, envelope: StandardEnvelope<Int>.self)
    }
    let notAnEnvelope = APIClient(transport: ScriptedTransport(json: #"{"error": "x"}"#, status: status))
    await #expect(throws: APIError.httpStatus(code: status, bodyPreview: #"{"error": "x"}"#)) {
      try await notAnEnvelope.send(endpoint, envelope: StandardEnvelope<Int>.self)
    }
  }

  /// SendingRequests.md: "Cancelling the calling task cancels the transport request and throws
  /// ``APIError/cancelled``." Over loopback, against a server that never answers.
  @Test func cancellingTheCallerCancelsTheTransportRequest() async throws {
    let (arrived, arrival) = AsyncStream.makeStream(of: Void.self)
    let server = try LoopbackHTTPServer { _ in
      arrival.yield()
      return .hang
    }
    defer { server.stop() }
    let client = APIClient(transport: URLSessionTransport(defaultTimeout: 60))
    let call = Task { try await client.send(APIEndpoint(baseURL: server.baseURL, path: "slow"), as: [Int].self) }
    var iterator = arrived.makeAsyncIterator()
    await iterator.next()
    call.cancel()
    await #expect(throws: APIError.cancelled) { try await call.value }
  }
}
