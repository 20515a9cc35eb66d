// SPDX-License-Identifier: MIT

import ListObservation
import ListPaging
import ListViewModels
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

/// ListState rule 9 through the `@Observable` face: the restored rows are there at creation, and
/// `anchorID` starts on the reading row, for `scrollPosition(id:)`.
@MainActor
@Suite struct ListModelRestoreTests {
  /// A store whose archive holds three pages and whose loads all fail (offline).
  struct ArchivedStore: ItemsStore {
    func page(for request: PageNumberPaging.Request, parameters: String) -> Single<Page<Repo>> {
      .error(Offline())
    }

    func restoreArchive(parameters: String, writer: ListArchiveWriter) -> ArchivedList<Repo>? {
      let pages = (0..<3).map { page in Page(items: (page * 10..<page * 10 + 10).map { Repo(id: $0, name: "\($0)") }) }
      return ArchivedList(pages: pages, anchor: .init(index: 17, offset: -4))
    }
  }

  @Test func aRestoredModelShowsTheArchivedRowsAndAnchorsTheReadingRow() async {
    let scheduler = TestScheduler(initialClock: 0)
    let model = SharingScheduler.mock(scheduler: scheduler) {
      ListModel(store: ArchivedStore(), paging: PagingState(strategy: .pageNumber(pageSize: 10)), parameters: "q")
    }
    #expect(model.items.map(\.id) == Array(0..<30))
    #expect(model.anchorID == 17)
    #expect(model.isRestored)
    #expect(model.pageState == .content)
    model.send(.refresh)
    scheduler.advanceTo(5)
    #expect(model.items.count == 30, "offline, the restored rows stay")
    #expect(model.isRestored)
    #expect(model.error != nil)
  }

  // Issue 36: "Offline (every load fails) the restored list stays whole, scrolls, and says it is
  // offline", through the SwiftUI face: `anchorID` stays on the reading row for
  // `scrollPosition(id:)`, `restoredAnchor` keeps its distance, `message` and `error` say why.
  @Test func offlineTheRestoredModelKeepsItsRowsAndReadingRowAndSaysItIsOffline() async {
    let scheduler = TestScheduler(initialClock: 0)
    let model = SharingScheduler.mock(scheduler: scheduler) {
      ListModel(store: ArchivedStore(), paging: PagingState(strategy: .pageNumber(pageSize: 10)), parameters: "q")
    }
    #expect(model.restoredAnchor == .init(id: 17, offset: -4))
    #expect(model.anchorID == model.restoredAnchor?.id)
    model.send(.refresh)
    scheduler.advanceTo(5)
    #expect(model.message != nil, "a HUD message says the refresh failed")
    #expect(model.error?.error is Offline)
    #expect(model.pageState == .content)
    #expect(model.refreshStatus.header == .idle)
    #expect(model.anchorID == 17)
    // It scrolls: the last row appears, load-more fails and offers a retry; nothing is lost.
    model.onAppear(at: 29)
    scheduler.advanceTo(10)
    #expect(model.items.count == 30)
    #expect(model.anchorID == 17)
    if case .failed = model.refreshStatus.footer {
    } else {
      Issue.record("the footer offers a retry, got \(model.refreshStatus.footer)")
    }
  }

  /// A store whose archive holds a newest-first feed (ids 40 down to 11) read at id 23, and whose
  /// server has ids up to 45.
  struct FeedStore: ItemsStore {
    func page(for request: OffsetIDPaging<Int>.Request, parameters: Void) -> Single<Page<Repo>> {
      switch request {
      case .newer(let id, let size):
        .just(Page(items: (id + 1...45).reversed().prefix(size).map { Repo(id: $0, name: "\($0)") }))
      default: .error(Offline())
      }
    }

    func restoreArchive(parameters: Void, writer: ListArchiveWriter) -> ArchivedList<Repo>? {
      ArchivedList(
        pages: [Page(items: (11...40).reversed().map { Repo(id: $0, name: "\($0)") })],
        anchor: .init(index: 17, offset: 12)
      )
    }
  }

  // Issue 36: "then, online, new items arrive on top without moving what you read". Paging.md:
  // "`anchorID` then follows the rules of `ScrollAnchor.keptID`: newer rows put on top leave it on
  // the row being read."
  @Test func onlineNewerRowsGoAboveAndAnchorIDStaysOnTheReadingRow() async {
    let scheduler = TestScheduler(initialClock: 0)
    let model = SharingScheduler.mock(scheduler: scheduler) {
      ListModel(store: FeedStore(), paging: PagingState(strategy: OffsetIDPaging<Int>(pageSize: 30)), parameters: ())
    }
    #expect(model.anchorID == 23)
    model.send(.refresh)
    scheduler.advanceTo(5)
    #expect(model.items.map(\.id) == Array((11...45).reversed()))
    #expect(model.anchorID == 23)
    #expect(!model.isRestored)
  }
}
