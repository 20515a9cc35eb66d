// SPDX-License-Identifier: MIT

import Dispatch
import ListObservation
import ListPaging
import ListSections
import ListViewModels
import Observation
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

struct Repo: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}

struct Offline: Error, Equatable {}

/// How many times an observation fired: `withObservationTracking`'s `onChange` is `@Sendable`.
final class Fired: Sendable {
  private let count = LockedBox(0)
  var times: Int { count.withLock { $0 } }
  func fire() { count.withLock { $0 += 1 } }
}

/// A model over a store answering on a test clock: page `n` of query `q` holds ids
/// `(n - 1) * 10 ..< min(n * 10, 25)` after 10 ticks; pages listed in `failing` fail once.
@MainActor
struct Harness {
  let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
  let failing = LockedBox(Set<Int>())
  let model: ListModel<Repo, PageNumberPaging, String>

  init(total: Int = 25, maxSize: Int? = nil) {
    let scheduler = self.scheduler
    let failing = self.failing
    let store = PageStore<Repo, PageNumberPaging.Request, String> { request, query in
      let fails = failing.withLock { $0.remove(request.page) != nil }
      let start = (request.page - 1) * request.pageSize
      let items = (start..<min(start + request.pageSize, total)).map { Repo(id: $0, name: "\(query) \($0)") }
      return Observable<Int>.timer(.seconds(10), scheduler: scheduler)
        .map { _ in
          if fails { throw Offline() }
          return Page(items: items)
        }
        .asSingle()
    }
    let paging = PagingState<Repo, PageNumberPaging>(strategy: .pageNumber(pageSize: 10))
    model = SharingScheduler.mock(scheduler: scheduler) {
      ListModel(
        store: store,
        paging: maxSize.map { paging.withMaxSize($0) } ?? paging,
        parameters: "swift",
        title: { "Search: \($0)" }
      )
    }
  }

  /// Whether what `read` reads changes from now on (`times` is 0 or 1: a view re-reads, and so
  /// re-tracks, after each change).
  func track(_ read: () -> Void) -> Fired {
    let fired = Fired()
    withObservationTracking {
      read()
    } onChange: {
      fired.fire()
    }
    return fired
  }

  func advance(_ ticks: Int) { scheduler.advanceTo(scheduler.clock + ticks) }
}

@MainActor
@Suite struct ListModelTests {
  // ListModel: "each property mirrors one output of the view model and is set only when its value
  // changes, so a view that reads pageState is not invalidated by a page that only changed items."
  @Test func aLoadMoreNotifiesItemsReadersButNotCoverReaders() async {
    let harness = Harness()
    harness.model.loadMore()
    harness.model.send(.refresh)
    harness.advance(10)
    #expect(harness.model.items.count == 10)
    #expect(harness.model.pageState == .content)
    let cover = harness.track { _ = harness.model.pageState }
    let items = harness.track { _ = harness.model.items }
    let title = harness.track { _ = harness.model.navigationTitle }
    let error = harness.track { _ = harness.model.error }
    harness.model.loadMore()
    harness.advance(10)
    #expect(harness.model.items.count == 20)
    #expect(cover.times == 0)
    #expect(error.times == 0)  // loadStates changed twice; the error stayed nil
    #expect(items.times == 1)
    #expect(title.times == 0)
  }

  @Test func aFailedFirstPageIsATypedErrorAndRetryClearsIt() {
    let harness = Harness()
    harness.failing.withLock { _ = $0.insert(1) }
    let failed = harness.track { _ = harness.model.error }
    harness.model.send(.refresh)
    harness.advance(0)  // outputs deliver on the test clock
    #expect(harness.model.isLoading)
    harness.advance(10)
    #expect(harness.model.error?.error is Offline)
    #expect(harness.model.pageState == .error(PagingFailure(Offline(), message: "Offline()")))
    #expect(!harness.model.isLoading)
    #expect(failed.times == 1)
    let cleared = harness.track { _ = harness.model.error }
    harness.model.retry()
    harness.advance(10)
    #expect(harness.model.error == nil)
    #expect(harness.model.items.count == 10)
    #expect(cleared.times == 1)
  }

  @Test func aFailedPageWithItemsOnScreenSetsAMessageTheViewClears() {
    let harness = Harness()
    harness.model.send(.refresh)
    harness.advance(10)
    harness.failing.withLock { _ = $0.insert(2) }
    harness.model.loadMore()
    harness.advance(10)
    #expect(harness.model.message == "Offline()")
    #expect(harness.model.items.count == 10)
    if case .failed(let failure) = harness.model.refreshStatus.footer {
      #expect(failure.error is Offline)
    } else {
      Issue.record("expected a failed footer, got \(harness.model.refreshStatus.footer)")
    }
    harness.model.message = nil
    harness.model.retry()
    harness.advance(10)
    #expect(harness.model.items.count == 20)
    #expect(harness.model.message == nil)
  }

  @Test func aStalePageNeverAppears() {
    let harness = Harness()
    harness.model.send(.refresh)
    harness.advance(10)
    harness.model.loadMore()  // page 2, answers at 20
    harness.advance(5)
    harness.model.send(.refresh)  // disposes page 2; page 1 answers at 25
    harness.advance(20)
    #expect(harness.model.items.map(\.id) == Array(0..<10))
  }

