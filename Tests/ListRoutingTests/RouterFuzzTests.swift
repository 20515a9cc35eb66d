// SPDX-License-Identifier: MIT

import Foundation
import ListRouting
import TestSupport
import Testing

/// Seeded fuzzing of `Router` (and through it `RouteURL` and `RoutePattern`) with arbitrary URL
/// texts: every text ends in a route or a `RouterError`, never a trap or a hang, and the
/// parameters of a route decode back to what the URL encoded.
@Suite struct RouterFuzzTests {
  /// What a route saw: the pattern and its parameters, so the test can check them.
  struct Seen: Equatable, Sendable {
    var pattern: String
    var path: [String: String]
    var query: [String: [String]]
  }

  static let patterns = [
    "app://projects", "app://projects/{id}", "app://projects/new", "app://projects/{id}/issues/{number}",
    "app://files/{path}", "https://example.com/users/{name}", "app://things/{a}/{b}/{c}",
  ]

  static let router = Router<Seen> { router in
    for pattern in patterns {
      router.register(pattern) { params in
        if params.pathParameters["id"] == "throw" { throw CocoaError(.userCancelled) }
        return Seen(pattern: params.pattern, path: params.pathParameters, query: params.queryParameters)
      }
    }
  }

  static let pieces = [
    "app://", "https://", "example.com", "projects", "new", "issues", "files", "users", "/", "//", "?", "#", "&", "=",
    "%", "%2F", "%2e", "%2E%2E", "%C3%A9", "%FF", "%0", "..", ".", "42", "-7", "throw", "é", "𝄞", " ", "\u{0}", "\n",
    "+",
    "a", "b", "c", "things", ":", "@", "[", "]", "page=3", "\u{FEFF}", "APP://", "App://Projects",
  ]

  static func text(_ random: inout SeededGenerator) -> String {
    // `pieces` is a non-empty literal, so `randomElement` always has one.
    (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
  }

  /// RouterError.swift: "Every URL, however hostile (huge, malformed, with `..` or stray characters),
  /// ends in a route or in one of these cases; the router never traps on input."
  @Test func arbitraryTextsEndInARouteOrARouterError() {
    var random = SeededGenerator(seed: 0x524F_5554)
    var routed = 0
    var failed: [String: Int] = [:]
    for _ in 0..<StressScale.count(10_000) {
      var url = Self.text(&random)
      if random.chance(0.5) {
        url = ["app://projects/", "app://files/", "https://example.com/users/"].randomElement(using: &random)! + url
      }
      do {
        let seen = try Self.router.route(for: url)
        routed += 1
        #expect(Self.patterns.contains(seen.pattern))
        for value in seen.path.values {
          #expect(!value.isEmpty && value != "." && value != "..", "\(url.debugDescription) → \(seen)")
        }
      } catch {
        failed["\(error)".prefix(12).description, default: 0] += 1
        #expect(error.description.count < 2 * RouterError.previewLength + 200)
      }
    }
    #expect(routed > 0 && !failed.isEmpty)
  }

  /// A path value with any characters, percent-encoded, comes back decoded as the same string.
  @Test func encodedValuesComeBackDecoded() throws {
    var random = SeededGenerator(seed: 0x5641_4C55)
    let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    for _ in 0..<StressScale.count(3_000) {
      let value = (0..<Int.random(in: 1...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
        .joined()
      let encoded = try #require(value.addingPercentEncoding(withAllowedCharacters: unreserved))
      let result = Result { () throws(RouterError) in try Self.router.route(for: "app://files/\(encoded)") }
      switch result {
      case .success(let seen):
        #expect(seen.pattern == "app://files/{path}")
        #expect(seen.path["path"] == value, "\(encoded)")
      case .failure(let error):
        // Only dot segments are refused once encoded: `.`, `..` (and their encoded forms).
        #expect(value == "." || value == "..", "\(value.debugDescription): \(error)")
      }
    }
  }

  /// Router.swift: "Texts longer than ``maximumURLLength`` UTF-8 bytes are ``RouterError/invalidURL(_:)``
  /// before any parsing."
  @Test func hugeTextsAreInvalidURLs() {
    var random = SeededGenerator(seed: 0x4855_4745)
    for _ in 0..<StressScale.count(200) {
      var url = "app://projects/"
      while url.utf8.count <= Router<Seen>.maximumURLLength { url += Self.pieces.randomElement(using: &random)! }
      let result = Result { () throws(RouterError) in try Self.router.route(for: url) }
      guard case .failure(.invalidURL(let preview)) = result else {
        Issue.record("expected invalidURL, got \(result)")
        continue
      }
      #expect(preview.count <= RouterError.previewLength + 1)
    }
  }
}
