// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// The memory cap's rules, one test per sentence of the Paging guide's "Memory cap" section
/// (Sources/ListPaging/ListPaging.docc/Guides/Paging.md), quoted above each test.
@Suite struct PagingStateMemoryCapTests {
  /// A server of 40 items, ids 1000 down to 961.
  let feed = FakeFeed(count: 40)

  /// A page-number state (page size 3, cap 9, reload distance 1) that loaded `pages` pages while
  /// the user looked at the last item of each page loaded so far.
  private func scrolled(pages: Int) throws -> PagingState<TestItem, PageNumberPaging> {
    var state = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 3))
      .withMaxSize(9, reloadDistance: 1)
    try load(&state, try state.expectLoad(.refresh))
    for _ in 1..<pages {
      state.itemAppeared(at: state.positionCount - 1)
      try load(&state, try state.expectLoad(.loadMore))
    }
    return state
  }

  /// Answers `request` from the feed and expects no further load.
  private func load<Strategy: PagingStrategy>(
    _ state: inout PagingState<TestItem, Strategy>,
    _ request: PagingRequest<Strategy.Request>,
    page: Page<TestItem>? = nil
  ) throws where Strategy.Request == PageNumberPaging.Request {
    let effects = state.reduce(.loaded(page ?? feed.respond(to: request.request), requestID: request.id))
    #expect(effects.isEmpty, "unexpected \(effects)")
  }

  private func ids(_ range: ClosedRange<Int>) -> [TestItem] { items(range.reversed()) }

  /// "The cap is off by default: without `withMaxSize(_:reloadDistance:)` every loaded item stays
  /// held and `placeholdersBefore` and `placeholdersAfter` stay 0."
  @Test func theCapIsOffByDefault() throws {
    var state = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 3))
    #expect(state.maxSize == nil)
    var request = try state.expectLoad(.refresh)
    for _ in 0..<10 {
      state.reduce(.loaded(feed.respond(to: request.request), requestID: request.id))
      #expect(state.itemAppeared(at: 0).isEmpty)
      guard state.canLoadMore else { break }
      request = try state.expectLoad(.loadMore)
    }
    #expect(state.items.count == 30)
    #expect(state.placeholdersBefore == 0 && state.placeholdersAfter == 0 && state.lastSeenPosition == nil)
  }

  /// "When a page lands and more than `maxSize` items are held, whole pages are dropped from the
  /// end farther from the last-seen position (the last held item if no position was seen yet),
  /// never within `reloadDistance` of it."
  @Test func pagesFarthestFromTheLastSeenPositionAreDropped() throws {
    let state = try scrolled(pages: 4)
    // 12 loaded, user at position 8 when page 4 was asked for: page 1 (positions 0...2) dropped.
    #expect(state.items == ids(989...997))
    #expect(state.placeholdersBefore == 3)
    #expect(state.droppedPageCount == 1)

    // Nothing seen: the last held item counts as seen, so the first page goes.
    var unseen = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 3))
      .withMaxSize(4, reloadDistance: 0)
    try load(&unseen, try unseen.expectLoad(.refresh))
    try load(&unseen, try unseen.expectLoad(.loadMore))
    #expect(unseen.items == ids(995...997) && unseen.placeholdersBefore == 3)

    // Pages within reach of the seen position stay, even above the cap.
    var near = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 3))
      .withMaxSize(4, reloadDistance: 3)
    try load(&near, try near.expectLoad(.refresh))
    near.itemAppeared(at: 2)
    try load(&near, try near.expectLoad(.loadMore))
    #expect(near.items.count == 6 && near.droppedPageCount == 0)
  }

  /// "Dropped pages become counts, not placeholder values: the item at `items[i]` is at position
  /// `placeholdersBefore + i`, and `positionCount` counts every position, so a drop never moves a
  /// row the user sees."
  @Test func dropsKeepEveryPosition() throws {
    var state = try scrolled(pages: 3)
    let before = (0..<9).map { state.item(at: $0) }
    state.itemAppeared(at: 8)
    try load(&state, try state.expectLoad(.loadMore))
    #expect(state.positionCount == 12)
    #expect(state.item(at: 0) == nil)
    #expect((3..<9).map { state.item(at: $0) } == Array(before[3...]))
    for (index, item) in state.items.enumerated() {
      #expect(state.item(at: state.placeholdersBefore + index) == item)
      #expect(feed.items[state.placeholdersBefore + index] == item)
    }
  }

  /// "A position within `reloadDistance` of a dropped page reloads it: a `prepend` load for a page
  /// above the held items, an `append` load for a page below them (`loadMore` reloads the dropped
  /// page below first)."
  @Test func scrollingBackReloadsAboveAndBelow() throws {
    var state = try scrolled(pages: 4)  // page 1 dropped, held 3..<12
    #expect(state.itemAppeared(at: 5).isEmpty)  // 2 away from the first held position
    let above = try #require(state.itemAppeared(at: 4).first?.loadRequest)
    #expect(above.direction == .prepend && above.request.page == 1)
    #expect(state.isReloadingDroppedPage)
    try load(&state, above)
    // Back at the top: page 4, now the farthest, was dropped below.
    #expect(state.items == ids(992...1000) && state.placeholdersAfter == 3)
    #expect(state.nextRequest == PageNumberPaging.Request(page: 4, pageSize: 3))
    let below = try #require(state.itemAppeared(at: 7).first?.loadRequest)
    #expect(below.direction == .append && below.request.page == 4)
    state.reduce(.cancel)
    let more = try state.expectLoad(.loadMore)
    #expect(more.request.page == 4)
  }

  /// PagingState.withMaxSize(_:reloadDistance:): "a position at most `reloadDistance` positions
  /// from the held item next to the gap reloads it, the boundary included (with 1, the first two
  /// held positions reload the page above; with 0, only the held item next to the gap)".
  @Test func theReloadDistanceBoundaryCountsAtBothEnds() throws {
    var state = try scrolled(pages: 4)  // reload distance 1; page 1 dropped, held 3..<12
    #expect(state.itemAppeared(at: 5).isEmpty)  // 2 positions from the first held one
    let above = try #require(state.itemAppeared(at: 4).first?.loadRequest)  // exactly 1: counts
    try load(&state, above)  // held 0..<9, page 4 dropped below
    #expect(state.placeholdersAfter == 3)
    #expect(state.itemAppeared(at: 6).isEmpty)  // 2 positions from the last held one (8)
    let below = try #require(state.itemAppeared(at: 7).first?.loadRequest)  // exactly 1: counts
    #expect(below.direction == .append && below.request.page == 4)

    var exact = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 3))
      .withMaxSize(6, reloadDistance: 0)
    try load(&exact, try exact.expectLoad(.refresh))
    for _ in 1..<3 {
      exact.itemAppeared(at: exact.positionCount - 1)
      try load(&exact, try exact.expectLoad(.loadMore))
    }
    #expect(exact.placeholdersBefore == 3)  // page 1 dropped, held 3..<9
    #expect(exact.itemAppeared(at: 4).isEmpty)
    #expect(exact.itemAppeared(at: 3).first?.loadRequest?.request.page == 1)
  }

  /// "After a page lands, if the last-seen position is still next to a dropped page, that page
  /// reloads too."
  @Test func aLandedPageChainsTheNextReload() throws {
    var state = try scrolled(pages: 6)  // pages 1...3 dropped, held 9..<18
    let first = try #require(state.itemAppeared(at: 9).first?.loadRequest)
    #expect(first.request.page == 3)
    state.itemAppeared(at: 6)  // the user kept scrolling up while page 3 loaded
    let next = state.reduce(.loaded(feed.respond(to: first.request), requestID: first.id))
    #expect(next.compactMap(\.loadRequest).map(\.request.page) == [2])
  }

  /// "A dropped page keeps the request that loaded it and its item count, and reloads with that
  /// request: `CursorPaging` sends the dropped page's own cursor"
  @Test func cursorPagesReloadWithTheirOwnCursor() throws {
    var state = PagingState<TestItem, CursorPaging>(strategy: .cursor(pageSize: 3)).withMaxSize(6, reloadDistance: 1)
    var requests: [CursorPaging.Request] = []
    var request = try state.expectLoad(.refresh)
    for _ in 0..<4 {
      requests.append(request.request)
      state.itemAppeared(at: state.positionCount - 1)
      state.reduce(.loaded(feed.respond(to: request.request), requestID: request.id))
      request = try state.expectLoad(.loadMore)
    }
    state.reduce(.cancel)
    #expect(state.placeholdersBefore == 6)
    let reload = try #require(state.itemAppeared(at: 6).first?.loadRequest)
    #expect(reload.request == requests[1])
    #expect(reload.request.cursor == "3")
  }

  /// "`OffsetIDPaging` sends `older(than:)` anchored on the id next to the gap for a page below the
  /// held items (the last held id), and for a page above them the request that first loaded it
  /// (anchored on the last id of the page before it)"
  @Test func offsetIdPagesReloadAnchoredOnIds() throws {
    var state = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 3))
      .withMaxSize(6, reloadDistance: 1)
    var request = try state.expectLoad(.refresh)
    for _ in 0..<3 {
      state.itemAppeared(at: state.positionCount - 1)
      state.reduce(.loaded(feed.respond(to: request.request), requestID: request.id))
      request = try state.expectLoad(.loadMore)
    }
    state.reduce(.cancel)
    #expect(state.items == ids(992...997) && state.placeholdersBefore == 3)
    let above = try #require(state.itemAppeared(at: 3).first?.loadRequest)
    #expect(above.request == .first(pageSize: 3))
    state.reduce(.loaded(feed.respond(to: above.request), requestID: above.id))
    #expect(state.items == ids(995...1000) && state.placeholdersAfter == 3)
    // The page below reloads "older than 995", the last held id, next to the gap.
    let below = try #require(state.itemAppeared(at: 5).first?.loadRequest)
    #expect(below.request == .older(than: 995, pageSize: 3))
    state.reduce(.loaded(feed.respond(to: below.request), requestID: below.id))
    #expect(state.item(at: 6) == TestItem(id: 994))
  }

  /// "`PageNumberPaging` asks for the same page number"; "A reload starts no new generation."
  @Test func pageNumbersReloadTheSamePageInTheSameGeneration() throws {
    var state = try scrolled(pages: 4)
    let generation = state.generation
    let reload = try #require(state.itemAppeared(at: 3).first?.loadRequest)
    #expect(reload.request == PageNumberPaging.Request(page: 1, pageSize: 3))
    #expect(reload.id.generation == generation)
  }

  /// "The rules stay: one load at a time, a stale reload is dropped, a reloaded page's ids already
  /// held are dropped as duplicates, and a failed reload keeps every item and waits for `retry`
  /// (scrolling does not ask again)."
  @Test func pagingRulesStayForReloads() throws {
    var state = try scrolled(pages: 4)
    let more = try state.expectLoad(.loadMore)
    #expect(state.itemAppeared(at: 3).isEmpty)  // one load at a time
    state.reduce(.cancel)
    let reload = try #require(state.itemAppeared(at: 3).first?.loadRequest)
    #expect(state.reduce(.loaded(page([1]), requestID: more.id)).isEmpty)  // stale
    let held = state.items
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: reload.id))
    #expect(state.items == held && state.placeholdersBefore == 3)
    #expect(state.loadStates.prepend.failure != nil)
    #expect(state.itemAppeared(at: 3).isEmpty)  // scrolling does not ask again
    let retried = try state.expectLoad(.retry)
    #expect(retried.request == reload.request && retried.direction == .prepend)
    #expect(retried.id.generation == reload.id.generation)
    // The server answers page 1 with a copy of a held item: dropped as a duplicate.
    let duplicates = state.duplicatesDropped
    try load(&state, retried, page: page([1000, 999, 998, 995]))
    #expect(state.duplicatesDropped == duplicates + 1)
    #expect(Set(state.items.map(\.id)).count == state.items.count)
    #expect(state.items.prefix(3) == ids(998...1000)[...])
  }

  /// "A refresh replaces everything: no placeholders, nothing dropped. While pages are dropped
  /// above the held items, `prepend` is a refresh (the first held item is not the list's first)."
  @Test func refreshReplacesEverythingAndPrependRefreshes() throws {
    var state = try scrolled(pages: 4)
    let prepend = try state.expectLoad(.prepend)
    #expect(prepend.direction == .refresh)
    try load(&state, prepend)
    #expect(state.items == ids(998...1000))
    #expect(state.placeholdersBefore == 0 && state.placeholdersAfter == 0 && state.droppedPageCount == 0)
    #expect(state.lastSeenPosition == nil)
  }

  /// "A reloaded page whose size changed on the server shifts the positions after it by the
  /// difference, as in Paging 3."
  @Test func aReloadedPageOfAnotherSizeShiftsThePositionsAfterIt() throws {
    var state = try scrolled(pages: 4)
    let reload = try #require(state.itemAppeared(at: 3).first?.loadRequest)
    let first = state.items[0]
    try load(&state, reload, page: page([1000, 999]))  // one item fewer than when it was dropped
    #expect(state.placeholdersBefore == 0)
    #expect(state.item(at: 2) == first)  // was at position 3
  }
}
