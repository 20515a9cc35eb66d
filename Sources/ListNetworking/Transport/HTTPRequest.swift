// SPDX-License-Identifier: MIT

public import Foundation

/// A fully built HTTP request: what a transport sends.
///
/// A plain value (`Sendable`, `Equatable`), so adapters can rewrite it, mocks can log it and the
/// cache can key on it. Built from an ``Endpoint`` by ``Endpoint/makeRequest(encoder:)``.
public struct HTTPRequest: Sendable, Equatable {
  /// The request method.
  public var method: HTTPMethod
  /// The absolute URL, query included.
  public var url: URL
  /// Header fields. Names are compared case-insensitively by ``header(_:)``.
  public var headers: [String: String]
  /// The body bytes, if any.
  public var body: Data?
  /// How long the transport waits for a response before failing with ``APIError/timeout``;
  /// `nil` means the transport's default.
  public var timeout: TimeInterval?
  /// The mock JSON file this request answers with when mocked (relative to the mock root), if
  /// the endpoint named one.
  public var mockFile: String?

  /// Creates a request.
  /// - Parameters:
  ///   - method: The request method.
  ///   - url: The absolute URL, query included.
  ///   - headers: Header fields.
  ///   - body: The body bytes.
  ///   - timeout: The timeout in seconds, or `nil` for the transport default.
  ///   - mockFile: The mock JSON file to answer with when mocked.
  public init(
    method: HTTPMethod = .get,
    url: URL,
    headers: [String: String] = [:],
    body: Data? = nil,
    timeout: TimeInterval? = nil,
    mockFile: String? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
    self.mockFile = mockFile
  }

  /// The value of a header field, looked up case-insensitively.
  /// - Parameter name: The field name.
  /// - Returns: The value, or `nil` when the field is absent.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The query items of ``url``, in order (percent-decoded).
  public var queryItems: [URLQueryItem] {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
  }

  /// The first value of the query parameter `name`, if present.
  /// - Parameter name: The parameter name (case-sensitive).
  /// - Returns: The decoded value; an empty string for a parameter without a value.
  public func queryValue(_ name: String) -> String? {
    guard let item = queryItems.first(where: { $0.name == name }) else { return nil }
    return item.value ?? ""
  }
}
