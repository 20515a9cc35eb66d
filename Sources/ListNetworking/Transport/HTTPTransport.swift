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
/// Transports are `Sendable` and may be called from many tasks at once.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and waits for the complete response.
  /// - Parameter request: The request to send.
  /// - Returns: The response, whatever its status.
  /// - Throws: An ``APIError`` when no response arrived.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
