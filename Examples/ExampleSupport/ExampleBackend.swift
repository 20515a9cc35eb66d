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
  public init(
    options: ExampleOptions,
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
