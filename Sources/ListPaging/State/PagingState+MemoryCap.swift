// SPDX-License-Identifier: MIT

extension PagingState {
  /// This empty state with a memory cap: once more than `maxSize` items are held, the pages
  /// farthest from the last-seen position are dropped, and scrolling back reloads them.
  ///
  /// Android Paging 3's `PagingConfig.maxSize`, with placeholders as counts: a dropped page leaves
  /// its item count in ``placeholdersBefore`` or ``placeholdersAfter``, so every held item keeps
  /// its position (`placeholdersBefore + index`). Report positions with ``itemAppeared(at:)``.
  ///
  /// ```swift
  /// var state = PagingState<Post, CursorPaging>(strategy: .cursor(pageSize: 50)).withMaxSize(500)
  /// // ... after 11 pages, with the user at position 540:
  /// state.items.count        // 500: the first page was dropped
  /// state.placeholdersBefore // 50
  /// state.itemAppeared(at: 52)  // [.load(#13 prepend cursor: <page 1's cursor>)]
  /// ```
  ///
  /// Dropping happens only when a page lands, one whole page at a time, from either end of the held
  /// items, and never within `reloadDistance` of the last-seen position (so a dropped page is never
  /// reloaded at once). A page reloads with the request that first loaded it: the same page number,
  /// the same cursor, or the same offset id (``OffsetIDPaging``'s `older(than:)` anchored on the
  /// last id of the page before it; for pages dropped at the end that is the id next to the gap).
  ///
  /// > Important: Choose `maxSize` of at least three pages plus twice `reloadDistance`; with less,
  /// > more than `maxSize` items stay held rather than dropping what the user is looking at.
  ///
  /// - Parameters:
  ///   - maxSize: The most items to hold. Must be positive.
  ///   - reloadDistance: How close (in positions) to a dropped page a seen position reloads it:
  ///     a position at most `reloadDistance` positions from the held item next to the gap reloads
  ///     it, the boundary included (with 1, the first two held positions reload the page above; with
  ///     0, only the held item next to the gap). Negative values count as 0. Default 5, like
  ///     `ItemsViewModelOptions.prefetchDistance`.
  /// - Returns: This state, with the cap. Call it on an empty state, before the first refresh.
  public func withMaxSize(_ maxSize: Int, reloadDistance: Int = 5) -> PagingState {
    precondition(maxSize > 0, "PagingState.withMaxSize(_:reloadDistance:): maxSize must be positive, got \(maxSize)")
    precondition(
      !hasLoadedFirstPage && inFlight == nil,
      "PagingState.withMaxSize(_:reloadDistance:): call it on an empty state, before the first refresh"
    )
    var capped = self
    capped.maxSize = maxSize
    capped.reloadDistance = max(0, reloadDistance)
    return capped
  }

  /// How many positions the list has: placeholders before, held items, placeholders after.
  public var positionCount: Int { placeholdersBefore + items.count + placeholdersAfter }

  /// How many pages are dropped (0 without a memory cap).
  public var droppedPageCount: Int { droppedBefore.count + droppedAfter.count }

  /// The held item at a position, or `nil` for a placeholder or a position out of range.
  ///
  /// - Parameter position: A position, counting placeholders.
  /// - Returns: The item, if it is held.
  /// - Complexity: O(1).
  public func item(at position: Int) -> Item? {
    let index = position - placeholdersBefore
    return items.indices.contains(index) ? items[index] : nil
  }

  /// Whether the load in flight (or the failed request) reloads a dropped page.
  public var isReloadingDroppedPage: Bool {
    guard let direction = (inFlight ?? failedRequest)?.direction else { return false }
    return reloadsDroppedPage(direction)
  }

