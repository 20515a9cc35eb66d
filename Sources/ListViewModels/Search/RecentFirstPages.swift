// SPDX-License-Identifier: MIT

package import ListPaging
package import ReactiveCore

/// The first pages of the last few queries, most recent last: a small least-recently-used memory
/// that lets a search list show a query it saw a moment ago at once while it refreshes.
///
/// Reading a query makes it the most recent; storing one past the bound forgets the least recent.
///
/// - Complexity: O(*n*) per read or write for a bound of *n* (a handful).
@MainActor
package final class RecentFirstPages<Item: Sendable> {
  /// The most queries kept.
  package let bound: Int
  /// The pages kept, least recent first.
  package private(set) var entries: [(query: String, page: Page<Item>)] = []

  /// Creates an empty memory of at most `bound` queries (none when `bound` is 0).
  package init(bound: Int) {
    self.bound = max(0, bound)
  }

  /// The queries kept, least recent first.
  package var queries: [String] { entries.map(\.query) }

  /// The first page kept for `query`, made the most recent; `nil` if it is not kept.
  package func page(for query: String) -> Page<Item>? {
    guard let index = entries.firstIndex(where: { $0.query == query }) else { return nil }
    let entry = entries.remove(at: index)
    entries.append(entry)
    return entry.page
  }

  /// Keeps `page` as the first page of `query`, the most recent; forgets the least recent past
  /// the bound.
  package func store(_ page: Page<Item>, for query: String) {
    guard bound > 0 else { return }
    entries.removeAll { $0.query == query }
    entries.append((query, page))
    if entries.count > bound { entries.removeFirst(entries.count - bound) }
  }
}

/// The store of a search list: the app's store for every query, the first pages of recent
/// queries from memory, and no request at all for the idle state.
///
/// The idle state is the empty query (a query is never empty: ``SearchOptions/query(for:)``):
/// its "load" answers an empty page at once without asking the app's store, so resetting a list
/// to idle cancels the old query's loads and leaves nothing running. Its persisted page is
/// `nil` and it is never persisted.
package struct SearchStore<Base: ItemsStore>: ItemsStore where Base.Parameters == String {
  package typealias Item = Base.Item
  package typealias Request = Base.Request
  package typealias Parameters = String

  /// The app's store.
  package let base: Base
  /// The first pages of recent queries.
  package let recent: RecentFirstPages<Base.Item>

  package func page(for request: Base.Request, parameters: String) -> Single<Page<Base.Item>> {
    parameters.isEmpty ? .just(Page(items: [])) : base.page(for: request, parameters: parameters)
  }

  package func persistedFirstPage(parameters: String) -> Page<Base.Item>? {
    guard !parameters.isEmpty else { return nil }
    return recent.page(for: parameters) ?? base.persistedFirstPage(parameters: parameters)
  }

  package func persistFirstPage(_ page: Page<Base.Item>, parameters: String) {
    guard !parameters.isEmpty else { return }
    recent.store(page, for: parameters)
    base.persistFirstPage(page, parameters: parameters)
  }
}
