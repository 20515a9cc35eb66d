// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct MockTransportTests {
  final class SleepRecorder: Sendable {
    private let durations = LockedBox<[Duration]>([])
    var recorded: [Duration] { durations.withLock { $0 } }
    func sleep(_ duration: Duration) async throws {
      durations.withLock { $0.append(duration) }
      try Task.checkCancellation()
    }
  }

  func transport(
    latency: Duration = .zero,
    failures: [MockFailureRule] = [],
    recorder: SleepRecorder = SleepRecorder()
  ) throws -> MockTransport {
    MockTransport(
      responder: MockResponder(root: try Fixtures.root),
      latency: latency,
      failures: failures,
      sleep: { try await recorder.sleep($0) }
    )
  }

  /// MockingAndPaging.md: "``MockTransport/requests`` lists every request received, for assertions."
  @Test func answersAndLogsRequests() async throws {
    let mock = try transport()
    let first = try Fixtures.request("projects/featured", query: ["page": "1", "pageSize": "2"])
    let second = try Fixtures.request("feed/timeline")
    _ = try await mock.send(first)
    _ = try await mock.send(second)
    #expect(mock.requests == [first, second])
  }

  /// MockingAndPaging.md: "Latency goes through an injected `sleep` closure: tests pass one that records and
  /// returns."
  @Test func latencyGoesThroughInjectedSleep() async throws {
    let recorder = SleepRecorder()
    let mock = try transport(latency: .milliseconds(300), recorder: recorder)
    _ = try await mock.send(try Fixtures.request("feed/timeline"))
    _ = try await mock.send(try Fixtures.request("feed/timeline"))
    #expect(recorder.recorded == [.milliseconds(300), .milliseconds(300)])
    let instant = try transport(recorder: recorder)
    _ = try await instant.send(try Fixtures.request("feed/timeline"))
    #expect(recorder.recorded.count == 2)
  }

  /// MockingAndPaging.md: "``MockFailureRule/onRequest(_:_:)`` fails the n-th request".
  @Test func scriptedFailureHitsOnlyTheNthRequest() async throws {
    let body = Data(#"{"code":500,"message":"boom"}"#.utf8)
    let mock = try transport(failures: [.onRequest(3, .status(500, body: body)), .onRequest(4, .error(.timeout))])
    var statuses: [Int] = []
    for _ in 1...3 { statuses.append(try await mock.send(try Fixtures.request("feed/timeline")).statusCode) }
    await #expect(throws: APIError.timeout) { try await mock.send(try Fixtures.request("feed/timeline")) }
    statuses.append(try await mock.send(try Fixtures.request("feed/timeline")).statusCode)
    #expect(statuses == [200, 200, 500, 200])
    #expect(mock.requests.count == 5)
  }

  func outcomes(seed: UInt64, probability: Double, count: Int) async throws -> [Bool] {
    let mock = try transport(failures: [.random(probability: probability, seed: seed, .status(503))])
    var result: [Bool] = []
    for _ in 0..<count { result.append(try await mock.send(try Fixtures.request("feed/timeline")).statusCode == 503) }
    return result
  }

  /// MockingAndPaging.md: "``MockFailureRule/random(probability:seed:_:)`` uses a SplitMix64 generator so runs are
  /// reproducible".
  @Test func seededFailuresAreReproducible() async throws {
    let a = try await outcomes(seed: 42, probability: 0.3, count: 200)
    let b = try await outcomes(seed: 42, probability: 0.3, count: 200)
    let c = try await outcomes(seed: 7, probability: 0.3, count: 200)
    #expect(a == b)
    #expect(a != c)
    let failures = a.filter { $0 }.count
    #expect((35...85).contains(failures))
    #expect(try await outcomes(seed: 1, probability: 0, count: 50).allSatisfy { !$0 })
    #expect(try await outcomes(seed: 1, probability: 1, count: 50).allSatisfy { $0 })
  }

  /// MockTransport.swift: "cancelling the calling task makes ``send(_:)`` throw ``APIError/cancelled``".
  @Test func cancelledTaskThrowsCancelled() async throws {
    let mock = try transport(latency: .seconds(1))
    let request = try Fixtures.request("feed/timeline")
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await mock.send(request)
    }
    await #expect(throws: APIError.cancelled) { try await task.value }
  }

  /// MockTransport.swift: "Safe to call from many tasks at once"; ListNetworking.md (Effects): "``MockTransport`` |
  /// yes (lock-guarded log)".
  @Test func concurrentRequestsAreAllLogged() async throws {
    let mock = try transport()
    let request = try Fixtures.request("users/list", query: ["cursor": "", "limit": "2"])
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<50 { group.addTask { try await mock.send(request).statusCode } }
      for try await status in group { #expect(status == 200) }
    }
    #expect(mock.requests.count == 50)
  }
}
