// SPDX-License-Identifier: MIT

public import Foundation
public import ListNetworking

/// A small HTTP/1.1 server on 127.0.0.1, for integration tests and the `MockServer` example.
///
/// It binds a free port (or the one you ask for), answers each connection on its own thread
/// with the handler's ``Reply`` and closes the connection (`Connection: close`, no keep-alive,
/// no TLS). A request body may come with `Content-Length` or `Transfer-Encoding: chunked`; the
/// handler sees it whole, decoded, in `request.body`. ``init(responder:port:)`` serves a mock folder with the
/// same rules, paging included, as ``MockTransport``.
///
/// ``stop()`` closes the listening socket and every open connection and returns once all
/// server threads have finished; it is idempotent and also runs on deinit.
///
/// > Important: Loopback only, for tests and development. It trusts its clients.
public final class LoopbackHTTPServer: Sendable {
  /// What the server does with one request.
  public enum Reply: Sendable {
    /// Send this response with a correct `Content-Length`, then close.
    case response(HTTPResponse)
    /// Send these bytes exactly as given (a malformed or cut-off response), then close.
    case raw(Data)
    /// Send nothing and keep the connection open until the client gives up or the server
    /// stops (a server slower than any timeout).
    case hang
  }

  /// Answers one request; called on a server thread, possibly several at once.
  ///
  /// The request's ``HTTPRequest/url`` is `http://127.0.0.1:<port>` (the port the server
  /// listens on, also when it was started with port 0) followed by the request target exactly as
  /// the client sent it: path and query still percent-encoded, not normalised. Use
  /// `URLComponents(url:resolvingAgainstBaseURL:)?.percentEncodedPath` to see the path as sent;
  /// `url.path` decodes it (`%2F` becomes `/`).
  public typealias Handler = @Sendable (HTTPRequest) -> Reply

  /// The port the server listens on.
  public let port: UInt16
  private let acceptor: ConnectionAcceptor

  /// Starts a server answering with `handler`.
  /// - Parameters:
  ///   - port: The port to bind on 127.0.0.1; 0 picks a free one.
  ///   - handler: Answers each request.
  /// - Throws: When the port cannot be bound.
  public init(port: UInt16 = 0, handler: @escaping Handler) throws {
    let listener = try Socket.listen(port: port)
    let boundPort = listener.port  // the free port picked for `port: 0`; requests name this one
    self.port = boundPort
    acceptor = ConnectionAcceptor(listener: listener, name: "LoopbackHTTPServer") { connection in
      Self.serve(connection, port: boundPort, handler: handler)
    }
  }

  /// Starts a server answering from a mock folder, with the paging rules of ``MockResponder``.
  /// - Parameters:
  ///   - responder: The folder and rules to serve.
  ///   - port: The port to bind on 127.0.0.1; 0 picks a free one.
  /// - Throws: When the port cannot be bound.
  public convenience init(responder: MockResponder, port: UInt16 = 0) throws {
    try self.init(port: port) { .response(responder.response(for: $0)) }
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)")!  // digits only: always a valid URL
  }

  /// Stops accepting, closes every open connection and waits for the server threads to end.
  public func stop() {
    acceptor.stop()
  }

  deinit {
    stop()
  }

  private static func serve(_ connection: Socket, port: UInt16, handler: Handler) {
    guard let request = HTTPWire.readRequest(from: connection, port: port) else {
      connection.send(HTTPWire.encode(HTTPResponse(statusCode: 400)))
      connection.shutdown()
      return
    }
    switch handler(request) {
    case .response(let response):
      connection.send(HTTPWire.encode(response, omitBody: request.method == .head))
    case .raw(let bytes):
      connection.send(Array(bytes))
    case .hang:
      while !connection.receive(upTo: 4096).isEmpty {}
    }
    connection.shutdown()
  }
}
