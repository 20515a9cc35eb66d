// SPDX-License-Identifier: MIT

import Foundation
import ListPaging
import ListViewModels
import Testing

/// ListState rule 9: a state created from an archived list.
@Suite struct ListStateRestoreTests {
  typealias FeedState = ListState<Repo, OffsetIDPaging<Int>, Void>
  typealias SearchState = ListState<Repo, PageNumberPaging, String>

  /// A newest-first feed page: ids `from` down, `count` of them.
  static func feed(from top: Int, count: Int) -> Page<Repo> {
    Page(items: (0..<count).map { Repo(id: top - $0, name: "post \(top - $0)") })
  }

  static func search(_ ids: Range<Int>) -> Page<Repo> {
    Page(items: ids.map { Repo(id: $0, name: "repo \($0)") })
  }

  static func restoredFeed() -> FeedState {
    let archived = ArchivedList(
      pages: [feed(from: 100, count: 20), feed(from: 80, count: 20), feed(from: 60, count: 20)],
      anchor: .init(index: 56, offset: -12)
    )
    return FeedState(paging: PagingState(strategy: .offsetID(pageSize: 20)), parameters: (), restoring: archived)
  }

  /// Rule 9: "shows the archived list whole, each id once, in the archived order, as loaded items
  /// (load-more goes on after its last page), with isShowingRestoredList set and restoredAnchor
  /// naming the row that was being read".
  @Test func aRestoredListShowsTheArchivedItemsAndTheReadingRowBeforeAnyLoad() throws {
    var state = Self.restoredFeed()
    #expect(state.items.map(\.id) == Array((41...100).reversed()))
    #expect(state.isShowingRestoredList)
    #expect(state.restoredAnchor == FeedState.RestoredAnchor(id: 44, offset: -12))
    #expect(state.pageState == .content)
    #expect(state.refreshStatus == RefreshStatus(header: .idle, footer: .idle))
    #expect(!state.paging.isLoading)
    let more = state.reduce(.loadMore)
    #expect(more.count == 1)
    guard case .load(let request, _) = try #require(more.first) else { return }
    #expect(request.direction == .append)
    #expect(request.request == .older(than: 41, pageSize: 20))
  }

  /// Rule 9: "Its first refresh revalidates by the strategy's rules: a prepend for a strategy that
  /// can prepend (offset id: newer items go on top, rule 4)".
  @Test func offsetIdRevalidatesByPrependingNewerItems() throws {
    var state = Self.restoredFeed()
    let effects = state.reduce(.refresh)
    guard case .load(let request, _) = try #require(effects.first), effects.count == 1 else {
      Issue.record("expected one load, got \(effects)")
      return
    }
    #expect(request.direction == .prepend)
    #expect(request.request == .newer(than: 100, pageSize: 20))
    state.reduce(.loaded(Self.feed(from: 103, count: 3), requestID: request.id))
    #expect(state.items.map(\.id) == Array((41...103).reversed()))
    #expect(!state.isShowingRestoredList)
    #expect(state.lastCompletedLoad == ItemsLoadResult(kind: .prepend, newItemCount: 3, replacedList: false))
  }

  /// Rule 9: "a refresh for the others (page number, cursor: the first page replaces the list when
  /// it lands)".
  @Test func pageNumberRevalidatesWithARefreshThatReplacesTheList() throws {
    let archived = ArchivedList(pages: [Self.search(0..<20), Self.search(20..<40), Self.search(40..<60)])
    var state = SearchState(
      paging: PagingState(strategy: .pageNumber(pageSize: 20)),
      parameters: "swift",
      restoring: archived
    )
    #expect(state.items.count == 60)
    #expect(state.restoredAnchor == nil)
    let effects = state.reduce(.refresh)
    guard case .load(let request, "swift") = try #require(effects.first) else { return }
    #expect(request.direction == .refresh)
    #expect(request.request == PageNumberPaging.Request(page: 1, pageSize: 20))
    // Load-more continues from the archived pages: page 4.
    var other = SearchState(
      paging: PagingState(strategy: .pageNumber(pageSize: 20)),
      parameters: "swift",
      restoring: archived
    )
    guard case .load(let next, _) = try #require(other.reduce(.loadMore).first) else { return }
    #expect(next.request == PageNumberPaging.Request(page: 4, pageSize: 20))
    state.reduce(.loaded(Self.search(100..<120), requestID: request.id))
    #expect(state.items.map(\.id) == Array(100..<120))
    #expect(!state.isShowingRestoredList)
  }

  /// Rule 9: "A failure keeps the restored list whole (rule 5), so offline it stays on screen and
  /// isShowingRestoredList stays set".
  @Test func offlineTheRestoredListStaysWholeAndSaysSo() throws {
    var state = Self.restoredFeed()
    let effects = state.reduce(.refresh)
    guard case .load(let request, _) = try #require(effects.first) else { return }
    state.reduce(.failed(URLError(.notConnectedToInternet), requestID: request.id))
    #expect(state.items.count == 60)
    #expect(state.isShowingRestoredList)
    #expect(state.notices.compactMap(\.message).count == 1)
    // Scrolling to the end offline: load-more fails too, and the list stays whole.
    guard case .load(let more, _) = try #require(state.reduce(.itemAppeared(index: 59)).first) else { return }
    state.reduce(.failed(URLError(.notConnectedToInternet), requestID: more.id))
    #expect(state.items.count == 60)
    #expect(state.isShowingRestoredList)
    #expect(state.refreshStatus.footer == .failed(try #require(state.loadStates.append.failure)))
  }

  /// Rule 9: "a reset clears it".
  @Test func aResetForgetsTheRestoredList() {
    var state = Self.restoredFeed()
    state.reduce(.reset(()))
    #expect(state.items.isEmpty)
    #expect(!state.isShowingRestoredList)
    #expect(state.restoredAnchor == nil)
  }

  /// Rule 9: "each id once"; an anchor on a row that is not shown is dropped; no pages is no list.
  @Test func repeatedIdsShowOnceAndAnEmptyArchiveIsAnEmptyList() {
    let archived = ArchivedList(
      pages: [Self.feed(from: 100, count: 20), Self.feed(from: 85, count: 20)],
      anchor: .init(index: 25, offset: 0)
    )
    let state = FeedState(paging: PagingState(strategy: .offsetID(pageSize: 20)), parameters: (), restoring: archived)
    #expect(state.items.map(\.id) == Array((66...100).reversed()))
    // Index 25 is the archive's 6th item of the second page, id 80, shown once.
    #expect(state.restoredAnchor?.id == 80)
    let empty = FeedState(
      paging: PagingState(strategy: .offsetID(pageSize: 20)),
      parameters: (),
      restoring: ArchivedList(pages: [])
    )
    #expect(empty.items.isEmpty)
    #expect(!empty.isShowingRestoredList)
    #expect(empty.pageState == .loading)
  }

  /// Rule 9: "load-more goes on after its last page": an archive whose last page ended the list
  /// restores a list whose end is reached.
  @Test func anArchiveThatEndedTheListRestoresTheEnd() {
    let archived = ArchivedList(pages: [Self.search(0..<20), Self.search(20..<25)])
    var state = SearchState(
      paging: PagingState(strategy: .pageNumber(pageSize: 20)),
      parameters: "swift",
      restoring: archived
    )
    #expect(state.items.count == 25)
    #expect(state.refreshStatus.footer == .noMoreData)
    #expect(state.reduce(.loadMore).isEmpty)
  }
}
