// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

private struct Row: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var description: String { "#\(id)" }
}

private struct Offline: Error, Equatable {}

private func rows(_ ids: ClosedRange<Int>) -> [Row] { ids.map(Row.init) }

@MainActor @Suite(.virtualTime) struct TestPageStoreTests {
  // "The answer is computed when the request arrives ... and delivered latency ticks later on the
  // scheduler, at that tick exactly."
  @Test func pageNumbersSliceTheArrayAndAnswerAfterTheLatency() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(rows(1...5), strategy: .pageNumber(pageSize: 2), latency: 3)
    scheduler.advanceTo(10)
    let first = scheduler.record(store.page(for: .init(page: 1, pageSize: 2), parameters: ()))
    let last = scheduler.record(store.page(for: .init(page: 3, pageSize: 2), parameters: ()))
    let past = scheduler.record(store.page(for: .init(page: 4, pageSize: 2), parameters: ()))
    scheduler.start()
    #expect(first.events == [.next(13, Page(items: rows(1...2))), .completed(13)])
    #expect(last.values == [Page(items: [Row(id: 5)])])
    #expect(past.values == [Page(items: [])])
    #expect(store.requests.map(\.page) == [1, 3, 4])
  }

  @Test func pageNumbersCountFromTheStrategysFirstPage() {
    let store = TestPageStore(rows(1...5), strategy: .pageNumber(pageSize: 2, firstPage: 0))
    let page = TestScheduler.current.record(store.page(for: .init(page: 1, pageSize: 2), parameters: ()))
    TestScheduler.current.start()
    #expect(page.values == [Page(items: rows(3...4))])
  }

  // "Request numbers count from 1, in the order the requests arrived, retries included; a request
  // whose number is in failures fails with that error instead."
  @Test func failuresAreChosenByRequestNumber() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(rows(1...4), strategy: .pageNumber(pageSize: 2), failures: [2: Offline()])
    let answers = (1...3).map { _ in scheduler.record(store.page(for: .init(page: 1, pageSize: 2), parameters: ())) }
    scheduler.start()
    #expect(answers.map(\.values.count) == [1, 0, 1])
    #expect(answers[1].events == [.error(1, Offline())])
  }

  @Test func offsetIdPagesANewestFirstArrayById() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(Array(rows(1...9).reversed()), strategy: OffsetIDPaging<Int>(pageSize: 3))
    let answers = [
      OffsetIDPaging<Int>.Request.first(pageSize: 3), .older(than: 7, pageSize: 3), .older(than: 2, pageSize: 3),
      .newer(than: 4, pageSize: 3), .newer(than: 9, pageSize: 3), .older(than: 42, pageSize: 3),
    ].map { scheduler.record(store.page(for: $0, parameters: ())) }
    scheduler.start()
    #expect(
      answers.map { $0.values.first?.items.map(\.id) } == [[9, 8, 7], [6, 5, 4], [1], [9, 8, 7], [], []]
    )
  }

  @Test func cursorsAreOffsetsAndTheLastPageHasNone() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(rows(1...5), strategy: .cursor(pageSize: 2))
    let answers = [nil, "2", "4", "nonsense"].map {
      scheduler.record(store.page(for: CursorPaging.Request(cursor: $0, pageSize: 2), parameters: ()))
    }
    scheduler.start()
    #expect(answers.map { $0.values.first?.items.map(\.id) } == [[1, 2], [3, 4], [5], []])
    #expect(answers.map { $0.values.first?.nextCursor } == ["2", "4", nil, nil])
  }

  // "Disposing the load (a refresh cancelling a load-more) cancels its answer; the request stays
  // in requests."
  @Test func disposingALoadCancelsItsAnswer() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(rows(1...4), strategy: .pageNumber(pageSize: 2), latency: 5)
    let answer = scheduler.record(store.page(for: .init(page: 1, pageSize: 2), parameters: ()))
    scheduler.advanceTo(2)
    answer.dispose()
    scheduler.start()
    #expect(answer.events == [])
    #expect(store.requests.count == 1)
  }

  @Test func scriptedAnswersSeeTheRequestAndTheParameters() {
    let scheduler = TestScheduler.current
    let store = TestPageStore<Row, PageNumberPaging.Request, String> { request, query in
      if query.isEmpty { throw Offline() }
      return Page(items: [Row(id: request.page)], total: query.count)
    }
    let found = scheduler.record(store.page(for: .init(page: 7, pageSize: 1), parameters: "abc"))
    let failed = scheduler.record(store.page(for: .init(page: 1, pageSize: 1), parameters: ""))
    scheduler.start()
    #expect(found.values == [Page(items: [Row(id: 7)], total: 3)])
    #expect(failed.events == [.error(1, Offline())])
  }

  @Test func theServersListMayChangeBetweenRequests() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(Array(rows(1...3).reversed()), strategy: OffsetIDPaging<Int>(pageSize: 5))
    store.items.insert(Row(id: 4), at: 0)
    let newer = scheduler.record(store.page(for: .newer(than: 3, pageSize: 5), parameters: ()))
    scheduler.start()
    #expect(newer.values.first?.items == [Row(id: 4)])
  }

  // "It is an ItemsStore, so it works with every paging strategy and every view model that takes
  // a store; pageStore wraps it as a PageStore for code that takes that type."
  @Test func aViewModelPagesToTheEndWithEachStrategy() {
    let scheduler = TestScheduler.current
    let all = rows(1...7)
    let byNumber = ItemsViewModel(
      store: TestPageStore(all, strategy: .pageNumber(pageSize: 3)).pageStore,
      strategy: .pageNumber(pageSize: 3),
      parameters: ()
    )
    let byCursor = ItemsViewModel(
      store: TestPageStore(all, strategy: .cursor(pageSize: 3)),
      strategy: .cursor(pageSize: 3),
      parameters: ()
    )
    let byId = ItemsViewModel(
      store: TestPageStore(all, strategy: OffsetIDPaging<Int>(pageSize: 3)),
      strategy: OffsetIDPaging<Int>(pageSize: 3),
      parameters: ()
    )
    let loads: [(refresh: () -> Void, loadMore: () -> Void, items: () -> [Row])] = [
      (byNumber.refresh, byNumber.loadMore, { byNumber.currentItems }),
      (byCursor.refresh, byCursor.loadMore, { byCursor.currentItems }),
      (byId.refresh, byId.loadMore, { byId.currentItems }),
    ]
    for load in loads {
      load.refresh()
      for _ in 0..<4 {
        scheduler.advanceTo(scheduler.clock + 2)
        load.loadMore()
      }
      scheduler.start()
      #expect(load.items() == all)
    }
  }

  // "The failure an ItemsViewModel shows for error: what a test expects in pageState,
  // refreshStatus or error after a load that failed with it." (PagingFailure.shown(for:options:))
  @Test func anExpectedFailureIsThePageStateTheViewModelShows() {
    let scheduler = TestScheduler.current
    let store = TestPageStore(rows(1...3), strategy: .pageNumber(pageSize: 3), failures: [1: APIError.timeout])
    let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 3), parameters: ())
    let cover = scheduler.record(viewModel.pageState)
    viewModel.refresh()
    scheduler.start()
    #expect(cover.values.last == .error(.shown(for: APIError.timeout)))
    #expect(cover.values.last != .error(PagingFailure(APIError.timeout)))  // the message is the view model's
  }
}
