// SPDX-License-Identifier: MIT

import ListPaging

extension ListState {
  /// Applies an event and returns the effects the driver must run, in order (see the rules in
  /// ``ListState``).
  ///
  /// ```swift
  /// let effects = state.reduce(.loadMore)  // [.load(#2 append page=2, parameters: "swift")]
  /// ```
  ///
  /// - Parameter event: What happened.
  /// - Returns: The loads, cancellations, persistence and action requests to run, in order.
  /// - Complexity: O(*p*) for an appended page of *p* items; O(*n*) for events that rebuild the
  ///   list of *n* items (refreshed and prepended pages, actions); O(1) for the others.
  @discardableResult
  public mutating func reduce(_ event: Event) -> [Effect] {
    notices = []
    defer { checkInvariants() }
    switch event {
    case .refresh:
      return refresh()
    case .persistedFirstPageRead(let page):
      return showPersisted(page)
    case .prepend:
      return paging.hasLoadedFirstPage ? page(.prepend) : refresh()
    case .loadMore:
      return page(.loadMore)
    case .retry:
      return page(.retry)
    case .reset(let parameters):
      return reset(parameters)
    case .itemAppeared(let index):
      return itemAppeared(at: index)
    case .itemSelected(let index):
      itemSelected(at: index)
      return []
    case .gapAppeared(let gap):
      return paging.loadState(of: gap).failure == nil ? effects(of: paging.loadGap(gap)) : []
    case .loadGap(let gap):
      return effects(of: paging.loadGap(gap))
    case .loaded(let page, let id):
      return land(page, requestID: id)
    case .failed(let error, let id):
      fail(PagingFailure(error, message: options.errorMessage(error)), requestID: id)
      return []
    case .actionStarted(let action, let id):
      return start(action, on: id)
    case .actionSucceeded(let id, let confirmed):
      settle(id, .success(confirmed))
      return []
    case .actionFailed(let id, let error):
      settle(id, .failure(error))
      return []
    }
  }

  /// Rule 2: the first refresh since creation or reset, with nothing on screen, asks for the
  /// persisted first page; every other one follows the paging state's rules.
  private mutating func refresh() -> [Effect] {
    if !hasAskedForPersistedPage, items.isEmpty, !paging.hasLoadedFirstPage {
      hasAskedForPersistedPage = true
      return [.readPersistedFirstPage(parameters)]
    }
    // Rule 9: a restored list revalidates by the strategy's rules (a prepend that refreshes for a
    // strategy that cannot prepend).
    return page(isShowingRestoredList ? .prepend : .refresh)
  }

  /// Rule 2: shows a non-empty persisted first page while nothing is on screen, and starts the load.
  private mutating func showPersisted(_ page: Page<Item>?) -> [Effect] {
    if let page, !page.items.isEmpty, items.isEmpty, !paging.hasLoadedFirstPage {
      // Each id once, as in a loaded page: the page may have been persisted with repeated ids.
      var ids = Set<Item.ID>()
      persistedItems = page.items.filter { ids.insert($0.id).inserted }
      rebuildItems()
    }
    return self.page(.refresh)
  }

  /// Rule 6: near a dropped page (memory cap) reloads it; near the end loads more.
  private mutating func itemAppeared(at index: Int) -> [Effect] {
    // Under a memory cap the paging state reloads a dropped page next to the position first.
    let pagingReloads = paging.itemAppeared(at: index)
    let reloads = effects(of: pagingReloads)
    if !reloads.isEmpty { return reloads }
    let nearEnd = index >= paging.placeholdersBefore + items.count - 1 - options.prefetchDistance
    return nearEnd && paging.loadStates.append.failure == nil ? page(.loadMore) : []
  }

  /// Rule 6: a selected item emits its route; a position with no item is ignored.
  private mutating func itemSelected(at index: Int) {
    if let item = item(at: index) { notices.append(.route(.detail(item))) }
  }

  /// Passes a paging intent to the paging state and turns its effects into list effects.
  private mutating func page(_ event: PagingEvent<Item>) -> [Effect] {
    let pagingEffects = paging.reduce(event)
    return effects(of: pagingEffects)
  }

  /// Turns paging effects into list effects.
  ///
  /// Call it with effects already computed, never as `effects(of: paging.reduce(…))`: that reads
  /// `self` for the call while `paging` changes, so `self` is copied first and every collection of
  /// the paging state is copied on write (O(dropped pages) per page under a memory cap, measured by
  /// `scroll_capped`).
  private func effects(of pagingEffects: [PagingEffect<Strategy.Request>]) -> [Effect] {
    pagingEffects.map { effect in
      switch effect {
      case .load(let request): .load(request, parameters: parameters)
      case .cancel(let id): .cancelLoad(id)
      }
    }
  }

