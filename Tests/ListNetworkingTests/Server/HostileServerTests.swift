// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ReactiveCore
import TestSupport
import Testing

/// `URLSessionTransport` + `APIClient` against a server that misbehaves on the wire: every case
/// ends in a typed error (or a documented success) within the request's timeout, with memory
/// bounded by the response size limit. Serialized: a server streaming flat out takes a core, so
/// the cases run one at a time to keep each one's timing its own.
@Suite(.serialized) struct HostileServerTests {
  /// The request timeout of these tests: FoundationNetworking's smallest (whole seconds).
  static let timeout: TimeInterval = 1
  /// Slack for a loaded machine on top of a deadline, only to catch a hang. What proves that the
  /// deadline ended a stalled call is its result, `.timeout`: a client that waited for the server
  /// instead would get the server's answer (or its close) after ``HostileServer/maximumStall``.
  /// Elapsed wall time is no proof on a 2-core machine: in one `swift test` process, CPU-bound
  /// tests of other targets hold both threads of the cooperative pool, and a finished call waited
  /// 45–160 s to resume. Each call prints its time; unloaded, a stall ends at the 1 s timeout.
  static let slack: TimeInterval = 600

  struct Outcome {
    var result: Result<[Int], APIError>
    var seconds: TimeInterval
  }

  static func call(
    _ server: HostileServer,
    path: String = "items",
    timeout: TimeInterval = timeout,
    configuration: APIClient.Configuration = .init()
  ) async -> Outcome {
    let client = APIClient(transport: URLSessionTransport(), configuration: configuration)
    let endpoint = APIEndpoint(baseURL: server.baseURL, path: path, timeout: timeout)
    let clock = ContinuousClock()
    let start = clock.now
    let result: Result<[Int], APIError>
    do {
      result = .success(try await client.send(endpoint, as: [Int].self))
    } catch let error as APIError {
      result = .failure(error)
    } catch {
      Issue.record("untyped error \(error)")
      result = .failure(.transport("untyped"))
    }
    let elapsed = clock.now - start
    print("HostileServerTests: \(server.behaviour) -> \(result) after \(elapsed)")
    return Outcome(
      result: result,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    )
  }

  /// URLSessionTransport.swift: "``APIError/timeout`` (the whole response did not arrive within the
  /// request's timeout, else ``defaultTimeout``: a server that stalls, or trickles bytes, fails there)".
  /// Networking.md: "a `Content-Length` longer than the body on a connection the server keeps open is a
  /// stall mid-body, so `timeout`" (the server announces 100 bytes, sends 50 and waits).
  @Test(arguments: [HostileServer.Behaviour.stallBeforeHeaders, .stallMidBody])
  func aStallIsATimeoutWithinTheTimeout(_ behaviour: HostileServer.Behaviour) async throws {
    let server = try HostileServer(behaviour)
    defer { server.stop() }
    let outcome = await Self.call(server)
    #expect(outcome.result == .failure(.timeout))
    #expect(outcome.seconds < Self.timeout + Self.slack)
  }

  /// URLSessionTransport.swift: "``APIError/transport(_:)`` (everything else, e.g. a connection closed
  /// mid-response, so also a `Content-Length` longer than the body once the server closes, or a
  /// redirect loop)". The server announces 100 bytes, sends 50 and closes.
  @Test func closingMidBodyIsATransportError() async throws {
    let server = try HostileServer(.closeMidBody)
    defer { server.stop() }
    let outcome = await Self.call(server)
    guard case .failure(.transport) = outcome.result else {
      Issue.record("expected a transport error, got \(outcome.result) after \(outcome.seconds) s")
      return
    }
    #expect(outcome.seconds < Self.timeout + Self.slack)
  }

  /// URLSessionTransport.swift: "a redirect loop" is ``APIError/transport(_:)``.
  @Test func aRedirectLoopIsATransportError() async throws {
    let server = try HostileServer(.redirectLoop)
    defer { server.stop() }
    let outcome = await Self.call(server)
    guard case .failure(let error) = outcome.result, case .transport = error else {
      Issue.record("expected a transport error, got \(outcome.result) after \(outcome.seconds) s")
      return
    }
    #expect(outcome.seconds < Self.timeout + Self.slack)
    #expect(server.requestCount > 1)
  }

  /// Networking.md: "A `Content-Length` shorter than the body ends the body there: the bytes after it
  /// are never read."
  @Test func aContentLengthShorterThanTheBodyEndsTheBody() async throws {
    let server = try HostileServer(.contentLengthSmallerThanBody)
    defer { server.stop() }
    let outcome = await Self.call(server)
    #expect(outcome.result == .success([1, 2]))
  }

  /// Networking.md: "a 1 GB or endless body fails with `responseTooLarge(limit:)` instead of being
  /// held whole; a `Content-Length` above the limit fails before any of the body is read", and
  /// APIClient.swift: "Default ``defaultMaximumResponseSize`` (16 MiB)".
  @Test(arguments: [HostileServer.Behaviour.declaredGigabyte, .undeclaredGigabyte, .endlessChunked])
  func hugeBodiesStopAtTheLimit(_ behaviour: HostileServer.Behaviour) async throws {
    let server = try HostileServer(behaviour)
    defer { server.stop() }
    let before = ResidentMemory.current()
    let sampler = ResidentMemory.Sampler()
    // A longer timeout than the other cases (the Thread Sanitizer slows the delegate down): the
    // limit, not the clock, must end these.
    let outcome = await Self.call(server, timeout: 15)
    let peak = sampler.stop()
    #expect(outcome.result == .failure(.responseTooLarge(limit: APIClient.Configuration.defaultMaximumResponseSize)))
    let growth = max(0, peak - before)
    // The limit is 16 MiB; holding the whole body would need 1 GB. Other suites run beside this
    // one, so the bound is loose.
    #expect(growth < 256 * 1024 * 1024, "resident memory grew by \(growth >> 20) MiB")
    print(
      "HostileServerTests: \(behaviour) -> \(outcome.result) in \(outcome.seconds) s, peak RSS \(peak >> 20) MiB (+\(growth >> 20) MiB)"
    )
  }

