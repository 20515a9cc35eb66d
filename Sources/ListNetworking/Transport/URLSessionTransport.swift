// SPDX-License-Identifier: MIT

public import Foundation

#if canImport(FoundationNetworking)
  // URLSession lives in FoundationNetworking on Linux; on Apple platforms it is in Foundation.
  public import FoundationNetworking

  /// FoundationNetworking truncates timeouts to whole seconds, so 0.5 s would time out at once.
  private let minimumTimeout: TimeInterval = 1
#else
  private let minimumTimeout: TimeInterval = 0
#endif

/// Real HTTP through `URLSession` (`FoundationNetworking` on Linux).
///
/// Any status is returned as an ``HTTPResponse``. Failures before a response map to
/// ``APIError/timeout`` (the request's timeout, else ``defaultTimeout``, elapsed),
/// ``APIError/cancelled`` (the calling task was cancelled, which cancels the data task) or
/// ``APIError/transport(_:)`` (everything else, e.g. a connection closed mid-response).
///
/// > Note: On Linux, `FoundationNetworking` counts timeouts in whole seconds; timeouts below one
/// > second are raised to one second there.
public final class URLSessionTransport: HTTPTransport {
  private struct Flight {
    var task: URLSessionDataTask?
    var cancelled = false
  }

  /// The session requests run on.
  public let session: URLSession
  /// The timeout for requests that carry none, in seconds.
  public let defaultTimeout: TimeInterval
  private let ownsSession: Bool

  /// Creates a transport.
  /// - Parameters:
  ///   - session: The session requests run on; `nil` creates an ephemeral session (no shared
  ///     cookies or URL cache; ``ResponseCache`` is the cache) that is invalidated when the
  ///     transport is released.
  ///   - defaultTimeout: The timeout for requests that carry none. Default 60 seconds.
  public init(session: URLSession? = nil, defaultTimeout: TimeInterval = 60) {
    self.session = session ?? URLSession(configuration: .ephemeral)
    self.ownsSession = session == nil
    self.defaultTimeout = defaultTimeout
  }

  deinit {
    if ownsSession { session.finishTasksAndInvalidate() }
  }

  /// Sends `request` through the session.
  /// - Parameter request: The request.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``APIError/timeout``, ``APIError/cancelled`` or ``APIError/transport(_:)``.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = max(request.timeout ?? defaultTimeout, minimumTimeout)
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let flight = Locked(Flight())
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        let task = session.dataTask(with: urlRequest) { data, response, error in
          continuation.resume(with: Self.result(data: data, response: response, error: error))
        }
        let cancelled = flight.withLock { flight -> Bool in
          flight.task = task
          return flight.cancelled
        }
        if cancelled {
          continuation.resume(throwing: APIError.cancelled)
        } else {
          task.resume()
        }
      }
    } onCancel: {
      let task = flight.withLock { flight -> URLSessionDataTask? in
        flight.cancelled = true
        return flight.task
      }
      task?.cancel()
    }
  }

  private static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<
    HTTPResponse, any Error
  > {
    if let error {
      return .failure(map(error))
    }
    guard let http = response as? HTTPURLResponse else {
      return .failure(APIError.transport("The response is not HTTP."))
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    return .success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: data ?? Data()))
  }

  private static func map(_ error: any Error) -> APIError {
    guard let urlError = error as? URLError else { return .transport(error.localizedDescription) }
    switch urlError.code {
    case .timedOut: return .timeout
    case .cancelled: return .cancelled
    default: return .transport("\(urlError.localizedDescription) (URLError \(urlError.code.rawValue))")
    }
  }
}
