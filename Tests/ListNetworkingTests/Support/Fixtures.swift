// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

/// Access to the JSON fixtures shipped as test resources, and small request helpers.
enum Fixtures {
  static var root: URL {
    get throws {
      try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    }
  }

  static let baseURL = URL(string: "https://api.example.com/v1")!  // literal URL: cannot fail

  static func request(
    _ path: String,
    method: HTTPMethod = .get,
    query: [String: String] = [:]
  ) throws -> HTTPRequest {
    let items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    return try APIEndpoint(baseURL: baseURL, path: path, method: method, queryItems: items).makeRequest()
  }

  static func json(_ response: HTTPResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
  }
}