  /// Rule 7: cancels everything, starts over with `parameters` and refreshes.
  private mutating func reset(_ parameters: Parameters) -> [Effect] {
    var effects: [Effect] = paging.inFlight.map { [.cancelLoad($0.id)] } ?? []
    effects.append(.cancelActions)
    // Request ids go on from the old list's, so a late answer to an old request stays stale.
    paging = paging.restarted()
    self.parameters = parameters
    parametersRevision += 1
    overrides = [:]
    persistedItems = nil
    lastCompletedLoad = nil
    hasAskedForPersistedPage = false
    isShowingRestoredList = false
    restoredAnchor = nil
    rebuildItems()
    return effects + refresh()
  }

  // MARK: Loads

  /// Rules 3 and 4: lands a page unless it is stale.
  private mutating func land(_ page: Page<Item>, requestID: PagingRequestID) -> [Effect] {
    guard paging.validate(.loaded(page, requestID: requestID)) == nil, let request = paging.inFlight else { return [] }
    if paging.maxSize != nil { return landUnderMemoryCap(page, request: request) }
    if paging.isLoadingGap { return landInGap(page, requestID: requestID) }
    let baseline = LoadBaseline(before: self, landing: page, for: request)
    let loadedBefore = paging.items.count
    // With no action changes and no persisted page, the items on screen are the loaded items
    // (`checkInvariants`): letting go of them first lets the page append to the loaded items in
    // place, and `appendItems` shares them again. One array for the list, not two copies.
    let sharesLoadedItems = request.direction == .append && overrides.isEmpty && persistedItems == nil
    if sharesLoadedItems { items = [] }
    paging.reduce(.loaded(page, requestID: requestID))
    var effects: [Effect] = []
    if request.direction == .append {
      appendItems(from: loadedBefore, sharingLoadedItems: sharesLoadedItems)
    } else {
      if request.direction == .refresh { effects.append(.persistFirstPage(page, parameters: parameters)) }
      persistedItems = nil
      isShowingRestoredList = false
      dropOverrides(confirmedBefore: requestID.generation, prepended: request.direction == .prepend ? page : nil)
      rebuildItems()
    }
    let result = baseline.result(of: page, loadedCount: paging.items.count)
    lastCompletedLoad = result
    notices.append(.completedLoad(result))
    return effects
  }

  /// Rules 3 and 5: records a failure unless it is stale; items stay.
  /// A gap load's page goes into the middle of the list: the items on screen are rebuilt, and the
  /// load is reported as an append of the items it added (never a replaced list).
  private mutating func landInGap(_ page: Page<Item>, requestID: PagingRequestID) -> [Effect] {
    let loadedBefore = paging.items.count
    paging.reduce(.loaded(page, requestID: requestID))
    rebuildItems()
    let result = ItemsLoadResult(kind: .append, newItemCount: paging.items.count - loadedBefore, replacedList: false)
    lastCompletedLoad = result
    notices.append(.completedLoad(result))
    return []
  }

  private mutating func fail(_ failure: PagingFailure, requestID: PagingRequestID) {
    guard paging.validate(.failed(failure, requestID: requestID)) == nil else { return }
    paging.reduce(.failed(failure, requestID: requestID))
    if !items.isEmpty { notices.append(.message(failure.message)) }
  }

  // MARK: Items on screen

  /// Appends the loaded items from `start` on, with their action changes; shares the loaded items
  /// instead when the items on screen are those (`sharingLoadedItems`, cleared before the page).
  ///
  /// - Complexity: O(1) when sharing; O(*p*) for *p* appended items otherwise.
  private mutating func appendItems(from start: Int, sharingLoadedItems: Bool) {
    if sharingLoadedItems {
      items = paging.items
      if items.count > start { markItemsChanged(.append(from: start)) }
      return
    }
    let oldCount = items.count
    if overrides.isEmpty {
      items.append(contentsOf: paging.items[start...])
    } else {
      for item in paging.items[start...] {
        if let shown = display(item) { items.append(shown) }
      }
    }
    if items.count > oldCount { markItemsChanged(.append(from: oldCount)) }
  }

