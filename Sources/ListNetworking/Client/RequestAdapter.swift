// SPDX-License-Identifier: MIT

import Foundation

/// Rewrites every request an ``APIClient`` sends: global headers, auth tokens, parameters.
///
/// Adapters run in order after the endpoint built the request and before the transport sees
/// it. A throwing adapter fails the call with its error, unchanged (a `CancellationError`
/// becomes ``APIError/cancelled``); nothing is sent, so nothing is logged.
public struct RequestAdapter: Sendable {
  private let body: @Sendable (HTTPRequest) async throws -> HTTPRequest

  /// Creates an adapter from a closure.
  /// - Parameter adapt: Returns the rewritten request; called from any task.
  public init(_ adapt: @escaping @Sendable (HTTPRequest) async throws -> HTTPRequest) {
    self.body = adapt
  }

  /// Applies the adapter.
  /// - Parameter request: The request to rewrite.
  /// - Returns: The rewritten request.
  public func adapt(_ request: HTTPRequest) async throws -> HTTPRequest {
    try await body(request)
  }

  /// Adds header fields the request does not already have (endpoint headers win).
  /// - Parameter headers: The fields, e.g. `["User-Agent": "App/1.0"]`.
  /// - Returns: The adapter.
  public static func headers(_ headers: [String: String]) -> RequestAdapter {
    RequestAdapter { request in
      var request = request
      for (name, value) in headers where request.header(name) == nil {
        request.headers[name] = value
      }
      return request
    }
  }

  /// Adds `Authorization: Bearer <token>` when `token()` returns one and the request has no
  /// `Authorization` header yet.
  /// - Parameter token: Returns the current token, or `nil` when signed out.
  /// - Returns: The adapter.
  public static func bearerToken(_ token: @escaping @Sendable () async throws -> String?) -> RequestAdapter {
    RequestAdapter { request in
      guard request.header("Authorization") == nil, let value = try await token() else { return request }
      var request = request
      request.headers["Authorization"] = "Bearer \(value)"
      return request
    }
  }

  /// Appends query parameters the URL does not already carry (endpoint parameters win).
  /// - Parameter parameters: The parameters, e.g. `["lang": "en"]`; appended sorted by name.
  /// - Returns: The adapter.
  public static func queryParameters(_ parameters: [String: String]) -> RequestAdapter {
    RequestAdapter { request in
      let present = Set(request.queryItems.map(\.name))
      let added = parameters.filter { !present.contains($0.key) }.sorted { $0.key < $1.key }
      guard !added.isEmpty else { return request }
      var request = request
      let encoded = added.map { URLBuilder.encode(URLQueryItem(name: $0.key, value: $0.value)) }
      var text = request.url.absoluteString
      var fragment = ""
      if let hash = text.firstIndex(of: "#") {
        fragment = String(text[hash...])
        text = String(text[..<hash])
      }
      text += (text.contains("?") ? "&" : "?") + encoded.joined(separator: "&") + fragment
      guard let url = URL(string: text) else { throw APIError.invalidURL(text) }
      request.url = url
      return request
    }
  }
}
