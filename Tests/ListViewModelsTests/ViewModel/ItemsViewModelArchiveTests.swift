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
}
