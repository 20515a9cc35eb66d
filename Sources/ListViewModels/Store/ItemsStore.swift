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
/// The view model calls the store on the main actor, so the requirements are `@MainActor`: in an
/// app target whose default isolation is the main actor (Xcode 26's default), a store can call the
/// app's own helpers without annotations. The `Single` may answer on any thread: the view model
/// hops results to its Driver scheduler. Disposing the subscription cancels the load (a refresh
/// disposes the load-more in flight). Heavy work belongs in the `Single` or in the `async`
/// functions it awaits (`APIClient` decodes off the main actor), not in `page(for:parameters:)`.
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
  @MainActor func page(for request: Request, parameters: Parameters) -> Single<Page<Item>>

  /// The persisted first page for these parameters, if any; shown until the first refresh lands.
  ///
  /// The default returns `nil`. Called on the main actor, so keep it fast.
  ///
  /// - Parameter parameters: The list's parameters.
  /// - Returns: The persisted page, or `nil`.
  @MainActor func persistedFirstPage(parameters: Parameters) -> Page<Item>?

  /// Persists a freshly loaded first page. The default does nothing.
  ///
  /// - Parameters:
  ///   - page: The first page that just arrived.
  ///   - parameters: The list's parameters.
  @MainActor func persistFirstPage(_ page: Page<Item>, parameters: Parameters)

  /// The archived list for these parameters, if any, continued from now on by `writer`; shown
  /// whole when the view model is created. The default returns `nil`.
  ///
  /// - Parameters:
  ///   - parameters: The list's parameters.
  ///   - writer: The view model that will continue the list.
  /// - Returns: The archived list, or `nil`.
  @MainActor func restoreArchive(parameters: Parameters, writer: ListArchiveWriter) -> ArchivedList<Item>?

  /// Archives what a landed page did to the list. The default does nothing.
  ///
  /// - Parameters:
  ///   - change: What the page did.
  ///   - parameters: The list's parameters.
  ///   - writer: The view model that loaded it.
  @MainActor func archive(_ change: ListArchiveChange<Item>, parameters: Parameters, writer: ListArchiveWriter)

  /// Archives the row being read. The default does nothing.
  ///
  /// - Parameters:
  ///   - item: The item of the row at the top of the viewport.
  ///   - offset: The row's top minus the viewport's top, in points.
  ///   - parameters: The list's parameters.
  ///   - writer: The view model that shows it.
  @MainActor func archiveReadingPosition(
    of item: Item,
    offset: Double,
    parameters: Parameters,
    writer: ListArchiveWriter
  )

  /// The page the memory cap dropped, read back from the store's archive, or `nil` to load it
  /// through ``page(for:parameters:)`` as any other page. The default returns `nil`.
  ///
  /// The view model asks before it reloads a dropped page: an archived page comes back at once,
  /// offline too, without a load. Return the page's items in list order (the `count` rows just
  /// above, or just below, `dropped.neighbour`); `nil` when the archive does not hold them all.
  ///
  /// - Parameters:
  ///   - dropped: Where the page sat, its row count and its request.
  ///   - parameters: The list's parameters.
  ///   - writer: The view model that reloads it (an archive answers only for the list it owns).
  /// - Returns: The archived page, or `nil`.
  @MainActor func archivedPage(
    _ dropped: DroppedPage<Item, Request>,
    parameters: Parameters,
    writer: ListArchiveWriter
  ) -> Page<Item>?
}

extension ItemsStore {
  /// Returns `nil`: no persisted first page.
  ///
  /// - Parameter parameters: Ignored.
  /// - Returns: `nil`.
  @MainActor public func persistedFirstPage(parameters: Parameters) -> Page<Item>? {
    nil
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - page: Ignored.
  ///   - parameters: Ignored.
  @MainActor public func persistFirstPage(_ page: Page<Item>, parameters: Parameters) {}

  /// Returns `nil`: no archive.
  ///
  /// - Parameters:
  ///   - parameters: Ignored.
  ///   - writer: Ignored.
  /// - Returns: `nil`.
  @MainActor public func restoreArchive(parameters: Parameters, writer: ListArchiveWriter) -> ArchivedList<Item>? {
    nil
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - change: Ignored.
  ///   - parameters: Ignored.
  ///   - writer: Ignored.
  @MainActor public func archive(_ change: ListArchiveChange<Item>, parameters: Parameters, writer: ListArchiveWriter) {
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - item: Ignored.
  ///   - offset: Ignored.
  ///   - parameters: Ignored.
  ///   - writer: Ignored.
  @MainActor public func archiveReadingPosition(
    of item: Item,
    offset: Double,
    parameters: Parameters,
    writer: ListArchiveWriter
  ) {}

  /// Returns `nil`: the dropped page loads through ``page(for:parameters:)``.
  ///
  /// - Parameters:
  ///   - dropped: Ignored.
  ///   - parameters: Ignored.
  ///   - writer: Ignored.
  /// - Returns: `nil`.
  @MainActor public func archivedPage(
    _ dropped: DroppedPage<Item, Request>,
    parameters: Parameters,
    writer: ListArchiveWriter
  ) -> Page<Item>? {
    nil
  }
}

/// An ``ItemsStore`` written with `async throws`: implement ``loadPage(for:parameters:)`` and the
/// `Single` requirement comes for free (disposal cancels the task).
///
/// ``loadPage(for:parameters:)`` is `@MainActor` like the view model that calls it: it may call the
/// app's main-actor code directly, and what it awaits (an `APIClient` call, decoding included) runs
/// where that function is isolated, off the main actor for `APIClient`.
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
  @MainActor func loadPage(for request: Request, parameters: Parameters) async throws -> Page<Item>
}

extension AsyncItemsStore {
  /// Runs ``loadPage(for:parameters:)`` in a task per subscription; disposal cancels it.
  ///
  /// - Parameters:
  ///   - request: The strategy's request.
  ///   - parameters: The list's current parameters.
  /// - Returns: A single of the page.
  @MainActor public func page(for request: Request, parameters: Parameters) -> Single<Page<Item>> {
    Single.create { try await self.loadPage(for: request, parameters: parameters) }
  }
}
