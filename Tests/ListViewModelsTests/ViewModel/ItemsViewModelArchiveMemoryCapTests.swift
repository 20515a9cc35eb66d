// SPDX-License-Identifier: MIT

import Foundation
import ListViewModels
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// Issue 36 item 5: "The memory cap reads the archive first. A page the cap dropped is reloaded
/// from disk when it is there (instantly, offline too) and from the network otherwise."
@MainActor
@Suite struct ItemsViewModelArchiveMemoryCapTests {
  typealias Feed = PageStore<Repo, OffsetIDPaging<Int>.Request, Void>
  typealias ViewModel = ItemsViewModel<Repo, OffsetIDPaging<Int>, Void>

  /// Ids 200 down to 1, newest first, in pages of 20, held under a cap of 60 rows.
  static let newest = 200

  /// The feed: counts every call, and fails every load while `online` is `false`.
  static func feed(calls: LockedBox<Int>, online: LockedBox<Bool>) -> Feed {
    Feed { request, _ in
      _ = calls.increment()
      guard online.value else { return .error(URLError(.notConnectedToInternet)) }
      let ids: [Int]
      switch request {
      case .first(let size): ids = Array((1...newest).reversed().prefix(size))
      case .older(let id, let size): ids = Array((1..<max(id, 1)).reversed().prefix(size))
      case .newer(let id, let size): ids = Array((id + 1..<max(id + 1, newest + 1)).prefix(size).reversed())
      }
      return .just(Page(items: ids.map { Repo(id: $0, name: "post \($0)") }))
    }
  }

