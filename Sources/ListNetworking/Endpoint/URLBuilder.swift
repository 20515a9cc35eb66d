// SPDX-License-Identifier: MIT

import Foundation

/// Joins a base URL, a templated path and query items into one URL.
enum URLBuilder {
  /// RFC 3986 unreserved characters: the only ones left unescaped in parameter values.
  static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
  )

  /// Characters left unescaped in the literal parts of a path (unreserved, `/` and sub-delims
  /// that are safe in a path).
  static let pathLiteral = unreserved.union(CharacterSet(charactersIn: "/!$&'()*+,;=:@"))

  static func url(
    base: URL,
    path: String,
    parameters: [String: String],
    query: [URLQueryItem]
  ) throws(APIError) -> URL {
    let filledPath = try fill(path, parameters: parameters)
    var baseString = base.absoluteString
    var baseQuery: String?
    if let queryStart = baseString.firstIndex(of: "?") {
      baseQuery = String(baseString[baseString.index(after: queryStart)...])
      baseString = String(baseString[..<queryStart])
    }
    while baseString.hasSuffix("/") { baseString.removeLast() }
    var trimmedPath = Substring(filledPath)
    while trimmedPath.hasPrefix("/") { trimmedPath.removeFirst() }
    var result = trimmedPath.isEmpty ? baseString : baseString + "/" + trimmedPath
    let queryParts = (baseQuery.map { [$0] } ?? []) + query.map(encode)
    if !queryParts.isEmpty {
      result += "?" + queryParts.joined(separator: "&")
    }
    guard let url = URL(string: result), url.scheme != nil else { throw .invalidURL(result) }
    return url
  }

  /// Replaces each `{name}` with its percent-encoded value; encodes the literal parts.
  ///
  /// A value that is empty, `.` or `..` throws ``APIError/invalidPathParameter(name:value:)``:
  /// percent-encoding keeps dots, and `%2E` is equivalent to `.` for servers that normalise paths.
  static func fill(_ template: String, parameters: [String: String]) throws(APIError) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      result += escape(rest[..<open], allowed: pathLiteral)
      let name = String(rest[rest.index(after: open)..<close])
      guard let value = parameters[name] else { throw .missingPathParameter(name) }
      // A value fills exactly one segment: empty and dot segments would move the path.
      guard !value.isEmpty, value != ".", value != ".." else { throw .invalidPathParameter(name: name, value: value) }
      result += escape(Substring(value), allowed: unreserved)
      rest = rest[rest.index(after: close)...]
    }
    result += escape(rest, allowed: pathLiteral)
    return result
  }

  static func encode(_ item: URLQueryItem) -> String {
    let name = escape(Substring(item.name), allowed: unreserved)
    guard let value = item.value else { return name }
    return name + "=" + escape(Substring(value), allowed: unreserved)
  }

  static func escape(_ text: Substring, allowed: CharacterSet) -> String {
    String(text).addingPercentEncoding(withAllowedCharacters: allowed) ?? String(text)
  }
}