  @Test func resetShowsTheNewParametersList() async {
    let harness = Harness()
    harness.model.send(.refresh)
    harness.advance(10)
    let title = harness.track { _ = harness.model.navigationTitle }
    harness.model.send(.reset("rust"))
    harness.advance(0)  // outputs deliver on the test clock
    #expect(harness.model.items.isEmpty)
    #expect(harness.model.pageState == .loading)
    harness.advance(10)
    #expect(harness.model.items.first?.name == "rust 0")
    #expect(harness.model.navigationTitle == "Search: rust")
    #expect(title.times == 1)
  }

  @Test func selectingAndAppearing() {
    let harness = Harness()
    harness.model.send(.refresh)
    harness.advance(10)
    harness.model.select(harness.model.items[3])
    #expect(harness.model.route == .detail(Repo(id: 3, name: "swift 3")))
    harness.model.onAppear(harness.model.items[2])  // far from the end: nothing
    harness.advance(10)
    #expect(harness.model.items.count == 10)
    harness.model.onAppear(harness.model.items[6])  // within the prefetch distance (5) of the end
    harness.advance(10)
    #expect(harness.model.items.count == 20)
  }

  // ListModel.refresh(): "Loads the first page and returns once it landed or failed".
  @Test func refreshReturnsOnceThePageLanded() async {
    let harness = Harness()
    let refreshing = Task { await harness.model.refresh() }
    await waitUntilLoading(harness)
    #expect(harness.model.items.isEmpty)
    harness.advance(10)
    await refreshing.value
    #expect(harness.model.items.count == 10)
  }

  @Test func aCancelledRefreshReturnsAtOnce() async {
    let harness = Harness()
    let refreshing = Task { await harness.model.refresh() }
    await waitUntilLoading(harness)
    refreshing.cancel()
    await refreshing.value
    #expect(harness.model.state.paging.isLoading)  // the load goes on; only the caller stopped waiting
  }

  /// Lets the refreshing task start its load (a bounded number of main-actor turns).
  func waitUntilLoading(_ harness: Harness) async {
    for _ in 0..<100 where !harness.model.state.paging.isLoading { await Task.yield() }
    #expect(harness.model.state.paging.isLoading)
  }

  // ListModel: "every input is a ListEvent given to the reducer"; select(_:): "an item not on
  // screen is ignored".
  @Test func selectingGoesThroughTheReducer() {
    let harness = Harness()
    harness.model.select(Repo(id: 3, name: "swift 3"))  // nothing on screen yet
    #expect(harness.model.route == nil)
    harness.model.send(.refresh)
    harness.advance(10)
    harness.model.select(Repo(id: 3, name: "swift 3"))
    #expect(harness.model.route == .detail(Repo(id: 3, name: "swift 3")))
    #expect(harness.model.state.notices == [.route(.detail(Repo(id: 3, name: "swift 3")))])
  }

  // ListModel: "It runs its ListState with the same effect runner as ItemsViewModel": a model
  // made from a store and a strategy pages as a view model does.
  @Test func aModelMadeFromAStoreAndAStrategyPages() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let store = PageStore<Repo, PageNumberPaging.Request, Void> { request, _ in
      let ids = (request.page - 1) * request.pageSize..<min(request.page * request.pageSize, 15)
      return Observable<Int>.timer(.seconds(1), scheduler: scheduler)
        .map { _ in Page(items: ids.map { Repo(id: $0, name: "\($0)") }) }
        .asSingle()
    }
    let model = SharingScheduler.mock(scheduler: scheduler) {
      ListModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: (), title: { "Repos" })
    }
    #expect(model.navigationTitle == "Repos")
    model.send(.refresh)
    #expect(model.isLoading)
    scheduler.advanceTo(1)
    model.loadMore()
    scheduler.advanceTo(2)
    #expect(model.items.map(\.id) == Array(0..<15))
    #expect(model.refreshStatus.footer == .noMoreData)
  }

  @Test func sectionsFollowTheItems() {
    struct Decade: Identifiable, Equatable, Sendable { let id: Int }
    let harness = Harness()
    let sections = harness.model.sections(.grouped { Decade(id: $0.id / 10) })
    harness.model.send(.refresh)
    harness.advance(10)
    harness.model.loadMore()
    harness.advance(10)
    #expect(sections.snapshot.sections.map(\.rows.count) == [10, 10])
    #expect(sections.itemIndex(of: RowPath(section: 1, row: 3)) == 13)
  }

  // SectionsModel: "It follows the list model's state directly, after each event, for as long as
  // it lives".
  @Test func sectionsStopWhenTheirModelGoesAway() {
    struct Decade: Identifiable, Equatable, Sendable { let id: Int }
    let harness = Harness()
    let calls = LockedBox(0)
    var sections: SectionsModel<Decade, Repo>? = harness.model.sections(
      .grouped { repo in
        calls.withLock { $0 += 1 }
        return Decade(id: repo.id / 10)
      }
    )
    harness.model.send(.refresh)
    harness.advance(10)
    #expect(sections?.snapshot.rowCount == 10)
    sections = nil
    let callsBefore = calls.withLock { $0 }
    harness.model.loadMore()
    harness.advance(10)
    #expect(harness.model.items.count == 20)
    #expect(calls.withLock { $0 } == callsBefore)
  }
}

extension ListModelTests {
  // SwiftUI.md: "ItemRoute is Hashable when the item is, which navigationDestination(item:) needs".
  @Test func routesOfHashableItemsAreHashable() {
    struct Tag: Identifiable, Hashable, Sendable { let id: Int }
    let routes: Set<ItemRoute<Tag>> = [.detail(Tag(id: 1)), .detail(Tag(id: 1)), .detail(Tag(id: 2))]
    #expect(routes.count == 2)
  }
}
