// SPDX-License-Identifier: MIT

import Foundation

/// Turns a response body into a value, classifying every failure as an ``APIError``.
///
/// The rule, in one sentence: a body the strict JSON parser (`JSONSerialization`) rejects is
/// ``APIError/nonJSONBody(contentType:preview:reason:)`` with the parser's reason and position,
/// and a body it accepts that does not fit the type is ``APIError/decoding(keyPath:reason:)``.
///
/// Encoding (RFC 8259 §8.1): JSON over a network is UTF-8, and a leading UTF-8 byte order mark is
/// ignored. A UTF-16 or UTF-32 body (told by its byte order mark or by zero bytes among its first
/// four) is read only when `Content-Type`'s `charset` names UTF-16 or UTF-32; otherwise the parser
/// is not asked and the body is ``APIError/nonJSONBody(contentType:preview:reason:)``.
enum ResponseDecoding {
  static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, decoder: JSONDecoder) throws(APIError)
    -> T
  {
    var body = response.body
    let contentType = response.header("Content-Type")
    let encoding = TextEncoding.detect(body)
    if !encoding.isUTF8 {
      guard declaresWideCharset(contentType) else {
        throw .nonJSONBody(
          contentType: contentType,
          preview: APIError.preview(of: body),
          reason:
            "The body is \(encoding.name), but JSON over a network is UTF-8 (RFC 8259 §8.1) "
            + "and Content-Type names no UTF-16 or UTF-32 charset."
        )
      }
      // Transcode to UTF-8 here, so the platform's own encoding guess never decides.
      guard let text = String(data: body.dropFirst(encoding.markLength), encoding: encoding.foundationEncoding) else {
        throw .nonJSONBody(
          contentType: contentType,
          preview: APIError.preview(of: body),
          reason: "The body is not valid \(encoding.name)."
        )
      }
      body = Data(text.utf8)
    }
    let content = encoding == .utf8WithMark ? body.dropFirst(3) : body[...]
    guard content.contains(where: { !isWhitespace($0) }) else { throw .emptyBody }
    do {
      return try decoder.decode(T.self, from: body)
    } catch let error as DecodingError {
      throw refine(APIError.decoding(error), as: T.self, body: body, contentType: contentType, decoder: decoder)
    } catch {
      throw .decoding(keyPath: "", reason: "could not be decoded: \(error.localizedDescription)")
    }
  }

  /// Decoding failed. Ask the strict parser whether the document parses: if not, the body is
  /// not JSON, with the parser's reason. If it does and the decoder gave no key path (some
  /// platforms report numbers that do not fit at the root), find it with ``DecodingPathLocator``.
  static func refine<T: Decodable>(
    _ error: APIError,
    as type: T.Type,
    body: Data,
    contentType: String?,
    decoder: JSONDecoder
  ) -> APIError {
    let tree: Any
    do {
      tree = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
      return .nonJSONBody(contentType: contentType, preview: APIError.preview(of: body), reason: detail)
    }
    guard case .decoding(let keyPath, _) = error, keyPath.isEmpty else { return error }
    if let located = DecodingPathLocator.locate(T.self, in: tree, decoder: decoder) {
      return APIError.decoding(located)
    }
    return .decoding(keyPath: "", reason: "holds a value of the wrong type or out of range")
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Whether `Content-Type`'s `charset` parameter names UTF-16 or UTF-32 (any byte order).
  static func declaresWideCharset(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    for parameter in contentType.split(separator: ";").dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else {
        continue
      }
      let value = parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        .lowercased()
      return value.hasPrefix("utf-16") || value.hasPrefix("utf-32")
    }
    return false
  }
}

/// The text encoding of a JSON body, told from its first four bytes as RFC 4627 §3 describes
/// (a byte order mark, else the pattern of zero bytes: JSON text starts with two ASCII
/// characters).
enum TextEncoding: Equatable {
  case utf8
  case utf8WithMark
  case utf16BigEndian(mark: Bool)
  case utf16LittleEndian(mark: Bool)
  case utf32BigEndian(mark: Bool)
  case utf32LittleEndian(mark: Bool)

  var isUTF8: Bool { self == .utf8 || self == .utf8WithMark }

  /// A name for messages, e.g. "UTF-16LE with a byte order mark".
  var name: String {
    switch self {
    case .utf8: "UTF-8"
    case .utf8WithMark: "UTF-8 with a byte order mark"
    case .utf16BigEndian(let mark): "UTF-16BE" + Self.suffix(mark)
    case .utf16LittleEndian(let mark): "UTF-16LE" + Self.suffix(mark)
    case .utf32BigEndian(let mark): "UTF-32BE" + Self.suffix(mark)
    case .utf32LittleEndian(let mark): "UTF-32LE" + Self.suffix(mark)
    }
  }

  /// How many bytes the byte order mark takes (0 without one).
  var markLength: Int {
    switch self {
    case .utf8: 0
    case .utf8WithMark: 3
    case .utf16BigEndian(let mark), .utf16LittleEndian(let mark): mark ? 2 : 0
    case .utf32BigEndian(let mark), .utf32LittleEndian(let mark): mark ? 4 : 0
    }
  }

  /// Foundation's name for the encoding, byte order included.
  var foundationEncoding: String.Encoding {
    switch self {
    case .utf8, .utf8WithMark: .utf8
    case .utf16BigEndian: .utf16BigEndian
    case .utf16LittleEndian: .utf16LittleEndian
    case .utf32BigEndian: .utf32BigEndian
    case .utf32LittleEndian: .utf32LittleEndian
    }
  }

  private static func suffix(_ mark: Bool) -> String {
    mark ? " with a byte order mark" : " without a byte order mark"
  }

  static func detect(_ body: Data) -> TextEncoding {
    let head = Array(body.prefix(4))
    func at(_ index: Int) -> UInt8? { index < head.count ? head[index] : nil }
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8WithMark }
    if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian(mark: true) }
    if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian(mark: true) }
    if head.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian(mark: true) }
    if head.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian(mark: true) }
    guard head.count == 4 else {
      if head.count >= 2, at(0) == 0, at(1) != 0 { return .utf16BigEndian(mark: false) }
      if head.count >= 2, at(0) != 0, at(1) == 0 { return .utf16LittleEndian(mark: false) }
      return .utf8
    }
    switch (head[0] == 0, head[1] == 0, head[2] == 0, head[3] == 0) {
    case (true, true, true, false): return .utf32BigEndian(mark: false)
    case (false, true, true, true): return .utf32LittleEndian(mark: false)
    case (true, false, true, false): return .utf16BigEndian(mark: false)
    case (false, true, false, true): return .utf16LittleEndian(mark: false)
    default: return .utf8
    }
  }
}
