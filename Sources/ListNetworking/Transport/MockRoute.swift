// SPDX-License-Identifier: MIT

public import Foundation

/// An explicit answer for one method and path, overriding the path-to-file convention of
/// ``MockResponder``.
public struct MockRoute: Sendable, Equatable {
  /// What a route answers with.
  public enum Answer: Sendable, Equatable {
    /// A file below the mock root, served with the route's status (paging applies).
    case file(String)
    /// Fixed bytes, served as they are.
    case body(Data, contentType: String)
  }

  /// The method this route matches.
  public var method: HTTPMethod
  /// The URL path this route matches, e.g. `/projects/featured`. Matches when the request's
  /// path equals it or ends with it (so a base URL prefix such as `/v1` does not matter).
  public var path: String
  /// The status to answer with.
  public var statusCode: Int
  /// The body to answer with.
  public var answer: Answer

  /// Creates a route.
  /// - Parameters:
  ///   - method: The method to match.
  ///   - path: The path to match.
  ///   - statusCode: The status to answer with.
  ///   - answer: The body to answer with.
  public init(method: HTTPMethod, path: String, statusCode: Int = 200, answer: Answer) {
    self.method = method
    self.path = "/" + path.drop { $0 == "/" }
    self.statusCode = statusCode
    self.answer = answer
  }

  /// A `GET` route answering with a file below the mock root.
  /// - Parameters:
  ///   - path: The path to match.
  ///   - file: The file, relative to the mock root.
  ///   - statusCode: The status to answer with.
  /// - Returns: The route.
  public static func get(_ path: String, file: String, statusCode: Int = 200) -> MockRoute {
    MockRoute(method: .get, path: path, statusCode: statusCode, answer: .file(file))
  }

  func matches(_ request: HTTPRequest) -> Bool {
    guard request.method == method else { return false }
    let requestPath = request.url.path
    return requestPath == path || requestPath.hasSuffix(path)
  }
}