  static func viewModel(_ store: Feed, archive: ListArchive<Repo>, scheduler: TestScheduler) -> ViewModel {
    SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(
        store: store.archiving(in: archive) { _ in "feed" },
        paging: PagingState(strategy: OffsetIDPaging<Int>(pageSize: 20)).withMaxSize(60),
        parameters: ()
      )
    }
  }

  /// Shows `positions` one after the other, as a scrolling table does; returns the positions that
  /// showed a placeholder or a wrong row when they appeared.
  static func scroll(_ viewModel: ViewModel, _ positions: some Sequence<Int>, scheduler: TestScheduler) -> [Int] {
    var wrong: [Int] = []
    for position in positions {
      viewModel.itemAppeared(at: position)
      scheduler.advanceTo(scheduler.clock + 1)
      if viewModel.state.item(at: position)?.id != newest - position { wrong.append(position) }
    }
    return wrong
  }

  /// Run one: online, the whole feed scrolled through, every page archived.
  static func scrolledToTheEnd(
    archive: ListArchive<Repo>,
    calls: LockedBox<Int>,
    online: LockedBox<Bool>,
    scheduler: TestScheduler
  ) -> ViewModel {
    let viewModel = Self.viewModel(feed(calls: calls, online: online), archive: archive, scheduler: scheduler)
    viewModel.refresh()
    scheduler.advanceTo(scheduler.clock + 1)
    #expect(scroll(viewModel, 0..<newest, scheduler: scheduler) == [])
    #expect(viewModel.state.placeholdersBefore == 140, "the cap dropped the first seven pages")
    return viewModel
  }

  // Issue 36: "A page the cap dropped is reloaded from disk when it is there (instantly, offline
  // too)": offline, scrolling a capped list back up and down again shows every row, with no load.
  // Paging.md: "a page that was dropped comes back from the archive when a row next to it appears:
  // at once, with no load, offline too."
  @Test func offlineEveryDroppedPageComesBackFromTheArchiveWithNoLoad() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelArchiveMemoryCapTests")
    let scheduler = TestScheduler(initialClock: 0)
    let calls = LockedBox(0)
    let online = LockedBox(true)
    let errors = LockedBox<[ListArchiveError]>([])
    let archive = try ListArchive<Repo>(directory: folder.url) { errors.append($0) }
    let viewModel = Self.scrolledToTheEnd(archive: archive, calls: calls, online: online, scheduler: scheduler)
    let loadsOnline = calls.value
    online.set(false)
    let messages = scheduler.createObserver(String.self)
    _ = viewModel.message.emit(to: messages)
    #expect(Self.scroll(viewModel, (0..<Self.newest).reversed(), scheduler: scheduler) == [])
    #expect(Self.scroll(viewModel, 0..<Self.newest, scheduler: scheduler) == [])
    #expect(calls.value == loadsOnline, "no dropped page went to the store")
    #expect(messages.events.isEmpty)
    #expect(viewModel.state.loadStates.append.failure == nil && viewModel.state.loadStates.prepend.failure == nil)
    #expect(errors.value.isEmpty)
  }

  // Issue 36: "kill the app, reopen it on a plane": the relaunched, capped list scrolls through
  // every archived row offline, with no store call and no failure.
  @Test func aRelaunchedCappedListScrollsThroughEveryArchivedRowOfflineWithoutTheStore() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelArchiveMemoryCapTests")
    let scheduler = TestScheduler(initialClock: 0)
    do {
      let archive = try ListArchive<Repo>(directory: folder.url)
      _ = Self.scrolledToTheEnd(archive: archive, calls: LockedBox(0), online: LockedBox(true), scheduler: scheduler)
    }
    let calls = LockedBox(0)
    let archive = try ListArchive<Repo>(directory: folder.url)
    let viewModel = Self.viewModel(
      Self.feed(calls: calls, online: LockedBox(false)),
      archive: archive,
      scheduler: scheduler
    )
    #expect(viewModel.state.isShowingRestoredList)
    #expect(viewModel.state.positionCount == Self.newest)
    let messages = scheduler.createObserver(String.self)
    _ = viewModel.message.emit(to: messages)
    #expect(Self.scroll(viewModel, (0..<Self.newest).reversed(), scheduler: scheduler) == [])
    #expect(Self.scroll(viewModel, 0..<Self.newest, scheduler: scheduler) == [])
    #expect(calls.value == 0)
    #expect(messages.events.isEmpty)
    #expect(viewModel.state.isShowingRestoredList, "reloads from the archive are not a revalidation")
  }

  // Issue 36: "... and from the network otherwise": pages past the archive's budget come from the
  // store, the others from disk. Paging.md: "Only a page the archive does not hold (past its
  // budget) is loaded from the store".
  @Test func aPageTheArchiveDoesNotHoldComesFromTheStore() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelArchiveMemoryCapTests")
    let scheduler = TestScheduler(initialClock: 0)
    let calls = LockedBox(0)
    let archive = try ListArchive<Repo>(directory: folder.url, maxBytesPerList: 2_500)
    let viewModel = Self.scrolledToTheEnd(archive: archive, calls: calls, online: LockedBox(true), scheduler: scheduler)
    let kept = try #require(archive.read(key: "feed")).pages.count
    try #require((1...6).contains(kept), "the budget keeps some of the seven dropped pages, not all")
    let before = calls.value
    #expect(Self.scroll(viewModel, (0..<Self.newest).reversed(), scheduler: scheduler) == [])
    #expect(calls.value - before == 7 - kept, "each dropped page the archive does not hold is loaded")
  }

  // Issue 36: a damaged file "is reported as a typed error, set aside and never crashes or shows
  // wrong items; the list then loads as if there were no archive". Paging.md: "a damaged file is
  // reported to `errors` and the page loaded from the store as well".
  @Test func aDamagedArchiveIsReportedAndTheDroppedPagesComeFromTheStore() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelArchiveMemoryCapTests")
    let scheduler = TestScheduler(initialClock: 0)
    let calls = LockedBox(0)
    let errors = LockedBox<[ListArchiveError]>([])
    let archive = try ListArchive<Repo>(directory: folder.url) { errors.append($0) }
    let viewModel = Self.scrolledToTheEnd(archive: archive, calls: calls, online: LockedBox(true), scheduler: scheduler)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    let file = folder.url.appendingPathComponent(try #require(names.first { $0.hasSuffix(".rlarchive") }))
    var bytes = try Data(contentsOf: file)
    bytes[bytes.count / 2] ^= 0x55
    try bytes.write(to: file)
    let before = calls.value
    #expect(Self.scroll(viewModel, (0..<Self.newest).reversed(), scheduler: scheduler) == [])
    #expect(calls.value - before == 7, "every dropped page is loaded from the store")
    let first = try #require(errors.value.first)
    guard case .file(.corrupted) = first else {
      Issue.record("expected a corrupted-file error, got \(first)")
      return
    }
  }
}
