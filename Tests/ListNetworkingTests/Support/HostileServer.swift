// SPDX-License-Identifier: MIT

import Foundation
import ListNetworkingServer
import ReactiveCore
import TestSupport

/// A server on 127.0.0.1 that misbehaves on the wire, one ``Behaviour`` per server.
///
/// Every loop is bounded: stalls end after ``maximumStall`` or when the server stops, and
/// streams end after ``maximumStreamBytes``, when the client goes away, or when the server
/// stops. ``stop()`` shuts every socket down and waits for the server's threads.
final class HostileServer: Sendable {
  /// What the server does once it has read a request's head.
  enum Behaviour: Sendable {
    /// Sends nothing at all.
    case stallBeforeHeaders
    /// Sends the head and half of a `Content-Length: 100` body, then nothing.
    case stallMidBody
    /// Sends the head and half of a `Content-Length: 100` body, then closes.
    case closeMidBody
    /// Announces `Content-Length: 5` and sends `[1,2]` followed by more bytes, then closes.
    case contentLengthSmallerThanBody
    /// Announces a 1 GB `Content-Length` and streams zeros until the client goes away.
    case declaredGigabyte
    /// Streams a 1 GB body without `Content-Length` (ended by closing) until the client goes away.
    case undeclaredGigabyte
    /// Streams chunks of `Transfer-Encoding: chunked` for ever (until the client goes away).
    case endlessChunked
    /// Answers every request with `302` to the same URL.
    case redirectLoop
    /// Sends `body` one byte every `interval`, after a head with its `Content-Length`.
    case trickle(body: [UInt8], interval: Duration)
    /// Waits until ``release()`` is called, then answers `200` with `[1]`.
    case answerWhenReleased
  }

  private struct State {
    var stopped = false
    var released = false
    var requests = 0
  }

  /// The longest a stall lasts: far beyond any request timeout in the tests, so a client that
  /// waited for the server instead of its timeout is told apart.
  static let maximumStall = Duration.seconds(60)
  /// The most body bytes a stream sends: 1 GB.
  static let maximumStreamBytes = 1 << 30

  let port: UInt16
  /// What this server does.
  let behaviour: Behaviour
  private let state = LockedBox(State())
  private let acceptor: ConnectionAcceptor

  init(_ behaviour: Behaviour) throws {
    let listener = try Socket.listen(port: 0)
    port = listener.port
    self.behaviour = behaviour
    acceptor = ConnectionAcceptor(listener: listener, name: "HostileServer") { [state] connection in
      Self.serve(connection, behaviour: behaviour, state: state)
    }
  }

  deinit {
    stop()
  }

  /// `http://127.0.0.1:<port>`.
  var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)")!  // digits only: always a valid URL
  }

  /// How many request heads the server has read.
  var requestCount: Int {
    state.withLock { $0.requests }
  }

  /// Lets ``Behaviour/answerWhenReleased`` answer.
  func release() {
    state.withLock { $0.released = true }
  }

  /// Closes the listener and every connection, and waits for the server's threads.
  func stop() {
    state.withLock { $0.stopped = true }  // first, so stalls and streams end once woken
    acceptor.stop()
  }

  private static func serve(_ connection: Socket, behaviour: Behaviour, state: LockedBox<State>) {
    guard readHead(connection) else { return }
    state.withLock { $0.requests += 1 }
    let isStopped = { state.withLock { $0.stopped } }
    switch behaviour {
    case .stallBeforeHeaders:
      stall(until: isStopped)
    case .stallMidBody:
      _ = connection.send(head(200, ["Content-Length: 100"]) + Array(repeating: 0x20, count: 50))
      stall(until: isStopped)
    case .closeMidBody:
      _ = connection.send(head(200, ["Content-Length: 100"]) + Array(repeating: 0x20, count: 50))
    case .contentLengthSmallerThanBody:
      _ = connection.send(head(200, ["Content-Length: 5"]) + Array("[1,2]garbage after the body".utf8))
    case .declaredGigabyte:
      guard connection.send(head(200, ["Content-Length: \(maximumStreamBytes)"])) else { return }
      stream(to: connection, isStopped: isStopped) { $0 }
    case .undeclaredGigabyte:
      guard connection.send(head(200, [])) else { return }
      stream(to: connection, isStopped: isStopped) { $0 }
    case .endlessChunked:
      guard connection.send(head(200, ["Transfer-Encoding: chunked"])) else { return }
      stream(to: connection, isStopped: isStopped) { chunk in
        Array(String(chunk.count, radix: 16).utf8) + [13, 10] + chunk + [13, 10]
      }
    case .redirectLoop:
      _ = connection.send(head(302, ["Location: /loop", "Content-Length: 0"]))
    case .trickle(let body, let interval):
      guard connection.send(head(200, ["Content-Length: \(body.count)"])) else { return }
      for byte in body {
        Thread.sleep(forTimeInterval: seconds(interval))
        guard !isStopped(), connection.send([byte]) else { return }
      }
    case .answerWhenReleased:
      stall(until: { isStopped() || state.withLock { $0.released } })
      _ = connection.send(head(200, ["Content-Length: 3"]) + Array("[1]".utf8))
    }
  }

  /// Reads until the blank line that ends a request head (at most 64 KiB).
  private static func readHead(_ connection: Socket) -> Bool {
    var buffer: [UInt8] = []
    while buffer.count < 64 * 1024 {
      let chunk = connection.receive(upTo: 4096)
      guard !chunk.isEmpty else { return false }
      buffer += chunk
      if buffer.count >= 4,
        buffer.indices.dropLast(3).contains(where: { buffer[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) })
      {
        return true
      }
    }
    return false
  }

  private static func head(_ status: Int, _ fields: [String]) -> [UInt8] {
    let lines = ["HTTP/1.1 \(status) Hostile", "Content-Type: application/json", "Connection: close"] + fields
    return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  /// Sends 64 KiB chunks (framed by `frame`), one per millisecond at most (up to 64 MB/s, a fast
  /// network), until the client goes away, the server stops or ``maximumStreamBytes`` have gone
  /// out. Unpaced, an in-process server on a loaded machine outruns FoundationNetworking's
  /// delegate queue, which has no back-pressure (see the note on `URLSessionTransport`).
  private static func stream(to connection: Socket, isStopped: () -> Bool, frame: ([UInt8]) -> [UInt8]) {
    let chunk = [UInt8](repeating: 0x30, count: 64 * 1024)
    var sent = 0
    while sent < maximumStreamBytes, !isStopped(), connection.send(frame(chunk)) {
      sent += chunk.count
      Thread.sleep(forTimeInterval: 0.001)
    }
  }

  /// Waits in 10 ms steps until `done` or ``maximumStall``.
  private static func stall(until done: () -> Bool) {
    let clock = ContinuousClock()
    let deadline = clock.now + maximumStall
    while !done(), clock.now < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (whole, attoseconds) = duration.components
    return TimeInterval(whole) + TimeInterval(attoseconds) / 1e18
  }
}
