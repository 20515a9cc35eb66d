// SPDX-License-Identifier: MIT

public import Foundation

/// What a transport got back: status, headers and body bytes.
public struct HTTPResponse: Sendable, Equatable {
  /// The HTTP status code.
  public var statusCode: Int
  /// Header fields. Use ``header(_:)`` for case-insensitive lookup.
  public var headers: [String: String]
  /// The body bytes (empty when there was none).
  public var body: Data

  /// Creates a response.
  /// - Parameters:
  ///   - statusCode: The HTTP status code.
  ///   - headers: Header fields.
  ///   - body: The body bytes.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// The value of a header field, looked up case-insensitively.
  /// - Parameter name: The field name.
  /// - Returns: The value, or `nil` when the field is absent.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// A JSON response with `Content-Type: application/json`.
  /// - Parameters:
  ///   - statusCode: The HTTP status code.
  ///   - body: The JSON bytes.
  /// - Returns: The response.
  public static func json(_ statusCode: Int = 200, _ body: Data) -> HTTPResponse {
    HTTPResponse(statusCode: statusCode, headers: ["Content-Type": "application/json"], body: body)
  }
}
