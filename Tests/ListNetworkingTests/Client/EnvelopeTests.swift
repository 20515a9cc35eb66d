// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import Testing

@Suite struct EnvelopeTests {
  let endpoint = APIEndpoint(baseURL: Fixtures.baseURL, path: "x")

  func send<E: Envelope>(
    _ body: String,
    status: Int = 200,
    as envelope: E.Type,
    rules: EnvelopeRules<E.Code>? = nil
  ) async throws -> E.Payload {
    try await APIClient(transport: FixedTransport(body, status: status)).send(
      endpoint,
      envelope: envelope,
      rules: rules
    )
  }

  @Test func successCodesAreConfigurable() async throws {
    let body = #"{"code": 200, "message": "ok", "data": [1, 2]}"#
    #expect(try await send(body, as: StandardEnvelope<[Int]>.self) == [1, 2])
    await #expect(throws: APIError.server(code: "200", message: "ok")) {
      try await send(body, as: StandardEnvelope<[Int]>.self, rules: EnvelopeRules(successCodes: [1]))
    }
  }

  @Test func errorCodeTableWinsOverServerMessage() async throws {
    let rules = EnvelopeRules<Int>(successCodes: [0], messages: [1001: "Please sign in again."])
    await #expect(throws: APIError.server(code: "1001", message: "Please sign in again.")) {
      try await send(#"{"code": 1001, "message": "token expired"}"#, as: StandardEnvelope<Int>.self, rules: rules)
    }
    await #expect(throws: APIError.server(code: "7", message: "quota")) {
      try await send(#"{"code": 7, "message": "quota"}"#, as: StandardEnvelope<Int>.self, rules: rules)
    }
    await #expect(throws: APIError.server(code: "8", message: rules.fallbackMessage)) {
      try await send(#"{"code": 8, "message": ""}"#, as: StandardEnvelope<Int>.self, rules: rules)
    }
  }

  @Test func errorEnvelopeOnHTTPErrorBecomesServerError() async throws {
    await #expect(throws: APIError.server(code: "5000", message: "Database down")) {
      try await send(#"{"code": 5000, "message": "Database down"}"#, status: 500, as: StandardEnvelope<Int>.self)
    }
    await #expect(throws: APIError.httpStatus(code: 500, bodyPreview: "oops")) {
      try await send("oops", status: 500, as: StandardEnvelope<Int>.self)
    }
  }

  /// APIClient+Envelope.swift: "A success without a payload throws ``APIError/decoding(keyPath:reason:)`` at the
  /// payload key."
  @Test func missingPayloadIsDecodingErrorAtPayloadKey() async throws {
    await #expect(throws: APIError.decoding(keyPath: "data", reason: "is missing")) {
      try await send(#"{"code": 0, "data": null}"#, as: StandardEnvelope<Int>.self)
    }
    await #expect(throws: APIError.decoding(keyPath: "result", reason: "is missing")) {
      try await send(#"{"status": "ok"}"#, as: StatusEnvelope<Int>.self)
    }
  }

  /// SendingRequests.md: "``Envelope`` is a protocol, so each backend declares its own shape and several coexist.";
  /// Envelope.swift: "so several shapes coexist in one app".
  @Test func severalShapesCoexist() async throws {
    #expect(try await send(#"{"status": "ok", "result": "hi"}"#, as: StatusEnvelope<String>.self) == "hi")
    await #expect(throws: APIError.server(code: "error", message: "banned")) {
      try await send(#"{"status": "error", "error": {"reason": "banned"}}"#, as: StatusEnvelope<String>.self)
    }
    #expect(try await send(#"{"code": 0, "data": "hi"}"#, as: StandardEnvelope<String>.self) == "hi")
  }

  @Test func payloadDecodingFailureHasFullKeyPath() async throws {
    let client = APIClient(transport: MockTransport(responder: MockResponder(root: try Fixtures.root)))
    let json = try String(
      contentsOf: try Fixtures.root.appendingPathComponent("projects/featured.json"),
      encoding: .utf8
    )
    let broken = json.replacingOccurrences(of: #""login": "user4""#, with: #""login": 4"#)
    let brokenClient = APIClient(transport: FixedTransport(broken))
    do {
      _ = try await brokenClient.send(endpoint, envelope: StandardEnvelope<ProjectPage>.self)
      Issue.record("expected a decoding error")
    } catch let error as APIError {
      guard case .decoding(let keyPath, let reason) = error else { throw error }
      #expect(keyPath == "data.items[3].owner.login")
      #expect(reason.hasPrefix("is not a String"))
    }
    let huge = json.replacingOccurrences(of: #""id": 104"#, with: #""id": 1e30"#)
    do {
      _ = try await APIClient(transport: FixedTransport(huge)).send(
        endpoint,
        envelope: StandardEnvelope<ProjectPage>.self
      )
      Issue.record("expected a decoding error")
    } catch let error as APIError {
      guard case .decoding(let keyPath, _) = error else { throw error }
      #expect(keyPath == "data.items[3].owner.id")
    }
    _ = try await client.send(
      APIEndpoint(baseURL: Fixtures.baseURL, path: "projects/featured"),
      envelope: StandardEnvelope<ProjectPage>.self
    )
  }
}
