// SPDX-License-Identifier: MIT

public import Foundation

/// Answers requests from JSON files in a folder, the way a real server would page them.
///
/// The engine shared by ``MockTransport`` and the loopback `MockServer`, so both serve a
/// folder identically. For a request it picks an answer:
/// 1. the first matching ``MockRoute`` (method, path and its ``MockRoute/query`` values) that
///    answers: a file, fixed bytes, or what its ``MockHandler`` computes from the request (a
///    ``MockReply/fallThrough`` reply passes on to the next matching route);
/// 2. the request's ``HTTPRequest/mockFile``;
/// 3. the URL path: `GET /projects/featured` → `projects/featured.json` (for other methods
///    `projects/featured.post.json` is tried first). When the full path has no file, leading
///    segments are dropped one by one, so a base URL prefix such as `/v1` does not matter.
///
/// When the file (or a handler's ``MockReply/json(_:statusCode:)`` bytes) holds an array (or an
/// object around one) and the request carries a search query (``searchParameter``, `q` by
/// default), only the items matching it are kept; when it carries paging parameters (see
/// ``MockPaging``), only the requested slice of them is served. A missing file is a 404 with a JSON error body; a file that is not
/// valid JSON is served as it is. A handler that throws gives a 500 with a JSON error body here
/// (``MockTransport`` throws an ``APIError`` instead).
///
/// A `Sendable` value: reads files on each call, no caching, no shared state of its own (a
/// route's handler may keep some; it must be thread-safe).
public struct MockResponder: Sendable {
  /// The folder the files live in.
  public var root: URL
  /// Explicit routes, tried before the path convention.
  public var routes: [MockRoute]
  /// The paging parameter and key names.
  public var paging: MockPaging
  /// The query parameter of a search (`q` by default), or `nil` to serve every item whatever the
  /// query: see ``filtered(_:for:)``.
  public var searchParameter: String? = "q"

  /// Creates a responder over a folder.
  /// - Parameters:
  ///   - root: The folder holding the JSON files.
  ///   - routes: Explicit routes, tried first.
  ///   - paging: The paging parameter and key names.
  public init(root: URL, routes: [MockRoute] = [], paging: MockPaging = MockPaging()) {
    self.root = root
    self.routes = routes
    self.paging = paging
  }

  /// Creates a responder over a resource folder of a bundle (e.g. `Bundle.module`).
  /// - Parameters:
  ///   - bundle: The bundle holding the folder.
  ///   - folder: The folder's name inside the bundle's resources.
  ///   - routes: Explicit routes, tried first.
  ///   - paging: The paging parameter and key names.
  /// - Returns: `nil` when the bundle has no such folder.
  public init?(bundle: Bundle, folder: String, routes: [MockRoute] = [], paging: MockPaging = MockPaging()) {
    guard let url = bundle.url(forResource: folder, withExtension: nil) else { return nil }
    self.init(root: url, routes: routes, paging: paging)
  }

  /// The response for `request`.
  /// - Parameter request: The request.
  /// - Returns: The route's or file's answer (paged if asked), a 404 when there is no file, a 400
  ///   for invalid paging parameters, or a 500 when a route's handler throws.
  public func response(for request: HTTPRequest) -> HTTPResponse {
    do {
      return try checkedResponse(for: request)
    } catch {
      return Self.error(500, error.errorDescription ?? "\(error)")
    }
  }

  /// The response for `request`, or the error a route's handler threw: the handler's own
  /// ``APIError``, or ``APIError/transport(_:)`` naming the route for any other error.
  func checkedResponse(for request: HTTPRequest) throws(APIError) -> HTTPResponse {
    for route in routes where route.matches(request) {
      switch route.answer {
      case .body(let data, let contentType):
        return HTTPResponse(statusCode: route.statusCode, headers: ["Content-Type": contentType], body: data)
      case .file(let name):
        return serve(file: name, status: route.statusCode, for: request)
      case .dynamic(let handler):
        let reply: MockReply
        do {
          reply = try handler.reply(to: request)
        } catch let error as APIError {
          throw error
        } catch {
          throw .transport("Mock route \(route.method) \(route.path) failed: \(error)")
        }
        switch reply {
        case .fallThrough:
          continue
        case .file(let name, let status):
          return serve(file: name, status: status, for: request)
        case .json(let data, let status):
          return serve(data, contentType: "application/json", status: status, for: request)
        case .response(let response):
          return response
        }
      }
    }
    if let name = request.mockFile {
      return serve(file: name, status: 200, for: request)
    }
    if let name = conventionalFile(for: request) {
      return serve(file: name, status: 200, for: request)
    }
    return Self.error(404, "No mock file for \(request.method) \(request.url.path)")
  }

  /// A file's contents, paged if asked; a 404 when it does not exist below the root.
  private func serve(file: String, status: Int, for request: HTTPRequest) -> HTTPResponse {
    guard let url = resolve(file), let data = try? Data(contentsOf: url) else {
      return Self.error(404, "Mock file \(file) not found")
    }
    return serve(data, contentType: Self.contentType(forExtension: url.pathExtension), status: status, for: request)
  }

  /// The bytes as they are, or the requested page of them when they are a successful JSON answer.
  private func serve(_ data: Data, contentType: String, status: Int, for request: HTTPRequest) -> HTTPResponse {
    guard contentType == "application/json", status < 300 else {
      return HTTPResponse(statusCode: status, headers: ["Content-Type": contentType], body: data)
    }
    let data = filtered(data, for: request)
    switch MockPager(rules: paging).page(data, request: request) {
    case .notPaged:
      return HTTPResponse(statusCode: status, headers: ["Content-Type": contentType], body: data)
    case .paged(let body, let total, let nextCursor):
      var headers = ["Content-Type": contentType, "X-Total-Count": String(total)]
      headers["X-Next-Cursor"] = nextCursor
      return HTTPResponse(statusCode: status, headers: headers, body: body)
    case .badRequest(let message):
      return Self.error(400, message)
    }
  }

  private func conventionalFile(for request: HTTPRequest) -> String? {
    var segments = request.url.path.split(separator: "/").map(String.init)
    while !segments.isEmpty {
      let base = segments.joined(separator: "/")
      var candidates = ["\(base).json"]
      if request.method != .get {
        candidates.insert("\(base).\(request.method.rawValue.lowercased()).json", at: 0)
      }
      if let found = candidates.first(where: { resolve($0) != nil }) { return found }
      segments.removeFirst()
    }
    return nil
  }

  /// The file's URL when it exists below the root; `nil` for anything escaping the root.
  private func resolve(_ relative: String) -> URL? {
    let parts = relative.split(separator: "/")
    guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
    let url = parts.reduce(root) { $0.appendingPathComponent(String($1)) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      return nil
    }
    return url
  }

  static func contentType(forExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "json": return "application/json"
    case "html", "htm": return "text/html; charset=utf-8"
    case "txt": return "text/plain; charset=utf-8"
    default: return "application/octet-stream"
    }
  }

  static func error(_ status: Int, _ message: String) -> HTTPResponse {
    let body =
      (try? JSONSerialization.data(withJSONObject: ["error": message], options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return .json(status, body)
  }
}
