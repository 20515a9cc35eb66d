// SPDX-License-Identifier: MIT

public import Foundation

/// Everything that can go wrong between building a request and holding a decoded value.
///
/// Each case says what went wrong and where, and ``errorDescription`` gives a message a user
/// could be shown. `Sendable` and `Equatable`, so it travels through tasks and streams and
/// tests compare it directly.
///
/// ## Bodies that are not JSON, and bodies that do not fit
///
/// One rule decides between the two body errors: a body the strict JSON parser
/// (`JSONSerialization`) rejects is ``nonJSONBody(contentType:preview:reason:)``, with the
/// parser's reason and position; a body it accepts that does not fit the type is
/// ``decoding(keyPath:reason:)``. So JavaScript comments, a truncated body, `NaN` or `Infinity`,
/// single-quoted strings, raw control characters in a string, invalid UTF-8, nesting deeper than
/// the parser's limit, a number too large for any Swift type (`1e999`) and an HTML page are all
/// ``nonJSONBody(contentType:preview:reason:)``, whatever the status and content type; switch on
/// it for "the server sent garbage" and on ``decoding(keyPath:reason:)`` for "this app is out of
/// date". A body that decodes is accepted even where the parser would reject a value the type
/// never reads. A blank body is ``emptyBody``.
///
/// Encoding follows RFC 8259 §8.1: JSON over a network is UTF-8, and a leading UTF-8 byte order
/// mark is ignored. A UTF-16 or UTF-32 body, with or without a byte order mark, is decoded only
/// when `Content-Type`'s `charset` names UTF-16 or UTF-32 (`application/json; charset=utf-16`);
/// otherwise it is ``nonJSONBody(contentType:preview:reason:)`` and the reason names the encoding.
///
/// A body longer than ``APIClient/Configuration/maximumResponseSize`` is
/// ``responseTooLarge(limit:)``, and is never held in memory whole.
public enum APIError: Error, Sendable, Equatable {
  /// The endpoint's path names a `{placeholder}` that has no value in its path parameters.
  case missingPathParameter(String)
  /// A path parameter's value cannot fill exactly one path segment: it is empty (which would
  /// build `users//repos`) or a dot segment, `.` or `..` (which clients and servers resolve to
  /// the same or the parent folder, so `users/{user}/repos` with `..` would ask for `repos`).
  /// `name` is the placeholder, `value` the rejected value.
  ///
  /// Such values are rejected rather than percent-encoded as `%2E`: RFC 3986 makes `%2E`
  /// equivalent to `.`, and servers and proxies that normalise paths resolve it all the same.
  case invalidPathParameter(name: String, value: String)
  /// The endpoint's base URL and path do not form a valid URL.
  case invalidURL(String)
  /// The request body could not be encoded; the associated value says why.
  case encodingFailed(String)
  /// The transport failed before a response arrived (no connection, connection lost ...).
  case transport(String)
  /// No response arrived within the request's timeout.
  case timeout
  /// The calling task was cancelled.
  case cancelled
  /// The server answered with a status the validators reject; `bodyPreview` is the body's
  /// ``APIError/preview(of:)``: its first ``APIError/bodyPreviewLength`` characters, then "…" if
  /// it was longer.
  case httpStatus(code: Int, bodyPreview: String)
  /// An envelope carried a code outside its success set, with the server's (or the error-code
  /// table's) message.
  case server(code: String, message: String)
  /// The body is JSON but does not fit the expected type. `keyPath` is where decoding failed,
  /// like `data.items[3].owner.id` (empty for the root), and `reason` says why.
  case decoding(keyPath: String, reason: String)
  /// The JSON parser rejects the body: an HTML error page from a proxy, a truncated or otherwise
  /// broken document, invalid UTF-8, or UTF-16/32 without a charset that names it.
  /// `contentType` is the response's `Content-Type`, `preview` its first characters and
  /// `reason` the parser's reason with the position where it stopped, such as
  /// `Invalid value around character 7.`
  case nonJSONBody(contentType: String?, preview: String, reason: String)
  /// The body is empty where a value was expected.
  case emptyBody
  /// The response body is longer than ``APIClient/Configuration/maximumResponseSize`` bytes
  /// (`limit`). The transport stops reading at the limit, so such a body is never held whole.
  case responseTooLarge(limit: Int)

  /// How many characters of a body ``httpStatus(code:bodyPreview:)`` and
  /// ``nonJSONBody(contentType:preview:reason:)`` keep. A longer body is cut there and marked with
  /// a final "…", so a preview has at most `bodyPreviewLength + 1` characters.
  public static let bodyPreviewLength = 200

  /// The first ``bodyPreviewLength`` characters of `body`, decoded leniently as UTF-8, with
  /// whitespace runs collapsed.
  /// - Parameter body: The body bytes.
  /// - Returns: A short, single-line preview.
  public static func preview(of body: Data) -> String {
    let text = String(decoding: body.prefix(bodyPreviewLength * 4), as: UTF8.self)
    let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard collapsed.count > bodyPreviewLength else { return collapsed }
    return String(collapsed.prefix(bodyPreviewLength)) + "…"
  }
}

extension APIError: LocalizedError {
  /// A message a user could be shown.
  public var errorDescription: String? {
    switch self {
    case .missingPathParameter(let name):
      return "The request could not be built: the path parameter “\(name)” is missing."
    case .invalidPathParameter(let name, let value):
      let problem = value.isEmpty ? "is empty" : "is “\(value)”, a dot segment"
      return
        "The request could not be built: the path parameter “\(name)” \(problem), which cannot fill one path segment."
    case .invalidURL(let url):
      return "The request could not be built: “\(url)” is not a valid URL."
    case .encodingFailed(let reason):
      return "The request body could not be encoded: \(reason)"
    case .transport(let reason):
      return "The server could not be reached: \(reason)"
    case .timeout:
      return "The server took too long to respond."
    case .cancelled:
      return "The request was cancelled."
    case .httpStatus(let code, _):
      return "The server responded with an error (HTTP \(code))."
    case .server(_, let message):
      return message
    case .decoding(let keyPath, let reason):
      let place = keyPath.isEmpty ? "the response" : "“\(keyPath)”"
      return "The server's response could not be read: \(place) \(reason)."
    case .nonJSONBody:
      return "The server sent an unexpected response (not JSON)."
    case .emptyBody:
      return "The server sent an empty response."
    case .responseTooLarge(let limit):
      return "The server's response is larger than the \(limit) bytes this app accepts."
    }
  }

  /// Extra detail for logs: the key path, server code or body preview.
  public var failureReason: String? {
    switch self {
    case .httpStatus(let code, let preview):
      return "HTTP \(code): \(preview)"
    case .server(let code, let message):
      return "Server code \(code): \(message)"
    case .decoding(let keyPath, let reason):
      return "\(keyPath.isEmpty ? "<root>" : keyPath): \(reason)"
    case .nonJSONBody(let contentType, let preview, let reason):
      return "\(contentType ?? "no content type"): \(reason) Body: \(preview)"
    default:
      return nil
    }
  }
}
