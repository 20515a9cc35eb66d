// SPDX-License-Identifier: MIT

public import Foundation

/// Describes one API call: where it goes, how, with what, and which mock JSON answers it.
///
/// Conform an enum (one case per call, in Moya's spirit) or use the ready-made ``APIEndpoint``
/// struct. Only ``baseURL`` and ``path`` are required; everything else has a default.
///
/// The path may hold `{name}` placeholders (`users/{userId}/repos`), filled from
/// ``pathParameters`` and percent-encoded (`/` becomes `%2F`, `?` becomes `%3F`), so a value
/// fills exactly one path segment: it can never add a segment, remove one or start a query.
/// ``makeRequest(encoder:)`` throws, naming the placeholder, for a placeholder without a value
/// (``APIError/missingPathParameter(_:)``) and for a value that cannot fill one segment
/// (``APIError/invalidPathParameter(name:value:)``): an empty value, which would build
/// `users//repos`, and the dot segments `.` and `..`, which clients and servers resolve
/// (`users/../repos` asks for `repos`). Dots inside a longer value (`v1.2`, `...`) are kept.
///
/// > Important: Dot segments are rejected, not encoded as `%2E%2E`: RFC 3986 makes `%2E`
/// > equivalent to `.`, so a server or proxy that normalises paths would resolve it anyway.
/// > Validate ids from deep links and user input before they reach an endpoint, and expect
/// > ``APIError/invalidPathParameter(name:value:)`` where they may be empty.
public protocol Endpoint: Sendable {
  /// The server's base URL, e.g. `https://api.example.com/v1`.
  var baseURL: URL { get }
  /// The path below ``baseURL``, with optional `{name}` placeholders.
  var path: String { get }
  /// Values for the path's `{name}` placeholders, each filling one segment: not empty, not `.`
  /// or `..`. Default: none.
  var pathParameters: [String: String] { get }
  /// The request method. Default: `GET`.
  var method: HTTPMethod { get }
  /// Query items appended to the URL, in order. Default: none.
  var queryItems: [URLQueryItem] { get }
  /// A value encoded as the JSON body. Default: none.
  var body: (any Encodable & Sendable)? { get }
  /// Header fields for this call. Default: none.
  var headers: [String: String] { get }
  /// The timeout in seconds, or `nil` for the transport's default. Default: `nil`.
  var timeout: TimeInterval? { get }
  /// The mock JSON file answering this call when mocked, relative to the mock root
  /// (e.g. `projects/featured.json`). Default: `nil`, meaning the mock derives it from the path.
  var mockFile: String? { get }
}

extension Endpoint {
  /// No path parameters.
  public var pathParameters: [String: String] { [:] }
  /// `GET`.
  public var method: HTTPMethod { .get }
  /// No query items.
  public var queryItems: [URLQueryItem] { [] }
  /// No body.
  public var body: (any Encodable & Sendable)? { nil }
  /// No headers.
  public var headers: [String: String] { [:] }
  /// The transport's default timeout.
  public var timeout: TimeInterval? { nil }
  /// Derived from the path by the mock.
  public var mockFile: String? { nil }

  /// Builds the request this endpoint describes.
  ///
  /// Fills the path's placeholders (percent-encoded, one segment each), appends the query items
  /// (percent-encoded, `+` included), encodes the body as JSON and adds
  /// `Content-Type: application/json` when there is a body and no content type was given.
  ///
  /// ```swift
  /// let repos = APIEndpoint(baseURL: api, path: "users/{user}/repos", pathParameters: ["user": "a b/c"])
  /// try repos.makeRequest().url  // …/users/a%20b%2Fc/repos
  /// let up = APIEndpoint(baseURL: api, path: "users/{user}/repos", pathParameters: ["user": ".."])
  /// try up.makeRequest()         // throws APIError.invalidPathParameter(name: "user", value: "..")
  /// ```
  /// - Parameter encoder: The encoder for the body.
  /// - Returns: The request.
  /// - Throws: ``APIError/missingPathParameter(_:)``, ``APIError/invalidPathParameter(name:value:)``
  ///   (an empty, `.` or `..` value), ``APIError/invalidURL(_:)`` or ``APIError/encodingFailed(_:)``.
  public func makeRequest(encoder: JSONEncoder = JSONEncoder()) throws(APIError) -> HTTPRequest {
    let url = try URLBuilder.url(
      base: baseURL,
      path: path,
      parameters: pathParameters,
      query: queryItems
    )
    var headers = headers
    var data: Data?
    if let body {
      do {
        data = try encoder.encode(body)
      } catch {
        throw .encodingFailed(String(describing: error))
      }
      if !headers.keys.contains(where: { $0.caseInsensitiveCompare("Content-Type") == .orderedSame }) {
        headers["Content-Type"] = "application/json"
      }
    }
    return HTTPRequest(method: method, url: url, headers: headers, body: data, timeout: timeout, mockFile: mockFile)
  }
}

/// A ready-made ``Endpoint``: a struct with every property settable.
public struct APIEndpoint: Endpoint {
  /// The server's base URL.
  public var baseURL: URL
  /// The path below the base URL, with optional `{name}` placeholders.
  public var path: String
  /// Values for the path's placeholders.
  public var pathParameters: [String: String]
  /// The request method.
  public var method: HTTPMethod
  /// Query items appended to the URL.
  public var queryItems: [URLQueryItem]
  /// A value encoded as the JSON body.
  public var body: (any Encodable & Sendable)?
  /// Header fields.
  public var headers: [String: String]
  /// The timeout in seconds, or `nil` for the transport default.
  public var timeout: TimeInterval?
  /// The mock JSON file answering this call when mocked.
  public var mockFile: String?

  /// Creates an endpoint.
  /// - Parameters:
  ///   - baseURL: The server's base URL.
  ///   - path: The path below the base URL, with optional `{name}` placeholders.
  ///   - pathParameters: Values for the placeholders.
  ///   - method: The request method.
  ///   - queryItems: Query items appended to the URL.
  ///   - body: A value encoded as the JSON body.
  ///   - headers: Header fields.
  ///   - timeout: The timeout in seconds, or `nil` for the transport default.
  ///   - mockFile: The mock JSON file answering this call when mocked.
  public init(
    baseURL: URL,
    path: String,
    pathParameters: [String: String] = [:],
    method: HTTPMethod = .get,
    queryItems: [URLQueryItem] = [],
    body: (any Encodable & Sendable)? = nil,
    headers: [String: String] = [:],
    timeout: TimeInterval? = nil,
    mockFile: String? = nil
  ) {
    self.baseURL = baseURL
    self.path = path
    self.pathParameters = pathParameters
    self.method = method
    self.queryItems = queryItems
    self.body = body
    self.headers = headers
    self.timeout = timeout
    self.mockFile = mockFile
  }
}
