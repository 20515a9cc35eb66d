// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import ReactiveTesting
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
}

private struct Everything: Identifiable, Equatable, Sendable {
  var id: Int { 0 }
}
