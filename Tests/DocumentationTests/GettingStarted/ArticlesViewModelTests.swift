// SPDX-License-Identifier: MIT

// The tests of Documentation/GettingStarted.md, verbatim (see Articles.swift).

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

/// A store that answers on the test clock, 5 ticks after each request, with `count` articles in all.
func articlesStore(count: Int, scheduler: TestScheduler) -> PageStore<Article, PageNumberPaging.Request, Void> {
  PageStore { request, _ in
    let first = (request.page - 1) * request.pageSize + 1
    let page = (first..<min(first + request.pageSize, count + 1)).map {
      Article(id: $0, title: "Article \($0)", author: "Ada")
    }
    return Observable<Int>.timer(.seconds(5), scheduler: scheduler)
      .map { _ in Page(items: page) }
      .asSingle()
  }
}

@MainActor @Suite struct ArticlesViewModelTests {
  @Test func pagesToTheEndOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ArticlesViewModel(store: articlesStore(count: 25, scheduler: scheduler))
    }
    let refresh = scheduler.createHotObservable([.next(10, ())])
    let loadMore = scheduler.createHotObservable([.next(30, ()), .next(50, ())])
    let output = viewModel.transform(
      input: .init(refresh: refresh.asObservable(), loadMore: loadMore.asObservable(), select: .never())
    )
    let rowCounts = scheduler.createObserver(Int.self)
    let footer = scheduler.createObserver(RefreshStatus.Footer.self)
    _ = output.rows.map { $0.count }.drive(rowCounts)
    _ = output.footer.drive(footer)

    scheduler.start()

    #expect(rowCounts.events == [.next(0, 0), .next(15, 10), .next(35, 20), .next(55, 25)])
    #expect(
      footer.events == [
        .next(0, .hidden), .next(15, .idle), .next(30, .refreshing), .next(35, .idle), .next(50, .refreshing),
        .next(55, .noMoreData),
      ]
    )
  }

  @Test func selectingARowOpensItsArticle() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ArticlesViewModel(store: articlesStore(count: 25, scheduler: scheduler))
    }
    let refresh = scheduler.createHotObservable([.next(10, ())])
    let select = scheduler.createHotObservable([.next(20, 3)])
    let output = viewModel.transform(
      input: .init(refresh: refresh.asObservable(), loadMore: .never(), select: select.asObservable())
    )
    let opened = scheduler.createObserver(Int.self)
    _ = output.openArticle.emit(to: opened)

    scheduler.start()

    #expect(opened.events == [.next(20, 4)])
  }

  @Test func pagesThroughTheMockJSON() async throws {
    let viewModel = ArticlesViewModel(store: .articles(from: .mock()))
    let refresh = PublishRelay<Void>()
    let loadMore = PublishRelay<Void>()
    let output = viewModel.transform(
      input: .init(refresh: refresh.asObservable(), loadMore: loadMore.asObservable(), select: .never())
    )

    refresh.accept(())
    let firstPage = try await output.rows.asObservable().filter { $0.count == 10 }.first(timeout: 120)
    #expect(firstPage?.first == "Article 1 by Ada")
    loadMore.accept(())
    _ = try await output.rows.asObservable().filter { $0.count == 20 }.first(timeout: 120)
    loadMore.accept(())
    let all = try await output.rows.asObservable().filter { $0.count == 25 }.first(timeout: 120)
    #expect(all?.last == "Article 25 by Ken")
    #expect(try await output.footer.asObservable().first(timeout: 120) == .noMoreData)
  }
}
