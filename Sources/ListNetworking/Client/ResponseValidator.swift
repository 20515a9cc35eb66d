// SPDX-License-Identifier: MIT

/// Judges a response before it is decoded; throws an ``APIError`` to reject it.
///
/// An ``APIClient`` runs its validators in order; the first to throw fails the call with its
/// error, and the call's log record carries that same error. Validators throw ``APIError`` only
/// (typed throws), so every failure after a request was sent is an ``APIError``: reject with
/// ``APIError/httpStatus(code:bodyPreview:)`` or ``APIError/server(code:message:)``.
///
/// ```swift
/// let session = ResponseValidator { _, response throws(APIError) in
///   if response.statusCode == 401 { throw .server(code: "401", message: "Please sign in again.") }
/// }
/// ```
public struct ResponseValidator: Sendable {
  private let body: @Sendable (HTTPRequest, HTTPResponse) throws(APIError) -> Void

  /// Creates a validator from a closure.
  /// - Parameter validate: Throws an ``APIError`` to reject the response; called from any task.
  public init(_ validate: @escaping @Sendable (HTTPRequest, HTTPResponse) throws(APIError) -> Void) {
    self.body = validate
  }

  /// Applies the validator.
  /// - Parameters:
  ///   - response: The response.
  ///   - request: The request it answers.
  /// - Throws: The validator's ``APIError``.
  public func validate(_ response: HTTPResponse, for request: HTTPRequest) throws(APIError) {
    try body(request, response)
  }

  /// Accepts only the given statuses; others throw ``APIError/httpStatus(code:bodyPreview:)``
  /// with a short preview of the body.
  /// - Parameter accepted: The accepted statuses. Default `200..<300`.
  /// - Returns: The validator.
  public static func statusCodes(_ accepted: Range<Int> = 200..<300) -> ResponseValidator {
    ResponseValidator { _, response throws(APIError) in
      guard accepted.contains(response.statusCode) else {
        throw APIError.httpStatus(code: response.statusCode, bodyPreview: APIError.preview(of: response.body))
      }
    }
  }
}
