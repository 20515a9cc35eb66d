// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@MainActor
@Suite struct ItemsViewModelLifetimeTests {
  @Test func nothingLeaksAfterTheScreenGoesAway() {
    let tracker = Resources.Tracker()
    let scheduler = TestScheduler(initialClock: 0)
    let store = ScriptedStore(scheduler: scheduler)
    weak var weakViewModel: RepoViewModel?
    Resources.track(tracker) {
      let viewModel = SharingScheduler.mock(scheduler: scheduler) {
        RepoViewModel(store: store, strategy: .pageNumber(pageSize: 20), parameters: "swift")
      }
      weakViewModel = viewModel
      let bag = DisposeBag()
      let output = viewModel.sections(.single(Everything()))
      output.sections.drive(onNext: { _ in }).disposed(by: bag)
      viewModel.pageState.drive(onNext: { _ in }).disposed(by: bag)
      viewModel.message.emit(onNext: { _ in }).disposed(by: bag)
      viewModel.refresh()
      scheduler.advanceTo(20)
      store.setLatency(1_000, page: 2)
      viewModel.loadMore()
      viewModel.perform(.update({ $0.isStarred = true }) { _ in Single<Repo?>.never() }, on: 1)
      scheduler.advanceTo(25)
      #expect(store.liveLoads == 1)
      #expect(tracker.live > 0)
    }
    scheduler.advanceTo(100)
    #expect(weakViewModel == nil)
    #expect(store.liveLoads == 0)
    #expect(tracker.live == 0)
  }

  // ItemsViewModel.transform(input:): "A view model that nothing keeps alive is released at once
  // and drops every input (its outputs keep showing their last values). In debug builds the first
  // input that reaches a released view model writes one line to standard error naming its type,
  // and ends that binding."
  @Test func anInputReachingAReleasedViewModelIsReportedOnce() {
    let store = ScriptedStore(scheduler: TestScheduler(initialClock: 0))
    let refresh = PublishRelay<Void>()
    let loadMore = PublishRelay<Void>()
    let lines = LockedBox<[String]>([])
    weak var weakViewModel: RepoViewModel?
    var pageState: Driver<PageState>?
    do {
      let viewModel = RepoViewModel(store: store, strategy: .pageNumber(pageSize: 20), parameters: "swift")
      _ = viewModel.transform(input: .init(refresh: refresh.asObservable(), loadMore: loadMore.asObservable()))
      pageState = viewModel.pageState
      weakViewModel = viewModel
    }
    #expect(weakViewModel == nil)
    #expect(pageState != nil)
    let log: @Sendable (String) -> Void = { line in lines.withLock { $0.append(line) } }
    ReleasedViewModelReport.$log.withValue(log) {
      refresh.accept(())
      loadMore.accept(())
      refresh.accept(())
    }
    #expect(store.requests.isEmpty)
    #if DEBUG
      #expect(lines.value.count == 1)
      #expect(lines.value.first?.contains("released ItemsViewModel<") == true)
    #else
      #expect(lines.value.isEmpty)
    #endif
  }
}

private struct Everything: Identifiable, Equatable, Sendable {
  var id: Int { 0 }
}
