// SPDX-License-Identifier: MIT

extension APIClient {
  /// Sends `endpoint`, decodes the body as the envelope `E` and returns its payload.
  ///
  /// A code outside `rules.successCodes` throws ``APIError/server(code:message:)`` with the
  /// table's message, else the server's, else the fallback. When a validator rejects the status
  /// (a 500 carrying an error envelope, say) and the body decodes as `E` with an error code, that
  /// server error is thrown instead of the bare ``APIError/httpStatus(code:bodyPreview:)``.
  /// A success without a payload throws ``APIError/decoding(keyPath:reason:)`` at the payload key.
  /// The logger's record carries whichever of these errors the call throws.
  /// - Parameters:
  ///   - endpoint: The call to make.
  ///   - envelope: The envelope shape of this backend, e.g. `StandardEnvelope<[Project]>.self`.
  ///   - rules: Success codes and messages; `nil` uses `E.defaultRules`.
  /// - Returns: The payload.
  /// - Throws: An ``APIError`` (or, unchanged, an error a request adapter threw).
  public func send<E: Envelope>(
    _ endpoint: some Endpoint,
    envelope: E.Type,
    rules: EnvelopeRules<E.Code>? = nil
  ) async throws -> E.Payload {
    let rules = rules ?? E.defaultRules
    return try await call(endpoint) { request, response throws(APIError) in
      try payload(of: response, for: request, envelope: envelope, rules: rules)
    }
  }

  /// Validates `response` and unwraps its envelope, preferring the envelope's server error over
  /// a bare status error.
  func payload<E: Envelope>(
    of response: HTTPResponse,
    for request: HTTPRequest,
    envelope: E.Type,
    rules: EnvelopeRules<E.Code>
  ) throws(APIError) -> E.Payload {
    do {
      try validate(response, for: request)
    } catch {
      if let wrapped = try? ResponseDecoding.decode(E.self, from: response, decoder: configuration.decoder),
        !rules.successCodes.contains(wrapped.code)
      {
        throw Self.serverError(wrapped, rules: rules)
      }
      throw error
    }
    return try Self.unwrap(
      ResponseDecoding.decode(E.self, from: response, decoder: configuration.decoder),
      rules: rules
    )
  }

  static func unwrap<E: Envelope>(_ wrapped: E, rules: EnvelopeRules<E.Code>) throws(APIError) -> E.Payload {
    guard rules.successCodes.contains(wrapped.code) else { throw serverError(wrapped, rules: rules) }
    guard let payload = wrapped.payload else { throw .decoding(keyPath: E.payloadKey, reason: "is missing") }
    return payload
  }

  static func serverError<E: Envelope>(_ wrapped: E, rules: EnvelopeRules<E.Code>) -> APIError {
    let message =
      rules.messages[wrapped.code] ?? wrapped.message.flatMap { $0.isEmpty ? nil : $0 } ?? rules.fallbackMessage
    return .server(code: wrapped.code.description, message: message)
  }
}