  /// Rules 3 and 4 under a memory cap: the page lands, far pages may be dropped and a dropped
  /// page next to the last-seen position may start reloading. A reloaded page is not a refresh:
  /// it keeps the action changes, and its result is a prepend or append that replaced nothing.
  ///
  /// - Complexity: O(*m*) for a cap of *m* items: the items on screen are rebuilt.
  private mutating func landUnderMemoryCap(_ page: Page<Item>, request: PagingRequest<Strategy.Request>) -> [Effect] {
    let reload = paging.isReloadingDroppedPage
    let baseline = LoadBaseline(before: self, landing: page, for: request)
    let duplicatesBefore = paging.duplicatesDropped
    var effects: [Effect] = []
    // The loaded items, shared with the items on screen when nothing is shown over them, change in
    // place; `rebuildItems()` below shares them again.
    if overrides.isEmpty, persistedItems == nil { items = [] }
    let pagingEffects = paging.reduce(.loaded(page, requestID: request.id))
    let next = self.effects(of: pagingEffects)
    if !reload, request.direction != .append {
      if request.direction == .refresh { effects.append(.persistFirstPage(page, parameters: parameters)) }
      persistedItems = nil
      isShowingRestoredList = false
      dropOverrides(confirmedBefore: request.id.generation, prepended: request.direction == .prepend ? page : nil)
    }
    rebuildItems()
    let result: ItemsLoadResult
    if reload || request.direction == .append {
      let added = page.items.count - (paging.duplicatesDropped - duplicatesBefore)
      result = ItemsLoadResult(
        kind: request.direction == .prepend ? .prepend : .append,
        newItemCount: added,
        replacedList: false,
        reloadedDroppedPage: reload
      )
    } else {
      result = baseline.result(of: page, loadedCount: paging.items.count)
    }
    lastCompletedLoad = result
    notices.append(.completedLoad(result))
    return effects + next
  }

  /// Rebuilds ``items`` from the persisted or loaded items and the action changes.
  mutating func rebuildItems() {
    let base = persistedItems ?? paging.items
    items = overrides.isEmpty ? base : base.compactMap(display)
    markItemsChanged(.reload)
  }

  private mutating func markItemsChanged(_ change: ItemsChange) {
    itemsRevision += 1
    itemsChange = change
  }
}

/// The list before a page lands, to tell what the page changed.
struct LoadBaseline<ID: Hashable> {
  /// The load's kind.
  let kind: ItemsLoadResult.Kind
  /// How many items were loaded.
  let count: Int
  /// The loaded ids, kept only when the page may replace the list.
  let ids: Set<ID>
  /// Whether the page replaces the list: a first page or a refresh, or a prepended page that does
  /// not join the loaded items (`PagingState.prependedPageJoins(_:after:)`).
  let replacesList: Bool

  /// The baseline of the load `request`, taken before its `page` lands.
  ///
  /// - Complexity: O(1) for an append or a first page; O(*n* + *p*) for a refresh or prepend.
  init<Item, Strategy, Parameters>(
    before state: ListState<Item, Strategy, Parameters>,
    landing page: Page<Item>,
    for request: PagingRequest<Strategy.Request>
  ) where Item.ID == ID {
    switch request.direction {
    case .refresh: kind = state.paging.hasLoadedFirstPage ? .refresh : .firstPage
    case .prepend: kind = .prepend
    case .append: kind = .append
    }
    count = state.paging.items.count
    ids = kind == .refresh || kind == .prepend ? Set(state.paging.items.map(\.id)) : []
    replacesList =
      kind != .append && (kind != .prepend || state.paging.prependedPageReplaces(page, after: request.request))
  }

  /// What `page` did to the list, which now loads `loadedCount` items.
  ///
  /// An append counts the items it added; a first page, refresh or prepend counts the page's items
  /// (each id once) that were not loaded before, not the list after it: under a memory cap the
  /// same landing may drop pages.
  ///
  /// - Complexity: O(1) for an append; O(*p*) for a page of *p* items otherwise.
  func result<Item: Identifiable>(of page: Page<Item>, loadedCount: Int) -> ItemsLoadResult where Item.ID == ID {
    if kind == .append {
      return ItemsLoadResult(kind: .append, newItemCount: loadedCount - count, replacedList: false)
    }
    var seen = Set<ID>()
    let fresh = page.items.reduce(0) { $0 + (!ids.contains($1.id) && seen.insert($1.id).inserted ? 1 : 0) }
    return ItemsLoadResult(kind: kind, newItemCount: fresh, replacedList: replacesList)
  }
}
