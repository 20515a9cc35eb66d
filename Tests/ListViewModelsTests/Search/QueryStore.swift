// SPDX-License-Identifier: MIT

import Foundation
import ListViewModels
import ReactiveCore
import ReactiveList
import ReactiveTesting
import TestSupport

/// A search API on virtual time: page `n` of query `q` holds `results(q)` items named `"q i"`,
/// answered after a latency and with failures chosen per request by `plan`. It records every
/// request, and which subscriptions are still running, per query.
final class QueryStore: ItemsStore {
  typealias Item = Repo
  typealias Request = PageNumberPaging.Request
  typealias Parameters = String

  /// What happens to one request: its latency in ticks, and whether it fails.
  struct Plan: Sendable {
    var latency: Int
    var fails = false
  }

  struct Log {
    var requests: [String] = []
    var running: [String: Int] = [:]
  }

  let scheduler: TestScheduler
  private let log = LockedBox(Log())
  private let plan: @Sendable (_ query: String, _ page: Int) -> Plan
  private let results: @Sendable (String) -> Int

  /// - Parameters:
  ///   - results: How many items a query finds.
  ///   - plan: The latency and outcome of each request, called when it arrives.
  init(
    scheduler: TestScheduler,
    results: @escaping @Sendable (String) -> Int = { _ in 45 },
    plan: @escaping @Sendable (String, Int) -> Plan = { _, _ in Plan(latency: 10) }
  ) {
    self.scheduler = scheduler
    self.results = results
    self.plan = plan
  }

  /// `"query:page"` for every request, in order.
  var requests: [String] { log.withLock { $0.requests } }
  /// The queries with a request still running (subscribed and not disposed).
  var runningQueries: Set<String> { log.withLock { Set($0.running.filter { $0.value > 0 }.keys) } }

  func page(for request: Request, parameters query: String) -> Single<Page<Repo>> {
    let plan = plan(query, request.page)
    log.withLock { $0.requests.append("\(query):\(request.page)") }
    let start = (request.page - 1) * request.pageSize
    let items = (start..<min(start + request.pageSize, results(query))).map { Repo(id: $0, name: "\(query) \($0)") }
    let log = self.log
    return Observable<Int>.timer(.seconds(plan.latency), scheduler: scheduler)
      .map { _ in
        if plan.fails { throw ScriptedError(description: "\(query) page \(request.page) failed") }
        return Page(items: items)
      }
      .do(
        onSubscribe: { log.withLock { $0.running[query, default: 0] += 1 } },
        onDispose: { log.withLock { $0.running[query, default: 0] -= 1 } }
      )
      .asSingle()
  }
}

typealias RepoSearch = ListSearch<Repo, PageNumberPaging>

/// A search list over a ``QueryStore``, created under `SharingScheduler.mock` so it runs on
/// virtual time; the debounce is 3 ticks.
@MainActor
struct SearchHarness {
  let scheduler: TestScheduler
  let store: QueryStore
  let search: RepoSearch
  let bag = DisposeBag()

  init(
    debounce: Int = 3,
    minimumLength: Int = 1,
    recent: Int = 5,
    pageSize: Int = 20,
    results: @escaping @Sendable (String) -> Int = { _ in 45 },
    plan: @escaping @Sendable (String, Int) -> QueryStore.Plan = { _, _ in QueryStore.Plan(latency: 10) }
  ) {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let store = QueryStore(scheduler: scheduler, results: results, plan: plan)
    self.scheduler = scheduler
    self.store = store
    search = SharingScheduler.mock(scheduler: scheduler) {
      RepoSearch(
        store: store,
        strategy: .pageNumber(pageSize: pageSize),
        search: SearchOptions(debounce: .seconds(debounce), minimumLength: minimumLength, recentFirstPages: recent),
        options: ItemsViewModelOptions(prefetchDistance: 2)
      )
    }
  }

  /// Records every element of a Driver or Signal.
  func record<Strategy, Element>(_ sequence: SharedSequence<Strategy, Element>) -> TestableObserver<Element> {
    let observer = scheduler.createObserver(Element.self)
    sequence.asObservable().subscribe(observer).disposed(by: bag)
    return observer
  }

  /// Moves virtual time forward by `ticks`.
  func advance(_ ticks: Int) {
    scheduler.advanceTo(scheduler.clock + ticks)
  }

  /// Types `text` one character at a time, `pause` ticks apart (the last one included).
  func type(_ text: String, pause: Int = 1) {
    var typed = search.text
    for character in text {
      typed.append(character)
      search.text = typed
      advance(pause)
    }
  }

  /// The names on screen.
  var names: [String] { search.viewModel.currentItems.map(\.name) }
  /// The queries the names on screen belong to.
  var shownQueries: Set<String> { Set(names.map { String($0[..<$0.lastIndex(of: " ")!]) }) }
}
