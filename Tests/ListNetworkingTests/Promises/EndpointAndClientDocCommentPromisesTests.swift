// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import TestSupport
import Testing

/// The promises of the public doc comments under Sources/ListNetworking/Endpoint/ and Client/,
/// and of the ListNetworking landing page, one test per sentence not already covered by the
/// endpoint and client suites (issue 19's audit).
@Suite struct EndpointAndClientDocCommentPromisesTests {
  /// HTTPMethod.swift: "Creates a method from its name; the name is upper-cased."
  @Test func methodNamesAreUpperCased() {
    #expect(HTTPMethod(rawValue: "patch") == .patch)
    #expect(HTTPMethod(rawValue: "purge").rawValue == "PURGE")
    #expect(HTTPMethod.delete.description == "DELETE")
  }

  /// HTTPRequest.swift: "The value of a header field, looked up case-insensitively." (and the same
  /// sentence in HTTPResponse.swift)
  @Test func headersAreLookedUpCaseInsensitively() {
    let request = HTTPRequest(url: Fixtures.baseURL, headers: ["X-Trace-ID": "1"])
    #expect(request.header("x-trace-id") == "1")
    #expect(request.header("X-TRACE-ID") == "1")
    #expect(request.header("X-Trace") == nil)
    let response = HTTPResponse(statusCode: 200, headers: ["content-type": "text/plain"])
    #expect(response.header("Content-Type") == "text/plain")
  }

