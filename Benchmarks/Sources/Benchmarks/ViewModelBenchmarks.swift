// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// `viewmodel_page_cycle`: 500 pages of 20 items through `ItemsViewModel` with an immediate store
/// and a section builder (a date header every 10 items), with the outputs a screen binds
/// (sections, changes, page state, refresh status, load states) subscribed. The cost of one page
/// (`itemAppeared` on the last row → load → reducer → sections → changeset → outputs) must not
/// grow with the list (issue 11: µs/page at pages 491–500 over pages 1–10 at most 1.2).
///
/// `viewmodel_append_100k_sectioned`: a 20-item page appended to a 100,000-item list in 10,000
/// sections, with the sections and changes published (issue 11: at most 1 ms per page).
enum ViewModelBenchmarks {
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    let day: Int
    let title: String
  }

  struct DayHeader: Identifiable, Equatable, Sendable {
    let id: Int
  }

  static let pageSize = 20
  static let pageCount = 500

  static func run() {
    MainActor.assumeIsolated {
      let pages = (0..<pageCount).map { page in
        Page(
          items: (0..<pageSize).map { offset in
            let id = page * pageSize + offset
            return Item(id: id, day: id / 10, title: "item \(id)")
          }
        )
      }
      let (earlyMedian, lateMedian, cycleChecksum) = Harness.earlyAndLateMedians { cycle(pages: pages) }
      var checksum = cycleChecksum
      let name = { (text: String) in text.padding(toLength: 34, withPad: " ", startingAt: 0) }
      print(name("viewmodel_page_cycle pages 1-10") + String(format: "%10.1f µs/page", earlyMedian / 1_000))
      print(name("viewmodel_page_cycle pages 491-500") + String(format: "%10.1f µs/page", lateMedian / 1_000))
      print(
        name("viewmodel_page_cycle ratio") + String(format: "%10.2f   (target <= 1.2)", lateMedian / earlyMedian)
          + "   checksum \(checksum)"
      )
      var appends: [Double] = []
      for _ in 0..<Harness.runs {
        let (perPage, sum) = appendToALongList()
        appends.append(perPage)
        checksum = sum
      }
      appends.sort()
      print(
        name("viewmodel_append_100k_sectioned")
          + String(format: "%10.1f µs/page   (target <= 1000)", appends[appends.count / 2] / 1_000)
          + "   checksum \(checksum)"
      )
    }
  }

  /// A first page of 100,000 items (a header every 10), then 20 pages of 20; returns the mean ns
  /// per appended page and a checksum.
  @MainActor
  static func appendToALongList() -> (perPage: Double, checksum: Int) {
    let firstCount = 100_000
    let store = PageStore<Item, PageNumberPaging.Request, Void> { request, _ in
      let range =
        request.page == 1
        ? 0..<firstCount : (firstCount + (request.page - 2) * pageSize)..<(firstCount + (request.page - 1) * pageSize)
      return .just(Page(items: range.map { Item(id: $0, day: $0 / 10, title: "item \($0)") }))
    }
    let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: pageSize), parameters: ())
    let bag = DisposeBag()
    let counter = Counter()
    bindScreen(viewModel, counter: counter, bag: bag)
    viewModel.refresh()
    let appended = 20
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<appended {
      viewModel.itemAppeared(at: viewModel.state.items.count - 1)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    precondition(
      viewModel.state.items.count == firstCount + appended * pageSize,
      "viewmodel_append_100k_sectioned: pages did not land synchronously"
    )
    return (Double(elapsed) / Double(appended), counter.total)
  }

  /// Loads every page once; returns ns per page for the first and last ten pages, and a checksum.
  @MainActor
  static func cycle(pages: [Page<Item>]) -> (early: Double, late: Double, checksum: Int) {
    let store = PageStore<Item, PageNumberPaging.Request, Void> { request, _ in
      .just(pages[request.page - 1])
    }
    let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: pageSize), parameters: ())
    let bag = DisposeBag()
    let counter = Counter()
    bindScreen(viewModel, counter: counter, bag: bag)
    viewModel.loadStates.asObservable().subscribe(onNext: { _ in counter.add(1) }).disposed(by: bag)

    var times: [UInt64] = []
    times.reserveCapacity(pages.count + 1)
    times.append(DispatchTime.now().uptimeNanoseconds)
    viewModel.refresh()
    times.append(DispatchTime.now().uptimeNanoseconds)
    for _ in 1..<pages.count {
      viewModel.itemAppeared(at: viewModel.state.items.count - 1)
      times.append(DispatchTime.now().uptimeNanoseconds)
    }
    precondition(
      viewModel.currentItems.count == pages.count * pageSize,
      "viewmodel_page_cycle: pages did not land synchronously"
    )
    let early = Double(times[10] - times[0]) / 10
    let late = Double(times[pages.count] - times[pages.count - 10]) / 10
    return (early, late, counter.total + viewModel.currentItems.count)
  }

  /// Subscribes what a sectioned screen binds: sections, changes, page state, refresh status.
  @MainActor
  static func bindScreen(
    _ viewModel: ItemsViewModel<Item, PageNumberPaging, Void>,
    counter: Counter,
    bag: DisposeBag
  ) {
    let output = viewModel.sections(.grouped { DayHeader(id: $0.day) })
    output.sections.asObservable().subscribe(onNext: { counter.add($0.sectionCount) }).disposed(by: bag)
    output.changes.asObservable().subscribe(onNext: { counter.add($0.changeCount) }).disposed(by: bag)
    viewModel.pageState.asObservable().subscribe(onNext: { _ in counter.add(1) }).disposed(by: bag)
    viewModel.refreshStatus.asObservable().subscribe(onNext: { _ in counter.add(1) }).disposed(by: bag)
  }

  /// Sums what the subscribers saw, so the optimiser keeps the work.
  // Safety: `sum` is only read and written while holding `lock`.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0
    func add(_ amount: Int) { lock.withLock { sum += amount } }
    var total: Int { lock.withLock { sum } }
  }
}
