// SPDX-License-Identifier: MIT

public import ListNetworking
public import ListPaging
public import ReactiveCore

/// A ready-made ``ItemsStore`` built from a closure, an `async` closure or an `APIClient`.
///
/// ```swift
/// // From an API: map the strategy's request to an endpoint, the payload to a page.
/// let store = PageStore<Repo, CursorPaging.Request, String>.api(client, envelope: StandardEnvelope<RepoList>.self) {
///   request, query in APIEndpoint(baseURL: base, path: "/search", queryItems: [.init(name: "q", value: query)])
/// } page: { list in Page(items: list.items, nextCursor: list.nextCursor) }
///
/// // From any async function, with the first page kept in memory between screens.
/// let feed = PageStore<Post, PageNumberPaging.Request, Void>.async { request, _ in
///   try await api.posts(page: request.page)
/// }.persistingFirstPage(in: .inMemory())
/// ```
///
/// Every closure is `@MainActor`, as the view model that calls them is: in an app target whose
/// default isolation is the main actor, they may call the app's own helpers as they are. An
/// `async` closure still awaits off the main actor whatever is isolated elsewhere: `APIClient`
/// sends, and decodes the response, off the main actor.
public struct PageStore<Item: Sendable, Request: Hashable & Sendable, Parameters: Sendable>: ItemsStore {
  private let load: @MainActor @Sendable (Request, Parameters) -> Single<Page<Item>>
  private let storage: FirstPageStorage<Item, Parameters>?
  private var archiveHooks: ArchiveHooks<Item, Request, Parameters>?

  /// Creates a store whose pages come from a closure returning a `Single`.
  ///
  /// - Parameter load: Loads the page for a request and the list's parameters.
  public init(_ load: @escaping @MainActor @Sendable (Request, Parameters) -> Single<Page<Item>>) {
    self.load = load
    self.storage = nil
  }

  private init(
    load: @escaping @MainActor @Sendable (Request, Parameters) -> Single<Page<Item>>,
    storage: FirstPageStorage<Item, Parameters>?
  ) {
    self.load = load
    self.storage = storage
  }

  /// Creates a store whose pages come from an `async throws` closure; disposal cancels its task.
  ///
  /// - Parameter load: Loads the page for a request and the list's parameters.
  /// - Returns: The store.
  public static func async(
    _ load: @escaping @MainActor @Sendable (Request, Parameters) async throws -> Page<Item>
  ) -> PageStore {
    PageStore { request, parameters in Single.create { try await load(request, parameters) } }
  }

  /// Creates a store that sends an endpoint per request through `client` and unwraps the envelope.
  ///
  /// - Parameters:
  ///   - client: The API client.
  ///   - envelope: The backend's envelope shape, e.g. `StandardEnvelope<RepoList>.self`.
  ///   - endpoint: Maps the strategy's request and the list's parameters to an endpoint.
  ///   - page: Maps the unwrapped payload to a page.
  /// - Returns: The store.
  public static func api<E: Envelope>(
    _ client: APIClient,
    envelope: E.Type,
    endpoint: @escaping @MainActor @Sendable (Request, Parameters) -> any Endpoint,
    page: @escaping @MainActor @Sendable (E.Payload) throws -> Page<Item>
  ) -> PageStore where E.Payload: Sendable {
    .async { request, parameters in
      try page(try await client.send(endpoint(request, parameters), envelope: envelope))
    }
  }

  /// Creates a store that sends an endpoint per request through `client` and decodes the body.
  ///
  /// - Parameters:
  ///   - client: The API client.
  ///   - type: The decoded response type.
  ///   - endpoint: Maps the strategy's request and the list's parameters to an endpoint.
  ///   - page: Maps the decoded response to a page.
  /// - Returns: The store.
  public static func api<Response: Decodable & Sendable>(
    _ client: APIClient,
    decoding type: Response.Type,
    endpoint: @escaping @MainActor @Sendable (Request, Parameters) -> any Endpoint,
    page: @escaping @MainActor @Sendable (Response) throws -> Page<Item>
  ) -> PageStore {
    .async { request, parameters in
      try page(try await client.send(endpoint(request, parameters), as: type))
    }
  }

  /// The same store, reading and writing its first page in `storage`.
  ///
  /// - Parameter storage: Where the first page is kept.
  /// - Returns: The store.
  public func persistingFirstPage(in storage: FirstPageStorage<Item, Parameters>) -> PageStore {
    var store = PageStore(load: load, storage: storage)
    store.archiveHooks = archiveHooks
    return store
  }

