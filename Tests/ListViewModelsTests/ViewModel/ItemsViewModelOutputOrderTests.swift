// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// The order of outputs must not depend on which output a screen subscribed to first.
@MainActor
@Suite struct ItemsViewModelOutputOrderTests {
  /// Which output is subscribed first.
  enum First: CaseIterable, Sendable {
    case items
    case notices
  }

  /// A view model whose store answers every page at once (on the main queue, outputs deliver
  /// inline), three repos a page.
  static func answeringAtOnce() -> RepoViewModel {
    RepoViewModel(
      store: PageStore<Repo, PageNumberPaging.Request, String> { request, _ in
        .just(Page(items: (1...request.pageSize).map { Repo(id: $0, name: "repo \($0)") }))
      },
      strategy: .pageNumber(pageSize: 3),
      parameters: "swift"
    )
  }

  /// Subscribes to the items, the footer, the completed loads and the messages of `viewModel`, in
  /// the order `first` says, and logs what each delivers after subscription.
  static func record(_ viewModel: RepoViewModel, first: First, bag: DisposeBag) -> LockedBox<[String]> {
    let log = LockedBox<[String]>([])
    let subscribeState = {
      viewModel.items.drive(onNext: { items in log.withLock { $0.append("items \(items.count)") } })
        .disposed(by: bag)
      viewModel.refreshStatus.map(\.footer).distinctUntilChanged()
        .drive(onNext: { footer in log.withLock { $0.append("footer \(footer)") } })
        .disposed(by: bag)
    }
    let subscribeNotices = {
      viewModel.completedLoads.emit(onNext: { load in log.withLock { $0.append("loaded \(load.newItemCount)") } })
        .disposed(by: bag)
      viewModel.message.emit(onNext: { _ in log.withLock { $0.append("message") } }).disposed(by: bag)
    }
    switch first {
    case .items:
      subscribeState()
      subscribeNotices()
    case .notices:
      subscribeNotices()
      subscribeState()
    }
    return log
  }

  // ItemsViewModel.completedLoads: "Emitted after the items and status outputs show the load,
  // whichever of them was subscribed first (as are ``message`` and ``route`` after the state that
  // caused them)". WritingAViewModel.md: "Whichever output a screen subscribes to first,
  // ``ItemsViewModel/completedLoads``, ``ItemsViewModel/message`` and ``ItemsViewModel/route`` come
  // after the items and status outputs that show the same event". On a test clock.
  @Test(arguments: First.allCases)
  func completedLoadsComeAfterTheItemsOnATestClock(first: First) {
    let scheduler = TestScheduler(initialClock: 0)
    let store = ScriptedStore(scheduler: scheduler, latency: 5, total: 30)
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      RepoViewModel(store: store, strategy: .pageNumber(pageSize: 20), parameters: "swift")
    }
    let bag = DisposeBag()
    let log = Self.record(viewModel, first: first, bag: bag)
    scheduler.advanceTo(1)
    log.withLock { $0 = [] }
    viewModel.refresh()
    scheduler.advanceTo(10)
    let afterRefresh = log.withLock { $0 }
    #expect(afterRefresh.last == "loaded 20")
    #expect(afterRefresh.contains("items 20"))
    store.fail(page: 2)
    log.withLock { $0 = [] }
    viewModel.loadMore()
    scheduler.advanceTo(20)
    // The failure's message comes after the footer that shows it.
    let afterFailure = log.withLock { $0 }
    #expect(afterFailure.last == "message")
    #expect(afterFailure.count >= 2)
  }

  // The same sentence, on the main queue, where outputs deliver inline.
  @Test(arguments: First.allCases)
  func completedLoadsComeAfterTheItemsOnTheMainQueue(first: First) {
    let viewModel = Self.answeringAtOnce()
    let bag = DisposeBag()
    let log = Self.record(viewModel, first: first, bag: bag)
    log.withLock { $0 = [] }
    viewModel.refresh()
    let logged = log.withLock { $0 }
    #expect(logged.last == "loaded 3")
    #expect(logged.firstIndex(of: "items 3") != nil)
  }

  /// A screen that reacts to the items by sending another input (selecting the first row when the
  /// first page shows) sends it while the first event is still being delivered. Each event's
  /// one-shot outputs are its own: the load's result once, the selection's route once.
  @Test func anInputSentFromAnObserverKeepsEachEventsNotices() {
    let viewModel = Self.answeringAtOnce()
    let bag = DisposeBag()
    let log = LockedBox<[String]>([])
    viewModel.items.drive(onNext: { items in if items.count == 3 { viewModel.itemSelected(at: 0) } }).disposed(by: bag)
    viewModel.completedLoads.emit(onNext: { load in log.withLock { $0.append("loaded \(load.newItemCount)") } })
      .disposed(by: bag)
    viewModel.route.emit(onNext: { route in log.withLock { $0.append("route \(route)") } }).disposed(by: bag)
    viewModel.refresh()
    let logged = log.withLock { $0 }
    #expect(logged.filter { $0.hasPrefix("loaded") } == ["loaded 3"])
    #expect(logged.filter { $0.hasPrefix("route") }.count == 1)
  }
}
