// SPDX-License-Identifier: MIT

/// The query parameter and JSON key names ``MockResponder`` uses to serve pages.
///
/// A request is paged when it carries one of these parameters:
/// - **cursor**: ``cursorParameter`` (empty or absent on the first page) with a size from
///   ``limitParameter`` or ``pageSizeParameter``; ``nextCursorKey`` holds the next cursor.
/// - **page number**: ``pageParameter`` and/or ``pageSizeParameter``; pages start at
///   ``firstPage``.
/// - **offset id**, over a newest-first array: ``offsetIDParameter`` (the `limit` items just after
///   the one with that id, i.e. the next older ones) or ``sinceIDParameter`` (Twitter's `since_id`:
///   the **newest** `limit` items before the one with that id; when more than `limit` items are
///   newer, the ones next to that id are left out, so the client sees a gap, not stale items),
///   and/or ``limitParameter``. A `sinceId` naming no item answers an empty page. These are the
///   semantics of `OffsetIDPaging.Request.older(than:pageSize:)` and
///   `OffsetIDPaging.Request.newer(than:pageSize:)` in `ListPaging`.
///
/// ```swift
/// // The file holds ids 100, 99, ..., 94 (newest first).
/// // ?offsetId=98&limit=2  → 97, 96
/// // ?sinceId=97&limit=2   → 100, 99  (98 is newer too: a gap below 99)
/// // ?sinceId=97&limit=5   → 100, 99, 98
/// ```
///
/// The slice replaces the array in the served JSON; ``totalKey`` and ``nextCursorKey`` are
/// written next to it when it sits in an object, and always as `X-Total-Count` and
/// `X-Next-Cursor` headers.
public struct MockPaging: Sendable, Equatable {
  /// The page number parameter. Default `page`.
  public var pageParameter = "page"
  /// The page size parameter. Default `pageSize`.
  public var pageSizeParameter = "pageSize"
  /// The number of the first page. Default 1.
  public var firstPage = 1
  /// "The items just older than this id" parameter. Default `offsetId`.
  public var offsetIDParameter = "offsetId"
  /// "The newest items newer than this id" parameter (Twitter's `since_id`). Default `sinceId`.
  public var sinceIDParameter = "sinceId"
  /// The item count parameter for offset-id and cursor paging. Default `limit`.
  public var limitParameter = "limit"
  /// The cursor parameter. Default `cursor`.
  public var cursorParameter = "cursor"
  /// The key of an item's id, for offset-id paging. Default `id`.
  public var idKey = "id"
  /// The key written with the total item count. Default `total`.
  public var totalKey = "total"
  /// The key written with the next cursor (`null` on the last page). Default `nextCursor`.
  public var nextCursorKey = "nextCursor"
  /// The size used when a request names none. Default 20.
  public var defaultPageSize = 20
  /// Where the array sits in the file (`["data", "items"]`); `nil` finds it: the root array,
  /// or the first array under `data`, `items`, `list`, `results` or `records`, one level deep
  /// or inside `data`.
  public var itemsKeyPath: [String]?

  /// Creates the default rules.
  public init() {}
}
