// SPDX-License-Identifier: MIT

public import ListPaging
public import ListViewModels
public import ReactiveCore
import ReactiveListInternals

/// A store for tests: it answers pages on a ``TestScheduler``'s clock, after a latency, from an
/// array or from a closure, fails the requests you choose by number, and records every request
/// it got.
///
/// ```swift
/// @MainActor @Test(.virtualTime) func pageTwoFailsOnce() {
///   let articles = (1...25).map { Article(id: $0, title: "Article \($0)") }
///   let store = TestPageStore(articles, strategy: .pageNumber(pageSize: 10), failures: [2: APIError.timeout])
///   let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
///   // request 1 (page 1) answers 1 tick later; request 2 (page 2) fails; request 3 (page 2 again) loads
/// }
/// ```
///
/// It is an `ItemsStore`, so it works with every paging strategy and every
/// view model that takes a store; ``pageStore`` wraps it as a `PageStore` for
/// code that takes that type.
///
/// - The answer is computed when the request arrives (from ``items`` at that moment, or by the
///   closure), and delivered ``latency`` ticks later on the scheduler, at that tick exactly.
/// - Request numbers count from 1, in the order the requests arrived, retries included; a
///   request whose number is in ``failures`` fails with that error instead.
/// - Disposing the load (a refresh cancelling a load-more) cancels its answer; the request
///   stays in ``requests``.
///
/// `Sendable`: its state is behind a lock, so a test may change ``items`` and ``failures``
/// between steps, from any thread.
public final class TestPageStore<Item: Sendable, Request: Hashable & Sendable, Parameters: Sendable>: ItemsStore {
  private struct State: Sendable {
    var items: [Item]
    var requests: [Request] = []
    var failures: [Int: any Error]
  }

  private let state: LockedState<State>
  private let scheduler: TestScheduler
  private let answer: @Sendable (Request, Parameters, [Item]) throws -> Page<Item>

  /// The latency of every answer, in ticks of the scheduler's clock.
  public let latency: TestTime

  private init(
    items: [Item],
    failures: [Int: any Error],
    scheduler: TestScheduler,
    latency: TestTime,
    answer: @escaping @Sendable (Request, Parameters, [Item]) throws -> Page<Item>
  ) {
    self.state = LockedState(State(items: items, failures: failures))
    self.scheduler = scheduler
    self.latency = latency
    self.answer = answer
  }

  /// Creates a store whose answers come from `answer`, called when each request arrives.
  ///
  /// ```swift
  /// let store = TestPageStore<Game, PageNumberPaging.Request, Void>(latency: 1) { request, _ in
  ///   GamesAPI.page(payload, for: request)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: The clock the answers wait on; the test's `.virtualTime` scheduler by default.
  ///   - latency: Ticks between a request and its answer.
  ///   - failures: Errors by request number (from 1): those requests fail instead.
  ///   - answer: The page for a request and the list's parameters; a thrown error fails the load.
  public convenience init(
    scheduler: TestScheduler = .current,
    latency: TestTime = 1,
    failures: [Int: any Error] = [:],
    answer: @escaping @Sendable (Request, Parameters) throws -> Page<Item>
  ) {
    self.init(items: [], failures: failures, scheduler: scheduler, latency: latency) { request, parameters, _ in
      try answer(request, parameters)
    }
  }

  /// The list the store pages over; change it to stand for a server whose list changed.
  public var items: [Item] {
    get { state.withLock { $0.items } }
    set { state.withLock { $0.items = newValue } }
  }

  /// Stands for items written while the test runs: the first `count` items of ``items`` leave
  /// the list now and come back, at the front, at tick `time` of the scheduler.
  ///
  /// ```swift
  /// store.withhold(first: 3, until: 9)  // three newer posts arrive at tick 9
  /// scheduler.scheduleAt(1, 10) { viewModel.prepend() }  // the second prepend finds them
  /// ```
  ///
  /// The items come back before any other work due at `time`, so a load requested at that tick
  /// sees them.
  ///
  /// - Parameters:
  ///   - count: How many items, from the front (the newest, for a newest-first list).
  ///   - time: The tick at which the server has them again.
  public func withhold(first count: Int, until time: TestTime) {
    let withheld = state.withLock { state in
      let withheld = Array(state.items.prefix(count))
      state.items.removeFirst(withheld.count)
      return withheld
    }
    _ = scheduler.enqueue(
      { [state] in state.withLock { $0.items.insert(contentsOf: withheld, at: 0) } },
      dueTime: { _ in time },
      first: true
    )
  }

  /// Errors by request number (from 1): those requests fail instead of answering.
  public var failures: [Int: any Error] {
    get { state.withLock { $0.failures } }
    set { state.withLock { $0.failures = newValue } }
  }

  /// Every request the store got, in order, retries and cancelled ones included.
  public var requests: [Request] {
    state.withLock { $0.requests }
  }

  /// The store as a `PageStore`, for code that takes that type.
  public var pageStore: PageStore<Item, Request, Parameters> {
    PageStore { [self] request, parameters in page(for: request, parameters: parameters) }
  }

