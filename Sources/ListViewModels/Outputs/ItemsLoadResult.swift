// SPDX-License-Identifier: MIT

/// What one completed load did to the list: which kind of load it was and how many new items it
/// brought, so a feed can say "3 new posts" without diffing load states itself.
///
/// ``ItemsViewModel/completedLoads`` emits one per page that landed and was applied; failed,
/// cancelled and stale loads emit nothing.
///
/// ```swift
/// viewModel.completedLoads
///   .filter { $0.kind == .prepend && !$0.reloadedDroppedPage }
///   .map { $0.replacedList ? "\($0.newItemCount)+ new posts" : "\($0.newItemCount) new posts" }
///   .emit(onNext: { hud.show($0) })
/// ```
public struct ItemsLoadResult: Sendable, Hashable {
  /// Which kind of load completed.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// The first page after creation or ``ItemsViewModel/reset(parameters:)``: it replaced an
    /// empty list (or a persisted first page).
    case firstPage
    /// A refresh once a first page had loaded: the new first page replaced the list.
    case refresh
    /// Items newer than the first one (``ItemsViewModel/prepend()``, offset-id paging).
    case prepend
    /// The next page, appended (load more).
    case append
  }

  /// Which kind of load completed.
  public var kind: Kind
  /// How many items the load put on the list whose ids were not loaded before it: every item of
  /// a first page, the items inserted by a prepend or appended by a load-more (duplicates are
  /// dropped, so they do not count), and the items of a refreshed page that are new to the list.
  ///
  /// A page reloaded under a memory cap (`PagingState.withMaxSize(_:reloadDistance:)`) brings back
  /// items the list had dropped: its result is a ``Kind/prepend`` or ``Kind/append`` whose
  /// ``newItemCount`` counts every item of the page not held when it landed (duplicates aside),
  /// although the user saw them before, and whose ``reloadedDroppedPage`` is `true`. A "new posts"
  /// message filters those out.
  public var newItemCount: Int
  /// Whether the load reloaded a page the memory cap had dropped (scrolling back to it), rather
  /// than loading one the list never had.
  public var reloadedDroppedPage: Bool
  /// Whether the page replaced the list instead of joining it: always for ``Kind/firstPage`` and
  /// ``Kind/refresh``; for ``Kind/prepend`` when the newer page was full, so more new items may
  /// exist than were loaded (``newItemCount`` is then "at least"); never for ``Kind/append``.
  public var replacedList: Bool

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - kind: Which kind of load completed.
  ///   - newItemCount: How many items were new to the list.
  ///   - replacedList: Whether the page replaced the list.
  ///   - reloadedDroppedPage: Whether the load reloaded a page the memory cap had dropped.
  public init(kind: Kind, newItemCount: Int, replacedList: Bool, reloadedDroppedPage: Bool = false) {
    self.kind = kind
    self.newItemCount = newItemCount
    self.replacedList = replacedList
    self.reloadedDroppedPage = reloadedDroppedPage
  }
}
