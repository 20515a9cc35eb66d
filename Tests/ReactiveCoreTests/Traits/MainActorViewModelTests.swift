// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

/// A sample view model as an app writes it: main-actor state, relays in, Drivers/Signals out,
/// and `drive(onNext:)`/`emit(onNext:)` closures that update its own state directly.
@MainActor final class SearchViewModel {
  /// The search text typed by the user.
  let query = BehaviorRelay(value: "")
  /// Taps on the "search" button.
  let submit = PublishRelay<Void>()

  private(set) var title = ""
  private(set) var results: [String] = []
  private(set) var submissions: [String] = []
  private(set) var resultCounts: [Int] = []

  /// Outputs a view could also bind to.
  let resultsDriver: Driver<[String]>
  let submitted: Signal<String>

  private let disposeBag = DisposeBag()

  init() {
    let query = self.query.asDriver()
    resultsDriver =
      query
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .distinctUntilChanged()
      .flatMapLatest { text in
        text.isEmpty ? Driver.just([]) : Driver.of(["\(text) 1", "\(text) 2"])
      }
    submitted = submit.asSignal().withLatestFrom(query)

    query
      .map { $0.isEmpty ? "Search" : "Search: \($0)" }
      .drive(onNext: { [weak self] title in self?.title = title })
      .disposed(by: disposeBag)
    resultsDriver
      .drive(onNext: { [weak self] results in
        self?.results = results
        self?.resultCounts.append(results.count)
      })
      .disposed(by: disposeBag)
    submitted
      .emit(onNext: { [weak self] text in self?.submissions.append(text) })
      .disposed(by: disposeBag)
  }
}

@Suite struct MainActorViewModelTests {
  @MainActor @Test func drivesMainActorStateOnATestScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = SharingScheduler.withScheduler(scheduler) { SearchViewModel() }
    #expect(viewModel.title == "")
    scheduler.advanceTo(10)
    #expect(viewModel.title == "Search")
    #expect(viewModel.results == [])

    viewModel.query.accept("rx")
    scheduler.advanceTo(20)
    #expect(viewModel.title == "Search: rx")
    #expect(viewModel.results == ["rx 1", "rx 2"])

    viewModel.query.accept("rx ")
    scheduler.advanceTo(30)
    #expect(viewModel.resultCounts == [0, 2])

    viewModel.submit.accept(())
    scheduler.advanceTo(40)
    #expect(viewModel.submissions == ["rx "])
  }

  @MainActor @Test func deliversInlineOnTheMainActorInProduction() {
    let viewModel = SearchViewModel()
    #expect(viewModel.title == "Search")
    viewModel.query.accept("list")
    #expect(viewModel.title == "Search: list")
    #expect(viewModel.results == ["list 1", "list 2"])
    viewModel.submit.accept(())
    #expect(viewModel.submissions == ["list"])
  }

  @MainActor @Test func onCompletedAndOnDisposedRunOnTheMainActor() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = MainActorLog()
    let driver = SharingScheduler.withScheduler(scheduler) { Driver.of(1, 2) }
    let subscription = driver.drive(
      onNext: { log.entries.append("next \($0)") },
      onCompleted: { log.entries.append("completed") },
      onDisposed: { log.entries.append("disposed") }
    )
    scheduler.start()
    subscription.dispose()
    #expect(log.entries == ["next 1", "next 2", "completed", "disposed"])
  }

  @Test func deliveryOffTheMainActorTrapsWithTheRule() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = TestScheduler(initialClock: 0)
      let driver = SharingScheduler.withScheduler(scheduler) { Driver.just(1) }
      _ = driver.drive(onNext: { _ in })
      await Task.detached { scheduler.start() }.value
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("drive(onNext:) delivered off the main actor"))
  }
}

@MainActor final class MainActorLog {
  var entries: [String] = []
}
