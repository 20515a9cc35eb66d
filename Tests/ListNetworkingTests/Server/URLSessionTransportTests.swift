// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import Testing

/// URLSessionTransport against the loopback server, one server per test on a free port.
@Suite struct URLSessionTransportTests {
  /// Signals when the server received a request, so tests can act at that moment without sleeping.
  final class Arrivals: Sendable {
    let stream: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
      (stream, continuation) = AsyncStream.makeStream(of: String.self)
    }

    func arrived(_ path: String) {
      continuation.yield(path)
    }
  }

  static func scripted(arrivals: Arrivals = Arrivals()) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { request in
      arrivals.arrived(request.url.path)
      switch request.url.path {
      case "/error-envelope":
        return .response(.json(500, Data(#"{"code": 5001, "message": "Database down"}"#.utf8)))
      case "/html":
        let page = "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>"
        return .response(HTTPResponse(statusCode: 502, headers: ["Content-Type": "text/html"], body: Data(page.utf8)))
      case "/html-ok":
        return .response(
          HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/html"], body: Data("<p>hi</p>".utf8))
        )
      case "/empty":
        return .response(HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"]))
      case "/truncated-json":
        return .response(.json(200, Data(#"{"items": [{"id": 1}, {"id""#.utf8)))
      case "/cut":
        return .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n{\"items\": [".utf8))
      case "/garbage":
        return .raw(Data("this is not http\r\n\r\n".utf8))
      case "/slow":
        return .hang
      case "/echo":
        let echo: [String: String] = [
          "method": request.method.rawValue,
          "body": String(decoding: request.body ?? Data(), as: UTF8.self),
          "auth": request.header("Authorization") ?? "",
          "query": request.url.query ?? "",
        ]
        return .response(.json(200, try! JSONEncoder().encode(echo)))  // [String: String] always encodes
      default:
        return .response(.json(404, Data(#"{"error": "not found"}"#.utf8)))
      }
    }
  }

  func client(_ server: LoopbackHTTPServer, timeout: TimeInterval = 10) -> APIClient {
    APIClient(transport: URLSessionTransport(defaultTimeout: timeout))
  }

  func endpoint(_ server: LoopbackHTTPServer, _ path: String, query: [URLQueryItem] = []) -> APIEndpoint {
    APIEndpoint(baseURL: server.baseURL, path: path, queryItems: query)
  }

  /// LoopbackHTTPServer.swift: "``init(responder:port:)`` serves a mock folder with the same rules, paging included,
  /// as ``MockTransport``."
  @Test func servesMockFolderWithPaging() async throws {
    let server = try LoopbackHTTPServer(responder: MockResponder(root: try Fixtures.root))
    defer { server.stop() }
    let page = try await client(server).send(
      endpoint(
        server,
        "projects/featured",
        query: [.init(name: "page", value: "3"), .init(name: "pageSize", value: "10")]
      ),
      envelope: StandardEnvelope<ProjectPage>.self
    )
    #expect(page.items.map(\.id) == Array(21...25))
    #expect(page.total == 25)
    let raw = try await URLSessionTransport().send(
      try endpoint(server, "users/list", query: [.init(name: "cursor", value: ""), .init(name: "limit", value: "4")])
        .makeRequest()
    )
    #expect(raw.statusCode == 200)
    #expect(raw.header("x-next-cursor") == "4")
    #expect(raw.header("x-total-count") == "10")
  }

  @Test func statusErrorsAreTyped() async throws {
    let server = try Self.scripted()
    defer { server.stop() }
    let api = client(server)
    await #expect(throws: APIError.httpStatus(code: 404, bodyPreview: #"{"error": "not found"}"#)) {
      try await api.send(endpoint(server, "missing"), as: [Int].self)
    }
    await #expect(throws: APIError.server(code: "5001", message: "Database down")) {
      try await api.send(endpoint(server, "error-envelope"), envelope: StandardEnvelope<Int>.self)
    }
    do {
      _ = try await api.send(endpoint(server, "html"), as: [Int].self)
      Issue.record("expected an error")
    } catch let error as APIError {
      guard case .httpStatus(502, let preview) = error else { throw error }
      #expect(preview.contains("502 Bad Gateway"))
    }
  }

  @Test func badBodiesAreTyped() async throws {
    let server = try Self.scripted()
    defer { server.stop() }
    let api = client(server)
    await #expect(throws: APIError.emptyBody) { try await api.send(endpoint(server, "empty"), as: [Int].self) }
    await #expect(
      throws: APIError.nonJSONBody(
        contentType: "text/html",
        preview: "<p>hi</p>",
        reason: "Invalid value around character 0."
      )
    ) {
      try await api.send(endpoint(server, "html-ok"), as: [Int].self)
    }
    do {
      _ = try await api.send(endpoint(server, "truncated-json"), as: [String: [Int]].self)
      Issue.record("expected an error")
    } catch let error as APIError {
      // APIError.swift: "a body the strict JSON parser (`JSONSerialization`) rejects is
      // ``nonJSONBody(contentType:preview:reason:)``, with the parser's reason and position".
      guard case .nonJSONBody(_, _, let reason) = error else { throw error }
      #expect(reason.contains("end of file"))
    }
  }

  /// URLSessionTransport.swift: "``APIError/transport(_:)`` (everything else, e.g. a connection closed
  /// mid-response)".
  @Test func connectionProblemsAreTransportErrors() async throws {
    let server = try Self.scripted()
    defer { server.stop() }
    let api = client(server)
    for path in ["cut", "garbage"] {
      do {
        _ = try await api.validatedResponse(for: endpoint(server, path))
        Issue.record("expected an error for \(path)")
      } catch let error as APIError {
        guard case .transport = error else {
          Issue.record("\(path): \(error)")
          continue
        }
      }
    }
  }

  /// URLSessionTransport.swift: "``APIError/timeout`` (the request's timeout, else ``defaultTimeout``, elapsed)".
  @Test func slowResponseHitsTimeout() async throws {
    let server = try Self.scripted()
    defer { server.stop() }
    var slow = endpoint(server, "slow")
    slow.timeout = 0.5  // raised to 1 s on Linux, where timeouts are whole seconds
    await #expect(throws: APIError.timeout) { try await client(server).validatedResponse(for: slow) }
  }

  /// URLSessionTransport.swift: "``APIError/cancelled`` (the calling task was cancelled, which cancels the data
  /// task)"; ListNetworking.md (Effects): "any task; cancellation cancels the data task".
  @Test func cancellingTheTaskCancelsTheRequest() async throws {
    let arrivals = Arrivals()
    let server = try Self.scripted(arrivals: arrivals)
    defer { server.stop() }
    let api = client(server)
    let slow = endpoint(server, "slow")
    let task = Task { try await api.validatedResponse(for: slow) }
    var iterator = arrivals.stream.makeAsyncIterator()
    #expect(await iterator.next() == "/slow")
    task.cancel()
    await #expect(throws: APIError.cancelled) { try await task.value }
  }

  @Test func sendsMethodBodyAndHeaders() async throws {
    let server = try Self.scripted()
    defer { server.stop() }
    let api = APIClient(
      transport: URLSessionTransport(),
      configuration: .init(adapters: [.bearerToken { "t0k" }, .queryParameters(["lang": "en"])])
    )
    let echo = try await api.send(
      APIEndpoint(baseURL: server.baseURL, path: "echo", method: .post, body: ["title": "a b"]),
      as: [String: String].self
    )
    #expect(echo == ["method": "POST", "body": #"{"title":"a b"}"#, "auth": "Bearer t0k", "query": "lang=en"])
  }

  @Test func stoppedServerRefusesConnections() async throws {
    let server = try Self.scripted()
    let url = server.baseURL
    server.stop()
    server.stop()
    await #expect {
      _ = try await URLSessionTransport(defaultTimeout: 5).send(HTTPRequest(url: url.appendingPathComponent("echo")))
    } throws: { error in
      guard case .transport = error as? APIError else { return false }
      return true
    }
  }
}
