// SPDX-License-Identifier: MIT

/// Sends one HTTP request and returns the raw response.
///
/// A transport reports any status (4xx and 5xx included) as an ``HTTPResponse``; judging
/// statuses is the ``APIClient``'s job. It throws only when no response arrived, as an
/// ``APIError``: ``APIError/transport(_:)``, ``APIError/timeout`` or ``APIError/cancelled``.
///
/// Cancelling the calling task cancels the request: the transport stops waiting and throws
/// ``APIError/cancelled``.
///
/// A response body longer than the caller's limit is ``APIError/responseTooLarge(limit:)``:
/// ``send(_:maximumResponseSize:)`` is what ``APIClient`` calls. Its default implementation sends
/// with ``send(_:)`` and checks the size afterwards, so such a transport holds the whole body
/// first; ``URLSessionTransport`` stops reading at the limit instead.
///
/// Transports are `Sendable` and may be called from many tasks at once.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and waits for the complete response.
  /// - Parameter request: The request to send.
  /// - Returns: The response, whatever its status.
  /// - Throws: An ``APIError`` when no response arrived.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse

  /// Sends `request` and waits for the complete response, whose body may hold at most
  /// `maximumResponseSize` bytes.
  /// - Parameters:
  ///   - request: The request to send.
  ///   - maximumResponseSize: The most body bytes accepted.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``APIError/responseTooLarge(limit:)`` for a longer body, else an ``APIError``
  ///   when no response arrived.
  func send(_ request: HTTPRequest, maximumResponseSize: Int) async throws -> HTTPResponse
}

extension HTTPTransport {
  /// Sends with ``send(_:)``, then throws ``APIError/responseTooLarge(limit:)`` when the body is
  /// longer than `maximumResponseSize` bytes (it has been received whole by then).
  /// - Parameters:
  ///   - request: The request to send.
  ///   - maximumResponseSize: The most body bytes accepted.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``APIError/responseTooLarge(limit:)``, or what ``send(_:)`` throws.
  public func send(_ request: HTTPRequest, maximumResponseSize: Int) async throws -> HTTPResponse {
    let response = try await send(request)
    guard response.body.count <= maximumResponseSize else {
      throw APIError.responseTooLarge(limit: maximumResponseSize)
    }
    return response
  }
}
