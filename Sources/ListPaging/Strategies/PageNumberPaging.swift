// SPDX-License-Identifier: MIT

/// Paging by page number: each request carries a `page` and a `pageSize`.
///
/// The list ends when a page is shorter than `pageSize` (an empty page included), or when the
/// server reported a `total` and the pages requested so far cover it. A missing `total` never ends
/// the list.
///
/// ```swift
/// let paging = PageNumberPaging(pageSize: 20)          // or .pageNumber(pageSize: 20)
/// paging.firstRequest()                                // Request(page: 1, pageSize: 20)
/// let context = PagingContext<Never>(pageItemCount: 20, newItemCount: 20, total: 45, loadedCount: 20)
/// paging.nextRequest(after: paging.firstRequest(), context: context)  // Request(page: 2, pageSize: 20)
/// ```
public struct PageNumberPaging: PagingStrategy, Hashable {
  /// One page-number request.
  public struct Request: Hashable, Sendable, CustomStringConvertible {
    /// The page number, counted from the strategy's `firstPage`.
    public var page: Int
    /// The number of items per page.
    public var pageSize: Int

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - page: The page number.
    ///   - pageSize: The number of items per page.
    public init(page: Int, pageSize: Int) {
      self.page = page
      self.pageSize = pageSize
    }

    /// `page=N&pageSize=M`, handy in logs.
    public var description: String { "page=\(page)&pageSize=\(pageSize)" }
  }

  /// The number of items per page; always positive.
  public let pageSize: Int
  /// The number of the first page (usually 1, some APIs count from 0).
  public let firstPage: Int

  /// Creates a page-number strategy.
  ///
  /// ```swift
  /// let zeroBased = PageNumberPaging(pageSize: 50, firstPage: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - pageSize: The number of items per page. Must be positive.
  ///   - firstPage: The number of the first page. Defaults to 1.
  public init(pageSize: Int, firstPage: Int = 1) {
    precondition(pageSize > 0, "PageNumberPaging(pageSize:firstPage:): pageSize must be positive, got \(pageSize)")
    self.pageSize = pageSize
    self.firstPage = firstPage
  }

  /// The request for `firstPage`.
  ///
  /// - Returns: `Request(page: firstPage, pageSize: pageSize)`.
  public func firstRequest() -> Request {
    Request(page: firstPage, pageSize: pageSize)
  }

  /// The request for the following page, or `nil` when the page was short or `total` is covered.
  ///
  /// - Parameters:
  ///   - request: The request whose page just arrived.
  ///   - context: The page's counts and total.
  /// - Returns: The next page's request, or `nil` at the end of the list.
  /// - Complexity: O(1).
  public func nextRequest(after request: Request, context: PagingContext<Never>) -> Request? {
    if context.pageItemCount < request.pageSize { return nil }
    if let total = context.total, (request.page - firstPage + 1) * request.pageSize >= total { return nil }
    return Request(page: request.page + 1, pageSize: request.pageSize)
  }
}

extension PagingStrategy where Self == PageNumberPaging {
  /// Paging by page number; see ``PageNumberPaging``.
  ///
  /// ```swift
  /// var state = PagingState<Repo, PageNumberPaging>(strategy: .pageNumber(pageSize: 20))
  /// ```
  ///
  /// - Parameters:
  ///   - pageSize: The number of items per page. Must be positive.
  ///   - firstPage: The number of the first page. Defaults to 1.
  /// - Returns: A ``PageNumberPaging``.
  public static func pageNumber(pageSize: Int, firstPage: Int = 1) -> PageNumberPaging {
    PageNumberPaging(pageSize: pageSize, firstPage: firstPage)
  }
}