  /// The same store, keeping every page its lists load in `archive` under `key(parameters)`: a
  /// view model created over it shows the archived list at once, on the row that was being read.
  ///
  /// ```swift
  /// let archive = try ListArchive<Post>(directory: cachesURL.appendingPathComponent("timeline"))
  /// let store = PageStore<Post, OffsetIDPaging<Int>.Request, Void>.async { request, _ in
  ///   try await api.posts(request)
  /// }.archiving(in: archive) { _ in "timeline" }
  /// ```
  ///
  /// - Parameters:
  ///   - archive: Where the pages go.
  ///   - key: Names a list; different parameters should give different keys.
  /// - Returns: The store.
  public func archiving(
    in archive: ListArchive<Item>,
    key: @escaping @Sendable (Parameters) -> String
  ) -> PageStore where Item: Codable & Identifiable, Item.ID: Codable {
    var store = self
    store.archiveHooks = ArchiveHooks(
      restore: { parameters, writer in archive.restore(key: key(parameters), writer: writer) },
      record: { change, parameters, writer in archive.record(change, key: key(parameters), writer: writer) },
      position: { item, offset, parameters, writer in
        archive.recordReadingPosition(of: item, offset: offset, key: key(parameters), writer: writer)
      },
      droppedPage: { dropped, parameters, writer in
        archive.page(dropped, key: key(parameters), writer: writer)
      }
    )
    return store
  }

  /// Reads the archived list, if the store archives.
  ///
  /// - Parameters:
  ///   - parameters: The list's parameters.
  ///   - writer: The view model that will continue the list.
  /// - Returns: The archived list, or `nil`.
  @MainActor public func restoreArchive(parameters: Parameters, writer: ListArchiveWriter) -> ArchivedList<Item>? {
    archiveHooks?.restore(parameters, writer)
  }

  /// Archives what a landed page did, if the store archives.
  ///
  /// - Parameters:
  ///   - change: What the page did.
  ///   - parameters: The list's parameters.
  ///   - writer: The view model that loaded it.
  @MainActor public func archive(_ change: ListArchiveChange<Item>, parameters: Parameters, writer: ListArchiveWriter) {
    archiveHooks?.record(change, parameters, writer)
  }

  /// Archives the row being read, if the store archives.
  ///
  /// - Parameters:
  ///   - item: The item of the row at the top of the viewport.
  ///   - offset: The row's top minus the viewport's top, in points.
  ///   - parameters: The list's parameters.
  ///   - writer: The view model that shows it.
  @MainActor public func archiveReadingPosition(
    of item: Item,
    offset: Double,
    parameters: Parameters,
    writer: ListArchiveWriter
  ) {
    archiveHooks?.position(item, offset, parameters, writer)
  }

  /// Reads a page the memory cap dropped back from the archive, if the store archives and the
  /// archive holds it (see ``ListArchive/page(_:key:writer:)``).
  ///
  /// - Parameters:
  ///   - dropped: Where the page sat, its row count and its request.
  ///   - parameters: The list's parameters.
  ///   - writer: The view model that reloads it.
  /// - Returns: The archived page, or `nil`.
  @MainActor public func archivedPage(
    _ dropped: DroppedPage<Item, Request>,
    parameters: Parameters,
    writer: ListArchiveWriter
  ) -> Page<Item>? {
    archiveHooks?.droppedPage(dropped, parameters, writer)
  }

  /// Loads one page through the closure.
  ///
  /// - Parameters:
  ///   - request: The strategy's request.
  ///   - parameters: The list's parameters.
  /// - Returns: A single of the page.
  @MainActor public func page(for request: Request, parameters: Parameters) -> Single<Page<Item>> {
    load(request, parameters)
  }

  /// The first page kept in the storage, if any.
  ///
  /// - Parameter parameters: The list's parameters.
  /// - Returns: The persisted page, or `nil`.
  @MainActor public func persistedFirstPage(parameters: Parameters) -> Page<Item>? {
    storage?.read(parameters)
  }

  /// Keeps the first page in the storage, if there is one.
  ///
  /// - Parameters:
  ///   - page: The first page.
  ///   - parameters: The list's parameters.
  @MainActor public func persistFirstPage(_ page: Page<Item>, parameters: Parameters) {
    storage?.write(page, parameters)
  }
}

/// The archive a ``PageStore`` writes to, as closures (the store's `Item` need not be `Codable`).
private struct ArchiveHooks<Item: Sendable, Request: Hashable & Sendable, Parameters: Sendable>: Sendable {
  let restore: @Sendable (Parameters, ListArchiveWriter) -> ArchivedList<Item>?
  let record: @Sendable (ListArchiveChange<Item>, Parameters, ListArchiveWriter) -> Void
  let position: @Sendable (Item, Double, Parameters, ListArchiveWriter) -> Void
  let droppedPage: @Sendable (DroppedPage<Item, Request>, Parameters, ListArchiveWriter) -> Page<Item>?
}
