// SPDX-License-Identifier: MIT

/// Why a ``Router`` could not turn a URL into a route.
///
/// Every URL, however hostile (huge, malformed, with `..` or stray characters), ends in a route
/// or in one of these cases; the router never traps on input. The associated strings are kept
/// short: a URL or value longer than ``RouterError/previewLength`` characters is cut there and
/// ends in `…`, so an error is safe to log.
///
/// ```swift
/// do {
///   let route = try router.route(for: "app://projects/abc")
/// } catch {
///   print(error)  // The parameter “id” has an invalid value “abc”.
/// }
/// ```
public enum RouterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The URL is well formed but no registered pattern matches it.
  case unknownURL(String)
  /// The text is not a URL the router accepts: no `scheme://`, a character that must be
  /// percent-encoded, a bad `%` escape or one that is not UTF-8, a `.` or `..` path segment, or
  /// more than ``Router/maximumURLLength`` bytes.
  case invalidURL(String)
  /// The route needs a parameter the URL does not have (neither in the path nor in the query).
  case missingParameter(String)
  /// A parameter is present but its value does not convert (e.g. `int("id")` on `abc`).
  case invalidParameter(name: String, value: String)
  /// The matching pattern's closure threw an error other than a `RouterError` (say, a value
  /// your own validation refused): the URL, and the error's description.
  case rejected(String, reason: String)

  /// How many characters of a URL or value an error keeps.
  public static let previewLength = 200

  /// A sentence saying what went wrong, naming the URL or parameter.
  public var description: String {
    switch self {
    case .unknownURL(let url):
      return "No route matches “\(url)”."
    case .invalidURL(let url):
      return "“\(url)” is not a valid URL."
    case .missingParameter(let name):
      return "The URL has no parameter “\(name)”."
    case .invalidParameter(let name, let value):
      return "The parameter “\(name)” has an invalid value “\(value)”."
    case .rejected(let url, let reason):
      return "The route for “\(url)” was rejected: \(reason)"
    }
  }

  /// `text`, cut to ``previewLength`` characters with a trailing `…` when longer.
  static func preview(_ text: some StringProtocol) -> String {
    // Walks at most previewLength + 1 characters, however long the text.
    let head = text.prefix(previewLength + 1)
    guard head.count > previewLength else { return String(text) }
    return String(head.prefix(previewLength)) + "…"
  }
}
