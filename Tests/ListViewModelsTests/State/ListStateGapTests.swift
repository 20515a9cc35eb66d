// SPDX-License-Identifier: MIT

import Foundation
import ListPaging
import ListViewModels
import Testing

/// Gaps in a `ListState` (`PagingState.withGaps(_:)`): a restored feed after a long absence.
@Suite struct ListStateGapTests {
  typealias FeedState = ListState<Repo, OffsetIDPaging<Int>, Void>

  static func feed(from top: Int, count: Int) -> Page<Repo> {
    Page(items: (0..<count).map { Repo(id: top - $0, name: "post \(top - $0)") })
  }

  static func load(_ effect: FeedState.Effect) -> PagingRequest<OffsetIDPaging<Int>.Request>? {
    if case .load(let request, _) = effect { return request }
    return nil
  }

  /// A feed restored with ids 100...61, revalidated while 60 new posts (101...160) wait on the
  /// server: the prepend answers the newest 20.
  static func afterLongAbsence(gaps: Bool = true) throws -> FeedState {
    let archived = ArchivedList(pages: [feed(from: 100, count: 20), feed(from: 80, count: 20)])
    let paging = PagingState<Repo, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 20))
    var state = FeedState(paging: gaps ? paging.withGaps() : paging, parameters: (), restoring: archived)
    let request = try #require(state.reduce(.refresh).first.flatMap(Self.load))
    state.reduce(.loaded(feed(from: 160, count: 20), requestID: request.id))
    return state
  }

  /// PagingState.withGaps: "a prepended page that may not join the loaded items ... goes on top
  /// above a ``PagingGap`` instead of replacing the list, so what the user read stays".
  @Test func restoredListKeepsWhatWasReadBelowAGap() throws {
    let state = try Self.afterLongAbsence()
    #expect(state.items.map(\.id) == Array((141...160).reversed()) + Array((61...100).reversed()))
    #expect(state.gapsAbove == [100: PagingGap(newerID: 141, olderID: 100)])
    #expect(state.lastCompletedLoad == ItemsLoadResult(kind: .prepend, newItemCount: 20, replacedList: false))
    #expect(state.refreshStatus == RefreshStatus(header: .idle, footer: .idle))
  }

  /// withGaps: "Off by default: ... the list is replaced, ``ItemsLoadResult/replacedList`` is `true`".
  @Test func withoutGapsTheRestoredListIsReplaced() throws {
    let state = try Self.afterLongAbsence(gaps: false)
    #expect(state.items.map(\.id) == Array((141...160).reversed()))
    #expect(state.gapsAbove.isEmpty)
    #expect(state.lastCompletedLoad?.replacedList == true)
  }

  /// ListEvent.gapAppeared: "loads the gap ... unless a load is in flight or the gap's last load
  /// failed (a failed gap waits for a tap, ``loadGap(_:)``, or ``retry``".
  @Test func gapRowLoadsOnAppearanceAndAFailedOneWaitsForATap() throws {
    var state = try Self.afterLongAbsence()
    let gap = try #require(state.gapsAbove[100])
    let load = try #require(state.reduce(.gapAppeared(gap)).first.flatMap(Self.load))
    #expect(load.request == .older(than: 141, pageSize: 20))
    #expect(state.loadState(of: gap) == .loading)
    #expect(state.reduce(.gapAppeared(gap)).isEmpty, "one load at a time")
    #expect(state.reduce(.loadMore).isEmpty)
    state.reduce(.failed(URLError(.notConnectedToInternet), requestID: load.id))
    #expect(state.loadState(of: gap).failure != nil)
    #expect(state.loadStates.append == .idle, "the footer does not show a gap's failure")
    #expect(state.reduce(.gapAppeared(gap)).isEmpty, "a failed gap does not reload by scrolling")
    let tap = try #require(state.reduce(.loadGap(gap)).first.flatMap(Self.load))
    #expect(tap.request == load.request)
    state.reduce(.loaded(Self.feed(from: 140, count: 20), requestID: tap.id))
    #expect(state.gapsAbove == [100: PagingGap(newerID: 121, olderID: 100)])
    #expect(state.lastCompletedLoad == ItemsLoadResult(kind: .append, newItemCount: 20, replacedList: false))
    let last = try #require(state.reduce(.gapAppeared(gap)).first.flatMap(Self.load))
    #expect(last.request == .older(than: 121, pageSize: 20), "an older copy of the gap loads it as it is now")
    state.reduce(.loaded(Self.feed(from: 120, count: 20), requestID: last.id))
    #expect(state.gapsAbove == [100: PagingGap(newerID: 101, olderID: 100)], "a full page cannot tell it reached 100")
    let closing = try #require(state.reduce(.gapAppeared(gap)).first.flatMap(Self.load))
    state.reduce(.loaded(Self.feed(from: 100, count: 20), requestID: closing.id))
    #expect(state.gapsAbove.isEmpty, "the page holds 100, the gap's lower bound")
    #expect(state.items.map(\.id) == Array((61...160).reversed()))
  }

  /// PagingState rule 1: a refresh replaces the list, gaps included.
  @Test func refreshClearsGaps() throws {
    var state = try Self.afterLongAbsence()
    let gap = try #require(state.gapsAbove[100])
    let prepend = try #require(state.reduce(.prepend).first.flatMap(Self.load))
    state.reduce(.loaded(Page(items: []), requestID: prepend.id))
    #expect(state.gapsAbove[100] == gap, "an empty prepend joins: the gap stays")
    let refresh = try #require(state.reduce(.refresh).first.flatMap(Self.load))
    #expect(refresh.direction == .refresh)
    state.reduce(.loaded(Self.feed(from: 160, count: 20), requestID: refresh.id))
    #expect(state.gapsAbove.isEmpty && state.items.count == 20)
  }
}
