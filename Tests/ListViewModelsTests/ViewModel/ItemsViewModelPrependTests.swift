// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@MainActor
@Suite struct ItemsViewModelPrependTests {
  /// A newest-first feed: ids 100 down to 1, and `newest` ids above 100 that appear later.
  @Test func prependPutsNewerItemsInFrontWithOffsetIDPaging() {
    let scheduler = TestScheduler(initialClock: 0)
    let newest = LockedBox(100)
    let store = PageStore<Repo, OffsetIDPaging<Int>.Request, Void> { request, _ in
      let top = newest.withLock { $0 }
      let ids: [Int]
      switch request {
      case .first(let size): ids = Array((1...top).reversed().prefix(size))
      case .older(let id, let size): ids = Array((1..<id).reversed().prefix(size))
      case .newer(let id, let size):
        ids = Array(((id + 1)...max(id + 1, top)).reversed().prefix(size)).filter { $0 <= top }
      }
      return .just(Page(items: ids.map { Repo(id: $0, name: "post \($0)") }))
    }
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(store: store, strategy: .offsetID(pageSize: 10), parameters: ())
    }
    viewModel.refresh()
    scheduler.advanceTo(5)
    viewModel.loadMore()
    scheduler.advanceTo(10)
    #expect(viewModel.currentItems.map(\.id) == Array((81...100).reversed()))
    newest.withLock { $0 = 103 }
    viewModel.prepend()
    scheduler.advanceTo(15)
    #expect(viewModel.currentItems.map(\.id) == Array((81...103).reversed()))
  }
}
