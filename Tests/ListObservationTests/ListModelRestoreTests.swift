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
}
