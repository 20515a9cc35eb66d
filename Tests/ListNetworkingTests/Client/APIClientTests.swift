// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct APIClientTests {
  func mock(_ routes: [MockRoute] = [], failures: [MockFailureRule] = []) throws -> MockTransport {
    MockTransport(responder: MockResponder(root: try Fixtures.root, routes: routes), failures: failures)
  }

  func endpoint(_ path: String, query: [URLQueryItem] = [], headers: [String: String] = [:]) -> APIEndpoint {
    APIEndpoint(baseURL: Fixtures.baseURL, path: path, queryItems: query, headers: headers)
  }

  @Test func unwrapsStandardEnvelopeAndPages() async throws {
    let client = APIClient(transport: try mock())
    let page = try await client.send(
      endpoint("projects/featured", query: [.init(name: "page", value: "2"), .init(name: "pageSize", value: "10")]),
      envelope: StandardEnvelope<ProjectPage>.self
    )
    #expect(page.items.map(\.id) == Array(11...20))
    #expect(page.total == 25)
  }

  @Test func decodesPlainArrays() async throws {
    struct Post: Decodable, Equatable {
      var id: String
    }
    let client = APIClient(transport: try mock())
    let posts = try await client.send(
      endpoint("feed/timeline", query: [.init(name: "limit", value: "2")]),
      as: [Post].self
    )
    #expect(posts == [Post(id: "100"), Post(id: "99")])
  }

  /// SendingRequests.md: "``APIClient`` runs them in order with a configurable `JSONDecoder`".
  @Test func usesConfiguredDecoder() async throws {
    struct Item: Decodable, Equatable {
      var createdAt: Date
      var displayName: String
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .secondsSince1970
    let client = APIClient(
      transport: FixedTransport(#"{"created_at": 10, "display_name": "A"}"#),
      configuration: .init(decoder: decoder)
    )
    let item = try await client.send(endpoint("x"), as: Item.self)
    #expect(item == Item(createdAt: Date(timeIntervalSince1970: 10), displayName: "A"))
  }

  @Test func adaptersAddHeadersParametersAndToken() async throws {
    let transport = try mock()
    let client = APIClient(
      transport: transport,
      configuration: .init(adapters: [
        .headers(["User-Agent": "ReactiveList/1.0", "X-Env": "global"]),
        .queryParameters(["lang": "en", "page": "9"]),
        .bearerToken { "secret" },
      ])
    )
    _ = try await client.validatedResponse(
      for: endpoint("feed/timeline", query: [.init(name: "page", value: "1")], headers: ["X-Env": "endpoint"])
    )
    let sent = try #require(transport.requests.first)
    #expect(sent.header("user-agent") == "ReactiveList/1.0")
    #expect(sent.header("X-Env") == "endpoint")
    #expect(sent.header("Authorization") == "Bearer secret")
    #expect(sent.url.query == "page=1&lang=en")
  }

  /// RequestAdapter.swift: "Adapters run in order after the endpoint built the request and before the transport sees
  /// it." and "nothing is sent".
  @Test func throwingAdapterFailsTheCallBeforeSending() async throws {
    let transport = try mock()
    let client = APIClient(
      transport: transport,
      configuration: .init(adapters: [RequestAdapter { _ in throw APIError.server(code: "auth", message: "Sign in") }])
    )
    await #expect(throws: APIError.server(code: "auth", message: "Sign in")) {
      try await client.validatedResponse(for: endpoint("feed/timeline"))
    }
    #expect(transport.requests.isEmpty)
  }

  /// `send` and `values` fail the same way when an adapter throws: its own error, unchanged
  /// (`values` used to turn it into `APIError.transport`), or `cancelled` for a cancellation.
  ///
  /// RequestAdapter.swift: "A throwing adapter fails the call with its error, unchanged (a `CancellationError` becomes
  /// ``APIError/cancelled``)"; SendingRequests.md: "an error your own ``RequestAdapter`` throws fails the call unchanged".
  @Test func adapterErrorsReachTheCallerUnchangedFromSendAndValues() async throws {
    struct SignedOut: Error, Equatable {}
    for (thrown, expected) in [
      (SignedOut() as any Error, SignedOut() as any Error), (CancellationError(), APIError.cancelled),
    ] {
      let transport = try mock()
      let client = APIClient(
        transport: transport,
        configuration: .init(adapters: [RequestAdapter { _ in throw thrown }])
      )
      for call in 0..<2 {
        do {
          if call == 0 {
            _ = try await client.send(endpoint("feed/timeline"), as: [String].self)
          } else {
            for try await _ in client.values(endpoint("feed/timeline"), as: [String].self, policy: .networkOnly) {}
          }
          Issue.record("expected the call to fail")
        } catch {
          #expect(String(describing: error) == String(describing: expected))
          #expect(type(of: error) == type(of: expected))
        }
      }
      #expect(transport.requests.isEmpty)
    }
  }

  @Test func statusValidationGivesPreview() async throws {
    let client = APIClient(transport: try mock())
    await #expect(throws: APIError.httpStatus(code: 404, bodyPreview: #"{"error":"No mock file for GET /v1/nope"}"#)) {
      try await client.send(endpoint("nope"), as: [Int].self)
    }
    let lenient = APIClient(transport: try mock(), configuration: .init(validators: [.statusCodes(200..<500)]))
    let response = try await lenient.validatedResponse(for: endpoint("nope"))
    #expect(response.statusCode == 404)
  }

  @Test func loggingHookSeesEveryRequest() async throws {
    let log = LockedBox<[NetworkLogEvent]>([])
    let client = APIClient(
      transport: try mock(failures: [.onRequest(2, .error(.timeout))]),
      configuration: .init(logger: { event in log.withLock { $0.append(event) } })
    )
    let response = try await client.validatedResponse(for: endpoint("feed/timeline"))
    await #expect(throws: APIError.timeout) { try await client.validatedResponse(for: endpoint("feed/timeline")) }
    let events = log.withLock { $0 }
    try #require(events.count == 2)
    guard case .request(let ok) = events[0], case .request(let failed) = events[1] else {
      Issue.record("unexpected events \(events)")
      return
    }
    #expect(ok.method == .get)
    #expect(ok.url.absoluteString == "https://api.example.com/v1/feed/timeline")
    #expect(ok.statusCode == 200)
    #expect(ok.byteCount == response.body.count)
    #expect(ok.duration >= .zero)
    #expect(ok.error == nil)
    #expect(failed.statusCode == nil)
    #expect(failed.error == .timeout)
  }

  /// HTTPTransport.swift: "It throws only when no response arrived, as an ``APIError``" (anything else a transport
  /// throws becomes ``APIError/transport(_:)``).
  @Test func transportErrorsBecomeTyped() async throws {
    struct Boom: Error, CustomStringConvertible {
      var description: String { "socket closed" }
    }
    let cases: [(any Error & Sendable, APIError)] = [
      (Boom(), .transport("socket closed")), (CancellationError(), .cancelled), (APIError.timeout, .timeout),
    ]
    for (thrown, expected) in cases {
      let client = APIClient(transport: FailingTransport(error: thrown))
      await #expect(throws: expected) { try await client.send(endpoint("x"), as: Int.self) }
    }
  }

  /// Documentation/Networking.md (errors table): "`transport`, `timeout`, `cancelled` | no response (cancelling the task
  /// cancels the request)"; APIClient.swift: "Cancelling the calling task cancels the request and the call throws
  /// ``APIError/cancelled``."
  @Test func cancellingTheCallerCancelsTheCall() async throws {
    let client = APIClient(transport: try mock())
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.send(endpoint("feed/timeline"), as: [String].self)
    }
    await #expect(throws: APIError.cancelled) { try await task.value }
  }

  @Test func missingPathParameterSurfacesFromSend() async throws {
    let client = APIClient(transport: try mock())
    let templated = APIEndpoint(baseURL: Fixtures.baseURL, path: "user/{userId}")
    await #expect(throws: APIError.missingPathParameter("userId")) { try await client.send(templated, as: Int.self) }
  }
}
