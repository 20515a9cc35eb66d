// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import Testing

@Suite struct APIErrorTests {
  static let all: [APIError] = [
    .missingPathParameter("id"), .invalidPathParameter(name: "id", value: ".."),
    .invalidURL("::"), .encodingFailed("x"), .transport("down"), .timeout, .cancelled,
    .httpStatus(code: 500, bodyPreview: "oops"), .server(code: "1001", message: "Token expired"),
    .decoding(keyPath: "data.items[3].owner.id", reason: "is missing"),
    .nonJSONBody(contentType: "text/html", preview: "<html>", reason: "Invalid value around character 0."),
    .emptyBody, .responseTooLarge(limit: 1024),
  ]

  /// APIError.swift: "``errorDescription`` gives a message a user could be shown".
  @Test func everyCaseHasAUserMessage() {
    for error in Self.all {
      let message = error.errorDescription ?? ""
      #expect(!message.isEmpty, "\(error)")
      #expect(error.localizedDescription == message)
    }
    #expect(APIError.server(code: "1", message: "Token expired").errorDescription == "Token expired")
    #expect(APIError.decoding(keyPath: "a.b", reason: "is missing").errorDescription?.contains("a.b") == true)
  }

  @Test func casesAreDistinct() {
    for (i, a) in Self.all.enumerated() {
      for (j, b) in Self.all.enumerated() {
        #expect((a == b) == (i == j))
      }
    }
  }

  /// APIError.swift: "The first ``bodyPreviewLength`` characters of `body`, decoded leniently as UTF-8, with
  /// whitespace runs collapsed."
  @Test func previewIsShortAndSingleLine() {
    let body = Data(("<html>\n  <body>" + String(repeating: "x", count: 1000) + "</body></html>").utf8)
    let preview = APIError.preview(of: body)
    #expect(preview.count == APIError.bodyPreviewLength + 1)
    #expect(preview.hasPrefix("<html> <body>"))
    #expect(!preview.contains("\n"))
    #expect(APIError.preview(of: Data([0xFF, 0xFE, 0x41])).hasSuffix("A"))
  }

  /// APIError.bodyPreviewLength: "A longer body is cut there and marked with a final "…", so a
  /// preview has at most `bodyPreviewLength + 1` characters."
  @Test func previewIsCutOnlyPastTheLength() {
    let length = APIError.bodyPreviewLength
    let exact = APIError.preview(of: Data(String(repeating: "a", count: length).utf8))
    #expect(exact.count == length)
    #expect(!exact.hasSuffix("…"))
    let longer = APIError.preview(of: Data(String(repeating: "a", count: length + 1).utf8))
    #expect(longer == String(repeating: "a", count: length) + "…")
    #expect(longer.count == length + 1)
  }

  struct Owner: Decodable { var id: Int }
  struct Item: Decodable { var owner: Owner }
  struct Items: Decodable { var items: [Item] }
  struct Root: Decodable { var data: Items }

  @Test(arguments: [
    (#"{"data":{"items":[{"owner":{"id":1}},{"owner":{"id":"2"}}]}}"#, "data.items[1].owner.id"),
    (#"{"data":{"items":[{"owner":{"id":1}},{"owner":{}}]}}"#, "data.items[1].owner.id"),
    (#"{"data":{"items":[{"owner":null}]}}"#, "data.items[0].owner"),
    (#"{"data":{"items":{"x":1}}}"#, "data.items"),
  ])
  func decodingErrorsCarryKeyPath(json: String, keyPath: String) throws {
    do {
      _ = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
      Issue.record("expected a decoding error")
    } catch let error as DecodingError {
      guard case .decoding(let path, let reason) = APIError.decoding(error) else {
        Issue.record("wrong case")
        return
      }
      #expect(path == keyPath)
      #expect(!reason.isEmpty)
    }
  }
}
