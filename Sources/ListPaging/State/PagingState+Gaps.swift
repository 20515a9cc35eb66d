// SPDX-License-Identifier: MIT

extension PagingState {
  /// Returns this state with gaps on or off: with them on, a prepended page that may not join the
  /// loaded items (for ``OffsetIDPaging``, a full page of newer items) goes on top above a
  /// ``PagingGap`` instead of replacing the list, so what the user read stays, with their place in it.
  ///
  /// Off by default: a list whose rows do not know gaps keeps today's behaviour (the list is
  /// replaced, `ItemsLoadResult.replacedList` is `true`). Turn gaps on when the screen shows a row
  /// for each gap (`SectionBuilder`'s gap rows) and sends gap loads.
  ///
  /// ```swift
  /// var state = PagingState<Post, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 20)).withGaps()
  /// // Loaded 100...81, then 40 new posts arrive; a prepend answers the newest 20 (140...121):
  /// // items: 140...121, 100...81; gaps: [PagingGap(newerID: 121, olderID: 100)]
  /// state.loadGap(state.gaps[0])  // [.load(#3 append .older(than: 121, pageSize: 20))]
  /// ```
  ///
  /// A strategy whose ``PagingStrategy/gapRequest(below:)`` is `nil` never leaves a gap. Under a
  /// memory cap (``withMaxSize(_:reloadDistance:)``) gaps are not marked either: a page the cap drops
  /// is reloaded with the request that loaded it, which a page above a gap cannot repeat, so the
  /// list is replaced as without gaps (the invariant: a capped state holds no gap).
  ///
  /// - Parameter enabled: Whether to leave gaps. Default `true`.
  /// - Returns: This state, with the setting. Call it on an empty state, before the first refresh.
  public func withGaps(_ enabled: Bool = true) -> PagingState {
    precondition(
      !hasLoadedFirstPage && inFlight == nil,
      "PagingState.withGaps(_:): call it on an empty state, before the first refresh"
    )
    var gapped = self
    gapped.marksGaps = enabled
    return gapped
  }

  /// Whether the load in flight is a gap load (``loadGap(_:)``).
  public var isLoadingGap: Bool { inFlight != nil && gapLoadID != nil }

  /// The gap just above the loaded item with this id, if any.
  ///
  /// ```swift
  /// state.gap(above: 100)  // PagingGap(newerID: 121, olderID: 100)
  /// ```
  ///
  /// - Parameter id: The id of a loaded item.
  /// - Returns: The gap whose ``PagingGap/olderID`` is `id`, or `nil`.
  /// - Complexity: O(*g*) for *g* gaps.
  public func gap(above id: Item.ID) -> PagingGap<Item.ID>? {
    gaps.first { $0.olderID == id }
  }

  /// The load state of a gap: loading while its load is in flight, failed after its load failed
  /// (until another load starts), idle otherwise. A gap's cell shows it.
  ///
  /// - Parameter gap: A gap, matched by its ``PagingGap/id``.
  /// - Returns: The gap's load state.
  /// - Complexity: O(1).
  public func loadState(of gap: PagingGap<Item.ID>) -> PagingLoadState {
    gapLoadID == gap.id ? gapLoadState : .idle
  }

  /// Why ``loadGap(_:)`` would ignore a load of `gap`, or `nil` if it would start one.
  ///
  /// - Parameter gap: A gap, matched by its ``PagingGap/id``.
  /// - Returns: ``PagingError/loadInFlight`` while any load is in flight (one at a time), and
  ///   ``PagingError/noMorePages`` when the list holds no such gap (it closed, or a refresh cleared it).
  /// - Complexity: O(*g*) for *g* gaps.
  public func validateLoadGap(_ gap: PagingGap<Item.ID>) -> PagingError? {
    if inFlight != nil { return .loadInFlight }
    return self.gap(above: gap.olderID) == nil ? .noMorePages : nil
  }

