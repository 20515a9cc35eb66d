// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import TestSupport
import Testing

@Suite struct LoopbackHTTPServerTests {
  static func echoServer() throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { request in
      .response(
        HTTPResponse(
          statusCode: 200,
          headers: ["Content-Type": "application/octet-stream"],
          body: request.body ?? Data()
        )
      )
    }
  }

  /// LoopbackHTTPServer.swift: "It binds a free port (or the one you ask for)".
  @Test func bindsLoopbackOnAFreePort() throws {
    let first = try Self.echoServer()
    let second = try Self.echoServer()
    defer {
      first.stop()
      second.stop()
    }
    #expect(first.port != 0)
    #expect(first.port != second.port)
    #expect(first.baseURL.absoluteString == "http://127.0.0.1:\(first.port)")
  }

  /// The handler's `request.url` names the port the server listens on; with `port: 0` (a free
  /// port) it used to say `http://127.0.0.1:0/...`.
  ///
  /// MockingAndPaging.md: "`request.url` is `http://127.0.0.1:<port>` with the port the server listens on (also
  /// when started with `port: 0` ...) followed by the request target still percent-encoded".
  @Test func handlerSeesTheBoundPortAndTheTargetAsSent() async throws {
    let seen = LockedBox<[URL]>([])
    let server = try LoopbackHTTPServer { request in
      seen.withLock { $0.append(request.url) }
      return .response(.json(200, Data("{}".utf8)))
    }
    defer { server.stop() }
    let url = try #require(URL(string: "\(server.baseURL.absoluteString)/a%2Fb/c?q=1%202"))
    _ = try await URLSessionTransport(defaultTimeout: 10).send(HTTPRequest(url: url))
    #expect(seen.withLock { $0 } == [url])
    #expect(seen.withLock { $0 }.first?.port == Int(server.port))
  }

  @Test func busyPortIsAnError() throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    #expect(throws: (any Error).self) { try LoopbackHTTPServer(port: server.port) { _ in .hang } }
  }

  @Test func largeBodiesBothWays() async throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    let payload = Data((0..<400_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let response = try await URLSessionTransport(defaultTimeout: 10).send(
      HTTPRequest(method: .put, url: server.baseURL.appendingPathComponent("blob"), body: payload)
    )
    #expect(response.statusCode == 200)
    #expect(response.body == payload)
  }

  @Test func servesManyClientsAtOnce() async throws {
    let server = try LoopbackHTTPServer(responder: MockResponder(root: try Fixtures.root))
    defer { server.stop() }
    let transport = URLSessionTransport(defaultTimeout: 10)
    let base = server.baseURL
    let pages = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
      for page in 1...20 {
        group.addTask {
          let request = try APIEndpoint(
            baseURL: base,
            path: "users/list",
            queryItems: [.init(name: "cursor", value: String(page % 10)), .init(name: "limit", value: "1")]
          ).makeRequest()
          let response = try await transport.send(request)
          let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
          let items = object?["data"] as? [[String: Any]]
          return (page, items?.first?["id"] as? String)
        }
      }
      var result: [Int: String?] = [:]
      for try await (page, id) in group { result[page] = id }
      return result
    }
    for page in 1...20 { #expect(pages[page] == "u\(page % 10 + 1)") }
  }

  @Test func headRequestHasNoBody() async throws {
    let server = try LoopbackHTTPServer(responder: MockResponder(root: try Fixtures.root))
    defer { server.stop() }
    let response = try await URLSessionTransport(defaultTimeout: 10).send(
      HTTPRequest(method: .head, url: server.baseURL.appendingPathComponent("feed/timeline"))
    )
    #expect(response.statusCode == 200)
    #expect(response.header("Content-Length") != "0")
    #expect(response.body.isEmpty)
  }

  /// LoopbackHTTPServer.swift: "``stop()`` closes the listening socket and every open connection and returns once all
  /// server threads have finished".
  @Test func stopEndsHangingConnections() async throws {
    let server = try LoopbackHTTPServer { _ in .hang }
    let url = server.baseURL.appendingPathComponent("slow")
    let arrived = AsyncStream.makeStream(of: Void.self)
    let task = Task {
      arrived.continuation.yield()
      return try await URLSessionTransport(defaultTimeout: 30).send(HTTPRequest(url: url))
    }
    var iterator = arrived.stream.makeAsyncIterator()
    await iterator.next()
    // The client may or may not have connected yet; either way stop() must return and the
    // request must fail rather than hang for 30 seconds.
    server.stop()
    await #expect(throws: APIError.self) { try await task.value }
  }
}

@Suite struct MockBundleTests {
  @Test func responderFromBundleFolder() throws {
    let responder = try #require(MockResponder(bundle: .module, folder: "Fixtures"))
    #expect(responder.response(for: try Fixtures.request("feed/timeline")).statusCode == 200)
    #expect(MockResponder(bundle: .module, folder: "NoSuchFolder") == nil)
  }

  @Test func transportFromDirectory() async throws {
    let transport = MockTransport(
      directory: try Fixtures.root,
      routes: [.get("/me", file: "errors/expired.json", statusCode: 401)]
    )
    #expect(try await transport.send(try Fixtures.request("me")).statusCode == 401)
    #expect(try await transport.send(try Fixtures.request("users/list")).statusCode == 200)
  }
}

#if canImport(Glibc)
  import Glibc

  @Suite struct LoopbackHTTPServerChunkedTests {
    /// Sends `request` as it is over a new TCP connection to `port` and returns all it receives.
    static func exchange(port: UInt16, _ request: String) throws -> String {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      try #require(connected == 0)
      let bytes = Array(request.utf8)
      try #require(bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) } == bytes.count)
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        received += buffer[..<count]
      }
      return String(decoding: received, as: UTF8.self)
    }

    /// LoopbackHTTPServer.swift: "A request body may come with `Content-Length` or
    /// `Transfer-Encoding: chunked`; the handler sees it whole, decoded, in `request.body`."
    @Test func aChunkedRequestBodyReachesTheHandlerDecoded() throws {
      let server = try LoopbackHTTPServerTests.echoServer()
      defer { server.stop() }
      let reply = try Self.exchange(
        port: server.port,
        "POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
          + "5\r\nhello\r\n7\r\n, world\r\n0\r\n\r\n"
      )
      #expect(reply.hasPrefix("HTTP/1.1 200"))
      #expect(reply.hasSuffix("\r\n\r\nhello, world"))
    }
  }
#endif
