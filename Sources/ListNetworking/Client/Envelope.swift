// SPDX-License-Identifier: MIT

/// A `{code, message, data}`-style wrapper around a backend's payloads.
///
/// Each backend gets its own shape (a generic struct over the payload), so several shapes
/// coexist in one app; ``APIClient/send(_:envelope:rules:)`` unwraps any of them.
/// ``StandardEnvelope`` covers the common `{"code": 0, "message": "ok", "data": ...}`.
public protocol Envelope<Payload>: Decodable, Sendable {
  /// The wrapped payload type.
  associatedtype Payload: Decodable
  /// The type of the server's status code (`Int`, `String` ...).
  associatedtype Code: Hashable, Sendable, CustomStringConvertible

  /// The server's status code.
  var code: Code { get }
  /// The server's message, if any.
  var message: String? { get }
  /// The payload; `nil` when the server sent none (`null` or missing).
  var payload: Payload? { get }

  /// The JSON key of the payload, used in error key paths. Default `data`.
  static var payloadKey: String { get }
  /// The rules used when a call passes none.
  static var defaultRules: EnvelopeRules<Code> { get }
}

extension Envelope {
  /// `data`.
  public static var payloadKey: String { "data" }
}

/// How to judge an envelope: which codes mean success and what to tell the user otherwise.
public struct EnvelopeRules<Code: Hashable & Sendable>: Sendable, Equatable {
  /// Codes that mean success.
  public var successCodes: Set<Code>
  /// Messages for known error codes; they win over the server's message.
  public var messages: [Code: String]
  /// The message when neither the table nor the server has one.
  public var fallbackMessage: String

  /// Creates rules.
  /// - Parameters:
  ///   - successCodes: Codes that mean success.
  ///   - messages: Messages for known error codes.
  ///   - fallbackMessage: The message when nothing else says what went wrong.
  public init(
    successCodes: Set<Code>,
    messages: [Code: String] = [:],
    fallbackMessage: String = "Something went wrong. Please try again."
  ) {
    self.successCodes = successCodes
    self.messages = messages
    self.fallbackMessage = fallbackMessage
  }
}

/// The common `{"code": Int, "message": String?, "data": Payload?}` envelope.
///
/// Default rules: codes 0 and 200 are success.
public struct StandardEnvelope<Payload: Decodable & Sendable>: Envelope {
  /// The server's status code.
  public var code: Int
  /// The server's message.
  public var message: String?
  /// The payload, from `data`.
  public var payload: Payload?

  private enum CodingKeys: String, CodingKey {
    case code, message, data
  }

  /// Decodes `{code, message, data}`; `message` and `data` may be missing or `null`.
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    code = try container.decode(Int.self, forKey: .code)
    message = try container.decodeIfPresent(String.self, forKey: .message)
    payload = try container.decodeIfPresent(Payload.self, forKey: .data)
  }

  /// Codes 0 and 200 mean success.
  public static var defaultRules: EnvelopeRules<Int> { EnvelopeRules(successCodes: [0, 200]) }
}
