// SPDX-License-Identifier: MIT

import Foundation
public import ListNetworking
public import ListPaging
import ReactiveCore
import ReactiveListInternals

/// Where a ``PageStore`` keeps the first page of a list between launches or screens.
///
/// Use ``inMemory()``, ``responseCache(_:key:)`` (on disk, through `ListNetworking`'s
/// `ResponseCache`), or your own read and write closures:
///
/// ```swift
/// let storage = FirstPageStorage<Repo, String>(
///   read: { query in database.firstPage(for: query) },
///   write: { page, query in database.save(page.items, for: query) }
/// )
/// ```
public struct FirstPageStorage<Item: Sendable, Parameters: Sendable>: Sendable {
  /// Reads the page for the parameters, or returns `nil`.
  public let read: @MainActor @Sendable (Parameters) -> Page<Item>?
  /// Writes the page for the parameters.
  public let write: @MainActor @Sendable (Page<Item>, Parameters) -> Void

  /// Creates a storage from two closures.
  ///
  /// - Parameters:
  ///   - read: Reads the page for the parameters, or returns `nil`.
  ///   - write: Writes the page for the parameters.
  public init(
    read: @escaping @MainActor @Sendable (Parameters) -> Page<Item>?,
    write: @escaping @MainActor @Sendable (Page<Item>, Parameters) -> Void
  ) {
    self.read = read
    self.write = write
  }

  /// A storage that keeps the last first page in memory, whatever the parameters.
  ///
  /// - Returns: The storage.
  public static func inMemory() -> FirstPageStorage {
    let box = LockedState<Page<Item>?>(nil)
    return FirstPageStorage(read: { _ in box.withLock { $0 } }, write: { page, _ in box.withLock { $0 = page } })
  }
}

extension FirstPageStorage where Item: Codable {
  /// A storage that writes the first page as JSON into a `ResponseCache` (atomic files on disk).
  ///
  /// ```swift
  /// let cache = try ResponseCache(directory: cachesURL.appendingPathComponent("lists"))
  /// let storage = FirstPageStorage<Repo, String>.responseCache(cache) { query in "repos-\(query)" }
  /// ```
  ///
  /// - Parameters:
  ///   - cache: The cache to write into.
  ///   - key: Names the entry of a list; different parameters should give different keys.
  /// - Returns: The storage.
  public static func responseCache(
    _ cache: ResponseCache,
    key: @escaping @Sendable (Parameters) -> String
  ) -> FirstPageStorage {
    @Sendable func request(_ parameters: Parameters) -> HTTPRequest? {
      var components = URLComponents()
      components.scheme = "reactivelist"
      components.host = "first-page"
      components.path = "/" + key(parameters)
      return components.url.map { HTTPRequest(url: $0) }
    }
    return FirstPageStorage(
      read: { parameters in
        guard let request = request(parameters), let entry = cache.entry(for: request) else { return nil }
        guard let stored = try? JSONDecoder().decode(StoredPage<Item>.self, from: entry.response.body) else {
          return nil
        }
        return Page(items: stored.items, total: stored.total, nextCursor: stored.nextCursor)
      },
      write: { page, parameters in
        let stored = StoredPage(items: page.items, total: page.total, nextCursor: page.nextCursor)
        guard let request = request(parameters), let body = try? JSONEncoder().encode(stored) else { return }
        _ = cache.store(.json(200, body), for: request)
      }
    )
  }
}

/// The JSON form of a persisted page.
private struct StoredPage<Item: Codable>: Codable {
  var items: [Item]
  var total: Int?
  var nextCursor: String?
}
