// SPDX-License-Identifier: MIT

import ReactiveList
import ReactiveTesting
import Testing

// The README's quick-start view model (renamed to avoid a clash in this target), so the README cannot drift from the API.
@MainActor final class ReadmeCounterViewModel {
  let taps = PublishRelay<Void>()
  let title: Driver<String>
  init() {
    title = taps.asObservable()
      .scan(0) { count, _ in count + 1 }
      .map { "Tapped \($0) times" }
      .asDriver(onErrorJustReturn: "")
  }
}

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func counterTitleCountsTapsOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = ReadmeCounterViewModel()
      scheduler.scheduleAt(300) { viewModel.taps.accept(()) }
      scheduler.scheduleAt(400) { viewModel.taps.accept(()) }
      let titles = scheduler.start { viewModel.title.asObservable() }
      #expect(titles.events == [.next(301, "Tapped 1 times"), .next(401, "Tapped 2 times")])
    }
  }

  @Test func counterTitleDrivesMainActorState() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = ReadmeCounterViewModel()
      var shown: [String] = []
      let subscription = viewModel.title.drive(onNext: { shown.append($0) })
      scheduler.scheduleAt(10) { viewModel.taps.accept(()) }
      scheduler.start()
      subscription.dispose()
      #expect(shown == ["Tapped 1 times"])
    }
  }

  // The README: "under `@Test(.virtualTime)` every Driver the test creates delivers on the test
  // clock, `TestScheduler.current`, for that test only."
  @Test(.virtualTime) func counterTitleUnderTheVirtualTimeTrait() {
    let scheduler = TestScheduler.current
    let viewModel = ReadmeCounterViewModel()
    let titles = scheduler.record(viewModel.title)
    scheduler.scheduleAt(10) { viewModel.taps.accept(()) }
    scheduler.scheduleAt(20) { viewModel.taps.accept(()) }
    scheduler.start()
    #expect(titles.values == ["Tapped 1 times", "Tapped 2 times"])
  }
}
