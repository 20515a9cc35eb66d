// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import Testing

/// One rule for bodies that are not JSON: every kind of broken body, under every status and
/// content type, is `nonJSONBody` with the parser's reason; JSON that does not fit is `decoding`.
@Suite struct BrokenBodyTaxonomyTests {
  struct Item: Decodable, Sendable, Equatable {
    var id: Int
    var name: String
  }

  struct BrokenBody: Sendable, CustomTestStringConvertible {
    var kind: String
    var bytes: Data
    var testDescription: String { kind }
  }

  static func utf8(_ text: String) -> Data { Data(text.utf8) }

  static let brokenBodies: [BrokenBody] = [
    BrokenBody(kind: "JS line comment first", bytes: utf8("// generated\n[{\"id\":1,\"name\":\"a\"}]")),
    BrokenBody(kind: "JS block comment inside", bytes: utf8(#"[{"id":1 /* the id */,"name":"a"}]"#)),
    BrokenBody(kind: "truncated", bytes: utf8(#"[{"id":1,"name":"a"},{"id":2,"na"#)),
    BrokenBody(kind: "NaN", bytes: utf8(#"[{"id":NaN,"name":"a"}]"#)),
    BrokenBody(kind: "Infinity", bytes: utf8(#"[{"id":Infinity,"name":"a"}]"#)),
    BrokenBody(kind: "-Infinity", bytes: utf8(#"[{"id":-Infinity,"name":"a"}]"#)),
    BrokenBody(kind: "single quotes", bytes: utf8(#"[{'id':1,'name':'a'}]"#)),
    BrokenBody(kind: "raw tab in a string", bytes: utf8("[{\"id\":1,\"name\":\"a\tb\"}]")),
    BrokenBody(kind: "raw newline in a string", bytes: utf8("[{\"id\":1,\"name\":\"a\nb\"}]")),
    BrokenBody(kind: "raw U+0001 in a string", bytes: utf8("[{\"id\":1,\"name\":\"a\u{01}b\"}]")),
    BrokenBody(
      kind: "invalid UTF-8",
      bytes: utf8(#"[{"id":1,"name":""#) + Data([0xFF, 0xFE, 0xC3]) + utf8(#""}]"#)
    ),
    BrokenBody(kind: "number too large for Swift", bytes: utf8(#"[{"id":1e999,"name":"a"}]"#)),
    BrokenBody(kind: "nested past 512 levels", bytes: utf8(String(repeating: "[", count: 600))),
    BrokenBody(kind: "HTML page", bytes: utf8("<html><body><h1>502 Bad Gateway</h1></body></html>")),
  ]

  static let statuses = [200, 500]
  static let contentTypes: [String?] = ["application/json", "text/html; charset=utf-8", nil]

  static func client(status: Int, contentType: String?, body: Data) -> APIClient {
    var headers: [String: String] = [:]
    if let contentType { headers["Content-Type"] = contentType }
    let transport = FixedTransport(response: HTTPResponse(statusCode: status, headers: headers, body: body))
    // No validators, so a 500's body is decoded too: the rule does not depend on the status.
    return APIClient(transport: transport, configuration: .init(validators: []))
  }

  /// APIError.swift: "a body the strict JSON parser (`JSONSerialization`) rejects is
  /// ``nonJSONBody(contentType:preview:reason:)``, with the parser's reason and position" and
  /// Networking.md: "The status code and the content type do not change the case."
  @Test(arguments: brokenBodies)
  func everyBrokenBodyIsNonJSONWithTheParsersReason(_ body: BrokenBody) async throws {
    for status in Self.statuses {
      for contentType in Self.contentTypes {
        let client = Self.client(status: status, contentType: contentType, body: body.bytes)
        let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "items")
        do {
          let items = try await client.send(endpoint, as: [Item].self)
          Issue.record("\(body.kind), \(status), \(contentType ?? "none"): decoded \(items)")
        } catch let error as APIError {
          guard case .nonJSONBody(let type, let preview, let reason) = error else {
            Issue.record("\(body.kind), \(status), \(contentType ?? "none"): \(error)")
            continue
          }
          #expect(type == contentType)
          #expect(!preview.isEmpty)
          // The parser names the number it cannot represent instead of a position.
          let hasPosition =
            reason.contains("character") || reason.contains("end of file") || reason.contains("1e999")
          #expect(hasPosition, "\(body.kind): the reason “\(reason)” names no position")
        }
      }
    }
  }

  /// APIError.swift: "a body it accepts that does not fit the type is ``decoding(keyPath:reason:)``".
  @Test func jsonThatDoesNotFitIsDecodingWhateverTheStatusAndType() async throws {
    for status in Self.statuses {
      for contentType in Self.contentTypes {
        let client = Self.client(status: status, contentType: contentType, body: Self.utf8(#"[{"id":"1","name":"a"}]"#))
        await #expect(throws: APIError.self) {
          do {
            _ = try await client.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "items"), as: [Item].self)
          } catch let error as APIError {
            guard case .decoding(let keyPath, _) = error else {
              Issue.record("\(status), \(contentType ?? "none"): \(error)")
              throw error
            }
            #expect(keyPath == "[0].id")
            throw error
          }
        }
      }
    }
  }

  /// APIError.swift: "A body that decodes is accepted even where the parser would reject a value the
  /// type never reads."
  @Test func aBrokenValueTheTypeNeverReadsIsAccepted() async throws {
    let body = Self.utf8("[{\"id\":1,\"name\":\"a\",\"note\":\"tab\there\"}]")
    let items = try await Self.client(status: 200, contentType: "application/json", body: body)
      .send(APIEndpoint(baseURL: Fixtures.baseURL, path: "items"), as: [Item].self)
    #expect(items == [Item(id: 1, name: "a")])
  }

  struct Encoded: Sendable, CustomTestStringConvertible {
    var name: String
    var encoding: String.Encoding
    var charset: String
    var mark: [UInt8]
    var testDescription: String { name }
  }

  static let wideEncodings: [Encoded] = [
    Encoded(name: "UTF-16BE", encoding: .utf16BigEndian, charset: "utf-16be", mark: [0xFE, 0xFF]),
    Encoded(name: "UTF-16LE", encoding: .utf16LittleEndian, charset: "utf-16le", mark: [0xFF, 0xFE]),
    Encoded(name: "UTF-32BE", encoding: .utf32BigEndian, charset: "utf-32be", mark: [0x00, 0x00, 0xFE, 0xFF]),
    Encoded(name: "UTF-32LE", encoding: .utf32LittleEndian, charset: "utf-32le", mark: [0xFF, 0xFE, 0x00, 0x00]),
  ]

  static let json = #"[{"id":1,"name":"é"}]"#

  /// APIError.swift: "A UTF-16 or UTF-32 body, with or without a byte order mark, is decoded only
  /// when `Content-Type`'s `charset` names UTF-16 or UTF-32 (`application/json; charset=utf-16`);
  /// otherwise it is ``nonJSONBody(contentType:preview:reason:)`` and the reason names the encoding."
  @Test(arguments: wideEncodings)
  func wideEncodingsNeedACharset(_ encoded: Encoded) async throws {
    let plain = try #require(Self.json.data(using: encoded.encoding))
    for withMark in [false, true] {
      let body = withMark ? Data(encoded.mark) + plain : plain
      let family = encoded.charset.hasPrefix("utf-16") ? "utf-16" : "utf-32"
      for charset in [encoded.charset, family] {
        let declared = Self.client(status: 200, contentType: "application/json; charset=\(charset)", body: body)
        let items = try await declared.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [Item].self)
        #expect(items == [Item(id: 1, name: "é")], "\(encoded.name), mark \(withMark), charset \(charset)")
      }
      for contentType in ["application/json", "application/json; charset=utf-8"] {
        let undeclared = Self.client(status: 200, contentType: contentType, body: body)
        do {
          _ = try await undeclared.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [Item].self)
          Issue.record("\(encoded.name), mark \(withMark), \(contentType): decoded")
        } catch let error as APIError {
          guard case .nonJSONBody(_, _, let reason) = error else { throw error }
          #expect(reason.contains(encoded.name), "\(reason)")
          #expect(reason.contains("RFC 8259"))
        }
      }
    }
  }

  /// APIError.swift: "JSON over a network is UTF-8, and a leading UTF-8 byte order mark is ignored."
  @Test func aUTF8ByteOrderMarkIsIgnored() async throws {
    let body = Data([0xEF, 0xBB, 0xBF]) + Self.utf8(Self.json)
    for contentType in ["application/json", "application/json; charset=utf-8"] {
      let items = try await Self.client(status: 200, contentType: contentType, body: body)
        .send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [Item].self)
      #expect(items == [Item(id: 1, name: "é")])
    }
  }
}
