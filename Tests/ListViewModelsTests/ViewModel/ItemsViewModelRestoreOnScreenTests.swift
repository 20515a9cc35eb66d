// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import ListViewModels
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// Issue 36 item 3: "On creation, the view model shows the archived items and the anchored row on
/// its line before any network answer (... the UIKit data source ...)". The UIKit data sources'
/// `bind(to:sections:)` is `bind(_:of:)` plus `restoreReadingPosition(of:in:)`, checked here on a
/// plain scrolling view.
@MainActor
@Suite struct ItemsViewModelRestoreOnScreenTests {
  struct Decade: Identifiable, Equatable, Sendable { let id: Int }
  typealias DataSource = SectionedDataSource<Decade, Repo, TextCell, TextCell>
  typealias ViewModel = ItemsViewModel<Repo, OffsetIDPaging<Int>, Void>

  /// Run one reads row 57 (post 443) 7 points above the viewport's top, online; the returned view
  /// model is run two's, offline, over the same folder.
  static func relaunched(folder: TemporaryFolder, scheduler: TestScheduler) throws -> ViewModel {
    let top = LockedBox(500)
    do {
      let first = ItemsViewModelArchiveTests.viewModel(
        ItemsViewModelArchiveTests.feed(top: top, online: true),
        archive: try ListArchive<Repo>(directory: folder.url),
        scheduler: scheduler
      )
      first.refresh()
      scheduler.advanceTo(scheduler.clock + 1)
      first.loadMore()
      scheduler.advanceTo(scheduler.clock + 1)
      first.loadMore()
      scheduler.advanceTo(scheduler.clock + 1)
      first.readingPositionChanged(at: 57, offset: -7)
    }
    return ItemsViewModelArchiveTests.viewModel(
      ItemsViewModelArchiveTests.feed(top: top, online: false),
      archive: try ListArchive<Repo>(directory: folder.url),
      scheduler: scheduler
    )
  }

  /// A data source on a fake scrolling view (a viewport of 100 points: rows of 50, headers of 30,
  /// so row 57 of 60 can be 7 points above the top), bound as the UIKit data sources bind.
  static func bind(_ viewModel: ViewModel) -> (DataSource, FakeScrollView<Decade, Repo>, any Disposable) {
    let view = FakeScrollView<Decade, Repo>(viewportHeight: 100)
    let dataSource = DataSource(view: view)
    view.dataSource = dataSource
    let sections = viewModel.sections(.grouped { Decade(id: $0.id / 10) })
    let binding = CompositeDisposable(
      dataSource.bind(sections, of: viewModel),
      dataSource.restoreReadingPosition(of: viewModel, in: sections)
    )
    return (dataSource, view, binding)
  }

  // Issue 36: "the anchored row on its line before any network answer", in the first layout.
  // Paging.md: "A `SectionedDataSource` over a view of your own (any `AnchorScrollable`) does the
  // same with one more line" (the UIKit data sources' `bind(to:sections:)` is that line too).
  @Test func theFirstLayoutShowsTheReadingRowOnItsLine() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelRestoreOnScreenTests")
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = try Self.relaunched(folder: folder, scheduler: scheduler)
    #expect(viewModel.restoredAnchor?.id == 443)
    let (dataSource, view, binding) = Self.bind(viewModel)
    defer { binding.dispose() }
    scheduler.advanceTo(scheduler.clock + 1)
    #expect(view.reloadCount == 1, "the first snapshot is the restored list")
    #expect(view.screenTop(ofRow: 443) == -7)
    #expect(dataSource.lastAnchoredPosition?.isClamped == false)
  }

  // Issue 36: "Offline (every load fails) the restored list stays whole, scrolls, and says it is
  // offline", and the reading row stays on its line through the failed refresh. Paging.md:
  // "Offline, the restored list says so on its own outputs: the failed refresh is a `message`,
  // `pageState` stays `.content`, `isRestored` stays `true`, and the footer offers a retry when
  // load-more fails."
  @Test func offlineTheRestoredListStaysWholeOnItsLineAndSaysItIsOffline() throws {
    let folder = try TemporaryFolder(prefix: "ItemsViewModelRestoreOnScreenTests")
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = try Self.relaunched(folder: folder, scheduler: scheduler)
    let (dataSource, view, binding) = Self.bind(viewModel)
    defer { binding.dispose() }
    let messages = scheduler.createObserver(String.self)
    let pageStates = scheduler.createObserver(PageState.self)
    let restored = scheduler.createObserver(Bool.self)
    let status = scheduler.createObserver(RefreshStatus.self)
    _ = viewModel.message.emit(to: messages)
    _ = viewModel.pageState.drive(pageStates)
    _ = viewModel.isRestored.drive(restored)
    _ = viewModel.refreshStatus.drive(status)
    scheduler.advanceTo(scheduler.clock + 1)
    viewModel.refresh()
    scheduler.advanceTo(scheduler.clock + 5)
    #expect(messages.events.count == 1, "a HUD message says the refresh failed")
    #expect(viewModel.state.loadStates.prepend.failure != nil || viewModel.state.loadStates.refresh.failure != nil)
    #expect(pageStates.events.map(\.value.element) == [.content], "the cover never covers the list")
    #expect(restored.events.last?.value.element == true, "it still says the list is a saved copy")
    #expect(status.events.last?.value.element?.header == .idle)
    #expect(dataSource.snapshot.sections.flatMap(\.rows).count == 60)
    #expect(view.screenTop(ofRow: 443) == -7)
    // It scrolls: the last rows are there; load-more fails and offers a retry.
    view.setAnchorContentOffset(.infinity)
    viewModel.itemAppeared(at: 59)
    scheduler.advanceTo(scheduler.clock + 5)
    #expect(viewModel.currentItems.count == 60)
    if case .failed = status.events.last?.value.element?.footer {
    } else {
      Issue.record("the footer offers a retry, got \(String(describing: status.events.last?.value.element))")
    }
  }

  // Without a restored anchor nothing scrolls.
  @Test func aListThatWasNotRestoredStaysAtTheTop() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(
        store: ItemsViewModelArchiveTests.feed(top: LockedBox(100), online: true),
        strategy: .offsetID(pageSize: 20),
        parameters: ()
      )
    }
    let (_, view, binding) = Self.bind(viewModel)
    defer { binding.dispose() }
    viewModel.refresh()
    scheduler.advanceTo(scheduler.clock + 5)
    #expect(view.contentOffset == 0)
  }
}
