// SPDX-License-Identifier: MIT

public import ListPaging
public import ReactiveCore

/// Where an ``ItemsViewModel`` gets its pages: one page for a strategy's request, plus an optional
/// persisted first page to show instantly while the first refresh runs.
///
/// Conform your own type, or build a ``PageStore`` from a closure or an `APIClient` in one line:
///
/// ```swift
/// struct RepoStore: ItemsStore {
///   func page(for request: PageNumberPaging.Request, parameters: String) -> Single<Page<Repo>> {
///     Single.create { try await api.repos(query: parameters, page: request.page) }
///   }
/// }
/// ```
///
/// A store may answer on any thread: the view model hops results to its Driver scheduler.
/// Disposing the subscription cancels the load (a refresh disposes the load-more in flight).
public protocol ItemsStore: Sendable {
  /// The items of a page.
  associatedtype Item: Sendable
  /// The strategy's request type (`PageNumberPaging.Request`, `CursorPaging.Request`...).
  associatedtype Request: Hashable & Sendable
  /// What identifies the list being paged (a search query, a user id); `Void` when nothing does.
  associatedtype Parameters: Sendable

  /// Loads one page.
  ///
  /// - Parameters:
  ///   - request: The strategy's request.
  ///   - parameters: The list's current parameters.
  /// - Returns: A single of the page; disposing it cancels the load.
  func page(for request: Request, parameters: Parameters) -> Single<Page<Item>>

  /// The persisted first page for these parameters, if any; shown until the first refresh lands.
  ///
  /// The default returns `nil`. Called on the main actor, so keep it fast.
  ///
  /// - Parameter parameters: The list's parameters.
  /// - Returns: The persisted page, or `nil`.
  func persistedFirstPage(parameters: Parameters) -> Page<Item>?

  /// Persists a freshly loaded first page. The default does nothing.
  ///
  /// - Parameters:
  ///   - page: The first page that just arrived.
  ///   - parameters: The list's parameters.
  func persistFirstPage(_ page: Page<Item>, parameters: Parameters)
}

extension ItemsStore {
  /// Returns `nil`: no persisted first page.
  ///
  /// - Parameter parameters: Ignored.
  /// - Returns: `nil`.
  public func persistedFirstPage(parameters: Parameters) -> Page<Item>? {
    nil
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - page: Ignored.
  ///   - parameters: Ignored.
  public func persistFirstPage(_ page: Page<Item>, parameters: Parameters) {}
}

/// An ``ItemsStore`` written with `async throws`: implement ``loadPage(for:parameters:)`` and the
/// `Single` requirement comes for free (disposal cancels the task).
///
/// ```swift
/// struct FeedStore: AsyncItemsStore {
///   func loadPage(for request: CursorPaging.Request, parameters: Void) async throws -> Page<Post> {
///     let response = try await api.feed(after: request.cursor)
///     return Page(items: response.posts, nextCursor: response.next)
///   }
/// }
/// ```
public protocol AsyncItemsStore: ItemsStore {
  /// The items of a page (restated so it is inferred from ``loadPage(for:parameters:)``).
  associatedtype Item
  /// The strategy's request type (restated so it is inferred from ``loadPage(for:parameters:)``).
  associatedtype Request
  /// The list's parameters (restated so it is inferred from ``loadPage(for:parameters:)``).
  associatedtype Parameters

  /// Loads one page.
  ///
  /// - Parameters:
  ///   - request: The strategy's request.
  ///   - parameters: The list's current parameters.
  /// - Returns: The page.
  /// - Throws: Whatever the load throws; `CancellationError` when cancelled.
  func loadPage(for request: Request, parameters: Parameters) async throws -> Page<Item>
}

extension AsyncItemsStore {
  /// Runs ``loadPage(for:parameters:)`` in a task per subscription; disposal cancels it.
  ///
  /// - Parameters:
  ///   - request: The strategy's request.
  ///   - parameters: The list's current parameters.
  /// - Returns: A single of the page.
  public func page(for request: Request, parameters: Parameters) -> Single<Page<Item>> {
    Single.create { try await self.loadPage(for: request, parameters: parameters) }
  }
}
