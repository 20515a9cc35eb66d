// SPDX-License-Identifier: MIT

// The tests of Documentation/GettingStarted.md, verbatim (see Articles.swift).

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@MainActor @Suite struct ArticlesViewModelTests {
  @Test(.virtualTime) func pagesFailsRetriesAndOpensAnArticle() {
    let scheduler = TestScheduler.current
    let articles = (1...25).map { Article(id: $0, title: "Article \($0)", author: "Ada") }
    let store = TestPageStore(articles, strategy: .pageNumber(pageSize: 10), latency: 5)
    store.failures[2] = APIError.timeout  // the second request (page 2) fails; its retry loads
    let viewModel = ArticlesViewModel(store: store.pageStore)
    let select = scheduler.createHotObservable([.next(70, 12)]).asObservable()
    let output = viewModel.transform(
      input: .init(refresh: scheduler.taps(at: 10), loadMore: scheduler.taps(at: 20, 50, 60), select: select)
    )
    let log = EventLog(scheduler)
    log.record(outputsOf: output)  // rows, cover, footer, message, openArticle
    scheduler.start()

    #expect(
      log.lines == [
        "0 rows: []", "0 cover: loading", "0 footer: hidden",
        "15 rows: [Article 1 by Ada, …, Article 10 by Ada] (10)", "15 cover: content", "15 footer: idle",
        "20 footer: refreshing",
        "25 footer: failed(APIError: The server took too long to respond.)",
        "25 message: The server took too long to respond.",  // page 2 failed; the 10 rows stay
        "50 footer: refreshing",  // pulling up again retries page 2
        "55 rows: [Article 1 by Ada, …, Article 20 by Ada] (20)", "55 footer: idle",
        "60 footer: refreshing",
        "65 rows: [Article 1 by Ada, …, Article 25 by Ada] (25)", "65 footer: noMoreData",
        "70 openArticle: 13",
      ]
    )
  }

  @Test func pagesThroughTheMockJSON() async throws {
    let viewModel = ArticlesViewModel(store: .articles(from: .mock()))
    let refresh = PublishRelay<Void>()
    let loadMore = PublishRelay<Void>()
    let output = viewModel.transform(
      input: .init(refresh: refresh.asObservable(), loadMore: loadMore.asObservable(), select: .never())
    )

    refresh.accept(())
    // A failed first page ends this wait at once, as `.error`; the timeout only stops a load that never ends.
    let cover = try await output.cover.asObservable().filter { $0 != .loading }.first(timeout: 600)
    #expect(cover == .content)
    let firstPage = try await output.rows.asObservable().filter { $0.count == 10 }.first(timeout: 600)
    #expect(firstPage?.first == "Article 1 by Ada")
    loadMore.accept(())
    _ = try await output.rows.asObservable().filter { $0.count == 20 }.first(timeout: 600)
    loadMore.accept(())
    let all = try await output.rows.asObservable().filter { $0.count == 25 }.first(timeout: 600)
    #expect(all?.last == "Article 25 by Ken")
    #expect(try await output.footer.asObservable().first(timeout: 600) == .noMoreData)
  }

  // "the cover leaves `.loading` as `.content` or as `.error`, so a failed first page ... fails the
  // test at once" (GettingStarted.md): the wait ends with the failure, long before its timeout.
  @Test func aFailedFirstPageEndsTheWaitAtOnce() async throws {
    let viewModel = ArticlesViewModel(store: .async { _, _ in throw APIError.timeout })
    let refresh = PublishRelay<Void>()
    let output = viewModel.transform(
      input: .init(refresh: refresh.asObservable(), loadMore: .never(), select: .never())
    )
    refresh.accept(())
    let cover = try await output.cover.asObservable().filter { $0 != .loading }.first(timeout: 600)
    #expect(cover == .error(.shown(for: APIError.timeout)))
  }
}
