// SPDX-License-Identifier: MIT

public import Foundation
public import ListNetworking

/// Where an example's requests go: the bundled mock JSON or an HTTP server, with the latency and
/// failures the command line asked for.
///
/// - Bundled (no `--base-url`): a `MockTransport` over the resource folder, which applies
///   `--latency`, `--fail` and `--fail-rate`/`--seed` itself.
/// - `--base-url URL`: a `URLSessionTransport` to `URL`, behind a small injector that applies the
///   same three flags before each request reaches the network (request numbers count the same way,
///   and the same seed draws the same failures).
///
/// ```swift
/// let backend = try ExampleBackend(options: options, bundle: .module, folder: "Resources",
///                                  bundledBaseURL: URL(string: "https://api.example")!)
/// let client = APIClient(transport: backend.transport)
/// ```
public struct ExampleBackend: Sendable {
  /// The transport requests go through.
  public let transport: any HTTPTransport
  /// The base URL endpoints are built on: `--base-url`, or the bundled API's URL.
  public let baseURL: URL
  /// Whether requests are answered from the bundled files.
  public let isBundled: Bool

  /// Builds the transport the options ask for.
  ///
  /// - Parameters:
  ///   - options: The parsed command line.
  ///   - bundle: The bundle holding the mock JSON (the example's `Bundle.module`).
  ///   - folder: The resource folder inside the bundle.
  ///   - bundledBaseURL: The base URL endpoints use with the bundled files (any valid URL: the
  ///     mock responder maps paths to files and ignores the host).
  /// - Throws: ``ExampleUsageError`` when the bundle has no such folder.
  public init<Flags>(
    options: ExampleOptions<Flags>,
    bundle: Bundle,
    folder: String,
    bundledBaseURL: URL
  ) throws(ExampleUsageError) {
    var failures = options.failingRequests.map { MockFailureRule.onRequest($0, .status(500)) }
    if let rate = options.failRate {
      failures.append(.random(probability: rate, seed: options.seed, .status(500)))
    }
    let latency = Duration.milliseconds(options.latency)
    if let baseURL = options.baseURL {
      self.baseURL = baseURL
      self.isBundled = false
      self.transport = FaultInjectingTransport(base: URLSessionTransport(), latency: latency, failures: failures)
    } else {
      guard let responder = MockResponder(bundle: bundle, folder: folder) else {
        throw ExampleUsageError("the bundled mock JSON (\(folder)) is missing")
      }
      self.baseURL = bundledBaseURL
      self.isBundled = true
      self.transport = MockTransport(responder: responder, latency: latency, failures: failures)
    }
  }
}

/// Applies `MockFailureRule`s and a latency in front of another transport, counting requests and
/// drawing random failures the way `MockTransport` does, so `--fail`/`--fail-rate` mean the same
/// with `--base-url`.
final class FaultInjectingTransport: HTTPTransport {
  private struct State {
    var count = 0
    var generators: [Int: SplitMix64] = [:]
  }

  private let base: any HTTPTransport
  private let latency: Duration
  private let failures: [MockFailureRule]
  private let state: Locked<State>

  init(base: any HTTPTransport, latency: Duration, failures: [MockFailureRule]) {
    self.base = base
    self.latency = latency
    self.failures = failures
    var state = State()
    for (index, rule) in failures.enumerated() {
      if case .random(_, let seed, _) = rule { state.generators[index] = SplitMix64(seed: seed) }
    }
    self.state = Locked(state)
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let failure = state.withLock { state -> MockFailure? in
      state.count += 1
      var chosen: MockFailure?
      for (index, rule) in failures.enumerated() {
        switch rule {
        case .onRequest(let target, let failure):
          if chosen == nil, target == state.count { chosen = failure }
        case .random(let probability, _, let failure):
          guard var generator = state.generators[index] else { continue }
          let roll = Double(generator.next() >> 11) / Double(1 << 53)
          state.generators[index] = generator
          if chosen == nil, roll < probability { chosen = failure }
        }
      }
      return chosen
    }
    if latency > .zero {
      do {
        try await Task.sleep(for: latency)
      } catch {
        throw APIError.cancelled
      }
    }
    switch failure {
    case .status(let code, let body)?:
      return HTTPResponse(statusCode: code, headers: ["Content-Type": "application/json"], body: body)
    case .error(let error)?:
      throw error
    case nil:
      return try await base.send(request)
    }
  }
}

/// SplitMix64, the generator `MockTransport` seeds its random failures with.
private struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
