// SPDX-License-Identifier: MIT

public import Foundation

/// An explicit answer for a method, path and optionally query values, overriding the path-to-file
/// convention of ``MockResponder``.
///
/// A route answers with a file, fixed bytes, or a reply its ``MockHandler`` computes from the
/// request (``dynamic(_:method:query:reply:)``). Routes are tried in order; the first one that
/// matches and does not reply ``MockReply/fallThrough`` answers.
///
/// ```swift
/// let routes: [MockRoute] = [
///   // A static route per query value: `?sinceId=1035` gets the snapshot taken after 1035.
///   .get("/statuses/home_timeline", query: ["sinceId": "1035"], file: "timeline/since-1035.json"),
///   // A dynamic route: the answer is computed from the request.
///   .dynamic("/echo", method: .post) { request in .json(request.body ?? Data("{}".utf8)) },
/// ]
/// ```
public struct MockRoute: Sendable, Equatable {
  /// What a route answers with.
  public enum Answer: Sendable, Equatable {
    /// A file below the mock root, served with the route's status (paging applies).
    case file(String)
    /// Fixed bytes, served as they are.
    case body(Data, contentType: String)
    /// A reply computed from each request; the route's ``MockRoute/statusCode`` is not used
    /// (the reply carries its own).
    case dynamic(MockHandler)
  }

  /// The method this route matches.
  public var method: HTTPMethod
  /// The URL path this route matches, e.g. `/projects/featured`. Matches when the request's
  /// path equals it or ends with it (so a base URL prefix such as `/v1` does not matter).
  public var path: String
  /// Query parameters the request must carry with exactly these (percent-decoded) values; other
  /// parameters may be present too. Empty matches any query.
  public var query: [String: String]
  /// The status to answer with.
  public var statusCode: Int
  /// The body to answer with.
  public var answer: Answer

  /// Creates a route.
  /// - Parameters:
  ///   - method: The method to match.
  ///   - path: The path to match.
  ///   - query: Query values the request must carry; empty matches any query.
  ///   - statusCode: The status to answer with.
  ///   - answer: The body to answer with.
  public init(
    method: HTTPMethod,
    path: String,
    query: [String: String] = [:],
    statusCode: Int = 200,
    answer: Answer
  ) {
    self.method = method
    self.path = "/" + path.drop { $0 == "/" }
    self.query = query
    self.statusCode = statusCode
    self.answer = answer
  }

  /// A `GET` route answering with a file below the mock root.
  /// - Parameters:
  ///   - path: The path to match.
  ///   - query: Query values the request must carry; empty matches any query.
  ///   - file: The file, relative to the mock root.
  ///   - statusCode: The status to answer with.
  /// - Returns: The route.
  public static func get(
    _ path: String,
    query: [String: String] = [:],
    file: String,
    statusCode: Int = 200
  ) -> MockRoute {
    MockRoute(method: .get, path: path, query: query, statusCode: statusCode, answer: .file(file))
  }

  /// A route whose answer a closure computes from each request it matches.
  ///
  /// ```swift
  /// let route = MockRoute.dynamic("/statuses/home_timeline") { request in
  ///   guard let since = request.queryValue("sinceId") else { return .fallThrough }
  ///   return .file("statuses/home_timeline/since-\(since).json")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The path to match.
  ///   - method: The method to match. Default `GET`.
  ///   - query: Query values the request must carry; empty matches any query.
  ///   - reply: Computes the answer; runs on any thread, may throw (see ``MockHandler``).
  /// - Returns: The route.
  public static func dynamic(
    _ path: String,
    method: HTTPMethod = .get,
    query: [String: String] = [:],
    reply: @escaping @Sendable (HTTPRequest) throws -> MockReply
  ) -> MockRoute {
    MockRoute(method: method, path: path, query: query, answer: .dynamic(MockHandler(reply)))
  }

  func matches(_ request: HTTPRequest) -> Bool {
    guard request.method == method else { return false }
    let requestPath = request.url.path
    guard requestPath == path || requestPath.hasSuffix(path) else { return false }
    return query.allSatisfy { request.queryValue($0.key) == $0.value }
  }
}
