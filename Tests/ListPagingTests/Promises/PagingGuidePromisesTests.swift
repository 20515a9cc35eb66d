// SPDX-License-Identifier: MIT

import Foundation
import ListPaging
import TestSupport
import Testing

/// The promises of `Documentation/Paging.md`, the ListPaging DocC guide
/// (Sources/ListPaging/ListPaging.docc/Guides/Paging.md) and its landing page, one test per
/// sentence not already checked by the rule and strategy suites (issue 19's audit).
@Suite struct PagingGuidePromisesTests {
  /// Runs `state` through a whole list the way Paging.md's `loadAll` does, returning every request.
  private func loadAll<Strategy: PagingStrategy>(
    _ state: inout PagingState<TestItem, Strategy>,
    respond: (Strategy.Request) -> Page<TestItem>
  ) -> [Strategy.Request] {
    var requests: [Strategy.Request] = []
    var effects = state.reduce(.refresh)
    while let request = effects.compactMap(\.loadRequest).first {
      requests.append(request.request)
      state.reduce(.loaded(respond(request.request), requestID: request.id))
      effects = state.reduce(.loadMore)
    }
    return requests
  }

  // MARK: Documentation/Paging.md

  /// Paging.md (strategies table): "`PageNumberPaging` ... | the list ends when | a page is short,
  /// or the pages cover `total`"; guide: "a page shorter than `pageSize` (empty included), or
  /// `total` covered; a missing `total` never ends".
  @Test func pageNumberPagingEndsOnAShortPageOrTheTotal() {
    var feed = FakeFeed(count: 25)
    var byShortPage = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 10))
    feed.reportsTotal = false
    #expect(loadAll(&byShortPage) { feed.respond(to: $0) }.map(\.page) == [1, 2, 3])
    var byTotal = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 5))
    feed.reportsTotal = true
    #expect(loadAll(&byTotal) { feed.respond(to: $0) }.map(\.page) == [1, 2, 3, 4, 5])  // no empty page 6
    var withoutTotal = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 5))
    feed.reportsTotal = false
    #expect(loadAll(&withoutTotal) { feed.respond(to: $0) }.map(\.page) == [1, 2, 3, 4, 5, 6])  // 6 is empty
    #expect(byShortPage.endReached && byTotal.endReached && withoutTotal.endReached)
  }

  /// Paging.md (strategies table): "`OffsetIDPaging` ... | `.first`, `.older(than:pageSize:)`,
  /// `.newer(than:pageSize:)` | a page is short"; guide: "older than the **last loaded** id | a
  /// short or empty page (no extra empty request)".
  @Test func offsetIdPagingAsksOlderThanTheLastIdAndEndsOnAShortPage() {
    let feed = FakeFeed(count: 25)
    var state = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 10))
    let requests = loadAll(&state) { feed.respond(to: $0) }
    #expect(requests == [.first(pageSize: 10), .older(than: 991, pageSize: 10), .older(than: 981, pageSize: 10)])
    #expect(state.items.count == 25 && state.endReached)
  }

  /// Paging.md (strategies table): "`CursorPaging` ... | `Request(cursor:pageSize:)` | a page has
  /// no `nextCursor`"; guide: "the page's `nextCursor` | no `nextCursor`".
  @Test func cursorPagingFollowsNextCursorUntilThereIsNone() {
    let feed = FakeFeed(count: 25)
    var state = PagingState<TestItem, CursorPaging>(strategy: .cursor(pageSize: 10))
    let requests = loadAll(&state) { feed.respond(to: $0) }
    #expect(requests.map(\.cursor) == [nil, "10", "20"])
    #expect(state.items.count == 25 && state.endReached)
  }

  /// Paging.md: "The same loop pages through the mock with each strategy and ends at article 25,
  /// without an extra empty request".
  @Test func everyStrategyEndsAt25WithoutAnExtraEmptyRequest() {
    var feed = FakeFeed(count: 25)
    feed.reportsTotal = false
    var byNumber = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 10))
    var byID = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 10))
    var byCursor = PagingState<TestItem, CursorPaging>(strategy: .cursor(pageSize: 10))
    var emptyPages = 0
    func counted(_ page: Page<TestItem>) -> Page<TestItem> {
      if page.items.isEmpty { emptyPages += 1 }
      return page
    }
    #expect(loadAll(&byNumber) { counted(feed.respond(to: $0)) }.count == 3)
    #expect(loadAll(&byID) { counted(feed.respond(to: $0)) }.count == 3)
    #expect(loadAll(&byCursor) { counted(feed.respond(to: $0)) }.count == 3)
    #expect(emptyPages == 0)
    #expect([byNumber.items.last, byID.items.last, byCursor.items.last].allSatisfy { $0?.id == 976 })
  }

  /// Paging.md: "A strategy reads what it needs from the response through `Page`: the items, plus
  /// `total` and `nextCursor` when your envelope has them." and "`PagingContext` describes the page
  /// that arrived (`pageItemCount`, `newItemCount`, `total`, `nextCursor`) and the list after it
  /// (`loadedCount`, and the `firstAnchor` / `lastAnchor` of strategies that read items)"; guide:
  /// "``PagingContext`` hands the strategy the page's counts, `total`, `nextCursor`, and the
  /// anchors of the first and last loaded items."
  @Test func theContextDescribesThePageAndTheListAfterIt() throws {
    struct Recording: PagingStrategy {
      typealias Anchor = Int
      let contexts: LockedBox<[PagingContext<Int>]>
      func firstRequest() -> Int { 1 }
      func nextRequest(after request: Int, context: PagingContext<Int>) -> Int? {
        contexts.append(context)
        return request + 1
      }
    }
    let contexts = LockedBox<[PagingContext<Int>]>([])
    var state = PagingState<TestItem, Recording>(strategy: Recording(contexts: contexts))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([30, 20, 10], total: 99, nextCursor: "c1"), requestID: first.id))
    let second = try state.expectLoad(.loadMore)
    state.reduce(.loaded(page([10, 5]), requestID: second.id))
    #expect(
      contexts.value == [
        PagingContext(
          pageItemCount: 3,
          newItemCount: 3,
          total: 99,
          nextCursor: "c1",
          loadedCount: 3,
          firstAnchor: 30,
          lastAnchor: 10
        ),
        PagingContext(pageItemCount: 2, newItemCount: 1, loadedCount: 4, firstAnchor: 30, lastAnchor: 5),
      ]
    )
  }

  /// Paging.md: "page numbers are simplest but shift when the server's list changes while the user
  /// scrolls (an insertion at the top repeats an item, which the reducer drops; a deletion skips
  /// one); offset ids and cursors do not shift."
  @Test func pageNumbersShiftOnInsertionsOffsetIdsDoNot() throws {
    var feed = FakeFeed(count: 30)
    var byNumber = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 10))
    var byID = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 10))
    let numberFirst = try byNumber.expectLoad(.refresh)
    byNumber.reduce(.loaded(feed.respond(to: numberFirst.request), requestID: numberFirst.id))
    let idFirst = try byID.expectLoad(.refresh)
    byID.reduce(.loaded(feed.respond(to: idFirst.request), requestID: idFirst.id))
    feed.insertNewest(1)  // a new post arrives while the user scrolls
    let numberSecond = try byNumber.expectLoad(.loadMore)
    byNumber.reduce(.loaded(feed.respond(to: numberSecond.request), requestID: numberSecond.id))
    let idSecond = try byID.expectLoad(.loadMore)
    byID.reduce(.loaded(feed.respond(to: idSecond.request), requestID: idSecond.id))
    #expect(byNumber.duplicatesDropped == 1)  // item 991 came again and was dropped
    #expect(byNumber.items.map(\.id) == Array((982...1_000).reversed()))
    #expect(byID.duplicatesDropped == 0)
    #expect(byID.items.map(\.id) == Array((981...1_000).reversed()))
  }

  /// Paging.md: "`OffsetIDPaging` can also *prepend* — load only what is newer than the first item
  /// and put it in front" and "`.newer(than:pageSize:)` means what Twitter's `since_id` means: the
  /// server answers the *newest* `pageSize` items above that id, so a full page may leave a gap
  /// below it and replaces the list instead of joining it".
  @Test func prependPutsAShortPageInFrontAndAFullPageReplacesTheList() throws {
    var feed = FakeFeed(count: 10)
    var state = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 3))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(feed.respond(to: first.request), requestID: first.id))
    feed.insertNewest(2)
    let short = try state.expectLoad(.prepend)
    #expect(short.request == .newer(than: 1_000, pageSize: 3))
    state.reduce(.loaded(feed.respond(to: short.request), requestID: short.id))
    #expect(state.items.map(\.id) == [1_002, 1_001, 1_000, 999, 998])
    feed.insertNewest(5)
    let full = try state.expectLoad(.prepend)
    state.reduce(.loaded(feed.respond(to: full.request), requestID: full.id))
    #expect(state.items.map(\.id) == [1_007, 1_006, 1_005])  // 1004...1003 may be missing: replaced
    #expect(state.nextRequest == .older(than: 1_005, pageSize: 3))
  }

  /// Paging.md: "`PagingState` is a value: send it an event ... and it returns the effects to carry
  /// out (`load` a request, `cancel` one). No threads, no I/O."
  @Test func theStateIsAValue() throws {
    var state = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 2))
    let first = try state.expectLoad(.refresh)
    let snapshot = state
    state.reduce(.loaded(page([1, 2]), requestID: first.id))
    #expect(snapshot.items.isEmpty && snapshot.inFlight == first)
    var replay = snapshot
    replay.reduce(.loaded(page([1, 2]), requestID: first.id))
    #expect(replay == state)
    #expect(state.reduce(.loadMore).map(\.loadRequest?.request) == [PageNumberPaging.Request(page: 2, pageSize: 2)])
  }

  // MARK: ListPaging.docc/Guides/Paging.md

  /// Guide: "The owner — a view model, an actor, a test — runs the effects and sends the outcomes
  /// back", as the guide's `FeedModel` does with one task per request.
  @MainActor @Test func theGuidesFeedModelRunsTheEffects() async {
    let model = FeedModel(feed: FakeFeed(count: 25))
    model.send(.refresh)
    await model.settle()
    model.send(.loadMore)
    model.send(.refresh)  // cancels the load-more task; its late answer is ignored
    await model.settle()
    #expect(model.state.items.map(\.id) == Array((991...1_000).reversed()))
    #expect(model.cancelled == 1)
    #expect(model.state.loadStates == PagingLoadStates())
  }

  /// Guide: "One load is in flight at a time, and one direction at most is failed: starting a load
  /// supersedes older failures."
  @Test func startingALoadSupersedesOlderFailures() throws {
    var state = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 2))
    let first = try state.expectLoad(.refresh)
    state.reduce(.loaded(page([10, 9]), requestID: first.id))
    let more = try state.expectLoad(.loadMore)
    state.reduce(.failed(PagingFailure(TestLoadError()), requestID: more.id))
    #expect(state.loadStates.append.failure != nil)
    _ = try state.expectLoad(.prepend)
    #expect(state.loadStates == PagingLoadStates(prepend: .loading))
    #expect(state.failedRequest == nil)
    #expect(state.reduce(.refresh).count == 2)  // cancel the prepend, load the refresh: still one in flight
    #expect(state.loadStates == PagingLoadStates(refresh: .loading))
  }

  /// Guide (Effects table): "``PagingState`` | never; ignored events return `[]` | when `Item` is",
  /// "``PagingStrategy`` values | never | always", "``Page``, ``PagingEvent`` | — | when `Item` is",
  /// "``PagingEffect``, ``PagingRequest``, ``PagingFailure``, ``PagingError`` | — | always".
  @Test func theEffectsTableHolds() {
    func sendable<T: Sendable>(_: T.Type) -> Bool { true }
    #expect(sendable(PagingState<TestItem, PageNumberPaging>.self))
    #expect(sendable(PageNumberPaging.self) && sendable(OffsetIDPaging<String>.self) && sendable(CursorPaging.self))
    #expect(sendable(Page<TestItem>.self) && sendable(PagingEvent<TestItem>.self))
    #expect(sendable(PagingEffect<Int>.self) && sendable(PagingRequest<Int>.self))
    #expect(sendable(PagingFailure.self) && sendable(PagingError.self))
    var state = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 2))
    for event: PagingEvent<TestItem> in [
      .loadMore, .retry, .cancel, .loaded(page([1]), requestID: .init(generation: 9, serial: 9)),
    ] {
      #expect(state.validate(event) != nil)
      #expect(state.reduce(event) == [])
    }
  }

  /// Guide: "Programmer errors trap with a message: a non-positive page size
  /// (`PageNumberPaging(pageSize:firstPage:): pageSize must be positive`)."
  @Test func aNonPositivePageSizeTrapsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = PageNumberPaging(pageSize: 0)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("PageNumberPaging(pageSize:firstPage:): pageSize must be positive"))
  }

  // MARK: ListPaging.docc/ListPaging.md

  /// ListPaging.md (landing page): the overview's loop ends with
  /// `print(state.items.count, state.loadStates.append, state.endReached)  // 20 idle false`.
  @Test func theLandingPagesExamplePrints20IdleFalse() {
    var state = PagingState<TestItem, PageNumberPaging>(strategy: .pageNumber(pageSize: 20))
    let server = FakeFeed(count: 45)
    for effect in state.reduce(.refresh) {
      if case .load(let request) = effect {
        let response = server.respond(to: request.request)
        state.reduce(.loaded(Page(items: response.items, total: response.total), requestID: request.id))
      }
    }
    #expect("\(state.items.count) \(state.loadStates.append) \(state.endReached)" == "20 idle false")
  }
}

/// The guide's `FeedModel`: runs the reducer's effects as tasks, one per request.
@MainActor private final class FeedModel {
  private(set) var state = PagingState<TestItem, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 10))
  private var tasks: [PagingRequestID: Task<Void, Never>] = [:]
  private(set) var cancelled = 0
  let feed: FakeFeed

  init(feed: FakeFeed) {
    self.feed = feed
  }

  func send(_ event: PagingEvent<TestItem>) {
    for effect in state.reduce(event) {
      switch effect {
      case .cancel(let id):
        tasks.removeValue(forKey: id)?.cancel()
        cancelled += 1
      case .load(let request):
        let feed = feed
        tasks[request.id] = Task {
          let page = feed.respond(to: request.request)
          if Task.isCancelled {
            self.send(.failed(PagingFailure(CancellationError()), requestID: request.id))
          } else {
            self.send(.loaded(page, requestID: request.id))
          }
        }
      }
    }
  }

  /// Waits for every task started so far.
  func settle() async {
    while let (id, task) = tasks.first {
      await task.value
      tasks.removeValue(forKey: id)
    }
  }
}
