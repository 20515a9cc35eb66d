// SPDX-License-Identifier: MIT

public import Foundation

/// Sends ``Endpoint``s through a transport and decodes the answers.
///
/// The pipeline of one call: build the request from the endpoint, run the request adapters,
/// send it through the ``HTTPTransport``, run the response validators, decode the body with the
/// configured `JSONDecoder` (optionally unwrapping an ``Envelope``), then log the call. Every
/// failure is an ``APIError`` that says what went wrong and where; the one exception is an error
/// your own ``RequestAdapter`` throws, which fails the call unchanged.
///
/// The logger runs last, once per request that was sent, so its ``NetworkLogRecord`` carries the
/// outcome the caller sees: ``NetworkLogRecord/error`` is exactly the error the call throws,
/// whichever step threw it (transport, validator, decoding or envelope), and `nil` when the call
/// returned a value. A call that fails before sending (building the request, an adapter) is not
/// logged: there is no request to report.
///
/// A `Sendable` value: share one client per backend between tasks freely. Cancelling the calling
/// task cancels the request and the call throws ``APIError/cancelled``.
public struct APIClient: Sendable {
  /// The settings of a client.
  public struct Configuration: Sendable {
    /// Decodes response bodies.
    public var decoder: JSONDecoder
    /// Encodes endpoint bodies.
    public var encoder: JSONEncoder
    /// Rewrite every request, in order.
    public var adapters: [RequestAdapter]
    /// Judge every response, in order. Default: accept `200..<300`.
    public var validators: [ResponseValidator]
    /// Called once per request sent, after the call's outcome is known, with the error the call
    /// throws (if any). Cache events, such as a cached response that no longer decodes, go to the
    /// ``ResponseCache``'s own logger.
    public var logger: NetworkLogger?
    /// Where ``APIClient/values(_:as:policy:)`` keeps responses; `nil` disables caching.
    public var cache: ResponseCache?
    /// The most body bytes a response may have; a longer one fails with
    /// ``APIError/responseTooLarge(limit:)``. ``URLSessionTransport`` stops reading at the limit
    /// (at once when `Content-Length` announces more), so memory stays bounded by it. Default
    /// ``defaultMaximumResponseSize`` (16 MiB), far above any page of a list.
    public var maximumResponseSize: Int

    /// The default ``maximumResponseSize``: 16 MiB.
    public static let defaultMaximumResponseSize = 16 * 1024 * 1024

    /// Creates a configuration.
    /// - Parameters:
    ///   - decoder: Decodes response bodies.
    ///   - encoder: Encodes endpoint bodies.
    ///   - adapters: Rewrite every request, in order.
    ///   - validators: Judge every response, in order.
    ///   - logger: Called once per request sent, with the call's outcome.
    ///   - cache: Where cached calls keep responses.
    ///   - maximumResponseSize: The most body bytes a response may have.
    public init(
      decoder: JSONDecoder = JSONDecoder(),
      encoder: JSONEncoder = JSONEncoder(),
      adapters: [RequestAdapter] = [],
      validators: [ResponseValidator] = [.statusCodes()],
      logger: NetworkLogger? = nil,
      cache: ResponseCache? = nil,
      maximumResponseSize: Int = defaultMaximumResponseSize
    ) {
      precondition(maximumResponseSize >= 0, "APIClient.Configuration: maximumResponseSize must not be negative.")
      self.decoder = decoder
      self.encoder = encoder
      self.adapters = adapters
      self.validators = validators
      self.logger = logger
      self.cache = cache
      self.maximumResponseSize = maximumResponseSize
    }
  }

  /// The transport requests go through.
  public let transport: any HTTPTransport
  /// The client's settings.
  public let configuration: Configuration

  /// Creates a client.
  /// - Parameters:
  ///   - transport: The transport requests go through.
  ///   - configuration: The client's settings.
  public init(transport: any HTTPTransport, configuration: Configuration = Configuration()) {
    self.transport = transport
    self.configuration = configuration
  }

  /// Sends `endpoint` and decodes the body as `T`.
  /// - Parameters:
  ///   - endpoint: The call to make.
  ///   - type: The type to decode.
  /// - Returns: The decoded value.
  /// - Throws: An ``APIError`` (or, unchanged, an error a request adapter threw).
  public func send<T: Decodable>(_ endpoint: some Endpoint, as type: T.Type = T.self) async throws -> T {
    let decoder = configuration.decoder
    return try await call(endpoint) { request, response throws(APIError) in
      try validate(response, for: request)
      return try ResponseDecoding.decode(T.self, from: response, decoder: decoder)
    }
  }

  /// Sends `endpoint` and returns the validated raw response.
  /// - Parameter endpoint: The call to make.
  /// - Returns: The response, accepted by every validator.
  /// - Throws: An ``APIError`` (or, unchanged, an error a request adapter threw).
  public func validatedResponse(for endpoint: some Endpoint) async throws -> HTTPResponse {
    try await call(endpoint) { request, response throws(APIError) in
      try validate(response, for: request)
      return response
    }
  }

  /// Builds and adapts the request, sends it, turns the response into a value with `finish`
  /// (validators, decoding, envelope) and logs the outcome.
  func call<T>(
    _ endpoint: some Endpoint,
    finish: (HTTPRequest, HTTPResponse) throws(APIError) -> T
  ) async throws -> T {
    let request = try await prepare(endpoint)
    return try await perform(request) { response throws(APIError) in try finish(request, response) }
  }

  /// Builds the request and runs the adapters. Nothing is sent or logged yet; an adapter's own
  /// error passes through unchanged (a `CancellationError` becomes ``APIError/cancelled``).
  func prepare(_ endpoint: some Endpoint) async throws -> HTTPRequest {
    var request = try endpoint.makeRequest(encoder: configuration.encoder)
    for adapter in configuration.adapters {
      do {
        request = try await adapter.adapt(request)
      } catch is CancellationError {
        throw APIError.cancelled
      }
    }
    return request
  }

  /// Sends a prepared request, turns the response into a value with `finish`, then logs the
  /// call once with its outcome: the error it throws, whichever step threw it.
  func perform<T>(
    _ request: HTTPRequest,
    finish: (HTTPResponse) throws(APIError) -> T
  ) async throws(APIError) -> T {
    let clock = ContinuousClock()
    let start = clock.now
    let response: HTTPResponse
    do {
      try Task.checkCancellation()
      response = try await transport.send(request, maximumResponseSize: configuration.maximumResponseSize)
    } catch {
      let apiError = Self.apiError(from: error)
      log(request, response: nil, duration: clock.now - start, error: apiError)
      throw apiError
    }
    let duration = clock.now - start
    do {
      let value = try finish(response)
      log(request, response: response, duration: duration, error: nil)
      return value
    } catch {
      log(request, response: response, duration: duration, error: error)
      throw error
    }
  }

  private func log(_ request: HTTPRequest, response: HTTPResponse?, duration: Duration, error: APIError?) {
    configuration.logger?(
      .request(
        NetworkLogRecord(
          method: request.method,
          url: request.url,
          statusCode: response?.statusCode,
          duration: duration,
          byteCount: response?.body.count ?? 0,
          error: error
        )
      )
    )
  }

  func validate(_ response: HTTPResponse, for request: HTTPRequest) throws(APIError) {
    for validator in configuration.validators {
      try validator.validate(response, for: request)
    }
  }

  /// Maps anything a transport threw to an ``APIError``.
  static func apiError(from error: any Error) -> APIError {
    switch error {
    case let error as APIError: error
    case is CancellationError: .cancelled
    default: .transport(String(describing: error))
    }
  }
}
