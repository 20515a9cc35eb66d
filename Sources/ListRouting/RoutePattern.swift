// SPDX-License-Identifier: MIT

/// A registered ``Router`` pattern, parsed: `scheme://host` plus literal and `{placeholder}`
/// segments.
///
/// Patterns are written by the programmer, so a malformed one traps (with a message naming the
/// pattern and the rule broken) instead of throwing.
struct RoutePattern: Equatable {
  /// One path segment of a pattern.
  enum Segment: Equatable {
    /// Matches exactly this (percent-decoded) text, case-sensitively.
    case literal(String)
    /// Matches any non-empty segment and records it under this name.
    case parameter(String)
  }

  /// The pattern as written.
  let text: String
  /// `scheme://host`, ASCII-lowercased.
  let origin: String
  /// The path segments.
  let segments: [Segment]

  /// Parses a pattern such as `app://projects/{id}/issues`.
  ///
  /// - Parameter text: The pattern.
  init(_ text: String) {
    func fail(_ rule: String) -> Never {
      preconditionFailure("Router.register(_:_:): the pattern “\(text)” is invalid: \(rule).")
    }
    let bytes = Array(text.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, RouteURL.isScheme(bytes[..<colon]),
      bytes[(colon + 1)...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    else { fail("it must start with scheme://") }
    guard !bytes.contains(UInt8(ascii: "?")), !bytes.contains(UInt8(ascii: "#")) else {
      fail("query items and fragments are not part of a pattern (every route sees the query)")
    }
    let rest = bytes[(colon + 3)...]
    let hostEnd = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
    let host = rest[..<hostEnd]
    guard host.allSatisfy({ RouteURL.isAllowed($0) && $0 != UInt8(ascii: "%") }) else {
      fail("the host must be plain URL characters (no placeholder, no % escape)")
    }
    origin =
      String(decoding: RouteURL.lowercased(bytes[..<colon]), as: UTF8.self) + "://"
      + String(decoding: RouteURL.lowercased(host), as: UTF8.self)

    var rawSegments = rest[hostEnd...].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      .dropFirst()
    if rawSegments.last?.isEmpty == true { rawSegments = rawSegments.dropLast() }
    var segments: [Segment] = []
    var names: Set<String> = []
    for raw in rawSegments {
      let segment = String(decoding: raw, as: UTF8.self)
      if segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count >= 2 {
        let name = String(segment.dropFirst().dropLast())
        guard Self.isIdentifier(name) else { fail("“\(segment)” must be {name} with name a Swift identifier") }
        guard names.insert(name).inserted else { fail("the placeholder “\(name)” appears twice") }
        segments.append(.parameter(name))
      } else {
        guard !segment.isEmpty else { fail("it has an empty path segment") }
        guard !segment.contains("{"), !segment.contains("}") else {
          fail("a placeholder must be a whole segment, as in /{id}/")
        }
        guard let literal = RouteURL.percentDecoded(raw), literal != ".", literal != ".." else {
          fail("“\(segment)” is not a valid literal segment")
        }
        segments.append(.literal(literal))
      }
    }
    self.text = text
    self.segments = segments
  }

  /// Whether this pattern matches the same URLs as `other` (same origin, same literals, and
  /// placeholders in the same places, whatever their names).
  func hasSameShape(as other: RoutePattern) -> Bool {
    guard origin == other.origin, segments.count == other.segments.count else { return false }
    return zip(segments, other.segments).allSatisfy { pair in
      switch pair {
      case (.literal(let a), .literal(let b)): return a == b
      case (.parameter, .parameter): return true
      default: return false
      }
    }
  }

  /// The path parameters when the pattern matches these segments (same origin assumed), else `nil`.
  func match(_ path: [String]) -> [String: String]? {
    guard path.count == segments.count else { return nil }
    var parameters: [String: String] = [:]
    for (segment, value) in zip(segments, path) {
      switch segment {
      case .literal(let literal):
        guard literal == value else { return nil }
      case .parameter(let name):
        guard !value.isEmpty else { return nil }
        parameters[name] = value
      }
    }
    return parameters
  }

  /// Whether this pattern beats `other` when both match a URL: at the first segment where one
  /// has a literal and the other a placeholder, the literal wins.
  func isMoreSpecific(than other: RoutePattern) -> Bool {
    for (mine, theirs) in zip(segments, other.segments) {
      switch (mine, theirs) {
      case (.literal, .parameter): return true
      case (.parameter, .literal): return false
      default: continue
      }
    }
    return false
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil)
    }
  }
}
