// SPDX-License-Identifier: MIT

import Foundation
import ListViewModels
import ReactiveCore
import ReactiveList
import ReactiveTesting
import TestSupport

/// A repository, the item of most tests.
struct Repo: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var name: String
  var isStarred = false
  /// How many stars the screen counts (changed by actions only; not in the JSON).
  var stars = 0

  enum CodingKeys: String, CodingKey { case id, name, isStarred }
}

/// A failure a scripted store or action answers with.
struct ScriptedError: Error, Equatable, CustomStringConvertible {
  var description: String
}

/// A store answering on the test scheduler's virtual time: page `n` of query `q` holds ids
/// `(n - 1) * pageSize ..< min(n * pageSize, total)`, after `latency` ticks, unless scripted
/// otherwise (failures, per-page latency, custom pages, a persisted first page).
final class ScriptedStore: ItemsStore {
  typealias Item = Repo
  typealias Request = PageNumberPaging.Request
  typealias Parameters = String

  struct Script {
    var requests: [String] = []
    var failures: [Int: Int] = [:]
    var latencies: [Int: Int] = [:]
    var pages: [Int: [Repo]] = [:]
    var persisted: Page<Repo>?
    var written: [Page<Repo>] = []
    var live = 0
  }

  let scheduler: TestScheduler
  let latency: Int
  let total: Int
  private let script = LockedBox(Script())

  init(scheduler: TestScheduler, latency: Int = 10, total: Int = 45) {
    self.scheduler = scheduler
    self.latency = latency
    self.total = total
  }

  /// `"query:page"` for every subscription, in order.
  var requests: [String] { script.withLock { $0.requests } }
  /// How many page subscriptions are still alive.
  var liveLoads: Int { script.withLock { $0.live } }
  /// The first pages written by the view model.
  var written: [Page<Repo>] { script.withLock { $0.written } }

  func fail(page: Int, times: Int = 1) { script.withLock { $0.failures[page, default: 0] += times } }
  func setLatency(_ ticks: Int, page: Int) { script.withLock { $0.latencies[page] = ticks } }
  func setPage(_ page: Int, ids: some Sequence<Int>) {
    script.withLock { $0.pages[page] = ids.map { Repo(id: $0, name: "repo \($0)") } }
  }
  func setPage(_ page: Int, items: [Repo]) { script.withLock { $0.pages[page] = items } }
  func setPersisted(_ page: Page<Repo>?) { script.withLock { $0.persisted = page } }

  func page(for request: Request, parameters: String) -> Single<Page<Repo>> {
    let (delay, outcome) = script.withLock { script -> (Int, Result<Page<Repo>, ScriptedError>) in
      script.requests.append("\(parameters):\(request.page)")
      let delay = script.latencies[request.page] ?? latency
      if let remaining = script.failures[request.page], remaining > 0 {
        script.failures[request.page] = remaining - 1
        return (delay, .failure(ScriptedError(description: "page \(request.page) failed")))
      }
      let start = (request.page - 1) * request.pageSize
      let items =
        script.pages[request.page]
        ?? (start..<min(start + request.pageSize, total)).map { Repo(id: $0, name: "\(parameters) \($0)") }
      return (delay, .success(Page(items: items)))
    }
    let script = self.script
    return Observable<Int>.timer(.seconds(delay), scheduler: scheduler)
      .map { _ in try outcome.get() }
      .do(onSubscribe: { script.withLock { $0.live += 1 } }, onDispose: { script.withLock { $0.live -= 1 } })
      .asSingle()
  }

  func persistedFirstPage(parameters: String) -> Page<Repo>? { script.withLock { $0.persisted } }
  func persistFirstPage(_ page: Page<Repo>, parameters: String) { script.withLock { $0.written.append(page) } }
}

typealias RepoViewModel = ItemsViewModel<Repo, PageNumberPaging, String>

/// A scheduler, a store and a view model created under `SharingScheduler.mock`, so everything
/// runs on virtual time.
@MainActor
struct Harness {
  let scheduler: TestScheduler
  let store: ScriptedStore
  let viewModel: RepoViewModel
  let bag = DisposeBag()

  init(latency: Int = 10, total: Int = 45, prefetchDistance: Int = 5, maxSize: Int? = nil) {
    let scheduler = TestScheduler(initialClock: 0)
    let store = ScriptedStore(scheduler: scheduler, latency: latency, total: total)
    self.scheduler = scheduler
    self.store = store
    let paging = PagingState<Repo, PageNumberPaging>(strategy: .pageNumber(pageSize: 20))
    viewModel = SharingScheduler.mock(scheduler: scheduler) {
      RepoViewModel(
        store: store,
        paging: maxSize.map { paging.withMaxSize($0) } ?? paging,
        parameters: "swift",
        options: ItemsViewModelOptions(prefetchDistance: prefetchDistance, emptyMessage: "No repos"),
        title: { "Search: \($0)" }
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

  /// The ids on screen.
  var ids: [Int] { viewModel.currentItems.map(\.id) }
}

extension TestableObserver {
  /// The elements recorded so far, without times.
  var values: [Element] { events.compactMap { $0.value.element } }
}
