// SPDX-License-Identifier: MIT

/// A URL split the way a ``Router`` matches it: lowercased `scheme://authority`, decoded path
/// segments and decoded query items.
///
/// A small parser of its own rather than `URLComponents`, so that every platform accepts and
/// rejects exactly the same texts (Foundation versions differ on stray characters) and so that
/// `%2F` stays inside its segment.
struct RouteURL: Equatable {
  /// `scheme://authority`, ASCII-lowercased (both are case-insensitive).
  var origin: String
  /// The path segments, percent-decoded; a single trailing slash is dropped, other empty
  /// segments are kept (and never match).
  var segments: [String]
  /// The query items by name, values in URL order, percent-decoded.
  var query: [String: [String]]

  /// Parses `text`, throwing ``RouterError/invalidURL(_:)`` for anything it does not accept.
  ///
  /// - Complexity: O(*n*) in the length of `text`, which is at most `maximumLength` bytes.
  init(parsing text: String, maximumLength: Int) throws(RouterError) {
    let invalid = RouterError.invalidURL(RouterError.preview(text))
    guard text.utf8.count <= maximumLength else { throw invalid }
    let bytes = Array(text.utf8)
    guard bytes.allSatisfy(Self.isAllowed) else { throw invalid }

    // scheme ":" "//" authority
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, Self.isScheme(bytes[..<colon]),
      bytes[(colon + 1)...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    else { throw invalid }
    let authorityStart = colon + 3
    let authorityEnd = bytes[authorityStart...].firstIndex { Self.endsAuthority($0) } ?? bytes.endIndex
    let pathEnd =
      bytes[authorityEnd...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
      ?? bytes.endIndex
    origin =
      String(decoding: Self.lowercased(bytes[..<colon]), as: UTF8.self) + "://"
      + String(decoding: Self.lowercased(bytes[authorityStart..<authorityEnd]), as: UTF8.self)

    // path: "/a/b" → ["a", "b"]; "/a/b/" → ["a", "b"]; "/a//b" → ["a", "", "b"]
    var rawSegments = bytes[authorityEnd..<pathEnd].split(
      separator: UInt8(ascii: "/"),
      omittingEmptySubsequences: false
    )
    .dropFirst()
    if rawSegments.last?.isEmpty == true { rawSegments = rawSegments.dropLast() }
    var segments: [String] = []
    segments.reserveCapacity(rawSegments.count)
    for raw in rawSegments {
      guard let segment = Self.percentDecoded(raw), segment != ".", segment != ".." else { throw invalid }
      segments.append(segment)
    }
    self.segments = segments

    // query: between "?" and "#"; items split on "&", name and value on the first "="
    var query: [String: [String]] = [:]
    if pathEnd < bytes.endIndex, bytes[pathEnd] == UInt8(ascii: "?") {
      let queryEnd = bytes[pathEnd...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
      for item in bytes[(pathEnd + 1)..<queryEnd].split(separator: UInt8(ascii: "&")) {
        let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
        guard let name = Self.percentDecoded(item[..<equals]),
          let value = Self.percentDecoded(equals < item.endIndex ? item[(equals + 1)...] : item[item.endIndex...])
        else { throw invalid }
        query[name, default: []].append(value)
      }
    }
    self.query = query
  }

  /// Whether `byte` may appear in a URL unencoded (RFC 3986: unreserved, reserved, `%`).
  static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&'()*+,;=:@/?#[]%".utf8.contains(byte)
    }
  }

  /// Whether `bytes` is a scheme: a letter, then letters, digits, `+`, `-` or `.`.
  static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let first = bytes.first, isLetter(first) else { return false }
    return bytes.allSatisfy { isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) }
  }

  /// The bytes with ASCII capitals lowercased.
  static func lowercased(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
  }

  /// Decodes `%XX` escapes; `nil` when an escape is malformed or the bytes are not UTF-8.
  static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> String? {
    guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        decoded.append(byte)
        index += 1
        continue
      }
      guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      else { return nil }
      decoded.append(high << 4 | low)
      index += 3
    }
    // `String(decoding:)` repairs invalid UTF-8 with U+FFFD; a repaired string re-encodes
    // differently, which is how invalid input is detected on every platform.
    let text = String(decoding: decoded, as: UTF8.self)
    return text.utf8.elementsEqual(decoded) ? text : nil
  }

  private static func endsAuthority(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
