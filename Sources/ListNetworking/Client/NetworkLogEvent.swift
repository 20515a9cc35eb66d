// SPDX-License-Identifier: MIT

public import Foundation

/// What the logging hook of ``APIClient`` and ``ResponseCache`` reports.
public enum NetworkLogEvent: Sendable, Equatable {
  /// One request was sent and the call it belongs to finished, successfully or not.
  case request(NetworkLogRecord)
  /// A cache entry was unusable (truncated, corrupt, another key's, or no longer decoding) and
  /// was deleted; `file` is its name in the cache folder, `reason` says what was wrong.
  case cacheEntryDiscarded(file: String, reason: String)
}

/// One request sent by ``APIClient``: method, URL, status, duration, size, and the call's error.
///
/// Reported once the call's outcome is known (after validators, decoding and envelope), so
/// ``error`` is exactly the error the call throws, whatever step threw it.
public struct NetworkLogRecord: Sendable, Equatable {
  /// The request method.
  public var method: HTTPMethod
  /// The request URL.
  public var url: URL
  /// The response status, or `nil` when no response arrived.
  public var statusCode: Int?
  /// How long the transport took.
  public var duration: Duration
  /// The response body size in bytes (0 when no response arrived).
  public var byteCount: Int
  /// The error the call failed with, if it failed: exactly the error the caller receives,
  /// whether the transport, a validator, decoding or the envelope threw it (so a rejected 404
  /// has ``statusCode`` 404 and ``APIError/httpStatus(code:bodyPreview:)`` here).
  public var error: APIError?

  /// Creates a record.
  /// - Parameters:
  ///   - method: The request method.
  ///   - url: The request URL.
  ///   - statusCode: The response status, or `nil`.
  ///   - duration: How long the transport took.
  ///   - byteCount: The response body size.
  ///   - error: The error the call failed with, if any.
  public init(
    method: HTTPMethod,
    url: URL,
    statusCode: Int?,
    duration: Duration,
    byteCount: Int,
    error: APIError? = nil
  ) {
    self.method = method
    self.url = url
    self.statusCode = statusCode
    self.duration = duration
    self.byteCount = byteCount
    self.error = error
  }
}

/// A logging hook: called from any task, after the event happened, never under a lock.
public typealias NetworkLogger = @Sendable (NetworkLogEvent) -> Void
