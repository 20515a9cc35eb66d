// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// `paging_append`: appending a 20-item page to a `PagingState` must cost the same per item whether
/// the list holds 1,000 or 100,000 items (issue 3: ratio ≤ 1.5), i.e. O(page), not O(list).
///
/// Each run takes states built beforehand (not timed) and appends pages to them through the whole
/// reducer cycle (`loadMore` → `.load` effect → `.loaded(page)`), growing each list by at most 10%.
enum PagingBenchmarks {
  struct Item: Identifiable, Sendable {
    let id: Int
    let value: Int
  }

  typealias State = PagingState<Item, PageNumberPaging>

  static let pageSize = 20

  static func run() {
    let small = Harness.measure(appendWorkload(listSize: 1_000, states: 200, pagesPerState: 5))
    let smallFloor = Harness.measure(floorWorkload(listSize: 1_000, lists: 200, pagesPerList: 5))
    let large = Harness.measure(appendWorkload(listSize: 100_000, states: 2, pagesPerState: 500))
    let largeFloor = Harness.measure(floorWorkload(listSize: 100_000, lists: 2, pagesPerList: 500))
    Harness.report(small, floor: smallFloor)
    Harness.report(large, floor: largeFloor)
    let ratio = large.nanosecondsPerOperation / small.nanosecondsPerOperation
    print(
      String(
        format: "%@%.2f   (target ≤ 1.5)",
        "paging_append ratio 100k/1k".padding(toLength: 34, withPad: " ", startingAt: 0),
        ratio
      )
    )
  }

  /// States already holding `listSize` items, one batch per harness run.
  final class Pool {
    var batches: [[State]]
    var next = 0

    init(listSize: Int, states: Int) {
      // Each state gets its own buffers: a shared first page would make the first timed
      // append pay a copy-on-write of the whole list.
      batches = (0..<Harness.runs).map { _ in
        (0..<states).map { _ in
          let first = Page(items: (0..<listSize).map { Item(id: $0, value: $0) })
          var state = State(strategy: .pageNumber(pageSize: PagingBenchmarks.pageSize))
          for effect in state.reduce(.refresh) {
            if case .load(let request) = effect { state.reduce(.loaded(first, requestID: request.id)) }
          }
          return state
        }
      }
    }
  }

  /// The plain-Swift floor: the same appends into an array plus a `Set` of ids, no reducer.
  final class FloorPool {
    var batches: [[(items: [Item], ids: Set<Int>)]]
    var next = 0

    init(listSize: Int, lists: Int) {
      batches = (0..<Harness.runs).map { _ in
        (0..<lists).map { _ in
          let first = (0..<listSize).map { Item(id: $0, value: $0) }
          return (first, Set(first.map(\.id)))
        }
      }
    }
  }

  static func floorWorkload(listSize: Int, lists: Int, pagesPerList: Int) -> Workload {
    let pool = FloorPool(listSize: listSize, lists: lists)
    let pages = (0..<pagesPerList).map { page in
      (0..<pageSize).map { Item(id: listSize + page * pageSize + $0, value: $0) }
    }
    return Workload(name: "paging_append floor \(listSize / 1_000)k", unit: "item") {
      let batch = pool.next % pool.batches.count
      pool.next += 1
      var checksum = 0
      for index in pool.batches[batch].indices {
        for page in pages {
          for item in page where pool.batches[batch][index].ids.insert(item.id).inserted {
            pool.batches[batch][index].items.append(item)
          }
        }
        checksum &+= pool.batches[batch][index].items.count
      }
      return (operations: lists * pagesPerList * pageSize, checksum: checksum)
    }
  }

  static func appendWorkload(listSize: Int, states: Int, pagesPerState: Int) -> Workload {
    let pool = Pool(listSize: listSize, states: states)
    let pages = (0..<pagesPerState).map { page in
      Page(items: (0..<pageSize).map { Item(id: listSize + page * pageSize + $0, value: $0) })
    }
    let label = listSize >= 1_000 && listSize % 1_000 == 0 ? "\(listSize / 1_000)k" : "\(listSize)"
    return Workload(name: "paging_append \(label)", unit: "item") {
      let batch = pool.next % pool.batches.count
      pool.next += 1
      var checksum = 0
      for index in pool.batches[batch].indices {
        for page in pages {
          for effect in pool.batches[batch][index].reduce(.loadMore) {
            if case .load(let request) = effect {
              pool.batches[batch][index].reduce(.loaded(page, requestID: request.id))
            }
          }
        }
        checksum &+= pool.batches[batch][index].items.count
      }
      return (operations: states * pagesPerState * pageSize, checksum: checksum)
    }
  }
}
