// SPDX-License-Identifier: MIT

public import Foundation

/// Sends ``Endpoint``s through a transport and decodes the answers.
///
/// The pipeline of one call: build the request from the endpoint, run the request adapters,
/// send it through the ``HTTPTransport``, log it, run the response validators, then decode the
/// body with the configured `JSONDecoder` (optionally unwrapping an ``Envelope``). Every failure
/// is an ``APIError`` that says what went wrong and where.
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
    /// Called once per finished request (and for cached responses that no longer decode).
    public var logger: NetworkLogger?
    /// Where ``APIClient/values(_:as:policy:)`` keeps responses; `nil` disables caching.
    public var cache: ResponseCache?

    /// Creates a configuration.
    /// - Parameters:
    ///   - decoder: Decodes response bodies.
    ///   - encoder: Encodes endpoint bodies.
    ///   - adapters: Rewrite every request, in order.
    ///   - validators: Judge every response, in order.
    ///   - logger: Called once per finished request.
    ///   - cache: Where cached calls keep responses.
    public init(
      decoder: JSONDecoder = JSONDecoder(),
      encoder: JSONEncoder = JSONEncoder(),
      adapters: [RequestAdapter] = [],
      validators: [ResponseValidator] = [.statusCodes()],
      logger: NetworkLogger? = nil,
      cache: ResponseCache? = nil
    ) {
      self.decoder = decoder
      self.encoder = encoder
      self.adapters = adapters
      self.validators = validators
      self.logger = logger
      self.cache = cache
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
  /// - Throws: An ``APIError``.
  public func send<T: Decodable>(_ endpoint: some Endpoint, as type: T.Type = T.self) async throws -> T {
    let response = try await validatedResponse(for: endpoint)
    return try ResponseDecoding.decode(T.self, from: response, decoder: configuration.decoder)
  }

  /// Sends `endpoint` and returns the validated raw response.
  /// - Parameter endpoint: The call to make.
  /// - Returns: The response, accepted by every validator.
  /// - Throws: An ``APIError``.
  public func validatedResponse(for endpoint: some Endpoint) async throws -> HTTPResponse {
    let (request, response) = try await exchange(endpoint)
    try validate(response, for: request)
    return response
  }

  /// Builds, adapts, sends and logs one request; does not validate.
  func exchange(_ endpoint: some Endpoint) async throws -> (HTTPRequest, HTTPResponse) {
    let request = try await prepare(endpoint)
    return (request, try await perform(request))
  }

  /// Builds the request and runs the adapters.
  func prepare(_ endpoint: some Endpoint) async throws -> HTTPRequest {
    var request = try endpoint.makeRequest(encoder: configuration.encoder)
    for adapter in configuration.adapters {
      request = try await adapter.adapt(request)
    }
    return request
  }

  /// Sends a prepared request and logs it; does not validate.
  func perform(_ request: HTTPRequest) async throws -> HTTPResponse {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try Task.checkCancellation()
      let response = try await transport.send(request)
      configuration.logger?(
        .request(
          NetworkLogRecord(
            method: request.method,
            url: request.url,
            statusCode: response.statusCode,
            duration: clock.now - start,
            byteCount: response.body.count
          )
        )
      )
      return response
    } catch {
      let apiError = Self.apiError(from: error)
      configuration.logger?(
        .request(
          NetworkLogRecord(
            method: request.method,
            url: request.url,
            statusCode: nil,
            duration: clock.now - start,
            byteCount: 0,
            error: apiError
          )
        )
      )
      throw apiError
    }
  }

  func validate(_ response: HTTPResponse, for request: HTTPRequest) throws {
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
