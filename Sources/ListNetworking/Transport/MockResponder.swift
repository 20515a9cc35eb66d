// SPDX-License-Identifier: MIT

public import Foundation

/// Answers requests from JSON files in a folder, the way a real server would page them.
///
/// The engine shared by ``MockTransport`` and the loopback `MockServer`, so both serve a
/// folder identically. For a request it picks a file:
/// 1. the first matching ``MockRoute``;
/// 2. the request's ``HTTPRequest/mockFile``;
/// 3. the URL path: `GET /projects/featured` → `projects/featured.json` (for other methods
///    `projects/featured.post.json` is tried first). When the full path has no file, leading
///    segments are dropped one by one, so a base URL prefix such as `/v1` does not matter.
///
/// When the file holds an array (or an object around one) and the request carries paging
/// parameters (see ``MockPaging``), only the requested slice is served. A missing file is a 404
/// with a JSON error body; a file that is not valid JSON is served as it is.
///
/// A `Sendable` value: reads files on each call, no caching, no shared state.
public struct MockResponder: Sendable {
  /// The folder the files live in.
  public var root: URL
  /// Explicit routes, tried before the path convention.
  public var routes: [MockRoute]
  /// The paging parameter and key names.
  public var paging: MockPaging

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
  /// - Returns: The file's contents (paged if asked), a 404 when there is no file, or a 400
  ///   for an invalid cursor.
  public func response(for request: HTTPRequest) -> HTTPResponse {
    var status = 200
    let file: String
    if let route = routes.first(where: { $0.matches(request) }) {
      status = route.statusCode
      switch route.answer {
      case .body(let data, let contentType):
        return HTTPResponse(statusCode: status, headers: ["Content-Type": contentType], body: data)
      case .file(let name):
        file = name
      }
    } else if let name = request.mockFile {
      file = name
    } else if let name = conventionalFile(for: request) {
      file = name
    } else {
      return Self.error(404, "No mock file for \(request.method) \(request.url.path)")
    }
    guard let url = resolve(file), let data = try? Data(contentsOf: url) else {
      return Self.error(404, "Mock file \(file) not found")
    }
    let contentType = Self.contentType(forExtension: url.pathExtension)
    guard contentType == "application/json", status < 300 else {
      return HTTPResponse(statusCode: status, headers: ["Content-Type": contentType], body: data)
    }
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
