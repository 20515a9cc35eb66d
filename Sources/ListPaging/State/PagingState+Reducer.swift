// SPDX-License-Identifier: MIT

extension PagingState {
  /// Applies an event and returns the effects the owner must carry out, in order.
  ///
  /// Ignored events (see ``validate(_:)``) change nothing and return `[]`.
  ///
  /// ```swift
  /// var state = PagingState<Repo, PageNumberPaging>(strategy: .pageNumber(pageSize: 2))
  /// let first = state.reduce(.refresh)                   // [.load(#1 refresh page=1&pageSize=2)]
  /// state.reduce(.loaded(Page(items: [r1, r2]), requestID: first[0].loadRequest!.id))
  /// state.reduce(.loadMore)                              // [.load(#2 append page=2&pageSize=2)]
  /// state.reduce(.refresh)                               // [.cancel(#2), .load(#3 refresh page=1...)]
  /// ```
  ///
  /// - Parameter event: What happened.
  /// - Returns: The loads to start and cancel, in order.
  /// - Complexity: O(*p*) for a page of *p* items appended; O(*n* + *p*) when a page replaces or is
  ///   put in front of a list of *n* items; O(1) for the other events.
  @discardableResult
  public mutating func reduce(_ event: PagingEvent<Item>) -> [PagingEffect<Request>] {
    defer { checkInvariants() }
    if validate(event) != nil { return [] }
    switch event {
    case .refresh:
      return start(.refresh, strategy.firstRequest(), cancellingInFlight: true)
    case .prepend:
      // With dropped pages in front, the first held item is not the list's first: refresh.
      if hasLoadedFirstPage, droppedBefore.isEmpty, let first = items.first, let anchor = anchor(first),
        let request = strategy.prependRequest(newerThan: anchor)
      {
        return start(.prepend, request, cancellingInFlight: true)
      }
      return start(.refresh, strategy.firstRequest(), cancellingInFlight: true)
    case .loadMore:
      // `validate` checked that a next request exists.
      guard let next = nextRequest else { return [] }
      return start(.append, next, cancellingInFlight: false)
    case .retry:
      guard let failed = failedRequest else { return [] }
      if let gapID = gapLoadID { return startGapLoad(gapID, failed.request) }
      let reload = reloadsDroppedPage(failed.direction)
      return start(failed.direction, failed.request, cancellingInFlight: false, newGeneration: !reload)
    case .cancel:
      guard let current = inFlight else { return [] }
      finish(current.direction)
      return [.cancel(current.id)]
    case .loaded(let page, _):
      guard let current = inFlight else { return [] }
      if let gapID = gapLoadID {
        finish(current.direction)
        fillGap(gapID, with: page, after: current.request)
        return []
      }
      let reload = reloadsDroppedPage(current.direction)
      finish(current.direction)
      switch current.direction {
      case .refresh: replace(with: page, after: current.request)
      case .prepend where reload: reloadBefore(page, after: current.request)
      case .prepend: prepend(page, after: current.request)
      case .append where reload: reloadAfter(page, after: current.request)
      case .append: append(page, after: current.request)
      }
      guard maxSize != nil else { return [] }
      dropFarPages()
      return reloadNearGap()
    case .failed(let failure, _):
      // A failure of the load in flight, a cancellation included: the state never cancels a load
      // without moving on (rule 3), so a `CancellationError` that answers the load in flight comes
      // from the loader giving up on its own, and nothing else will restart it (rule 5).
      guard let current = inFlight else { return [] }
      let gapID = gapLoadID
      finish(current.direction)
      if let gapID {
        gapLoadID = gapID
        gapLoadState = .failed(failure)
      } else {
        loadStates[current.direction] = .failed(failure)
      }
      failedRequest = current
      return []
    }
  }

  // MARK: Starting and finishing loads

  /// Issues a request: cancels the load in flight if asked, supersedes older failures, marks the
  /// direction loading.
  mutating func start(
    _ direction: PagingDirection,
    _ request: Request,
    cancellingInFlight: Bool,
    newGeneration: Bool? = nil
  ) -> [PagingEffect<Request>] {
    var effects: [PagingEffect<Request>] = []
    if cancellingInFlight, let current = inFlight {
      effects.append(.cancel(current.id))
    }
    if newGeneration ?? (direction != .append) { generation += 1 }
    lastSerial += 1
    let issued = PagingRequest(
      id: PagingRequestID(generation: generation, serial: lastSerial),
      direction: direction,
      request: request
    )
    // One load at a time, one failure at a time: a new load supersedes every other direction's
    // loading or failed state.
    loadStates = PagingLoadStates()
    loadStates[direction] = .loading
    gapLoadState = .idle
    gapLoadID = nil
    failedRequest = nil
    inFlight = issued
    effects.append(.load(issued))
    return effects
  }

  /// Ends the load in flight, leaving its direction idle.
  mutating func finish(_ direction: PagingDirection) {
    inFlight = nil
    loadStates[direction] = .idle
    gapLoadState = .idle
    gapLoadID = nil
  }

  // MARK: Merging pages

  /// Rule 1: a refreshed first page replaces the list.
  private mutating func replace(with page: Page<Item>, after request: Request) {
    // Room for as many items again: a list grows by pages after a refresh, and a capacity that
    // fits the first page exactly makes the next page copy every item and rehash every id.
    items = []
    items.reserveCapacity(page.items.count * 2)
    gaps = []
    ids = []
    ids.reserveCapacity(page.items.count * 2)
    duplicatesDropped = 0
    let added = appendNew(page.items)
    loadedRequests = [request]
    if maxSize != nil { resetPages(first: PageRecord(request: request, count: added)) }
    hasLoadedFirstPage = true
    stoppedOnRepeatedRequest = false
    endReached = false
    advance(after: request, page: page, newItemCount: added)
  }

