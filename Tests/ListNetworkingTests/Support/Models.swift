// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking

struct Owner: Codable, Sendable, Equatable {
  var id: Int
  var login: String
}

struct Project: Codable, Sendable, Equatable {
  var id: Int
  var name: String
  var owner: Owner
  var stars: Int
}

struct ProjectPage: Codable, Sendable, Equatable {
  var items: [Project]
  var total: Int?
}

/// A second backend's envelope shape: `{"status": "ok" | "error", "error": {...}, "result": ...}`.
struct StatusEnvelope<Payload: Decodable & Sendable>: Envelope {
  struct Failure: Decodable, Sendable {
    var reason: String
  }

  var code: String
  var failure: Failure?
  var payload: Payload?
  var message: String? { failure?.reason }

  enum CodingKeys: String, CodingKey {
    case code = "status"
    case failure = "error"
    case payload = "result"
  }

  static var payloadKey: String { "result" }
  static var defaultRules: EnvelopeRules<String> { EnvelopeRules(successCodes: ["ok"]) }
}

/// A transport that always throws the given error.
struct FailingTransport: HTTPTransport {
  var error: any Error & Sendable

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw error
  }
}

/// A transport that answers every request with one fixed response.
struct FixedTransport: HTTPTransport {
  var response: HTTPResponse

  init(_ body: String, status: Int = 200, contentType: String = "application/json") {
    response = HTTPResponse(statusCode: status, headers: ["Content-Type": contentType], body: Data(body.utf8))
  }

  init(response: HTTPResponse) {
    self.response = response
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    response
  }
}
