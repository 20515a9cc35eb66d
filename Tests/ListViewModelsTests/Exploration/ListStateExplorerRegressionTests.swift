// SPDX-License-Identifier: MIT

import ListPaging
import ListStateExploration
import ListViewModels
import Testing

/// The bugs the explorer found (issue 26), each as the shortest counterexample it printed, named
/// as it named it, plus what the fixed state shows.
@MainActor @Suite struct ListStateExplorerRegressionTests {
  /// I8, "The UI never lies: when the footer offers to load more and no load runs, load-more
  /// starts one; ... when an error is shown, retry starts the request that failed and shows its
  /// progress." A failed refresh over the persisted first page left the footer at "pull up to load
  /// more" while load-more was ignored (no first page yet). The footer now shows the failure, and
  /// retry shows its progress there. Rule 2: "Load-more waits for that first page: meanwhile the
  /// footer shows its load (`refreshing`) or its failure (`failed`, which `retry` loads again)."
  @Test func pageNumberPersistedUiNeverLiesAtDepth2() {
    var world = ExplorationWorld<PageNumberPaging>(ExplorationConfiguration(capped: false, persisted: true))
    world.send(.refresh)
    #expect(world.state.refreshStatus == RefreshStatus(header: .refreshing, footer: .refreshing))
    world.send(.failed(ExplorationError.offline, requestID: PagingRequestID(generation: 1, serial: 1)))
    #expect(world.violations.isEmpty, "\(world.violations)")
    #expect(world.state.refreshStatus.footer == .failed(PagingFailure(ExplorationError.offline)))
    world.send(.retry)
    #expect(world.violations.isEmpty, "\(world.violations)")
    #expect(world.state.refreshStatus == RefreshStatus(header: .refreshing, footer: .refreshing))
    #expect(world.state.isShowingPersistedPage)
  }

  /// I1, "No item is on screen twice." A first page with repeated ids was persisted as it came;
  /// after a reset the persisted page showed item 5 three times. A persisted page now shows each
  /// id once, its first occurrence, like a loaded page. Rule 2: the persisted page's answer "shows
  /// a non-empty page at once, each id once".
  @Test func pageNumberNoDuplicatesAtDepth3() {
    var world = ExplorationWorld<PageNumberPaging>(ExplorationConfiguration(capped: false, persisted: false))
    world.send(.refresh)
    world.send(
      .loaded(
        Page(items: [ExplorationRow(5), ExplorationRow(4), ExplorationRow(5), ExplorationRow(5)], total: 5),
        requestID: PagingRequestID(generation: 1, serial: 1)
      )
    )
    world.send(.reset(0))
    #expect(world.violations.isEmpty, "\(world.violations)")
    #expect(world.state.items == [ExplorationRow(5), ExplorationRow(4)])
  }

  /// I9, "An action's rollback restores exactly the server's last confirmed item: an item with no
  /// action running shows what the server last said about it." A prepend that joined dropped the
  /// confirmation of item 5, which it did not bring, so item 5 went back to its unstarred version
  /// from before the action. Rule 8: the confirmed value is "shown until a refresh started after
  /// the confirmation lands (or a prepend that brings the item's new version or removes it)".
  @Test func offsetIdRollbackRestoresServerAtDepth6() {
    var world = ExplorationWorld<OffsetIDPaging<Int>>(ExplorationConfiguration(capped: false, persisted: false))
    world.send(.refresh)
    world.send(
      .loaded(
        Page(items: [ExplorationRow(5), ExplorationRow(4)]),
        requestID: PagingRequestID(generation: 1, serial: 1)
      )
    )
    world.send(.actionStarted(ExplorationRow.star, itemID: 5))
    world.send(.actionSucceeded(ListActionID(1), confirmed: ExplorationRow(5, starred: true)))
    world.send(.prepend)
    world.send(.loaded(Page(items: []), requestID: PagingRequestID(generation: 2, serial: 2)))
    #expect(world.violations.isEmpty, "\(world.violations)")
    #expect(world.state.items == [ExplorationRow(5, starred: true), ExplorationRow(4)])
  }

