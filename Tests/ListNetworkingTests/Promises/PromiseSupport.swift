// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

// Helpers for the promise tests: one test per sentence of the guides and doc comments that
// promises a behaviour, each quoting the sentence and naming its file.

/// A transport that answers with a closure and records every request it sees.
final class ScriptedTransport: HTTPTransport {
  private let answer: @Sendable (HTTPRequest) throws -> HTTPResponse
  private let seen = LockedBox<[HTTPRequest]>([])

  init(_ answer: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
    self.answer = answer
  }

  /// Answers every request with `body` and `status`.
  convenience init(json body: String, status: Int = 200) {
    self.init { _ in .json(status, Data(body.utf8)) }
  }

  var requests: [HTTPRequest] { seen.withLock { $0 } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    seen.withLock { $0.append(request) }
    return try answer(request)
  }
}

/// A folder of mock files, removed when released.
func mockFolder(_ files: [String: String]) throws -> TemporaryFolder {
  let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
  for (path, text) in files { try folder.write(text, to: path) }
  return folder
}

/// `[{"id": n}, ...]` for the ids, newest first when the ids are descending.
func jsonArray(_ ids: some Sequence<Int>) -> String {
  "[" + ids.map { #"{"id": \#($0)}"# }.joined(separator: ", ") + "]"
}

/// An item with an integer id.
struct IDItem: Codable, Sendable, Equatable {
  var id: Int
}

/// The ids of the items of a JSON array (or of the array under `key` in an object).
func ids(in body: Data, under key: String? = nil) throws -> [Int] {
  var document = try JSONSerialization.jsonObject(with: body)
  if let key { document = try #require((document as? [String: Any])?[key]) }
  let array = try #require(document as? [[String: Any]])
  return array.compactMap { $0["id"] as? Int }
}

/// A request for `path` below `https://api.example.com/v1` with the given query.
func mockRequest(_ path: String, method: HTTPMethod = .get, query: KeyValuePairs<String, String> = [:]) throws
  -> HTTPRequest
{
  try APIEndpoint(
    baseURL: Fixtures.baseURL,
    path: path,
    method: method,
    queryItems: query.map { URLQueryItem(name: $0.key, value: $0.value) }
  ).makeRequest()
}

/// A sleep that returns at once, recording what it was asked to wait.
final class RecordedSleeps: Sendable {
  private let durations = LockedBox<[Duration]>([])
  var recorded: [Duration] { durations.withLock { $0 } }

  func sleep(_ duration: Duration) async throws {
    durations.withLock { $0.append(duration) }
    try Task.checkCancellation()
  }
}

/// The numbers (1-based) of the requests among `count` that `transport` fails.
func failingRequestNumbers(_ transport: any HTTPTransport, count: Int) async -> [Int] {
  var failed: [Int] = []
  for number in 1...count {
    do {
      let response = try await transport.send(HTTPRequest(url: Fixtures.baseURL.appendingPathComponent("x")))
      if response.statusCode >= 500 { failed.append(number) }
    } catch {
      failed.append(number)
    }
  }
  return failed
}
