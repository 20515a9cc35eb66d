// SPDX-License-Identifier: MIT

/// Judges a response before it is decoded; throws to reject it.
///
/// An ``APIClient`` runs its validators in order; the first to throw fails the call.
public struct ResponseValidator: Sendable {
  private let body: @Sendable (HTTPRequest, HTTPResponse) throws -> Void

  /// Creates a validator from a closure.
  /// - Parameter validate: Throws to reject the response; called from any task.
  public init(_ validate: @escaping @Sendable (HTTPRequest, HTTPResponse) throws -> Void) {
    self.body = validate
  }

  /// Applies the validator.
  /// - Parameters:
  ///   - response: The response.
  ///   - request: The request it answers.
  /// - Throws: The validator's error.
  public func validate(_ response: HTTPResponse, for request: HTTPRequest) throws {
    try body(request, response)
  }

  /// Accepts only the given statuses; others throw ``APIError/httpStatus(code:bodyPreview:)``
  /// with a short preview of the body.
  /// - Parameter accepted: The accepted statuses. Default `200..<300`.
  /// - Returns: The validator.
  public static func statusCodes(_ accepted: Range<Int> = 200..<300) -> ResponseValidator {
    ResponseValidator { _, response in
      guard accepted.contains(response.statusCode) else {
        throw APIError.httpStatus(code: response.statusCode, bodyPreview: APIError.preview(of: response.body))
      }
    }
  }
}