  /// Rule 8, "(or a prepend that brings the item's new version or removes it)": a prepend that
  /// replaces the list (a full page may leave a gap) drops the confirmations of the items it
  /// brings, and the page's versions show.
  @Test func prependDropsTheConfirmationOfAnItemItBrings() {
    var world = ExplorationWorld<OffsetIDPaging<Int>>(ExplorationConfiguration(capped: false, persisted: false))
    world.send(.refresh)
    world.send(
      .loaded(
        Page(items: [ExplorationRow(5), ExplorationRow(4)]),
        requestID: PagingRequestID(generation: 1, serial: 1)
      )
    )
    world.send(.actionStarted(ExplorationRow.star, itemID: 5))
    world.send(.actionSucceeded(ListActionID(1), confirmed: ExplorationRow(5, starred: true)))
    world.send(.prepend)
    // A full page of newer items replaces the list; it has item 5 unstarred (another client
    // unstarred it): the page's version wins over the confirmation.
    world.send(
      .loaded(
        Page(items: [ExplorationRow(6), ExplorationRow(5)]),
        requestID: PagingRequestID(generation: 2, serial: 2)
      )
    )
    #expect(world.state.items == [ExplorationRow(6), ExplorationRow(5)])
  }

  /// I8, "The UI never lies: whenever the footer offers to load more, load-more starts a load (so
  /// the footer hides while a refresh or prepend runs over the items)". A pull-to-refresh over
  /// loaded items left the footer at "pull up to load more" while load-more was ignored (one load
  /// at a time). The footer now hides until the refresh lands, then offers load-more again.
  @Test func pageNumberUiNeverLiesAtDepth3() {
    var world = ExplorationWorld<PageNumberPaging>(ExplorationConfiguration(capped: false, persisted: false))
    world.send(.refresh)
    let first = Page(items: [ExplorationRow(5), ExplorationRow(4)], total: 5)
    world.send(.loaded(first, requestID: PagingRequestID(generation: 1, serial: 1)))
    world.send(.refresh)
    #expect(world.violations.isEmpty, "\(world.violations)")
    #expect(world.state.refreshStatus == RefreshStatus(header: .refreshing, footer: .hidden))
    world.send(.loaded(first, requestID: PagingRequestID(generation: 2, serial: 2)))
    #expect(world.state.refreshStatus == RefreshStatus(header: .idle, footer: .idle))
  }

  /// I14, "After every page the end is reached exactly when the strategy's end rule says so, with or
  /// without a memory cap"; `PagingState.stoppedOnRepeatedRequest`: "`false` again once a page
  /// makes the strategy ask for a new one, or a dropped page waits at the end". A page of
  /// duplicates ended the list by a repeated request; the cap then dropped that page, and its
  /// reload made the strategy ask for a new page, but the flag stayed set (found at depth 9 of the
  /// depth-10 run of issue 34).
  @Test func offsetIdCapped3EndRuleHoldsAtDepth9() {
    var world = ExplorationWorld<OffsetIDPaging<Int>>(
      ExplorationConfiguration(cap: ExplorationConfiguration.Cap(maxSize: 3, reloadDistance: 0), persisted: false)
    )
    let rows = { (ids: [Int]) in Page(items: ids.map { ExplorationRow($0) }) }
    world.send(.refresh)
    world.send(.loaded(rows([6, 5]), requestID: PagingRequestID(generation: 1, serial: 1)))
    world.send(.loadMore)
    world.send(.loaded(rows([4, 3]), requestID: PagingRequestID(generation: 1, serial: 2)))
    world.send(.loadMore)
    world.send(.itemAppeared(index: 1))
    world.send(.loaded(rows([2, 1, 2, 5]), requestID: PagingRequestID(generation: 1, serial: 3)))
    #expect(world.state.paging.stoppedOnRepeatedRequest == false, "the page dropped at the end lifts the forced end")
    world.send(.loaded(rows([4]), requestID: PagingRequestID(generation: 1, serial: 4)))
    world.send(.loaded(rows([2, 1]), requestID: PagingRequestID(generation: 1, serial: 5)))
    #expect(world.violations.isEmpty, "\(world.violations)")
    #expect(!world.state.loadStates.endReached && world.state.paging.stoppedOnRepeatedRequest == false)
  }
}
