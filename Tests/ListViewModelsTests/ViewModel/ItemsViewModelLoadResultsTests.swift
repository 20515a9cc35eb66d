// SPDX-License-Identifier: MIT

import Dispatch
import ListViewModels
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@MainActor
@Suite struct ItemsViewModelLoadResultsTests {
  typealias FeedViewModel = ItemsViewModel<Repo, OffsetIDPaging<Int>, Void>

  /// A newest-first feed of ids `newest` down to 1 answering after 5 ticks; `newer` requests get
  /// the newest `pageSize` items above the id, as Twitter's `since_id` does.
  @MainActor
  struct Feed {
    let scheduler = TestScheduler(initialClock: 0)
    let newest = LockedBox(100)
    let failNext = LockedBox(false)
    let viewModel: FeedViewModel

    init() {
      let scheduler = self.scheduler
      let newest = self.newest
      let failNext = self.failNext
      let store = PageStore<Repo, OffsetIDPaging<Int>.Request, Void> { request, _ in
        let top = newest.withLock { $0 }
        let fails = failNext.withLock { fail in
          defer { fail = false }
          return fail
        }
        let ids: [Int]
        switch request {
        case .first(let size): ids = Array((1...top).reversed().prefix(size))
        case .older(let id, let size): ids = Array((1..<id).reversed().prefix(size))
        case .newer(let id, let size): ids = id >= top ? [] : Array(((id + 1)...top).reversed().prefix(size))
        }
        return Observable<Int>.timer(.seconds(5), scheduler: scheduler)
          .map { _ in
            if fails { throw ScriptedError(description: "offline") }
            return Page(items: ids.map { Repo(id: $0, name: "post \($0)") })
          }
          .asSingle()
      }
      viewModel = SharingScheduler.mock(scheduler: scheduler) {
        FeedViewModel(store: store, strategy: .offsetID(pageSize: 10), parameters: ())
      }
    }

    func advance() {
      scheduler.advanceTo(scheduler.clock + 10)
    }
  }

  @Test func prependInputReportsNewItemsPerCompletedLoad() {
    let feed = Feed()
    let prepend = PublishRelay<Void>()
    let loadMore = PublishRelay<Void>()
    let output = feed.viewModel.transform(
      input: FeedViewModel.Input(prepend: prepend.asObservable(), loadMore: loadMore.asObservable())
    )
    let results = feed.scheduler.createObserver(ItemsLoadResult.self)
    let bag = DisposeBag()
    output.completedLoads.asObservable().subscribe(results).disposed(by: bag)

    prepend.accept(())  // No first page yet: the first load.
    feed.advance()
    loadMore.accept(())
    feed.advance()
    #expect(feed.viewModel.currentItems.map(\.id) == Array((81...100).reversed()))
    feed.newest.withLock { $0 = 103 }
    prepend.accept(())  // 3 newer: a short page joins the list.
    feed.advance()
    #expect(feed.viewModel.currentItems.map(\.id) == Array((81...103).reversed()))
    prepend.accept(())  // Nothing newer.
    feed.advance()
    feed.newest.withLock { $0 = 120 }
    prepend.accept(())  // 17 newer: the newest 10 replace the list (a gap below them).
    feed.advance()
    #expect(feed.viewModel.currentItems.map(\.id) == Array((111...120).reversed()))

    #expect(
      results.values == [
        ItemsLoadResult(kind: .firstPage, newItemCount: 10, replacedList: true),
        ItemsLoadResult(kind: .append, newItemCount: 10, replacedList: false),
        ItemsLoadResult(kind: .prepend, newItemCount: 3, replacedList: false),
        ItemsLoadResult(kind: .prepend, newItemCount: 0, replacedList: false),
        ItemsLoadResult(kind: .prepend, newItemCount: 10, replacedList: true),
      ]
    )
    #expect(results.events.map(\.time) == [8, 18, 28, 38, 48])
  }

  @Test func failedPrependReportsNothingAndItsRetryReportsThePrepend() {
    let feed = Feed()
    let results = feed.scheduler.createObserver(ItemsLoadResult.self)
    let bag = DisposeBag()
    feed.viewModel.completedLoads.asObservable().subscribe(results).disposed(by: bag)
    feed.viewModel.refresh()
    feed.advance()
    feed.newest.withLock { $0 = 102 }
    feed.failNext.withLock { $0 = true }
    feed.viewModel.prepend()
    feed.advance()
    #expect(results.values == [ItemsLoadResult(kind: .firstPage, newItemCount: 10, replacedList: true)])
    feed.viewModel.retry()
    feed.advance()
    #expect(results.values.last == ItemsLoadResult(kind: .prepend, newItemCount: 2, replacedList: false))
    #expect(results.values.count == 2)
  }

  @Test func refreshCountsItemsNewToTheListAndReportsAfterItemsAreOnScreen() {
    let harness = Harness(total: 45)
    let bag = DisposeBag()
    let seen = LockedBox<[(ItemsLoadResult, Int)]>([])
    harness.viewModel.completedLoads
      .emit(onNext: { result in
        let count = MainActor.assumeIsolated { harness.viewModel.currentItems.count }
        seen.withLock { $0.append((result, count)) }
      })
      .disposed(by: bag)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    harness.store.setPage(1, ids: [900, 901, 902] + Array(0..<17))
    harness.viewModel.refresh()
    harness.advance(20)
    let recorded = seen.withLock { $0 }
    #expect(
      recorded.map(\.0) == [
        ItemsLoadResult(kind: .firstPage, newItemCount: 20, replacedList: true),
        ItemsLoadResult(kind: .append, newItemCount: 20, replacedList: false),
        ItemsLoadResult(kind: .refresh, newItemCount: 3, replacedList: true),
      ]
    )
    #expect(recorded.map(\.1) == [20, 40, 20])
  }

  @Test func staleAndFailedLoadsReportNothing() {
    let harness = Harness()
    let results = harness.record(harness.viewModel.completedLoads)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(5)
    harness.viewModel.refresh()  // Disposes the load-more in flight: its page never lands.
    harness.advance(20)
    harness.store.fail(page: 2)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(
      results.values == [
        ItemsLoadResult(kind: .firstPage, newItemCount: 20, replacedList: true),
        ItemsLoadResult(kind: .refresh, newItemCount: 0, replacedList: true),
      ]
    )
    harness.viewModel.retry()
    harness.advance(20)
    #expect(results.values.last == ItemsLoadResult(kind: .append, newItemCount: 20, replacedList: false))
  }

  @Test func resetStartsOverWithAFirstPage() {
    let harness = Harness()
    let results = harness.record(harness.viewModel.completedLoads)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.reset(parameters: "rust")
    harness.advance(20)
    #expect(results.values.map(\.kind) == [.firstPage, .firstPage])
  }
}
