// SPDX-License-Identifier: MIT

/// Decides, request by request, which ``MockFailureRule`` fires: the one place both
/// ``MockTransport`` and ``FaultInjectingTransport`` count requests and draw random failures,
/// so the same rules and seed fail the same requests in front of files or a real server.
struct FailureSchedule: Sendable {
  /// The rules, tried in order.
  let rules: [MockFailureRule]
  private var generators: [Int: SeededGenerator] = [:]

  init(_ rules: [MockFailureRule]) {
    self.rules = rules
    for (index, rule) in rules.enumerated() {
      if case .random(_, let seed, _) = rule { generators[index] = SeededGenerator(seed: seed) }
    }
  }

  /// The failure for request `number` (1-based), if a rule fires; the first rule that fires wins.
  mutating func failure(forRequest number: Int) -> MockFailure? {
    var chosen: MockFailure?
    for (index, rule) in rules.enumerated() {
      switch rule {
      case .onRequest(let target, let failure):
        if chosen == nil, target == number { chosen = failure }
      case .random(let probability, _, let failure):
        // Draw for every rule on every request so each rule's sequence is independent.
        guard var generator = generators[index] else { continue }
        let roll = Double(generator.next() >> 11) / Double(1 << 53)
        generators[index] = generator
        if chosen == nil, roll < probability { chosen = failure }
      }
    }
    return chosen
  }

  /// Waits `latency` with `sleep`, turning a cancelled wait into ``APIError/cancelled``; then
  /// answers with `failure` if there is one, or asks `answer`.
  static func respond(
    after latency: Duration,
    sleep: @Sendable (Duration) async throws -> Void,
    failing failure: MockFailure?,
    otherwise answer: () async throws -> HTTPResponse
  ) async throws -> HTTPResponse {
    if Task.isCancelled { throw APIError.cancelled }
    if latency > .zero {
      do {
        try await sleep(latency)
      } catch {
        throw APIError.cancelled
      }
    }
    if Task.isCancelled { throw APIError.cancelled }
    switch failure {
    case .status(let code, let body)?:
      return HTTPResponse(statusCode: code, headers: ["Content-Type": "application/json"], body: body)
    case .error(let error)?:
      throw error
    case nil:
      return try await answer()
    }
  }
}