  /// HTTPRequest.swift: "The query items of ``url``, in order (percent-decoded)." and
  /// `queryValue(_:)`: "The first value of the query parameter `name`, if present", "(case-sensitive)",
  /// "an empty string for a parameter without a value".
  @Test func queryItemsAreDecodedInOrderAndQueryValueTakesTheFirst() throws {
    let request = HTTPRequest(url: try #require(URL(string: "https://x.io/a?b=2&a=1%20one&flag&a=3")))
    #expect(request.queryItems.map(\.name) == ["b", "a", "flag", "a"])
    #expect(request.queryValue("a") == "1 one")
    #expect(request.queryValue("flag") == "")
    #expect(request.queryValue("A") == nil)
    #expect(request.queryValue("missing") == nil)
  }

  /// HTTPResponse.swift: "A JSON response with `Content-Type: application/json`."
  @Test func jsonResponsesCarryTheJSONContentType() {
    let response = HTTPResponse.json(201, Data("{}".utf8))
    #expect(
      response == HTTPResponse(statusCode: 201, headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
    )
  }

  /// Envelope.swift: "Decodes `{code, message, data}`; `message` and `data` may be missing or
  /// `null`." and "Codes 0 and 200 mean success." and "The JSON key of the payload, used in error
  /// key paths. Default `data`."
  @Test func standardEnvelopeToleratesMissingFieldsAndAcceptsZeroAnd200() throws {
    let decoder = JSONDecoder()
    for json in [#"{"code": 3}"#, #"{"code": 3, "message": null, "data": null}"#] {
      let envelope = try decoder.decode(StandardEnvelope<Int>.self, from: Data(json.utf8))
      #expect(envelope.code == 3 && envelope.message == nil && envelope.payload == nil)
    }
    #expect(StandardEnvelope<Int>.defaultRules.successCodes == [0, 200])
    #expect(StandardEnvelope<Int>.payloadKey == "data")
  }

  /// Envelope.swift (`EnvelopeRules.messages`): "Messages for known error codes; they win over the
  /// server's message." and `fallbackMessage` defaults to a generic sentence.
  @Test func tableMessagesWinAndTheFallbackHasADefault() {
    let rules = EnvelopeRules(successCodes: [0], messages: [5: "Table."])
    #expect(rules.fallbackMessage == "Something went wrong. Please try again.")
    #expect(rules.messages[5] == "Table.")
  }

  /// APIError+Decoding.swift: "Renders a coding path as `data.items[3].owner.id`." and "empty for
  /// the root".
  @Test func keyPathsRenderDotsAndIndexes() throws {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int?
      init(stringValue: String) { self.stringValue = stringValue }
      init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
      }
    }
    let path: [any CodingKey] = [
      Key(stringValue: "data"), Key(stringValue: "items"), Key(intValue: 3), Key(stringValue: "owner"),
      Key(stringValue: "id"),
    ]
    #expect(APIError.keyPath(path) == "data.items[3].owner.id")
    #expect(APIError.keyPath([]) == "")
    #expect(APIError.keyPath([Key(intValue: 0), Key(stringValue: "id")]) == "[0].id")
  }

  /// RequestAdapter.swift: "Adds `Authorization: Bearer <token>` when `token()` returns one and the
  /// request has no `Authorization` header yet."
  @Test func bearerTokenOnlyWhenThereIsOneAndNoneIsSet() async throws {
    let adapter = RequestAdapter.bearerToken { nil }
    let signedOut = try await adapter.adapt(HTTPRequest(url: Fixtures.baseURL))
    #expect(signedOut.header("Authorization") == nil)
    let signedIn = try await RequestAdapter.bearerToken { "t" }.adapt(HTTPRequest(url: Fixtures.baseURL))
    #expect(signedIn.headers == ["Authorization": "Bearer t"])
    let own = HTTPRequest(url: Fixtures.baseURL, headers: ["authorization": "Basic x"])
    #expect(try await RequestAdapter.bearerToken { "t" }.adapt(own) == own)
  }

  /// RequestAdapter.swift: "Appends query parameters the URL does not already carry (endpoint
  /// parameters win)" and "appended sorted by name".
  @Test func queryParametersAreAppendedSortedAndKeepTheFragment() async throws {
    let adapter = RequestAdapter.queryParameters(["z": "1", "a": "x y", "page": "9"])
    let adapted = try await adapter.adapt(HTTPRequest(url: try #require(URL(string: "https://x.io/l?page=2#top"))))
    #expect(adapted.url.absoluteString == "https://x.io/l?page=2&a=x%20y&z=1#top")
  }

  /// ResponseValidator.swift: "An ``APIClient`` runs its validators in order; the first to throw
  /// fails the call with its error, and the call's log record carries that same error."
  @Test func validatorsRunInOrderAndTheFirstToThrowWins() async throws {
    let ran = LockedBox<[String]>([])
    let validators = ["first", "second", "third"].map { name in
      ResponseValidator { _, _ throws(APIError) in
        ran.withLock { $0.append(name) }
        if name != "first" { throw .server(code: name, message: name) }
      }
    }
    let records = LockedBox<[NetworkLogRecord]>([])
    let client = APIClient(
      transport: ScriptedTransport(json: "{}"),
      configuration: .init(
        validators: validators,
        logger: { event in if case .request(let record) = event { records.withLock { $0.append(record) } } }
      )
    )
    await #expect(throws: APIError.server(code: "second", message: "second")) {
      try await client.validatedResponse(for: APIEndpoint(baseURL: Fixtures.baseURL, path: "x"))
    }
    #expect(ran.withLock { $0 } == ["first", "second"])
    #expect(records.withLock { $0 }.map(\.error) == [.server(code: "second", message: "second")])
  }

  /// ListNetworking.md (landing page): the overview's example, `client.send(APIEndpoint(baseURL:
  /// api, path: "users/{id}/repos", pathParameters: ["id": "42"]), envelope:
  /// StandardEnvelope<[Repo]>.self)`, with a `User-Agent` adapter, over real HTTP.
  @Test func theLandingPagesExampleRuns() async throws {
    struct Repo: Decodable, Equatable {
      var name: String
    }
    let server = try LoopbackHTTPServer { request in
      guard request.url.path == "/users/42/repos", request.header("User-Agent") == "App/1.0" else {
        return .response(.json(404, Data(#"{"code": 404}"#.utf8)))
      }
      return .response(.json(200, Data(#"{"code": 0, "data": [{"name": "rx"}]}"#.utf8)))
    }
    defer { server.stop() }
    let api = server.baseURL
    let client = APIClient(
      transport: URLSessionTransport(),
      configuration: .init(adapters: [.headers(["User-Agent": "App/1.0"])])
    )
    let page = try await client.send(
      APIEndpoint(baseURL: api, path: "users/{id}/repos", pathParameters: ["id": "42"]),
      envelope: StandardEnvelope<[Repo]>.self
    )
    #expect(page == [Repo(name: "rx")])
  }

  /// ListNetworking.md, the Effects table: "``APIClient/values(_:as:policy:)`` | stream of
  /// `Sendable` values | ends with ``APIError`` | ending iteration cancels the request" (and the
  /// same sentence in `values`' doc comment, APIClient+Cache.swift).
  @Test func endingTheIterationEarlyCancelsTheRequest() async throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url)
    let transport = AwaitingTransport()
    let client = APIClient(transport: transport, configuration: .init(cache: cache))
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")
    cache.store(.json(200, Data("[1]".utf8)), for: try endpoint.makeRequest())
    for try await value in client.values(endpoint, as: [Int].self, policy: .cacheThenNetwork) {
      #expect(value.isCached)
      await transport.started()
      break
    }
    await transport.cancelled()
  }
}

/// A transport whose requests wait until they are cancelled, reporting both moments.
final class AwaitingTransport: HTTPTransport {
  private let startedStream: AsyncStream<Void>
  private let startedContinuation: AsyncStream<Void>.Continuation
  private let cancelledStream: AsyncStream<Void>
  private let cancelledContinuation: AsyncStream<Void>.Continuation

  init() {
    (startedStream, startedContinuation) = AsyncStream.makeStream(of: Void.self)
    (cancelledStream, cancelledContinuation) = AsyncStream.makeStream(of: Void.self)
  }

  /// Returns once a request is waiting.
  func started() async {
    var iterator = startedStream.makeAsyncIterator()
    await iterator.next()
  }

  /// Returns once a request was cancelled.
  func cancelled() async {
    var iterator = cancelledStream.makeAsyncIterator()
    await iterator.next()
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let (never, keepOpen) = AsyncStream.makeStream(of: Void.self)
    startedContinuation.yield()
    for await _ in never {}  // ends only when the task is cancelled
    keepOpen.finish()  // (and keeps the continuation alive until then)
    cancelledContinuation.yield()
    throw APIError.cancelled
  }
}
