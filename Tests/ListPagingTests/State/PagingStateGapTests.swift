// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// Rule 7 of `PagingState` and the rules of `PagingGap`, on an offset-id feed whose newest id is the
/// highest: a server of ids `top...1` answers `.older(than:)` and `.newer(than:)` as Twitter does.
@Suite struct PagingStateGapTests {
  typealias State = PagingState<TestItem, OffsetIDPaging<Int>>

  /// A server holding ids `top` down to 1, newest first.
  struct Server {
    var top: Int
    var ids: [Int] { Array((1...top).reversed()) }

    func respond(to request: OffsetIDPaging<Int>.Request) -> Page<TestItem> {
      switch request {
      case .first(let size): page(ids.prefix(size))
      case .older(let id, let size): page(ids.filter { $0 < id }.prefix(size))
      case .newer(let id, let size): page(ids.filter { $0 > id }.prefix(size))
      }
    }
  }

  /// Loads the first page of a server of `top` ids, then `top` grows to `newTop` and a prepend lands.
  func gapped(pageSize: Int = 3, top: Int = 10, newTop: Int = 30) throws -> (State, Server) {
    var server = Server(top: top)
    var state = State(strategy: .offsetID(pageSize: pageSize)).withGaps()
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(server.respond(to: first.request), requestID: first.id))
    server.top = newTop
    let prepend = try state.expectLoad(.prepend)
    state.reduce(.loaded(server.respond(to: prepend.request), requestID: prepend.id))
    return (state, server)
  }

  /// PagingState rule 7: "Made with ``withGaps(_:)``, a prepended page that may not join the loaded
  /// items goes on top above a ``PagingGap`` instead of replacing the list".
  @Test func fullPrependLeavesAGapAndKeepsTheItemsBelow() throws {
    let (state, _) = try gapped()
    #expect(state.items.map(\.id) == [30, 29, 28, 10, 9, 8])
    #expect(state.gaps == [PagingGap(newerID: 28, olderID: 10)])
    #expect(state.gap(above: 10)?.newerID == 28)
    #expect(state.nextRequest == .older(than: 8, pageSize: 3), "load-more goes on below the kept items")
  }

  /// withGaps: "Off by default: a list whose rows do not know gaps keeps today's behaviour (the
  /// list is replaced".
  @Test func withoutGapsAFullPrependReplacesTheList() throws {
    var state = State(strategy: .offsetID(pageSize: 3))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9, 8]), requestID: first.id))
    let prepend = try state.expectLoad(.prepend)
    state.reduce(.loaded(page([30, 29, 28]), requestID: prepend.id))
    #expect(state.items.map(\.id) == [30, 29, 28])
    #expect(state.gaps.isEmpty)
  }

  /// A short prepend joins: no gap.
  @Test func shortPrependLeavesNoGap() throws {
    let (state, _) = try gapped(top: 10, newTop: 12)
    #expect(state.items.map(\.id) == [12, 11, 10, 9, 8])
    #expect(state.gaps.isEmpty)
  }

  /// PagingGap: "otherwise the new items go into the gap and its ``newerID`` moves down to the last
  /// of them; ``olderID``, and so ``id``, stay the same while a gap fills", and "a page that holds
  /// ``olderID`` ... closes the gap: its items from that one on are already loaded and are dropped".
  @Test func gapFillsFromTheTopUntilItMeetsItsLowerBound() throws {
    let (initial, server) = try gapped(pageSize: 10, top: 10, newTop: 40)
    var state = initial
    #expect(state.gaps == [PagingGap(newerID: 31, olderID: 10)])
    var loads = 0
    while let gap = state.gaps.first {
      let load = try #require(state.loadGap(gap).first?.loadRequest)
      #expect(load.request == .older(than: gap.newerID, pageSize: 10))
      #expect(state.loadState(of: gap) == .loading && state.isLoadingGap)
      #expect(state.loadStates == PagingLoadStates(), "the footer and header stay idle")
      state.reduce(.loaded(server.respond(to: load.request), requestID: load.id))
      loads += 1
      if let open = state.gaps.first { #expect(open.id == 10) }
    }
    #expect(loads == 3)
    #expect(state.items.map(\.id) == Array((1...40).reversed()))
    #expect(state.duplicatesDropped == 10, "the last page's items from 10 on were loaded already")
  }

  /// PagingGap: "a page after which the strategy asks for no more (a short page) closes the gap".
  @Test func shortGapPageClosesTheGap() throws {
    var (state, _) = try gapped(pageSize: 3, top: 10, newTop: 30)
    let load = try #require(state.loadGap(state.gaps[0]).first?.loadRequest)
    state.reduce(.loaded(page([27]), requestID: load.id))
    #expect(state.items.map(\.id) == [30, 29, 28, 27, 10, 9, 8])
    #expect(state.gaps.isEmpty)
  }

  /// A server that deleted the gap's lower item: a page reaching items loaded below the gap closes it.
  @Test func pageReachingItemsBelowTheGapClosesIt() throws {
    var (state, _) = try gapped(pageSize: 3, top: 10, newTop: 30)
    let load = try #require(state.loadGap(state.gaps[0]).first?.loadRequest)
    state.reduce(.loaded(page([27, 9, 8]), requestID: load.id))
    #expect(state.items.map(\.id) == [30, 29, 28, 27, 10, 9, 8])
    #expect(state.gaps.isEmpty)
    #expect(state.duplicatesDropped == 2)
  }

  /// PagingState+Gaps fillGap: "a page that brings nothing new" closes the gap (no request loops).
  @Test func fullPageOfItemsAboveTheGapClosesIt() throws {
    var (state, _) = try gapped(pageSize: 3, top: 10, newTop: 30)
    let load = try #require(state.loadGap(state.gaps[0]).first?.loadRequest)
    state.reduce(.loaded(page([30, 29, 28]), requestID: load.id))
    #expect(state.items.map(\.id) == [30, 29, 28, 10, 9, 8])
    #expect(state.gaps.isEmpty)
    #expect(state.duplicatesDropped == 3)
  }

  /// Duplicates inside a gap page (already above, or twice in the page) are dropped; the gap moves.
  @Test func duplicatesInAGapPageAreDropped() throws {
    var (state, _) = try gapped(pageSize: 3, top: 10, newTop: 30)
    let load = try #require(state.loadGap(state.gaps[0]).first?.loadRequest)
    state.reduce(.loaded(page([29, 27, 27]), requestID: load.id))
    #expect(state.items.map(\.id) == [30, 29, 28, 27, 10, 9, 8])
    #expect(state.gaps == [PagingGap(newerID: 27, olderID: 10)])
    #expect(state.duplicatesDropped == 2)
  }

  /// loadGap: "A failed gap load is retried with ``PagingEvent/retry`` or by loading the gap again",
  /// and its state is visible per gap; a cancellation answering it is such a failure (rule 5).
  @Test func failedGapLoadIsVisibleAndRetries() throws {
    var (state, server) = try gapped(pageSize: 3, top: 10, newTop: 30)
    let gap = state.gaps[0]
    let load = try #require(state.loadGap(gap).first?.loadRequest)
    state.reduce(.failed(PagingFailure(CancellationError()), requestID: load.id))
    #expect(state.loadState(of: gap).failure?.isCancellation == true)
    #expect(state.loadStates == PagingLoadStates(), "no direction shows the gap's failure")
    #expect(state.loadState(of: PagingGap(newerID: 9, olderID: 8)) == .idle)
    let retry = try state.expectLoad(.retry)
    #expect(retry.request == load.request && state.loadState(of: gap) == .loading)
    state.reduce(.loaded(server.respond(to: retry.request), requestID: retry.id))
    #expect(state.items.map(\.id) == [30, 29, 28, 27, 26, 25, 10, 9, 8])
    #expect(state.loadState(of: gap) == .idle)
  }

  /// loadGap: "Ignored (returns `[]`) while a load is in flight or when the gap is gone"; "a
  /// refresh or prepend cancels it like any load in flight".
  @Test func oneLoadAtATimeAndRefreshClearsGaps() throws {
    var (state, server) = try gapped(pageSize: 3, top: 10, newTop: 30)
    let gap = state.gaps[0]
    let load = try #require(state.loadGap(gap).first?.loadRequest)
    #expect(state.loadGap(gap).isEmpty)
    #expect(state.validateLoadGap(gap) == .loadInFlight)
    #expect(state.reduce(.loadMore).isEmpty)
    let effects = state.reduce(.refresh)
    #expect(effects.first == .cancel(load.id))
    #expect(state.loadState(of: gap) == .idle)
    let refresh = try #require(effects.last?.loadRequest)
    state.reduce(.loaded(server.respond(to: refresh.request), requestID: refresh.id))
    #expect(state.gaps.isEmpty && state.items.map(\.id) == [30, 29, 28])
    #expect(state.validateLoadGap(gap) == .noMorePages)
    #expect(state.loadGap(gap).isEmpty)
  }

  /// A stale answer to a cancelled gap load changes nothing.
  @Test func cancelledGapLoadIgnoresItsLateAnswer() throws {
    var (state, _) = try gapped(pageSize: 3, top: 10, newTop: 30)
    let gap = state.gaps[0]
    let load = try #require(state.loadGap(gap).first?.loadRequest)
    #expect(state.reduce(.cancel) == [.cancel(load.id)])
    #expect(state.loadState(of: gap) == .idle)
    state.reduce(.loaded(page([27, 26, 25]), requestID: load.id))
    #expect(state.items.map(\.id) == [30, 29, 28, 10, 9, 8])
  }

  /// A second long absence puts a second gap on top of the first.
  @Test func secondFullPrependAddsAGapAboveTheFirst() throws {
    var (state, server) = try gapped(pageSize: 3, top: 10, newTop: 30)
    server.top = 50
    let prepend = try state.expectLoad(.prepend)
    state.reduce(.loaded(server.respond(to: prepend.request), requestID: prepend.id))
    #expect(state.items.map(\.id) == [50, 49, 48, 30, 29, 28, 10, 9, 8])
    #expect(state.gaps == [PagingGap(newerID: 48, olderID: 30), PagingGap(newerID: 28, olderID: 10)])
  }

  /// withGaps: "Under a memory cap ... gaps are not marked either".
  @Test func noGapsUnderAMemoryCap() throws {
    var state = State(strategy: .offsetID(pageSize: 3)).withGaps().withMaxSize(100)
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9, 8]), requestID: first.id))
    let prepend = try state.expectLoad(.prepend)
    state.reduce(.loaded(page([30, 29, 28]), requestID: prepend.id))
    #expect(state.items.map(\.id) == [30, 29, 28])
    #expect(state.gaps.isEmpty)
  }
}
