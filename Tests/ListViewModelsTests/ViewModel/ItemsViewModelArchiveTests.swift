// SPDX-License-Identifier: MIT

import Foundation
import ListViewModels
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// Issue 36: kill the app, reopen it offline: the same rows, the reading row anchored.
@MainActor
@Suite struct ItemsViewModelArchiveTests {
  typealias Feed = PageStore<Repo, OffsetIDPaging<Int>.Request, Void>

  /// A newest-first feed of ids `top` down to 1; `online` false fails every load.
  static func feed(top: LockedBox<Int>, online: Bool) -> Feed {
    Feed { request, _ in
      guard online else { return .error(URLError(.notConnectedToInternet)) }
      let newest = top.value
      let ids: [Int]
      switch request {
      case .first(let size): ids = Array((1...newest).reversed().prefix(size))
      case .older(let id, let size): ids = Array((1..<max(id, 1)).reversed().prefix(size))
      case .newer(let id, let size): ids = Array((id + 1..<max(id + 1, newest + 1)).prefix(size).reversed())
      }
      return .just(Page(items: ids.map { Repo(id: $0, name: "post \($0)") }))
    }
  }

  static func viewModel(
    _ store: Feed,
    archive: ListArchive<Repo>,
    scheduler: TestScheduler
  ) -> ItemsViewModel<Repo, OffsetIDPaging<Int>, Void> {
    SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(
        store: store.archiving(in: archive) { _ in "feed" },
        strategy: .offsetID(pageSize: 20),
        parameters: ()
      )
    }
  }

  /// Issue 36: "run one, scroll to row 57, quit; run two with --offline: row 57 on the same line in
  /// the first frame".
  @Test func aRelaunchOfflineShowsEveryLoadedRowAndTheReadingRow() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelArchiveTests")
    let top = LockedBox(500)
    let scheduler = TestScheduler(initialClock: 0)
    do {
      let archive = try ListArchive<Repo>(directory: folder.url)
      let first = Self.viewModel(Self.feed(top: top, online: true), archive: archive, scheduler: scheduler)
      first.refresh()
      scheduler.advanceTo(1)
      first.loadMore()
      scheduler.advanceTo(2)
      first.loadMore()
      scheduler.advanceTo(3)
      #expect(first.currentItems.count == 60)
      first.readingPositionChanged(at: 57, offset: -7)
    }
    let archive = try ListArchive<Repo>(directory: folder.url)
    let second = Self.viewModel(Self.feed(top: top, online: false), archive: archive, scheduler: scheduler)
    let restored = scheduler.createObserver(Bool.self)
    _ = second.isRestored.drive(restored)
    // Before any load: every row, and the reading row.
    #expect(second.currentItems.map(\.id) == Array((441...500).reversed()))
    #expect(second.restoredAnchor?.id == 443)
    #expect(second.restoredAnchor?.offset == -7)
    second.refresh()
    scheduler.advanceTo(10)
    #expect(second.currentItems.count == 60, "offline, the restored list stays whole")
    #expect(second.state.isShowingRestoredList)
    #expect(restored.events.last?.value.element == true)
  }

  /// Issue 36: "then, online, new items arrive on top without moving what you read", and the next
  /// launch restores them too.
  @Test func onlineTheRestoredListPrependsAndTheArchiveKeepsThePrependedRows() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelArchiveTests")
    let top = LockedBox(100)
    let scheduler = TestScheduler(initialClock: 0)
    let archive = try ListArchive<Repo>(directory: folder.url)
    let first = Self.viewModel(Self.feed(top: top, online: true), archive: archive, scheduler: scheduler)
    first.refresh()
    scheduler.advanceTo(1)
    first.loadMore()
    scheduler.advanceTo(2)
    top.set(105)
    let second = Self.viewModel(
      Self.feed(top: top, online: true),
      archive: try ListArchive<Repo>(directory: folder.url),
      scheduler: scheduler
    )
    #expect(second.currentItems.count == 40)
    second.refresh()
    scheduler.advanceTo(5)
    #expect(second.currentItems.map(\.id) == Array((61...105).reversed()))
    #expect(!second.state.isShowingRestoredList)
    second.loadMore()
    scheduler.advanceTo(6)
    let third = Self.viewModel(
      Self.feed(top: top, online: false),
      archive: try ListArchive<Repo>(directory: folder.url),
      scheduler: scheduler
    )
    #expect(third.currentItems.map(\.id) == Array((41...105).reversed()))
  }

  /// The ListModel face restores too, with `anchorID` on the reading row for `scrollPosition(id:)`.
  @Test func aStoreWithoutAnArchiveRestoresNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(
        store: Self.feed(top: LockedBox(50), online: true),
        strategy: .offsetID(pageSize: 20),
        parameters: ()
      )
    }
    #expect(viewModel.currentItems.isEmpty)
    #expect(viewModel.restoredAnchor == nil)
    #expect(!viewModel.state.isShowingRestoredList)
  }

  /// Issue 36: "the restored list equals the list archived", gaps included: the view model archives
  /// a prepend that left a gap and a gap load that filled part of it; the next launch shows the same
  /// rows with the same gap, and its next load-more asks for what the live list would.
  @Test func aRelaunchAfterAGapLoadRestoresTheRowsTheGapAndTheNextRequest() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelArchiveTests")
    let top = LockedBox(100)
    let scheduler = TestScheduler(initialClock: 0)
    // `newer` answers the newest page, as a timeline does after a long absence.
    let store = Feed { request, _ in
      let ids: [Int] =
        switch request {
        case .first(let size): Array((1...top.value).reversed().prefix(size))
        case .older(let id, let size): Array((1..<max(id, 1)).reversed().prefix(size))
        case .newer(let id, let size): Array((id + 1..<max(id + 1, top.value + 1)).reversed().prefix(size))
        }
      return .just(Page(items: ids.map { Repo(id: $0, name: "post \($0)") }))
    }
    func viewModel() throws -> ItemsViewModel<Repo, OffsetIDPaging<Int>, Void> {
      let archive = try ListArchive<Repo>(directory: folder.url)
      return SharingScheduler.mock(scheduler: scheduler) {
        ItemsViewModel(
          store: store.archiving(in: archive) { _ in "feed" },
          paging: PagingState(strategy: .offsetID(pageSize: 10)).withGaps(),
          parameters: ()
        )
      }
    }
    let first = try viewModel()
    first.refresh()
    scheduler.advanceTo(1)
    first.loadMore()
    scheduler.advanceTo(2)
    top.set(135)
    first.prepend()
    scheduler.advanceTo(3)
    let gap = try #require(first.state.paging.gaps.first)
    #expect(gap == PagingGap(newerID: 126, olderID: 100))
    // Read without taking the list over (a restore would make another view model its writer).
    let archived = try #require(try ListArchive<Repo>(directory: folder.url).read(key: "feed"))
    #expect(archived.items.map(\.id) == first.state.paging.items.map(\.id))
    #expect(archived.gaps == [10], "the gap the prepend left, above the row of 100")
    first.loadGap(gap)
    scheduler.advanceTo(4)
    #expect(first.state.paging.gaps == [PagingGap(newerID: 116, olderID: 100)])
    let third = try viewModel()
    #expect(third.state.paging.items.map(\.id) == first.state.paging.items.map(\.id))
    #expect(third.state.paging.items.map(\.id) == Array((116...135).reversed()) + Array((81...100).reversed()))
    #expect(third.state.paging.gaps == first.state.paging.gaps)
    #expect(third.state.paging.nextRequest == first.state.paging.nextRequest)
    #expect(third.state.gapsAbove == first.state.gapsAbove)
  }
}
