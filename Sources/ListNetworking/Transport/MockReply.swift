// SPDX-License-Identifier: MIT

public import Foundation

/// What a dynamic ``MockRoute`` answers a request with, computed by its ``MockHandler``.
///
/// ```swift
/// // Newer posts on a later refresh: `sinceId=X` serves the snapshot taken after X.
/// let growing = MockRoute.dynamic("/statuses/home_timeline") { request in
///   guard let since = request.queryValue("sinceId") else { return .fallThrough }
///   return .file("statuses/home_timeline/since-\(since).json")
/// }
/// ```
public enum MockReply: Sendable, Equatable {
  /// Serve this file below the mock root with this status, paged like any mock file (a missing
  /// file is a 404).
  case file(String, statusCode: Int = 200)
  /// Serve these JSON bytes with this status, paged like a file holding them (the paging
  /// parameters of the request cut the slice out of the array).
  case json(Data, statusCode: Int = 200)
  /// Answer with this response as it is.
  case response(HTTPResponse)
  /// This route does not answer: the next matching route, the request's mock file or the path
  /// convention does.
  case fallThrough
}

/// The closure of a dynamic ``MockRoute``: computes a ``MockReply`` from the request.
///
/// The closure sees the whole ``HTTPRequest``: method, URL (use ``HTTPRequest/queryValue(_:)`` and
/// ``HTTPRequest/queryItems`` for the query), headers and body. It may run on any thread and for
/// several requests at once, so it is `@Sendable`; keep any state it counts in a lock-guarded
/// reference (or better, derive the answer from the request alone). When it throws,
/// ``MockTransport/send(_:)`` throws the error if it is an ``APIError`` and
/// ``APIError/transport(_:)`` otherwise, and ``MockResponder/response(for:)`` answers a 500 with a
/// JSON `error` body: a typed failure, never a crash.
///
/// Two handlers are equal when they are copies of the same handler (closures cannot be compared),
/// so ``MockRoute`` stays `Equatable`.
public struct MockHandler: Sendable, Equatable {
  /// Holds the closure; its identity is the handler's identity.
  private final class Box: Sendable {
    let reply: @Sendable (HTTPRequest) throws -> MockReply

    init(_ reply: @escaping @Sendable (HTTPRequest) throws -> MockReply) {
      self.reply = reply
    }
  }

  private let box: Box

  /// Creates a handler.
  ///
  /// - Parameter reply: Computes the answer to a request; may throw.
  public init(_ reply: @escaping @Sendable (HTTPRequest) throws -> MockReply) {
    box = Box(reply)
  }

  /// The answer to `request`.
  ///
  /// - Parameter request: The request the route matched.
  /// - Returns: The closure's reply.
  /// - Throws: Whatever the closure throws.
  public func reply(to request: HTTPRequest) throws -> MockReply {
    try box.reply(request)
  }

  /// Whether both are copies of the same handler.
  ///
  /// - Parameters:
  ///   - lhs: A handler.
  ///   - rhs: Another handler.
  /// - Returns: `true` when both wrap the same closure instance.
  public static func == (lhs: MockHandler, rhs: MockHandler) -> Bool {
    lhs.box === rhs.box
  }
}
