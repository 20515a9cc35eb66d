// SPDX-License-Identifier: MIT

import Foundation

extension APIClient {
  /// Sends `endpoint` under a cache policy and delivers the decoded value(s) as they come.
  ///
  /// With ``CachePolicy/cacheThenNetwork`` the cached value (if any) is delivered first, marked
  /// ``CachedValue/isCached``, *before* the request goes out; the fresh value follows. If the
  /// network then fails, the stream ends with that error after the cached value. Successful
  /// network responses are stored in ``Configuration/cache``; a cached response that no longer
  /// decodes is deleted, reported to the cache's logger as
  /// ``NetworkLogEvent/cacheEntryDiscarded(file:reason:)`` and treated as a miss. Without a
  /// cache every policy behaves like ``CachePolicy/networkOnly``.
  ///
  /// Ending the iteration early (or cancelling the consuming task) cancels the request.
  /// - Parameters:
  ///   - endpoint: The call to make.
  ///   - type: The type to decode.
  ///   - policy: Where to get the value from.
  /// - Returns: One or two values, then the end (or an ``APIError``, or unchanged an error a
  ///   request adapter threw).
  public func values<T: Decodable & Sendable>(
    _ endpoint: some Endpoint,
    as type: T.Type = T.self,
    policy: CachePolicy
  ) -> AsyncThrowingStream<CachedValue<T>, any Error> {
    let decoder = configuration.decoder
    return cachedValues(
      endpoint,
      policy: policy,
      cached: { response throws(APIError) in try ResponseDecoding.decode(T.self, from: response, decoder: decoder) },
      fresh: { client, request, response throws(APIError) in
        try client.validate(response, for: request)
        return try ResponseDecoding.decode(T.self, from: response, decoder: decoder)
      }
    )
  }

  /// Sends `endpoint` under a cache policy, unwrapping the envelope `E`; see
  /// ``values(_:as:policy:)`` for the policies and ``send(_:envelope:rules:)`` for envelopes.
  /// - Parameters:
  ///   - endpoint: The call to make.
  ///   - envelope: The envelope shape of this backend.
  ///   - rules: Success codes and messages; `nil` uses `E.defaultRules`.
  ///   - policy: Where to get the value from.
  /// - Returns: One or two payloads, then the end (or an ``APIError``).
  public func values<E: Envelope>(
    _ endpoint: some Endpoint,
    envelope: E.Type,
    rules: EnvelopeRules<E.Code>? = nil,
    policy: CachePolicy
  ) -> AsyncThrowingStream<CachedValue<E.Payload>, any Error> where E.Payload: Sendable {
    let rules = rules ?? E.defaultRules
    let decoder = configuration.decoder
    return cachedValues(
      endpoint,
      policy: policy,
      cached: { response throws(APIError) in
        try Self.unwrap(ResponseDecoding.decode(E.self, from: response, decoder: decoder), rules: rules)
      },
      fresh: { client, request, response throws(APIError) in
        try client.payload(of: response, for: request, envelope: envelope, rules: rules)
      }
    )
  }

  private func cachedValues<T: Sendable>(
    _ endpoint: some Endpoint,
    policy: CachePolicy,
    cached: @escaping @Sendable (HTTPResponse) throws(APIError) -> T,
    fresh: @escaping @Sendable (APIClient, HTTPRequest, HTTPResponse) throws(APIError) -> T
  ) -> AsyncThrowingStream<CachedValue<T>, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: CachedValue<T>.self)
    let task = Task { [self] in
      do {
        let request = try await prepare(endpoint)
        let cache = configuration.cache
        if policy != .networkOnly, let cache, let entry = cache.entry(for: request) {
          do {
            let value = try cached(entry.response)
            continuation.yield(CachedValue(value: value, source: .cache(storedAt: entry.storedAt)))
            if policy == .cacheElseNetwork {
              continuation.finish()
              return
            }
          } catch {
            cache.discardEntry(for: request, reason: "no longer decodes: \(error.localizedDescription)")
          }
        }
        try Task.checkCancellation()
        let (value, response) = try await perform(request) { response throws(APIError) in
          (try fresh(self, request, response), response)
        }
        cache?.store(response, for: request)
        continuation.yield(CachedValue(value: value, source: .network))
        continuation.finish()
      } catch let error as APIError {
        continuation.finish(throwing: error)
      } catch is CancellationError {
        continuation.finish(throwing: APIError.cancelled)
      } catch {
        continuation.finish(throwing: error)  // a request adapter's own error, unchanged, as `send` throws it
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }
}
