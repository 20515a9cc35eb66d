// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
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

/// A temporary folder removed when the value is released.
final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("ListNetworkingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func write(_ text: String, to relative: String) throws {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A lock-guarded value for test bookkeeping (Foundation-only, so it builds on every platform).
final class TestLocked<Value>: @unchecked Sendable {
  // Safety: `value` is only touched inside `lock.withLock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock { try body(&value) }
  }
}
