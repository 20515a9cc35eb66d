// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct FaultInjectingTransportTests {
  /// Answers 200, recording the query of each request that reached it.
  private final class EchoTransport: HTTPTransport {
    private let reached = LockedBox<[String]>([])

    var paths: [String] { reached.value }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      reached.append(request.url.query ?? "")
      return HTTPResponse(statusCode: 200, body: Data("{}".utf8))
    }
  }

  private static func request(_ number: Int) -> HTTPRequest {
    HTTPRequest(url: URL(string: "http://127.0.0.1/items?n=\(number)")!)
  }

  private static let noWait: @Sendable (Duration) async throws -> Void = { _ in }

  /// FaultInjectingTransport.swift: "The second request answers 500 without reaching the server."; Networking.md:
  /// "`FaultInjectingTransport(base:latency:failures:)` rehearses a flaky network against a real (local) server".
  @Test func theNthRequestFailsWithoutReachingTheBaseTransport() async throws {
    let base = EchoTransport()
    let transport = FaultInjectingTransport(
      base: base,
      failures: [.onRequest(2, .status(503, body: Data("down".utf8)))],
      sleep: Self.noWait
    )
    var statuses: [Int] = []
    for number in 1...3 {
      statuses.append(try await transport.send(Self.request(number)).statusCode)
    }
    #expect(statuses == [200, 503, 200])
    #expect(base.paths == ["n=1", "n=3"])
    #expect(transport.requestCount == 3)
  }

  @Test func anInjectedErrorIsThrown() async {
    let transport = FaultInjectingTransport(
      base: EchoTransport(),
      failures: [.onRequest(1, .error(.timeout))],
      sleep: Self.noWait
    )
    await #expect(throws: APIError.timeout) { try await transport.send(Self.request(1)) }
  }

  /// Documentation/Networking.md: "the same seed fails the same requests as `MockTransport`"; FaultInjectingTransport.swift:
  /// "counted and drawn the same way (the same seed fails the same requests)".
  @Test func randomFailuresMatchMockTransportForTheSameSeed() async throws {
    let rules: [MockFailureRule] = [.random(probability: 0.3, seed: 42, .status(500))]
    let injected = FaultInjectingTransport(base: EchoTransport(), failures: rules, sleep: Self.noWait)
    let mock = MockTransport(
      responder: MockResponder(
        root: FileManager.default.temporaryDirectory,
        routes: [.dynamic("/items") { _ in .json(Data("{}".utf8)) }]
      ),
      failures: rules,
      sleep: Self.noWait
    )
    var injectedFailures: [Int] = []
    var mockFailures: [Int] = []
    for number in 1...40 {
      if try await injected.send(Self.request(number)).statusCode == 500 { injectedFailures.append(number) }
      if try await mock.send(Self.request(number)).statusCode == 500 { mockFailures.append(number) }
    }
    #expect(!injectedFailures.isEmpty && injectedFailures.count < 40)
    #expect(injectedFailures == mockFailures)
  }

  /// FaultInjectingTransport.swift: "cancelling the calling task during the latency makes ``send(_:)`` throw
  /// ``APIError/cancelled``".
  @Test func theLatencyIsWaitedAndACancelledWaitThrowsCancelled() async {
    let waited = LockedBox<[Duration]>([])
    let transport = FaultInjectingTransport(
      base: EchoTransport(),
      latency: .milliseconds(300),
      sleep: { duration in
        waited.append(duration)
        throw CancellationError()
      }
    )
    await #expect(throws: APIError.cancelled) { try await transport.send(Self.request(1)) }
    #expect(waited.value == [.milliseconds(300)])
  }
}
