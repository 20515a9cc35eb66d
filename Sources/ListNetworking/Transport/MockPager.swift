// SPDX-License-Identifier: MIT

import Foundation

/// Cuts the requested page out of a JSON document, following ``MockPaging``.
struct MockPager {
  enum Outcome {
    case notPaged
    case paged(Data, total: Int, nextCursor: String?)
    case badRequest(String)
  }

  let rules: MockPaging

  func page(_ data: Data, request: HTTPRequest) -> Outcome {
    let query = Dictionary(
      request.queryItems.map { ($0.name, $0.value ?? "") },
      uniquingKeysWith: { first, _ in first }
    )
    let isCursor = query[rules.cursorParameter] != nil
    let isPage = query[rules.pageParameter] != nil || query[rules.pageSizeParameter] != nil
    let isOffset =
      query[rules.offsetIDParameter] != nil || query[rules.sinceIDParameter] != nil
      || query[rules.limitParameter] != nil
    guard isCursor || isPage || isOffset else { return .notPaged }
    guard let document = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
      let path = itemsPath(in: document), let items = value(at: path, in: document) as? [Any]
    else { return .notPaged }

    let range: Range<Int>
    if isCursor {
      guard let size = positive(query[rules.limitParameter] ?? query[rules.pageSizeParameter]) else {
        return .badRequest("Invalid \(rules.limitParameter)")
      }
      let cursor = query[rules.cursorParameter] ?? ""
      guard let start = cursor.isEmpty ? 0 : Int(cursor), start >= 0 else {
        return .badRequest("Invalid \(rules.cursorParameter) \(cursor)")
      }
      range = clamp(start, start + size, items.count)
    } else if isPage {
      guard let size = positive(query[rules.pageSizeParameter]),
        let page = query[rules.pageParameter].map({ Int($0) }) ?? rules.firstPage, page >= rules.firstPage
      else { return .badRequest("Invalid \(rules.pageParameter) or \(rules.pageSizeParameter)") }
      let (start, overflow) = (page - rules.firstPage).multipliedReportingOverflow(by: size)
      range = overflow ? items.count..<items.count : clamp(start, start + size, items.count)
    } else {
      guard let size = positive(query[rules.limitParameter]) else {
        return .badRequest("Invalid \(rules.limitParameter)")
      }
      if let sinceId = query[rules.sinceIDParameter] {
        // Twitter's `since_id`: the newest `size` items above the one with that id. When more
        // than `size` are newer, the oldest of them are left out (a gap the client closes by
        // replacing its list, see `OffsetIDPaging.prependedPageConnects`), never the newest.
        let newerCount = index(ofId: sinceId, in: items) ?? 0
        range = clamp(0, min(size, newerCount), items.count)
      } else if let offsetId = query[rules.offsetIDParameter], !offsetId.isEmpty {
        guard let found = index(ofId: offsetId, in: items) else {
          return .badRequest("No item with \(rules.idKey) \(offsetId)")
        }
        range = clamp(found + 1, found + 1 + size, items.count)
      } else {
        range = clamp(0, size, items.count)
      }
    }
    let slice = Array(items[range])
    let nextCursor = range.upperBound < items.count ? String(range.upperBound) : nil
    let rewritten = replacing(path, in: document, with: slice, total: items.count, nextCursor: nextCursor)
    guard
      let body = try? JSONSerialization.data(
        withJSONObject: rewritten,
        options: [.sortedKeys, .withoutEscapingSlashes]
      )
    else {
      return .notPaged
    }
    return .paged(body, total: items.count, nextCursor: nextCursor)
  }

  private func positive(_ text: String?) -> Int? {
    guard let text else { return rules.defaultPageSize }
    guard let value = Int(text), value > 0 else { return nil }
    return value
  }

  private func clamp(_ lower: Int, _ upper: Int, _ count: Int) -> Range<Int> {
    let low = min(max(lower, 0), count)
    return low..<min(max(upper, low), count)
  }

  private func index(ofId id: String, in items: [Any]) -> Int? {
    items.firstIndex { item in
      guard let value = (item as? [String: Any])?[rules.idKey] else { return false }
      return "\(value)" == id
    }
  }

  func itemsPath(in document: Any) -> [String]? {
    if let explicit = rules.itemsKeyPath { return explicit }
    if document is [Any] { return [] }
    guard let object = document as? [String: Any] else { return nil }
    let keys = ["data", "items", "list", "results", "records"]
    for key in keys where object[key] is [Any] { return [key] }
    if let inner = object["data"] as? [String: Any] {
      for key in keys where inner[key] is [Any] { return ["data", key] }
    }
    return nil
  }

  func value(at path: [String], in document: Any) -> Any? {
    path.reduce(Optional(document)) { current, key in (current as? [String: Any])?[key] }
  }

  private func replacing(_ path: [String], in document: Any, with slice: [Any], total: Int, nextCursor: String?) -> Any
  {
    guard let key = path.first else { return slice }
    guard var object = document as? [String: Any] else { return document }
    if path.count == 1 {
      object[key] = slice
      object[rules.totalKey] = total
      object[rules.nextCursorKey] = nextCursor ?? NSNull()
    } else if let inner = object[key] {
      object[key] = replacing(Array(path.dropFirst()), in: inner, with: slice, total: total, nextCursor: nextCursor)
    }
    return object
  }
}
