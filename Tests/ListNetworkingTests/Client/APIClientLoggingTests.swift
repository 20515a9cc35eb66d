// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

/// The log record of a call carries exactly the error the caller receives, whichever step threw
/// (issue 19: a 404 was logged with `statusCode: 404, error: nil`).
@Suite struct APIClientLoggingTests {
  /// A client over `transport` whose logger collects its records.
  struct Logged {
    let client: APIClient
    private let events = LockedBox<[NetworkLogEvent]>([])

    init(_ transport: any HTTPTransport, validators: [ResponseValidator] = [.statusCodes()]) {
      let events = events
      client = APIClient(
        transport: transport,
        configuration: .init(validators: validators, logger: { event in events.withLock { $0.append(event) } })
      )
    }

    var records: [NetworkLogRecord] {
      events.withLock { events in
        events.compactMap { event in
          guard case .request(let record) = event else { return nil }
          return record
        }
      }
    }
  }

  struct Item: Decodable, Sendable {
    var id: Int
  }

  /// Runs `call`, expecting it to throw, and returns the record logged for it and the error thrown.
  func failure(
    _ logged: Logged,
    _ call: (APIClient) async throws -> Void
  ) async throws -> (record: NetworkLogRecord, error: APIError) {
    var thrown: APIError?
    do {
      try await call(logged.client)
      Issue.record("expected the call to fail")
    } catch let error as APIError {
      thrown = error
    }
    let records = logged.records
    try #require(records.count == 1)
    return (records[0], try #require(thrown))
  }

  let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "items")

  /// Documentation/Networking.md: "so `record.error` is exactly the error the call throws, whichever step threw it
  /// (a 404 is logged with `statusCode: 404` and `error: .httpStatus(code: 404, ...)`)"; SendingRequests.md: "its
  /// `error` is exactly the error the call throws, whichever step threw it"; NetworkLogEvent.swift (`error`): "so a
  /// rejected 404 has ``statusCode`` 404 and ``APIError/httpStatus(code:bodyPreview:)`` here".
  @Test func statusRejectedByTheValidatorIsLoggedWithItsError() async throws {
    let logged = Logged(FixedTransport(#"{"error": "not found"}"#, status: 404))
    let (record, error) = try await failure(logged) { _ = try await $0.send(endpoint, as: [Item].self) }
    #expect(error == .httpStatus(code: 404, bodyPreview: #"{"error": "not found"}"#))
    #expect(record.error == error)
    #expect(record.statusCode == 404)
    #expect(record.byteCount == 22)
  }

  @Test func validatedResponseLogsTheValidatorsError() async throws {
    let logged = Logged(FixedTransport("{}", status: 503))
    let (record, error) = try await failure(logged) { _ = try await $0.validatedResponse(for: endpoint) }
    #expect(error == .httpStatus(code: 503, bodyPreview: "{}"))
    #expect(record.error == error)
  }

  @Test func customValidatorsErrorIsLogged() async throws {
    let expired = APIError.server(code: "session", message: "Please sign in again.")
    let logged = Logged(
      FixedTransport("[]"),
      validators: [
        ResponseValidator { _, response throws(APIError) in if response.header("X-Session") == nil { throw expired } }
      ]
    )
    let (record, error) = try await failure(logged) { _ = try await $0.send(endpoint, as: [Item].self) }
    #expect(error == expired)
    #expect(record.error == expired)
    #expect(record.statusCode == 200)
  }

  @Test func decodingFailureIsLogged() async throws {
    let logged = Logged(FixedTransport(#"[{"id": 1}, {"id": "two"}]"#))
    let (record, error) = try await failure(logged) { _ = try await $0.send(endpoint, as: [Item].self) }
    guard case .decoding(let keyPath, _) = error else {
      Issue.record("expected a decoding error, got \(error)")
      return
    }
    #expect(keyPath == "[1].id")
    #expect(record.error == error)
    #expect(record.statusCode == 200)
  }

  @Test func envelopeServerErrorIsLogged() async throws {
    let logged = Logged(FixedTransport(#"{"code": 1001, "message": "token expired"}"#))
    let (record, error) = try await failure(logged) {
      _ = try await $0.send(endpoint, envelope: StandardEnvelope<[Item]>.self)
    }
    #expect(error == .server(code: "1001", message: "token expired"))
    #expect(record.error == error)
  }

  @Test func errorEnvelopeInsideA500IsLoggedAsTheServerError() async throws {
    let logged = Logged(FixedTransport(#"{"code": 5001, "message": "Database down"}"#, status: 500))
    let (record, error) = try await failure(logged) {
      _ = try await $0.send(endpoint, envelope: StandardEnvelope<[Item]>.self)
    }
    #expect(error == .server(code: "5001", message: "Database down"))
    #expect(record.error == error)
    #expect(record.statusCode == 500)
  }

  @Test func transportFailureIsLoggedWithoutAStatus() async throws {
    let logged = Logged(FailingTransport(error: APIError.timeout))
    let (record, error) = try await failure(logged) { _ = try await $0.send(endpoint, as: [Item].self) }
    #expect(error == .timeout)
    #expect(record.error == .timeout)
    #expect(record.statusCode == nil)
    #expect(record.byteCount == 0)
  }

  /// Documentation/Networking.md: "and `nil` when the call returned a value"; APIClient.swift: "The logger runs
  /// last, once per request that was sent".
  @Test func successIsLoggedWithoutAnError() async throws {
    let logged = Logged(FixedTransport(#"[{"id": 1}]"#))
    _ = try await logged.client.send(endpoint, as: [Item].self)
    #expect(logged.records.map(\.error) == [nil])
    #expect(logged.records.map(\.statusCode) == [200])
  }

  @Test func cachedCallsLogTheNetworkLegsError() async throws {
    let logged = Logged(FixedTransport(#"{"error": "gone"}"#, status: 410))
    let (record, error) = try await failure(logged) { client in
      for try await _ in client.values(endpoint, as: [Item].self, policy: .networkOnly) {}
    }
    #expect(error == .httpStatus(code: 410, bodyPreview: #"{"error": "gone"}"#))
    #expect(record.error == error)
  }

  /// SendingRequests.md and APIClient.swift: "A call that fails before sending (building the request, an adapter)
  /// is not logged".
  @Test func aCallThatFailsBeforeSendingIsNotLogged() async throws {
    let logged = Logged(FixedTransport("[]"))
    let templated = APIEndpoint(baseURL: Fixtures.baseURL, path: "users/{id}")
    await #expect(throws: APIError.missingPathParameter("id")) {
      try await logged.client.send(templated, as: [Item].self)
    }
    #expect(logged.records.isEmpty)
  }
}
