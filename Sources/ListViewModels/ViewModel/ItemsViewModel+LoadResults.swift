// SPDX-License-Identifier: MIT

import ListPaging
public import ReactiveCore

extension ItemsViewModel {
  /// One result per completed load: its kind (first page, refresh, prepend, append) and how many
  /// new items it put on the list.
  ///
  /// Emitted on the Driver scheduler after the items and status outputs show the load, so
  /// ``currentItems`` already holds the new items. Failed, cancelled and stale loads emit nothing;
  /// a retried load emits when it succeeds, with the kind of the load that failed.
  ///
  /// ```swift
  /// viewModel.completedLoads
  ///   .filter { $0.kind == .prepend }
  ///   .emit(onNext: { hud.show("\($0.newItemCount) new posts") })
  /// ```
  public var completedLoads: Signal<ItemsLoadResult> {
    SharingScheduler.withScheduler(scheduler) { loadResultRelay.asSignal() }
  }

  /// The list before a page is applied, to tell what the page changed.
  struct LoadBaseline {
    let kind: ItemsLoadResult.Kind
    let count: Int
    /// The loaded ids, kept only when the page may replace the list.
    let ids: Set<Item.ID>
  }

  /// The baseline of a load in `direction`, taken before its page is applied.
  ///
  /// - Complexity: O(1) for an append or a first page; O(*n*) for a refresh or prepend.
  func loadBaseline(for direction: PagingDirection) -> LoadBaseline {
    let kind: ItemsLoadResult.Kind
    switch direction {
    case .refresh: kind = paging.hasLoadedFirstPage ? .refresh : .firstPage
    case .prepend: kind = .prepend
    case .append: kind = .append
    }
    let keepsIDs = kind == .refresh || kind == .prepend
    return LoadBaseline(kind: kind, count: paging.items.count, ids: keepsIDs ? Set(paging.items.map(\.id)) : [])
  }

  /// What the page applied since `baseline` did to the loaded items.
  ///
  /// - Complexity: O(1) for an append or a first page; O(*n*) for a refresh or prepend.
  func loadResult(since baseline: LoadBaseline) -> ItemsLoadResult {
    let items = paging.items
    switch baseline.kind {
    case .firstPage:
      return ItemsLoadResult(kind: .firstPage, newItemCount: items.count, replacedList: true)
    case .append:
      return ItemsLoadResult(kind: .append, newItemCount: items.count - baseline.count, replacedList: false)
    case .refresh, .prepend:
      let fresh = items.reduce(0) { $0 + (baseline.ids.contains($1.id) ? 0 : 1) }
      // A prepend that joined keeps every old item below the new ones.
      let replaced = baseline.kind == .refresh || items.count != baseline.count + fresh
      return ItemsLoadResult(kind: baseline.kind, newItemCount: fresh, replacedList: replaced)
    }
  }
}
