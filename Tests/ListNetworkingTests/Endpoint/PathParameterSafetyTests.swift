// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import TestSupport
import Testing

/// Path parameter values fill exactly one path segment: what the server receives, over loopback
/// through `URLSessionTransport`, for values that would otherwise move the path (issue 19).
@Suite struct PathParameterSafetyTests {
  struct WireCase: Sendable, CustomTestStringConvertible {
    var value: String
    /// The percent-encoded path the server receives, or `nil` when the request is rejected.
    var received: String?
    var testDescription: String { "user = \"\(value)\"" }
  }

  /// `..` and `.` were sent as is, and Foundation resolved them: `/v1/repos/main` and
  /// `/v1/users/repos` reached the server. An empty value built `/v1/users//repos/main`.
  static let wireCases: [WireCase] = [
    WireCase(value: "..", received: nil),
    WireCase(value: ".", received: nil),
    WireCase(value: "", received: nil),
    WireCase(value: "../..", received: "/v1/users/..%2F../repos/main"),
    WireCase(value: "%2e%2e", received: "/v1/users/%252e%252e/repos/main"),
    WireCase(value: "/", received: "/v1/users/%2F/repos/main"),
    WireCase(value: "...", received: "/v1/users/.../repos/main"),
    WireCase(value: "..a", received: "/v1/users/..a/repos/main"),
  ]

  /// EndpointsAndErrors.md: "A value fills exactly one segment. An empty value (`users//repos`) and the dot segments
  /// `.` and `..` throw ``APIError/invalidPathParameter(name:value:)`` before anything is sent"; Endpoint.swift: "Dots
  /// inside a longer value (`v1.2`, `...`) are kept."
  @Test(arguments: wireCases)
  func serverReceivesOneSegmentPerParameter(_ testCase: WireCase) async throws {
    let received = LockedBox<[String]>([])
    let server = try LoopbackHTTPServer { request in
      let path = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? "?"
      received.withLock { $0.append(path) }
      return .response(.json(200, Data("{}".utf8)))
    }
    defer { server.stop() }
    let endpoint = APIEndpoint(
      baseURL: server.baseURL.appendingPathComponent("v1"),
      path: "users/{user}/repos/{repo}",
      pathParameters: ["user": testCase.value, "repo": "main"]
    )
    let client = APIClient(transport: URLSessionTransport(defaultTimeout: 10))
    if let expected = testCase.received {
      _ = try await client.send(endpoint, as: [String: String].self)
      #expect(received.withLock { $0 } == [expected])
    } else {
      await #expect(throws: APIError.invalidPathParameter(name: "user", value: testCase.value)) {
        try await client.send(endpoint, as: [String: String].self)
      }
      #expect(received.withLock { $0 }.isEmpty)
    }
  }

  @Test(arguments: ["..", ".", ""])
  func makeRequestRejectsValuesThatAreNotOneSegment(_ value: String) throws {
    let endpoint = APIEndpoint(
      baseURL: try #require(URL(string: "https://api.example.com/v1")),
      path: "users/{user}/repos",
      pathParameters: ["user": value]
    )
    #expect(throws: APIError.invalidPathParameter(name: "user", value: value)) { try endpoint.makeRequest() }
  }

  @Test func rejectionMessageNamesTheParameterAndTheRule() {
    let dots = APIError.invalidPathParameter(name: "user", value: "..")
    #expect(dots.errorDescription?.contains("“user”") == true)
    #expect(dots.errorDescription?.contains("“..”") == true)
    let empty = APIError.invalidPathParameter(name: "repo", value: "")
    #expect(empty.errorDescription?.contains("“repo”") == true)
    #expect(empty.errorDescription?.contains("empty") == true)
  }

  @Test func dotsInsideAValueAndInQueryItemsAreKept() throws {
    let endpoint = APIEndpoint(
      baseURL: try #require(URL(string: "https://api.example.com")),
      path: "files/{name}",
      pathParameters: ["name": "v1.2..3"],
      queryItems: [URLQueryItem(name: "dir", value: "..")]
    )
    #expect(try endpoint.makeRequest().url.absoluteString == "https://api.example.com/files/v1.2..3?dir=..")
  }
}
