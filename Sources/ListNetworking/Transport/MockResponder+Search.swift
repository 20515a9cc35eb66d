// SPDX-License-Identifier: MIT

public import Foundation

extension MockResponder {
  /// The JSON document with only the items matching the request's search query, the way a search
  /// endpoint answers: `GET /projects/search?q=swi&page=1` serves page 1 of the matches.
  ///
  /// The query is the value of ``searchParameter`` (`q`), trimmed. An item matches when one of its
  /// string values contains the query, ignoring case and diacritics. The items are found as for
  /// paging (``MockPaging/itemsKeyPath``, or the root array, or the first array under `data`,
  /// `items`, `list`, `results` or `records`), and keep their order. A request without the
  /// parameter, an empty query, or a document with no such array is served as it is.
  ///
  /// ```swift
  /// // projects/search.json holds [{"name": "swift-kit"}, {"name": "swiper"}, {"name": "rust-x"}]
  /// // GET /projects/search?q=SWI       → [{"name": "swift-kit"}, {"name": "swiper"}]
  /// // GET /projects/search?q=swi&pageSize=1 → [{"name": "swift-kit"}] (total 2)
  /// ```
  ///
  /// - Parameters:
  ///   - data: The document as stored.
  ///   - request: The request.
  /// - Returns: The document holding only the matching items, or `data` unchanged.
  /// - Complexity: O(*n*) for a document of *n* items.
  public func filtered(_ data: Data, for request: HTTPRequest) -> Data {
    guard let parameter = searchParameter,
      let query = request.queryItems.first(where: { $0.name == parameter })?.value?
        .trimmingCharacters(in: .whitespacesAndNewlines),
      !query.isEmpty,
      let document = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return data }
    let pager = MockPager(rules: paging)
    guard let path = pager.itemsPath(in: document), let items = pager.value(at: path, in: document) as? [Any] else {
      return data
    }
    let matches = items.filter { item in
      guard let object = item as? [String: Any] else { return "\(item)".matches(search: query) }
      return object.values.contains { ($0 as? String)?.matches(search: query) ?? false }
    }
    let filtered = Self.replacing(path[...], in: document, with: matches)
    return (try? JSONSerialization.data(withJSONObject: filtered, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? data
  }

  /// `document` with the array at `path` replaced by `items`.
  private static func replacing(_ path: ArraySlice<String>, in document: Any, with items: [Any]) -> Any {
    guard let key = path.first else { return items }
    guard var object = document as? [String: Any], let inner = object[key] else { return document }
    object[key] = replacing(path.dropFirst(), in: inner, with: items)
    return object
  }
}

extension String {
  /// Whether this text contains `query`, ignoring case and diacritics.
  fileprivate func matches(search query: String) -> Bool {
    range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
