// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// A transport that puts latency and injected failures in front of another transport.
///
/// The same ``MockFailureRule``s as ``MockTransport``, counted and drawn the same way (the
/// same seed fails the same requests), but in front of any transport: a
/// ``URLSessionTransport`` talking to a local mock server, say, to rehearse a flaky network
/// against real HTTP.
///
/// ```swift
/// let transport = FaultInjectingTransport(
///   base: URLSessionTransport(),
///   latency: .milliseconds(300),
///   failures: [.onRequest(2, .status(500))]
/// )
/// // The second request answers 500 without reaching the server.
/// ```
///
/// Safe to call from many tasks at once; cancelling the calling task during the latency makes
/// ``send(_:)`` throw ``APIError/cancelled``.
public final class FaultInjectingTransport: HTTPTransport {
  private struct State {
    var requestCount = 0
    var schedule: FailureSchedule
  }

  /// The transport that answers when no failure fires.
  public let base: any HTTPTransport
  /// How long each answer is delayed.
  public let latency: Duration
  /// The failure rules, tried in order.
  public let failures: [MockFailureRule]
  private let sleep: @Sendable (Duration) async throws -> Void
  private let state: LockedState<State>

  /// Creates the transport.
  /// - Parameters:
  ///   - base: The transport that answers when no failure fires.
  ///   - latency: How long each answer is delayed. Default: none.
  ///   - failures: Failure rules, tried in order. Default: none.
  ///   - sleep: Waits for a duration; throws when cancelled. Default: `Task.sleep(for:)`.
  public init(
    base: any HTTPTransport,
    latency: Duration = .zero,
    failures: [MockFailureRule] = [],
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.base = base
    self.latency = latency
    self.failures = failures
    self.sleep = sleep
    self.state = LockedState(State(schedule: FailureSchedule(failures)))
  }

  /// How many requests were sent through this transport so far.
  public var requestCount: Int {
    state.withLock { $0.requestCount }
  }

  /// Sends `request` to the base transport after the latency, unless a failure rule fires.
  /// - Parameter request: The request.
  /// - Returns: The base transport's answer, or the injected status.
  /// - Throws: ``APIError/cancelled`` when the calling task is cancelled, an injected error, or
  ///   the base transport's error.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try await send(request, maximumResponseSize: .max)
  }

  /// Like ``send(_:)``, passing the size limit on to the base transport (so a streaming base
  /// stops reading at it).
  /// - Parameters:
  ///   - request: The request to send.
  ///   - maximumResponseSize: The most body bytes accepted.
  /// - Returns: The base transport's response, or the scheduled failure.
  /// - Throws: The scheduled failure's error, or what the base transport throws.
  public func send(_ request: HTTPRequest, maximumResponseSize: Int) async throws -> HTTPResponse {
    let failure = state.withLock { state -> MockFailure? in
      state.requestCount += 1
      return state.schedule.failure(forRequest: state.requestCount)
    }
    return try await FailureSchedule.respond(after: latency, sleep: sleep, failing: failure) {
      try await base.send(request, maximumResponseSize: maximumResponseSize)
    }
  }
}
