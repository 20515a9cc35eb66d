// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// A list item: identity by `id`, equality by all fields.
struct TestItem: Identifiable, Hashable, Sendable, CustomStringConvertible {
  let id: Int
  var value = 0

  var description: String { "\(id)" }
}

/// Items with these ids.
func items(_ ids: some Sequence<Int>) -> [TestItem] {
  ids.map { TestItem(id: $0) }
}

/// A page of items with these ids.
func page(_ ids: some Sequence<Int>, total: Int? = nil, nextCursor: String? = nil) -> Page<TestItem> {
  Page(items: items(ids), total: total, nextCursor: nextCursor)
}

/// An error a loader might throw.
struct TestLoadError: Error, CustomStringConvertible {
  var description = "offline"
}

extension PagingState {
  /// Reduces `event`, expecting exactly one load among the effects, and returns it.
  mutating func expectLoad(
    _ event: PagingEvent<Item>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PagingRequest<Request> {
    let loads = reduce(event).compactMap(\.loadRequest)
    try #require(loads.count == 1, "expected one load for \(event), got \(loads)", sourceLocation: sourceLocation)
    return loads[0]
  }
}
