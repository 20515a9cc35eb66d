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

@MainActor @Suite struct TestingStorySnippetTests {
  @Test(.virtualTime) func theStoryOfAFailedPage() {
    let scheduler = TestScheduler.current
    // Page 2 fails until tick 40, then loads: the network came back.
    let store = PageStore<Article, PageNumberPaging.Request, Void> { request, _ in
      let answer = Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in
        if request.page == 2, scheduler.clock < 40 { throw APIError.timeout }
        return Page(items: (1...10).map { Article(id: request.page * 100 + $0, title: "Article", author: "Ada") })
      }
      return answer.asSingle()
    }
    let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
    let log = EventLog(scheduler)
    log.record("rows", viewModel.items.map(\.count))
    log.record("footer", viewModel.refreshStatus.map(\.footer).distinctUntilChanged())
    log.record("message", viewModel.message)
    log.record(
      "opened",
      viewModel.route.map { route in
        switch route {
        case .detail(let article): article.id
        }
      }
    )

    scheduler.scheduleAt(10) { viewModel.refresh() }
    scheduler.scheduleAt(20) { viewModel.loadMore() }
    scheduler.scheduleAt(50) { viewModel.retry() }
    scheduler.scheduleAt(60) { viewModel.itemSelected(at: 12) }
    scheduler.start()

    #expect(
      log.lines == [
        "0 rows: 0", "0 footer: hidden",
        "15 rows: 10", "15 footer: idle",  // page 1, 5 ticks after the refresh
        "20 footer: refreshing",
        "25 footer: failed(APIError: The server took too long to respond.)",  // page 2 failed: rows stay
        "25 message: The server took too long to respond.",
        "50 footer: refreshing",  // retry
        "55 rows: 20", "55 footer: idle",
        "60 opened: 203",  // the 13th row is page 2's third article
      ]
    )
  }
}

@MainActor @Suite struct TestingSnippetTests {
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
