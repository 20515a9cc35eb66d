// SPDX-License-Identifier: MIT

public import Foundation
import ReactiveListInternals

/// A transport that answers from JSON files, with latency, failure injection and a request log.
///
/// Answers come from a ``MockResponder`` (files in a folder or bundle resource folder, paged
/// like a real server). Before answering it waits ``latency`` through the injected `sleep`
/// (pass one that returns at once in tests, or drive a virtual clock), then applies the
/// ``MockFailureRule``s in order: the first that fires replaces the answer.
///
/// Every request is appended to ``requests`` before anything else happens, so tests can assert
/// on what was sent. Safe to call from many tasks at once; cancelling the calling task makes
/// ``send(_:)`` throw ``APIError/cancelled``.
public final class MockTransport: HTTPTransport {
  private struct State {
    var requests: [HTTPRequest] = []
    var schedule: FailureSchedule
  }

  /// The engine answering requests.
  public let responder: MockResponder
  /// How long each answer takes.
  public let latency: Duration
  /// The failure rules, tried in order.
  public let failures: [MockFailureRule]
  private let sleep: @Sendable (Duration) async throws -> Void
  private let state: LockedState<State>

  /// Creates a mock transport.
  /// - Parameters:
  ///   - responder: The engine answering requests.
  ///   - latency: How long each answer takes. Default: none.
  ///   - failures: Failure rules, tried in order. Default: none.
  ///   - sleep: Waits for a duration; throws when cancelled. Default: `Task.sleep(for:)`.
  ///     Tests pass a closure that records the duration and returns at once.
  public init(
    responder: MockResponder,
    latency: Duration = .zero,
    failures: [MockFailureRule] = [],
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.responder = responder
    self.latency = latency
    self.failures = failures
    self.sleep = sleep
    self.state = LockedState(State(schedule: FailureSchedule(failures)))
  }

  /// Creates a mock transport over a folder of JSON files.
  /// - Parameters:
  ///   - directory: The folder.
  ///   - routes: Explicit routes, tried before the path convention.
  ///   - latency: How long each answer takes.
  ///   - failures: Failure rules, tried in order.
  public convenience init(
    directory: URL,
    routes: [MockRoute] = [],
    latency: Duration = .zero,
    failures: [MockFailureRule] = []
  ) {
    self.init(responder: MockResponder(root: directory, routes: routes), latency: latency, failures: failures)
  }

  /// Every request received so far, in order.
  public var requests: [HTTPRequest] {
    state.withLock { $0.requests }
  }

  /// Answers `request` from the files, after the latency, unless a failure rule fires.
  /// - Parameter request: The request.
  /// - Returns: The answer.
  /// - Throws: ``APIError/cancelled`` when the calling task is cancelled, an injected error, or
  ///   the error of a dynamic route's handler (see ``MockHandler``).
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let failure = state.withLock { state -> MockFailure? in
      state.requests.append(request)
      return state.schedule.failure(forRequest: state.requests.count)
    }
    return try await FailureSchedule.respond(after: latency, sleep: sleep, failing: failure) {
      try responder.checkedResponse(for: request)
    }
  }
}
