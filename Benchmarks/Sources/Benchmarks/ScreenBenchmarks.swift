// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// `screen_append_1m_sectioned`: store to screen. A 20-item page appended to a 1,000,000-item list
/// in 100,000 sections (a date header every 10 items), timed from the row that asks for it coming
/// into view (`willDisplayRow(at:)`, which starts the load) to the batch applied on a view: the
/// store answers at once, then state, sections, changeset, pairing and the data source's batch on
/// a `BatchUpdatable` that records the calls as a table view would receive them.
/// Issue 24: at most 1 ms per page, and pages 91-100 cost at most 1.2x pages 1-10.
enum ScreenBenchmarks {
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    let day: Int
  }

  struct DayHeader: Identifiable, Equatable, Sendable {
    let id: Int
  }

  /// A cell or header view of the fake screen.
  @MainActor final class View {
    var value = 0
  }

  /// A view that takes batch updates and counts what it was told, as a table view would.
  @MainActor final class RecordingView: BatchUpdatable {
    var operations = 0
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
      updates?()
      completion?(true)
    }
    func reloadData() { operations += 1 }
    func insertSections(_ sections: IndexSet) { operations += sections.count }
    func deleteSections(_ sections: IndexSet) { operations += sections.count }
    func moveSection(_ section: Int, toSection newSection: Int) { operations += 1 }
    func reloadSections(_ sections: IndexSet) { operations += sections.count }
    func insertItems(at indexPaths: [IndexPath]) { operations += indexPaths.count }
    func deleteItems(at indexPaths: [IndexPath]) { operations += indexPaths.count }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { operations += 1 }
    func reloadItems(at indexPaths: [IndexPath]) { operations += indexPaths.count }
  }

  static let pageSize = 20
  static let firstCount = 1_000_000
  static let appendedPages = Int(ProcessInfo.processInfo.environment["SCREEN_PAGES"] ?? "") ?? 100

  static func run() {
    MainActor.assumeIsolated {
      let (earlyMedian, lateMedian, checksum) = Harness.earlyAndLateMedians { appendPages() }
      let name = { (text: String) in text.padding(toLength: 34, withPad: " ", startingAt: 0) }
      print(
        name("screen_append_1m_sectioned 1-10")
          + String(format: "%10.1f µs/page   (target <= 1000)", earlyMedian / 1_000)
      )
      print(
        name("screen_append_1m_sectioned 91-100")
          + String(format: "%10.1f µs/page   (target <= 1000)", lateMedian / 1_000)
      )
      print(
        name("screen_append_1m_sectioned ratio")
          + String(format: "%10.2f   (target <= 1.2)", lateMedian / earlyMedian) + "   checksum \(checksum)"
      )
    }
  }

  /// A first page of 1,000,000 items shown on the fake screen, then `appendedPages` pages of 20,
  /// each asked for by the last row coming into view; returns ns per page for the first and last
  /// ten pages, and a checksum.
  @MainActor
  static func appendPages() -> (early: Double, late: Double, checksum: Int) {
    let store = PageStore<Item, PageNumberPaging.Request, Void> { request, _ in
      let range =
        request.page == 1
        ? 0..<firstCount : (firstCount + (request.page - 2) * pageSize)..<(firstCount + (request.page - 1) * pageSize)
      return .just(Page(items: range.map { Item(id: $0, day: $0 / 10) }))
    }
    let viewModel = ItemsViewModel(
      store: store,
      strategy: .pageNumber(pageSize: pageSize),
      parameters: (),
      options: ItemsViewModelOptions(prefetchDistance: 1)
    )
    let view = RecordingView()
    let dataSource = SectionedDataSource<DayHeader, Item, View, View>(view: view)
    dataSource.registerCell(View.self, for: Item.self) { cell, item in cell.value = item.id }
    dataSource.registerHeader(View.self, for: DayHeader.self) { header, day in header.value = day.id }
    let bag = DisposeBag()
    dataSource.bind(to: viewModel, sections: .grouped { DayHeader(id: $0.day) }).disposed(by: bag)
    viewModel.refresh()
    var times: [UInt64] = []
    times.reserveCapacity(appendedPages + 1)
    times.append(DispatchTime.now().uptimeNanoseconds)
    for _ in 0..<appendedPages {
      let lastSection = dataSource.numberOfSections - 1
      let lastRow = dataSource.numberOfRows(inSection: lastSection) - 1
      dataSource.willDisplayRow(at: IndexPath(indexes: [lastSection, lastRow]))
      times.append(DispatchTime.now().uptimeNanoseconds)
    }
    let shown = dataSource.snapshot.sections.reduce(0) { $0 + $1.rows.count }
    precondition(
      shown == firstCount + appendedPages * pageSize,
      "screen_append_1m_sectioned: pages did not reach the screen synchronously (\(shown) rows)"
    )
    let early = Double(times[10] - times[0]) / 10
    let late = Double(times[appendedPages] - times[appendedPages - 10]) / 10
    return (early, late, view.operations + shown)
  }
}
