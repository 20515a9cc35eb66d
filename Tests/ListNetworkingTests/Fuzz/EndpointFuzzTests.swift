// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

/// Seeded fuzzing of `Endpoint` URL building with hostile path parameters: every value either
/// fills exactly one path segment, decoding back to itself, or is rejected with a typed error.
@Suite struct EndpointFuzzTests {
  static let pieces = [
    "..", ".", "/", "%", "%2e", "%2E%2E", "%2F", "?", "#", " ", "é", "𝄞", "\u{0}", "\n", "\r", "\u{7F}", "~", "+",
    "&", "=", ";", "\\", "{", "}", "{user}", "a", "Z", "9", "-", "_", "\u{FEFF}", "\u{202E}", "e\u{301}",
  ]

  static func value(_ random: inout SeededGenerator) -> String {
    // `pieces` is a non-empty literal, so `randomElement` always has one.
    (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
  }

  /// Percent-decodes `segment` byte for byte. (Foundation's `removingPercentEncoding` drops a
  /// leading U+FEFF, so it cannot tell whether the URL kept one.)
  static func percentDecoded(_ segment: Substring) -> String? {
    var bytes: [UInt8] = []
    var rest = segment.utf8[...]
    while let byte = rest.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else {
        return nil
      }
      bytes.append(value)
      rest = rest.dropFirst(2)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func hostilePathParametersFillOneSegmentOrAreRejected() throws {
    var random = SeededGenerator(seed: 0x454E_4450)
    var built = 0
    var rejected = 0
    for _ in 0..<StressScale.count(5_000) {
      let user = Self.value(&random)
      let repo = Self.value(&random)
      let endpoint = APIEndpoint(
        baseURL: Fixtures.baseURL,
        path: "users/{user}/repos/{repo}",
        pathParameters: ["user": user, "repo": repo]
      )
      let request: HTTPRequest
      do {
        request = try endpoint.makeRequest()
      } catch {
        let isDotOrEmpty = { (value: String) in value.isEmpty || value == "." || value == ".." }
        #expect(isDotOrEmpty(user) || isDotOrEmpty(repo), "\(user.debugDescription) \(repo.debugDescription): \(error)")
        rejected += 1
        continue
      }
      built += 1
      let components = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false))
      #expect(components.percentEncodedQuery == nil && components.fragment == nil, "\(request.url)")
      let segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
      #expect(segments.count == 6, "\(request.url)")
      guard segments.count == 6 else { continue }
      #expect(segments[0] == "" && segments[1] == "v1" && segments[2] == "users" && segments[4] == "repos")
      #expect(Self.percentDecoded(segments[3]) == user, "\(request.url)")
      #expect(Self.percentDecoded(segments[5]) == repo, "\(request.url)")
    }
    #expect(built > 0 && rejected > 0)
  }
}