  /// Rule 4: a page is appended without duplicates; the strategy picks the next request.
  private mutating func append(_ page: Page<Item>, after request: Request) {
    let added = appendNew(page.items)
    loadedRequests.insert(request)
    // Under a memory cap a page that added nothing is not kept: it has no rows to drop or reload.
    if maxSize != nil, added > 0 { heldPages.append(PageRecord(request: request, count: added)) }
    advance(after: request, page: page, newItemCount: added)
  }

  /// Rule 1 (prepend-refresh): new items go in front; a page that may not join the loaded items
  /// replaces the list instead, so the list never has a hole.
  private mutating func prepend(_ page: Page<Item>, after request: Request) {
    let plan = prependPlan(page, after: request)
    if !plan.joins, let first = items.first, let newest = plan.fresh.last, leavesGap(below: newest) {
      // Rule 7: the page goes on top, the loaded items stay, and a gap marks what may lie between.
      gaps.insert(PagingGap(newerID: newest.id, olderID: first.id), at: 0)
    } else if !plan.joins {
      replace(with: page, after: request)
      return
    }
    ids.formUnion(plan.fresh.map(\.id))
    items.insert(contentsOf: plan.fresh, at: 0)
    if maxSize != nil, !plan.fresh.isEmpty {
      heldPages.insert(PageRecord(request: request, count: plan.fresh.count), at: 0)
    }
    duplicatesDropped += page.items.count - plan.fresh.count
    if let total = page.total { self.total = total }
  }

  /// Whether a page answering the prepend `request` would join the loaded items (its new items go
  /// in front) rather than replace the list, as ``reduce(_:)`` will decide when it lands: the
  /// strategy's ``PagingStrategy/prependedPageConnects(for:context:)`` for the list as it is now.
  ///
  /// ```swift
  /// // Offset id, page size 2, loaded 5, 4:
  /// state.prependedPageJoins(Page(items: [row6]), after: .newer(than: 5, pageSize: 2))        // true
  /// state.prependedPageJoins(Page(items: [row8, row7]), after: .newer(than: 5, pageSize: 2))  // false: full
  /// ```
  ///
  /// - Parameters:
  ///   - page: The page that answers the prepend.
  ///   - request: The prepend request.
  /// - Returns: `true` if the page would join the loaded items, `false` if it would replace them.
  /// - Complexity: O(*p*) for a page of *p* items.
  public func prependedPageJoins(_ page: Page<Item>, after request: Request) -> Bool {
    prependPlan(page, after: request).joins
  }

  /// Whether a page answering the prepend `request` would replace the list: it does not join, and
  /// no gap can be left instead (see ``withGaps(_:)``).
  package func prependedPageReplaces(_ page: Page<Item>, after request: Request) -> Bool {
    let plan = prependPlan(page, after: request)
    guard !plan.joins else { return false }
    guard items.first != nil, let newest = plan.fresh.last else { return true }
    return !leavesGap(below: newest)
  }

  /// The items of a prepended page that are new (each id once), and whether the page joins.
  private func prependPlan(_ page: Page<Item>, after request: Request) -> (fresh: [Item], joins: Bool) {
    var fresh: [Item] = []
    var freshIDs: Set<Item.ID> = []
    for item in page.items where !ids.contains(item.id) && freshIDs.insert(item.id).inserted {
      fresh.append(item)
    }
    let joins = strategy.prependedPageConnects(
      for: request,
      context: context(
        for: page,
        newItemCount: fresh.count,
        loadedCount: items.count + fresh.count,
        first: fresh.first ?? items.first,
        last: items.last
      )
    )
    return (fresh, joins)
  }

  /// Appends the items whose ids are new; counts the others. Returns how many were added.
  mutating func appendNew(_ newItems: [Item]) -> Int {
    var added = 0
    for item in newItems {
      if ids.insert(item.id).inserted {
        items.append(item)
        added += 1
      } else {
        duplicatesDropped += 1
      }
    }
    return added
  }

  /// Asks the strategy for the next request; a request already loaded ends pagination (rule 4).
  mutating func advance(after request: Request, page: Page<Item>, newItemCount: Int) {
    if let total = page.total { self.total = total }
    let next = strategy.nextRequest(
      after: request,
      context: context(
        for: page,
        newItemCount: newItemCount,
        loadedCount: items.count,
        first: items.first,
        last: items.last
      )
    )
    if let next, loadedRequests.contains(next) {
      stoppedOnRepeatedRequest = true
      nextRequest = nil
    } else {
      // The end is the strategy's own again (a page reloaded under a memory cap may lift a forced one).
      stoppedOnRepeatedRequest = false
      nextRequest = next
    }
    endReached = nextRequest == nil
  }

  private func context(
    for page: Page<Item>,
    newItemCount: Int,
    loadedCount: Int,
    first: Item?,
    last: Item?
  ) -> PagingContext<Strategy.Anchor> {
    PagingContext(
      pageItemCount: page.items.count,
      newItemCount: newItemCount,
      total: page.total,
      nextCursor: page.nextCursor,
      loadedCount: loadedCount,
      firstAnchor: first.flatMap(anchor),
      lastAnchor: last.flatMap(anchor)
    )
  }
}