  /// APIClient.swift: "a longer one fails with ``APIError/responseTooLarge(limit:)``", with a
  /// limit of your own.
  @Test func aSmallerLimitOfYourOwn() async throws {
    let server = try HostileServer(.endlessChunked)
    defer { server.stop() }
    let outcome = await Self.call(server, timeout: 15, configuration: .init(maximumResponseSize: 100_000))
    #expect(outcome.result == .failure(.responseTooLarge(limit: 100_000)))
  }

  /// FaultInjectingTransport.swift: "Like ``send(_:)``, passing the size limit on to the base transport
  /// (so a streaming base stops reading at it)."
  @Test func faultInjectionPassesTheLimitOn() async throws {
    let server = try HostileServer(.endlessChunked)
    defer { server.stop() }
    let transport = FaultInjectingTransport(base: URLSessionTransport())
    let client = APIClient(transport: transport, configuration: .init(maximumResponseSize: 100_000))
    let endpoint = APIEndpoint(baseURL: server.baseURL, path: "items", timeout: 15)
    await #expect(throws: APIError.responseTooLarge(limit: 100_000)) {
      try await client.send(endpoint, as: [Int].self)
    }
  }

  /// HTTPTransport.swift: "Its default implementation sends with ``send(_:)`` and checks the size
  /// afterwards".
  @Test func otherTransportsAreCheckedAfterTheyReturn() async throws {
    let transport = FixedTransport("[1,2,3,4,5,6,7,8,9]")
    let small = APIClient(transport: transport, configuration: .init(maximumResponseSize: 8))
    await #expect(throws: APIError.responseTooLarge(limit: 8)) {
      try await small.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [Int].self)
    }
    let exact = APIClient(transport: transport, configuration: .init(maximumResponseSize: 19))
    #expect(try await exact.send(APIEndpoint(baseURL: Fixtures.baseURL, path: "x"), as: [Int].self).count == 9)
  }

  /// URLSessionTransport.swift: "a server that stalls, or trickles bytes, fails there"; a short
  /// trickle that ends in time is a success.
  @Test func oneByteEvery100Milliseconds() async throws {
    let short = try HostileServer(.trickle(body: Array("[1]".utf8), interval: .milliseconds(100)))
    defer { short.stop() }
    let quick = await Self.call(short)
    #expect(quick.result == .success([1]))
    let long = try HostileServer(
      .trickle(body: Array(repeating: 0x20, count: 100) + [0x5B, 0x5D], interval: .milliseconds(100))
    )
    defer { long.stop() }
    let slow = await Self.call(long)
    #expect(slow.result == .failure(.timeout))
    #expect(slow.seconds < Self.timeout + Self.slack)
  }

  /// APIClient.swift: "Cancelling the calling task cancels the request and the call throws
  /// ``APIError/cancelled``", promptly, and a 200 that arrives afterwards changes nothing.
  @Test func aTwoHundredToACancelledRequestIsCancelled() async throws {
    let server = try HostileServer(.answerWhenReleased)
    defer { server.stop() }
    let call = Task { await Self.call(server) }
    for _ in 0..<1000 where server.requestCount == 0 {
      await Task.yield()
      try await Task.sleep(for: .milliseconds(1))
    }
    try #require(server.requestCount == 1)
    let clock = ContinuousClock()
    let cancelledAt = clock.now
    call.cancel()
    server.release()
    let outcome = await call.value
    let afterCancel = clock.now - cancelledAt
    #expect(outcome.result == .failure(.cancelled))
    #expect(afterCancel < .milliseconds(500))
  }

  /// APIClient.swift: a task cancelled before the call sends nothing and throws ``APIError/cancelled``.
  @Test func anAlreadyCancelledTaskSendsNothing() async throws {
    let server = try HostileServer(.answerWhenReleased)
    defer { server.stop() }
    server.release()
    let call = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await Self.call(server)
    }
    #expect(await call.value.result == .failure(.cancelled))
    #expect(server.requestCount == 0)
  }
}

/// The process's resident memory, from `/proc/self/statm` (0 where there is none).
enum ResidentMemory {
  static func current() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * 4096
  }

  /// Samples ``current()`` every millisecond on its own thread until ``stop()``.
  final class Sampler: Sendable {
    private let state = LockedBox((stopped: false, peak: 0))
    private let done = DispatchSemaphore(value: 0)

    init() {
      let thread = Thread { [state, done] in
        while !state.withLock({ $0.stopped }) {
          let now = ResidentMemory.current()
          state.withLock { $0.peak = max($0.peak, now) }
          Thread.sleep(forTimeInterval: 0.001)
        }
        done.signal()
      }
      thread.start()
    }

    /// Stops sampling; returns the peak seen.
    func stop() -> Int {
      state.withLock { $0.stopped = true }
      done.wait()
      return max(state.withLock { $0.peak }, ResidentMemory.current())
    }
  }
}