  /// Starts loading the items of a gap: the strategy's ``PagingStrategy/gapRequest(below:)`` for the
  /// item just above it, marked in ``gapLoadState`` (its ``PagingRequest/direction`` is `.append`,
  /// but ``loadStates`` stay idle: the footer has nothing to show).
  ///
  /// Ignored (returns `[]`) while a load is in flight or when the gap is gone
  /// (``validateLoadGap(_:)``). A failed gap load is retried with ``PagingEvent/retry`` or by loading
  /// the gap again; a refresh or prepend cancels it like any load in flight. When the page lands,
  /// see ``PagingGap`` for how the gap fills or closes.
  ///
  /// ```swift
  /// let effects = state.loadGap(gap)  // [.load(#4 append .older(than: 121, pageSize: 20))]
  /// state.reduce(.loaded(page, requestID: effects[0].loadRequest!.id))
  /// ```
  ///
  /// - Parameter gap: The gap to load, matched by its ``PagingGap/id`` (an older copy whose
  ///   ``PagingGap/newerID`` has since moved loads the gap as it is now).
  /// - Returns: The load to start, or `[]`.
  /// - Complexity: O(*n*) to find the item above the gap in a list of *n* items.
  @discardableResult
  public mutating func loadGap(_ gap: PagingGap<Item.ID>) -> [PagingEffect<Request>] {
    defer { checkInvariants() }
    guard validateLoadGap(gap) == nil, let current = self.gap(above: gap.olderID),
      let above = items.first(where: { $0.id == current.newerID }), let anchor = anchor(above),
      let request = strategy.gapRequest(below: anchor)
    else { return [] }
    return startGapLoad(gap.olderID, request)
  }

  /// Issues a gap load: a load like an append's, its state in ``gapLoadState``.
  mutating func startGapLoad(_ gapID: Item.ID, _ request: Request) -> [PagingEffect<Request>] {
    let effects = start(.append, request, cancellingInFlight: false, newGeneration: false)
    loadStates = PagingLoadStates()
    gapLoadState = .loading
    gapLoadID = gapID
    return effects
  }

  /// Whether a prepended page whose last new item is `newest` leaves a gap rather than replacing.
  func leavesGap(below newest: Item) -> Bool {
    guard marksGaps, maxSize == nil, let anchor = anchor(newest) else { return false }
    return strategy.gapRequest(below: anchor) != nil
  }

  /// Puts a gap load's page into its gap (see ``PagingGap``): new items go in, in the page's order,
  /// until an item loaded at or below the gap; the gap closes there, on a page after which the
  /// strategy asks for nothing more, or on a page that brings nothing new (a server repeating
  /// itself would otherwise be asked the same request forever).
  mutating func fillGap(_ gapID: Item.ID, with page: Page<Item>, after request: Request) {
    guard let gapIndex = gaps.firstIndex(where: { $0.olderID == gapID }),
      let belowIndex = items.firstIndex(where: { $0.id == gapID })
    else { return }
    if let total = page.total { self.total = total }
    var closes = false
    var aboveIDs: Set<Item.ID>?
    var fresh: [Item] = []
    var freshIDs: Set<Item.ID> = []
    for (offset, item) in page.items.enumerated() {
      if ids.contains(item.id) {
        let above = aboveIDs ?? Set(items[..<belowIndex].lazy.map(\.id))
        aboveIDs = above
        if !above.contains(item.id) {
          // At or below the gap: the items from here on are loaded already.
          closes = true
          duplicatesDropped += page.items.count - offset
          break
        }
        duplicatesDropped += 1
      } else if freshIDs.insert(item.id).inserted {
        fresh.append(item)
      } else {
        duplicatesDropped += 1
      }
    }
    let next = strategy.nextRequest(
      after: request,
      context: PagingContext(
        pageItemCount: page.items.count,
        newItemCount: fresh.count,
        total: page.total,
        nextCursor: page.nextCursor,
        loadedCount: items.count + fresh.count,
        firstAnchor: items.first.flatMap(anchor),
        lastAnchor: anchor(fresh.last ?? items[belowIndex - 1])
      )
    )
    if next == nil || fresh.isEmpty { closes = true }
    items.insert(contentsOf: fresh, at: belowIndex)
    ids.formUnion(freshIDs)
    if closes {
      gaps.remove(at: gapIndex)
    } else if let last = fresh.last {
      gaps[gapIndex].newerID = last.id
    }
  }
}

extension PagingState {
  /// Reinstates the gaps of a list restored from an archive, after its items landed: a gap opens
  /// again just above each loaded item of `olderIDs` (between it and the item loaded just above it),
  /// in display order. An id not loaded, or of the first item, is left out; no gap opens in a state
  /// without gaps, under a memory cap, or whose strategy cannot load a gap.
  ///
  /// - Parameter olderIDs: The ids of the items just below the gaps, as the archive recorded them.
  /// - Complexity: O(*n* + *g*) for *n* items and *g* gaps.
  package mutating func restoreGaps(above olderIDs: [Item.ID]) {
    defer { checkInvariants() }
    guard !olderIDs.isEmpty, marksGaps, maxSize == nil, inFlight == nil, let first = items.first,
      let firstAnchor = anchor(first), strategy.gapRequest(below: firstAnchor) != nil
    else { return }
    let wanted = Set(olderIDs)
    gaps = []
    for (position, item) in items.enumerated() where position > 0 && wanted.contains(item.id) {
      gaps.append(PagingGap(newerID: items[position - 1].id, olderID: item.id))
    }
  }
}
