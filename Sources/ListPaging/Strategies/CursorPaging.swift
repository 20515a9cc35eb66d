// SPDX-License-Identifier: MIT

/// Paging by opaque cursor (GraphQL/Relay style): the next request carries the previous response's
/// ``Page/nextCursor``; the list ends when a response has none.
///
/// ```swift
/// let paging = CursorPaging(pageSize: 25)                // or .cursor(pageSize: 25)
/// paging.firstRequest()                                  // Request(cursor: nil, pageSize: 25)
/// let context = PagingContext<Never>(pageItemCount: 25, newItemCount: 25, nextCursor: "YXJyYXk6MjQ=", loadedCount: 25)
/// paging.nextRequest(after: paging.firstRequest(), context: context)
/// // Request(cursor: "YXJyYXk6MjQ=", pageSize: 25)
/// ```
public struct CursorPaging: PagingStrategy, Hashable {
  /// One cursor request.
  public struct Request: Hashable, Sendable {
    /// The cursor to continue after (`after:` in Relay), `nil` for the first page.
    public var cursor: String?
    /// The number of items asked for (`first:` in Relay).
    public var pageSize: Int

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - cursor: The cursor to continue after, `nil` for the first page.
    ///   - pageSize: The number of items asked for.
    public init(cursor: String?, pageSize: Int) {
      self.cursor = cursor
      self.pageSize = pageSize
    }
  }

  /// The number of items per page; always positive.
  public let pageSize: Int

  /// Creates a cursor strategy.
  ///
  /// - Parameter pageSize: The number of items per page. Must be positive.
  public init(pageSize: Int) {
    precondition(pageSize > 0, "CursorPaging(pageSize:): pageSize must be positive, got \(pageSize)")
    self.pageSize = pageSize
  }

  /// The request for the first page (no cursor).
  ///
  /// - Returns: `Request(cursor: nil, pageSize: pageSize)`.
  public func firstRequest() -> Request {
    Request(cursor: nil, pageSize: pageSize)
  }

  /// The request continuing after the page's `nextCursor`, or `nil` when it has none.
  ///
  /// - Parameters:
  ///   - request: The request whose page just arrived.
  ///   - context: The page's next cursor.
  /// - Returns: The next request, or `nil` at the end of the list.
  /// - Complexity: O(1).
  public func nextRequest(after request: Request, context: PagingContext<Never>) -> Request? {
    context.nextCursor.map { Request(cursor: $0, pageSize: pageSize) }
  }
}

extension PagingStrategy where Self == CursorPaging {
  /// Paging by opaque cursor; see ``CursorPaging``.
  ///
  /// ```swift
  /// var state = PagingState<Repo, CursorPaging>(strategy: .cursor(pageSize: 25))
  /// ```
  ///
  /// - Parameter pageSize: The number of items per page. Must be positive.
  /// - Returns: A ``CursorPaging``.
  public static func cursor(pageSize: Int) -> CursorPaging {
    CursorPaging(pageSize: pageSize)
  }
}
