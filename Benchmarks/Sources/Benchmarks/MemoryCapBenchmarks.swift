// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// `scroll_capped`: 1,000,000 items scrolled row by row (`itemAppeared(at:)` on every position)
/// through an `ItemsViewModel` whose paging state has `withMaxSize(500)`, pages of 50 from an
/// immediate store, with what a screen binds subscribed (placeholders, page state, refresh status,
/// load states). Issue 14: resident memory stays flat (bytes per held item, peak RSS) and the page
/// cost stays flat (median µs per page over the first and the last 10% of pages; a page is 50
/// rows appearing, its load and its drop).
///
/// `scroll_uncapped` scrolls the same list without the cap, for contrast (after `scroll_capped`,
/// so the peak it reports is its own).
enum MemoryCapBenchmarks {
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    let day: Int
    /// Longer than 15 bytes, so each title is a heap allocation, as real titles are.
    let title: String
  }

  static let itemCount = 1_000_000
  static let pageSize = 50
  static let maxSize = 500

  static func run() {
    MainActor.assumeIsolated {
      scroll(capped: true)
      scroll(capped: false)
    }
  }

  @MainActor
  static func scroll(capped: Bool) {
    let name = capped ? "scroll_capped" : "scroll_uncapped"
    let label = { (text: String) in text.padding(toLength: 42, withPad: " ", startingAt: 0) }
    let baseline = ResidentMemory.read()
    let store = PageStore<Item, PageNumberPaging.Request, Void> { request, _ in
      let start = (request.page - 1) * request.pageSize
      let end = min(start + request.pageSize, itemCount)
      return .just(
        Page(items: (start..<end).map { Item(id: $0, day: $0 / 10, title: "item number \($0) of the feed") })
      )
    }
    let paging = PagingState<Item, PageNumberPaging>(strategy: .pageNumber(pageSize: pageSize))
    let viewModel = ItemsViewModel(
      store: store,
      paging: capped ? paging.withMaxSize(maxSize) : paging,
      parameters: ()
    )
    let bag = DisposeBag()
    var seen = 0
    viewModel.placeholders.drive(onNext: { seen &+= $0.before }).disposed(by: bag)
    viewModel.pageState.drive(onNext: { _ in seen &+= 1 }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { _ in seen &+= 1 }).disposed(by: bag)
    viewModel.loadStates.drive(onNext: { _ in seen &+= 1 }).disposed(by: bag)
    viewModel.refresh()

    let tenth = itemCount / 10
    var samples: [(position: Int, rss: Int)] = []
    // The time of each page (its `pageSize` rows appearing, the load, the drop): medians resist
    // the other builds sharing the machine better than block totals.
    var pageNanoseconds: [UInt64] = []
    pageNanoseconds.reserveCapacity(itemCount / pageSize)
    var held = 0
    var pageStart = DispatchTime.now().uptimeNanoseconds
    for position in 0..<itemCount {
      viewModel.itemAppeared(at: position)
      if (position + 1) % pageSize == 0 {
        let now = DispatchTime.now().uptimeNanoseconds
        pageNanoseconds.append(now - pageStart)
        held = max(held, viewModel.state.paging.items.count)
        if (position + 1) % tenth == 0 { samples.append((position + 1, ResidentMemory.read()?.rss ?? 0)) }
        pageStart = DispatchTime.now().uptimeNanoseconds
      }
    }
    let state = viewModel.state
    precondition(state.positionCount == itemCount, "\(name): the scroll did not reach every item")
    precondition(state.item(at: itemCount - 1)?.id == itemCount - 1, "\(name): the last item is not held")
    let pagesPerTenth = pageNanoseconds.count / 10
    let medians = (0..<10).map { block in
      let sorted = pageNanoseconds[block * pagesPerTenth..<(block + 1) * pagesPerTenth].sorted()
      return Double(sorted[sorted.count / 2])
    }
    let early = medians[0]
    let late = medians[9]
    print(label("\(name) page median first 10%") + String(format: "%10.1f µs/page", early / 1_000))
    print(label("\(name) page median last 10%") + String(format: "%10.1f µs/page", late / 1_000))
    print(label("\(name) page cost ratio") + String(format: "%10.2f   (last / first 10%%)", late / early))
    let blocks = medians.map { String(format: "%.0f", $0 / 1_000) }
    print(label("\(name) µs/page median, each 10%") + blocks.joined(separator: " "))
    guard let baseline, let end = ResidentMemory.read() else {
      print(label("\(name) memory") + "n/a (no /proc/self/status)   checksum \(seen)")
      return
    }
    let rss = samples.map { String(format: "%.1f", Double($0.rss) / 1_048_576) }.joined(separator: " ")
    print(label("\(name) RSS MiB at each 10%") + rss)
    let growth = samples[samples.count - 1].rss - samples[0].rss
    let scrolled = Double(samples[samples.count - 1].position - samples[0].position)
    print(
      label("\(name) RSS growth 10%→100%")
        + String(format: "%10.1f MiB = %.1f B per scrolled item", Double(growth) / 1_048_576, Double(growth) / scrolled)
    )
    let perItem = Double(end.rss - baseline.rss) / Double(state.items.count)
    print(
      label("\(name) held items") + "\(state.items.count) (max \(held)), \(state.paging.droppedPageCount) pages dropped"
    )
    print(label("\(name) bytes per held item") + String(format: "%10.0f B   (RSS over baseline / held)", perItem))
    print(
      label("\(name) peak RSS (VmHWM)") + String(format: "%10.1f MiB", Double(end.peak) / 1_048_576)
        + "   checksum \(seen &+ state.items.count)"
    )
  }
}

/// The process's resident memory, from `/proc/self/status` (Linux).
enum ResidentMemory {
  /// Current (`VmRSS`) and peak (`VmHWM`) resident bytes, or `nil` where the file is missing.
  static func read() -> (rss: Int, peak: Int)? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    var rss = 0
    var peak = 0
    for line in status.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
      if fields[0] == "VmRSS:" { rss = kilobytes * 1_024 }
      if fields[0] == "VmHWM:" { peak = kilobytes * 1_024 }
    }
    return (rss, peak)
  }
}
