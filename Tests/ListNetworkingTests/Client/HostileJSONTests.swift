// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import Testing

/// Malformed and adversarial bodies: each must end as a typed error, never a crash.
@Suite struct HostileJSONTests {
  struct Item: Decodable, Sendable {
    var id: Int
    var name: String
    var score: Double?
  }

  struct Wrapper: Decodable, Sendable {
    var items: [Item]
  }

  enum Expected: Sendable {
    case decoding(keyPath: String)
    case decodingAtRoot(reasonContains: String)
    case nonJSON
    case empty
  }

  struct HostileCase: Sendable, CustomTestStringConvertible {
    var name: String
    var body: Data
    var contentType: String = "application/json"
    var expected: Expected
    var testDescription: String { name }
  }

  static func utf8(_ text: String) -> Data { Data(text.utf8) }

  static let cases: [HostileCase] = [
    HostileCase(
      name: "wrong type",
      body: utf8(#"{"items":[{"id":1,"name":"a"},{"id":"2","name":"b"}]}"#),
      expected: .decoding(keyPath: "items[1].id")
    ),
    HostileCase(
      name: "missing field",
      body: utf8(#"{"items":[{"id":1}]}"#),
      expected: .decoding(keyPath: "items[0].name")
    ),
    HostileCase(
      name: "null for required",
      body: utf8(#"{"items":[{"id":1,"name":null}]}"#),
      expected: .decoding(keyPath: "items[0].name")
    ),
    HostileCase(name: "object for array", body: utf8(#"{"items":{"id":1}}"#), expected: .decoding(keyPath: "items")),
    HostileCase(
      name: "huge integer",
      body: utf8(#"{"items":[{"id":123456789012345678901234567890,"name":"a"}]}"#),
      expected: .decoding(keyPath: "items[0].id")
    ),
    HostileCase(
      name: "integer just past Int64",
      body: utf8(#"{"items":[{"id":1,"name":"a"},{"id":9223372036854775808,"name":"b"}]}"#),
      expected: .decoding(keyPath: "items[1].id")
    ),
    HostileCase(
      name: "fraction for integer",
      body: utf8(#"{"items":[{"id":1,"name":"a"},{"id":2,"name":"b"},{"id":2.5,"name":"c"}]}"#),
      expected: .decoding(keyPath: "items[2].id")
    ),
    HostileCase(
      name: "bool for integer",
      body: utf8(#"{"items":[{"id":true,"name":"a"}]}"#),
      expected: .decoding(keyPath: "items[0].id")
    ),
    HostileCase(
      name: "string for double",
      body: utf8(#"{"items":[{"id":1,"name":"a","score":"high"}]}"#),
      expected: .decoding(keyPath: "items[0].score")
    ),
    HostileCase(
      name: "unrepresentable double",
      body: utf8(#"{"items":[{"id":1,"name":"a","score":1e999}]}"#),
      expected: .nonJSON
    ),
    HostileCase(
      name: "truncated",
      body: utf8(#"{"items":[{"id":1,"name":"a"},{"id":2,"na"#),
      expected: .nonJSON
    ),
    HostileCase(
      name: "non-UTF-8 bytes",
      body: Data([0x7B, 0x22, 0x69, 0x74, 0x65, 0x6D, 0x73, 0x22, 0x3A, 0x5B, 0xFF, 0xFE, 0x5D, 0x7D]),
      expected: .nonJSON
    ),
    HostileCase(
      name: "deeply nested arrays",
      body: utf8(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
      expected: .nonJSON
    ),
    HostileCase(
      name: "deeply nested objects",
      body: utf8(String(repeating: #"{"a":"#, count: 50_000) + "1" + String(repeating: "}", count: 50_000)),
      expected: .nonJSON
    ),
    HostileCase(
      name: "HTML error page",
      body: utf8("<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>"),
      contentType: "text/html",
      expected: .nonJSON
    ),
    HostileCase(
      name: "HTML served as JSON",
      body: utf8("\n  <html><body>oops</body></html>"),
      expected: .nonJSON
    ),
    HostileCase(name: "plain text", body: utf8("Not Found"), contentType: "text/plain", expected: .nonJSON),
    HostileCase(name: "empty", body: Data(), expected: .empty),
    HostileCase(name: "whitespace only", body: utf8(" \n\t "), expected: .empty),
    HostileCase(
      name: "scalar root",
      body: utf8("42"),
      expected: .decodingAtRoot(reasonContains: "is not a")
    ),
  ]

  /// EndpointsAndErrors.md: "Where Foundation reports a number that does not fit (`1.5` or `1e30` for an `Int`)
  /// without a coding path, the client decodes again ... to recover the key path. Documents nested deeper than
  /// Foundation's limit (512 levels) are rejected by the parser, so they are `nonJSONBody`, rather than
  /// overflowing the stack."
  @Test(arguments: cases)
  func hostileBodyIsTypedError(_ testCase: HostileCase) async throws {
    let transport = FixedTransport(
      response: HTTPResponse(statusCode: 200, headers: ["Content-Type": testCase.contentType], body: testCase.body)
    )
    let client = APIClient(transport: transport)
    let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "items")
    do {
      _ = try await client.send(endpoint, as: Wrapper.self)
      Issue.record("expected an error")
    } catch let error as APIError {
      switch (testCase.expected, error) {
      case (.decoding(let expectedPath), .decoding(let keyPath, let reason)):
        #expect(keyPath == expectedPath)
        #expect(!reason.isEmpty)
      case (.decodingAtRoot(let fragment), .decoding(_, let reason)):
        #expect(reason.contains(fragment))
        #expect(!reason.isEmpty)
      case (.nonJSON, .nonJSONBody(let contentType, let preview, let reason)):
        #expect(contentType == testCase.contentType)
        #expect(!preview.isEmpty)
        #expect(!reason.isEmpty)
      case (.empty, .emptyBody):
        break
      default:
        Issue.record("expected \(testCase.expected), got \(error)")
      }
      #expect(error.errorDescription?.isEmpty == false)
    }
  }

  @Test func keyPathHonoursSnakeCaseAndNestedTypes() async throws {
    struct Stats: Decodable {
      var starCount: Int8
      var ratio: Float
    }
    struct Repo: Decodable {
      var fullName: String
      var repoStats: [Stats]
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let cases = [
      (
        #"{"full_name":"a","repo_stats":[{"star_count":1,"ratio":1},{"star_count":300,"ratio":1}]}"#,
        "repoStats[1].starCount"
      ),
      (#"{"full_name":"a","repo_stats":[{"star_count":1,"ratio":1e300}]}"#, "repoStats[0].ratio"),
    ]
    for (json, expected) in cases {
      let client = APIClient(transport: FixedTransport(json), configuration: .init(decoder: decoder))
      do {
        _ = try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: Repo.self)
        Issue.record("expected an error for \(json)")
      } catch let error as APIError {
        guard case .decoding(let keyPath, let reason) = error else { throw error }
        #expect(keyPath == expected)
        #expect(reason.contains("does not fit") || reason.contains("is not a"), "\(reason)")
      }
    }
  }

  @Test func byteOrderMarkIsNotMistakenForNonJSON() async throws {
    var body = Data([0xEF, 0xBB, 0xBF])
    body.append(Data(#"{"items":[]}"#.utf8))
    let client = APIClient(transport: FixedTransport(response: .json(200, body)))
    do {
      let wrapper = try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: Wrapper.self)
      #expect(wrapper.items.isEmpty)
    } catch let error as APIError {
      // Foundation may reject the mark; it must still be a decoding error, not "not JSON".
      guard case .decoding = error else { throw error }
    }
  }

  @Test func hugeNumbersDecodeIntoWideEnoughTypes() async throws {
    struct Big: Decodable {
      var value: Decimal
      var ratio: Double
    }
    let client = APIClient(transport: FixedTransport(#"{"value": 123456789012345678901234567890, "ratio": 1e300}"#))
    let big = try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: Big.self)
    #expect(big.ratio == 1e300)
    #expect(big.value > 0)
  }
}
