// SPDX-License-Identifier: MIT

// The code of the `<!-- compiled -->` blocks of Documentation/Testing.md (see DocumentationSnippetTests).

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

/// The deep links of the articles app.
enum ArticleRoute: Equatable, Sendable {
  case list(page: Int)
  case article(id: Int)
}

let articleRouter = Router<ArticleRoute> { router in
  router.register("articles://list") { params in .list(page: try params.int("page", default: 1)) }
  router.register("articles://article/{id}") { params in .article(id: try params.int("id")) }
}

@MainActor @Suite struct TestingSnippetTests {
  @Test func aFailedPageKeepsTheRowsAndRetries() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    // Page 2 fails until tick 40, then loads: the network came back.
    let store = PageStore<Article, PageNumberPaging.Request, Void> { request, _ in
      let answer = Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in
        if request.page == 2, scheduler.clock < 40 { throw APIError.timeout }
        return Page(items: (1...10).map { Article(id: request.page * 100 + $0, title: "Article", author: "Ada") })
      }
      return answer.asSingle()
    }
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
    }
    let rowCounts = scheduler.createObserver(Int.self)
    let messages = scheduler.createObserver(String.self)
    _ = viewModel.items.map { $0.count }.drive(rowCounts)
    _ = viewModel.message.emit(to: messages)

    scheduler.scheduleAt(10) { MainActor.assumeIsolated { viewModel.refresh() } }
    scheduler.scheduleAt(20) { MainActor.assumeIsolated { viewModel.loadMore() } }
    scheduler.scheduleAt(50) { MainActor.assumeIsolated { viewModel.retry() } }
    scheduler.start()

    #expect(rowCounts.events == [.next(0, 0), .next(15, 10), .next(55, 20)])  // the 10 rows stay through the failure
    #expect(messages.events == [.next(25, APIError.timeout.errorDescription!)])  // one HUD message, no error cover
  }

  @Test func deepLinksOpenTheirScreens() throws {
    #expect(try articleRouter.route(for: "articles://article/4") == .article(id: 4))
    #expect(try articleRouter.route(for: "articles://list?page=2") == .list(page: 2))
    #expect(throws: RouterError.invalidParameter(name: "id", value: "four")) {
      try articleRouter.route(for: "articles://article/four")
    }
    #expect(throws: RouterError.unknownURL("articles://settings")) {
      try articleRouter.route(for: "articles://settings")
    }
  }
}