  /// Records the request, computes its answer now, and delivers it ``latency`` ticks later.
  ///
  /// - Parameters:
  ///   - request: The strategy's request.
  ///   - parameters: The list's parameters.
  /// - Returns: A single of the page; disposing it cancels the answer.
  @MainActor public func page(for request: Request, parameters: Parameters) -> Single<Page<Item>> {
    let (items, failure) = state.withLock { state in
      state.requests.append(request)
      return (state.items, state.failures[state.requests.count])
    }
    let result: Result<Page<Item>, any Error>
    if let failure {
      result = .failure(failure)
    } else {
      result = Result { try answer(request, parameters, items) }
    }
    let (scheduler, latency) = (scheduler, latency)
    return Single.create { deliver in
      scheduler.scheduleRelativeVirtual(latency) { deliver(result) }
    }
  }
}

// Paging over an array ignores the list's parameters; with parameters, answer from a closure and
// page with `strategy.page(answering:from:)` there.
extension TestPageStore where Parameters == Void {
  /// Creates a store that pages over `items` as a server would.
  ///
  /// ```swift
  /// let store = TestPageStore(posts, strategy: .offsetID(pageSize: 5), latency: 1)
  /// store.items.insert(newPost, at: 0)  // a post written meanwhile: the next prepend finds it
  /// ```
  ///
  /// - Parameters:
  ///   - items: The whole list, in display order (newest first for offset-id paging).
  ///   - strategy: The paging strategy the view model uses; it says how requests map to pages
  ///     (see ``ArrayPagingStrategy``).
  ///   - scheduler: The clock the answers wait on; the test's `.virtualTime` scheduler by default.
  ///   - latency: Ticks between a request and its answer.
  ///   - failures: Errors by request number (from 1): those requests fail instead.
  public convenience init<Strategy: ArrayPagingStrategy>(
    _ items: [Item],
    strategy: Strategy,
    scheduler: TestScheduler = .current,
    latency: TestTime = 1,
    failures: [Int: any Error] = [:]
  ) where Strategy.Request == Request, Item: Identifiable {
    self.init(items: items, failures: failures, scheduler: scheduler, latency: latency) { request, _, items in
      strategy.page(answering: request, from: items)
    }
  }

  /// Creates a store that pages over `items` and turns each page into the app's own page with
  /// `page`: the mapping the app's store applies to what its server sends (a banner put in front
  /// of the first page, rows of several kinds).
  ///
  /// ```swift
  /// let store = TestPageStore(payload.list, strategy: .pageNumber(pageSize: 4)) { page, request in
  ///   GamesAPI.page(GamesPayload(banner: payload.banner, list: page.items, total: page.total), for: request)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - items: The whole list on the server, in display order.
  ///   - strategy: The paging strategy the view model uses (see ``ArrayPagingStrategy``).
  ///   - scheduler: The clock the answers wait on; the test's `.virtualTime` scheduler by default.
  ///   - latency: Ticks between a request and its answer.
  ///   - failures: Errors by request number (from 1): those requests fail instead.
  ///   - page: The app's page for the server's page of `items` (whose `total` is the count of
  ///     `items`, as a server that sends one) and the request.
  ///
  /// ``items`` stays empty: the list is `items` of this call, and the store's items are what
  /// `page` makes of it.
  public convenience init<Source: Identifiable & Sendable, Strategy: ArrayPagingStrategy>(
    _ items: [Source],
    strategy: Strategy,
    scheduler: TestScheduler = .current,
    latency: TestTime = 1,
    failures: [Int: any Error] = [:],
    page: @escaping @Sendable (Page<Source>, Request) -> Page<Item>
  ) where Strategy.Request == Request {
    self.init(items: [], failures: failures, scheduler: scheduler, latency: latency) { request, _, _ in
      let served = strategy.page(answering: request, from: items)
      return page(Page(items: served.items, total: items.count, nextCursor: served.nextCursor), request)
    }
  }

  /// Creates a store that pages over `items`, newest first, by their ids, as a server answering
  /// offset-id requests would.
  ///
  /// The same as the initializer for any ``ArrayPagingStrategy``, with the strategy's id type
  /// taken from the items, so `.offsetID(pageSize:)` needs no type annotation:
  ///
  /// ```swift
  /// let store = TestPageStore(posts, strategy: .offsetID(pageSize: 5))
  /// ```
  ///
  /// - Parameters:
  ///   - items: The whole list, newest first.
  ///   - strategy: The offset-id strategy the view model uses.
  ///   - scheduler: The clock the answers wait on; the test's `.virtualTime` scheduler by default.
  ///   - latency: Ticks between a request and its answer.
  ///   - failures: Errors by request number (from 1): those requests fail instead.
  public convenience init(
    _ items: [Item],
    strategy: OffsetIDPaging<Item.ID>,
    scheduler: TestScheduler = .current,
    latency: TestTime = 1,
    failures: [Int: any Error] = [:]
  ) where Request == OffsetIDPaging<Item.ID>.Request, Item: Identifiable {
    self.init(items: items, failures: failures, scheduler: scheduler, latency: latency) { request, _, items in
      strategy.page(answering: request, from: items)
    }
  }
}
