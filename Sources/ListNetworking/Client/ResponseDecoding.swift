// SPDX-License-Identifier: MIT

import Foundation

/// Turns a response body into a value, classifying every failure as an ``APIError``.
enum ResponseDecoding {
  static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, decoder: JSONDecoder) throws(APIError)
    -> T
  {
    let body = response.body
    let hasByteOrderMark = body.starts(with: [0xEF, 0xBB, 0xBF])
    let content = hasByteOrderMark ? body.dropFirst(3) : body[...]
    guard let first = content.first(where: { !isWhitespace($0) }) else { throw .emptyBody }
    let contentType = response.header("Content-Type")
    let isContainer = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    let isScalar =
      first == UInt8(ascii: "\"") || first == UInt8(ascii: "-")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
      || first == UInt8(ascii: "t") || first == UInt8(ascii: "f") || first == UInt8(ascii: "n")
    let declaredText = contentType.map(isTextual) ?? false
    if !(isContainer || (isScalar && !declaredText)) {
      throw .nonJSONBody(contentType: contentType, preview: APIError.preview(of: body))
    }
    do {
      return try decoder.decode(T.self, from: body)
    } catch let error as DecodingError {
      throw refine(APIError.decoding(error), as: T.self, body: body, decoder: decoder)
    } catch {
      throw .decoding(keyPath: "", reason: "could not be decoded: \(error.localizedDescription)")
    }
  }

  /// Some platforms report invalid JSON and numbers that do not fit at the root with a generic
  /// message. Ask `JSONSerialization` whether the document parses: if not, say why; if it does,
  /// find the failing key path with ``DecodingPathLocator``.
  static func refine<T: Decodable>(_ error: APIError, as type: T.Type, body: Data, decoder: JSONDecoder) -> APIError {
    guard case .decoding(let keyPath, _) = error, keyPath.isEmpty else { return error }
    let tree: Any
    do {
      tree = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
      return .decoding(keyPath: "", reason: "is not valid JSON: \(detail)")
    }
    if let located = DecodingPathLocator.locate(T.self, in: tree, decoder: decoder) {
      return APIError.decoding(located)
    }
    return .decoding(keyPath: "", reason: "holds a value of the wrong type or out of range")
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Whether a content type announces markup or prose rather than JSON.
  private static func isTextual(_ contentType: String) -> Bool {
    let lowered = contentType.lowercased()
    return lowered.contains("html") || lowered.contains("xml") || lowered.hasPrefix("text/")
  }
}