  /// Records the position the user sees and, under a memory cap, reloads the dropped page next to
  /// it when it is within ``reloadDistance`` of the held items' ends.
  ///
  /// Without a memory cap it does nothing (load more with ``PagingEvent/loadMore``). A reload is a
  /// ``PagingDirection/prepend`` load for pages before the held items and an
  /// ``PagingDirection/append`` load for pages after them, issued only when nothing is in flight
  /// and that direction has not failed (a failed reload waits for ``PagingEvent/retry``). When a
  /// page lands, the state reloads again if the last-seen position is still next to a gap.
  ///
  /// ```swift
  /// state.itemAppeared(at: state.placeholdersBefore)  // [.load(#9 prepend page=3&pageSize=50)]
  /// ```
  ///
  /// - Parameter position: The position that appeared, counting ``placeholdersBefore``.
  /// - Returns: The load to start, if any.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func itemAppeared(at position: Int) -> [PagingEffect<Request>] {
    defer { checkInvariants() }
    guard maxSize != nil, hasLoadedFirstPage else { return [] }
    lastSeenPosition = position
    return reloadNearGap()
  }

  // MARK: Reducer support

  /// Whether a load in `direction`, started now, reloads a dropped page. A prepend that refreshes
  /// is only issued with nothing dropped before, and loads more only append with nothing dropped
  /// after; pages are dropped only when a page lands, never while a load is in flight.
  func reloadsDroppedPage(_ direction: PagingDirection) -> Bool {
    switch direction {
    case .refresh: false
    case .prepend: !droppedBefore.isEmpty
    case .append: !droppedAfter.isEmpty
    }
  }

  /// A refreshed first page: the only held page (none when it was empty), nothing dropped, nothing
  /// seen yet.
  mutating func resetPages(first: PageRecord) {
    heldPages = first.count > 0 ? [first] : []
    droppedBefore = []
    droppedAfter = []
    placeholdersBefore = 0
    placeholdersAfter = 0
    lastSeenPosition = nil
  }

  /// A dropped page before the items came back: its new items go in front, its placeholders go.
  mutating func reloadBefore(_ page: Page<Item>, after request: Request) {
    guard let record = droppedBefore.popLast() else { return }
    placeholdersBefore -= record.count
    var fresh: [Item] = []
    for item in page.items {
      if ids.insert(item.id).inserted {
        fresh.append(item)
      } else {
        duplicatesDropped += 1
      }
    }
    items.insert(contentsOf: fresh, at: 0)
    if !fresh.isEmpty { heldPages.insert(PageRecord(request: request, count: fresh.count), at: 0) }
    if let total = page.total { self.total = total }
  }

  /// A dropped page after the items came back: appended like a loaded page; the next request is
  /// the next dropped page's, or the strategy's once none is left.
  mutating func reloadAfter(_ page: Page<Item>, after request: Request) {
    guard let record = droppedAfter.popLast() else { return }
    placeholdersAfter -= record.count
    let added = appendNew(page.items)
    if added > 0 { heldPages.append(PageRecord(request: request, count: added)) }
    if let next = droppedAfter.last {
      if let total = page.total { self.total = total }
      nextRequest = next.request
      endReached = false
    } else {
      advance(after: request, page: page, newItemCount: added)
    }
  }

  /// Drops whole pages from the end farther from the last-seen position (the last held item when
  /// nothing was seen) while more than ``maxSize`` items are held, keeping every page within
  /// ``reloadDistance`` of it.
  ///
  /// - Complexity: O(*n*) per dropped page for *n* held items.
  mutating func dropFarPages() {
    guard let maxSize else { return }
    while items.count > maxSize, heldPages.count > 1 {
      let seen = lastSeenPosition ?? (placeholdersBefore + items.count - 1)
      // Dropping the first page moves the first held position to `firstEnd`; dropping the last
      // moves the last held position to `lastStart - 1`. Neither may come within reach of `seen`.
      let firstEnd = placeholdersBefore + heldPages[0].count
      let lastStart = placeholdersBefore + items.count - heldPages[heldPages.count - 1].count
      let canDropFirst = firstEnd < seen - reloadDistance
      let canDropLast = lastStart > seen + reloadDistance + 1
      if canDropFirst, !canDropLast || seen - firstEnd >= lastStart - seen {
        dropFirstPage()
      } else if canDropLast {
        dropLastPage()
      } else {
        break
      }
    }
  }

  private mutating func dropFirstPage() {
    let record = heldPages.removeFirst()
    for item in items[..<record.count] { ids.remove(item.id) }
    items.removeFirst(record.count)
    droppedBefore.append(record)
    placeholdersBefore += record.count
  }

  private mutating func dropLastPage() {
    guard let record = heldPages.popLast() else { return }
    for item in items[(items.count - record.count)...] { ids.remove(item.id) }
    items.removeLast(record.count)
    droppedAfter.append(record)
    placeholdersAfter += record.count
    // Loading more now reloads the dropped page next to the held items: the end is not reached, and
    // not forced.
    nextRequest = record.request
    endReached = false
    stoppedOnRepeatedRequest = false
  }

  /// Starts the reload of the dropped page next to the last-seen position, if it is within reach.
  mutating func reloadNearGap() -> [PagingEffect<Request>] {
    guard maxSize != nil, inFlight == nil, let seen = lastSeenPosition else { return [] }
    let first = placeholdersBefore
    let last = placeholdersBefore + items.count - 1
    if let page = droppedBefore.last, seen - first <= reloadDistance, loadStates.prepend.failure == nil {
      return start(.prepend, page.request, cancellingInFlight: false, newGeneration: false)
    }
    if let page = droppedAfter.last, last - seen <= reloadDistance, loadStates.append.failure == nil {
      return start(.append, page.request, cancellingInFlight: false)
    }
    return []
  }
}
