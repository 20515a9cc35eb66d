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
  @MainActor @Test(.virtualTime) func newArticlesArriveAtTheTopOfTheList() throws {
    let articles = try TestJSON.decode([Article].self, from: "articles", in: .module, at: "data.items")
    let store = TestPageStore(Array(articles.reversed()), strategy: .offsetID(pageSize: 10))
    store.withhold(first: 3, until: 9)  // articles 25, 24 and 23 are written at tick 9
    let viewModel = ItemsViewModel(store: store, strategy: .offsetID(pageSize: 10), parameters: ())
    let loads = TestScheduler.current.record(viewModel.completedLoads.map(\.newItemCount))
    TestScheduler.current.scheduleAt(5, 7) { viewModel.loadMore() }
    TestScheduler.current.start([1: viewModel.refresh, 10: viewModel.prepend])
    #expect(loads.values == [10, 10, 2, 3])
    #expect(viewModel.currentItems.map(\.id) == Array((1...25).reversed()))
  }

  @MainActor @Test(.virtualTime) func theStoryOfAFailedPage() {
    let scheduler = TestScheduler.current
    let articles = (1...25).map { Article(id: $0, title: "Article \($0)", author: "Ada") }
    let store = TestPageStore(articles, strategy: .pageNumber(pageSize: 10), latency: 5)
    store.failures[2] = APIError.timeout  // page 2 fails once: the network came back for its retry
    let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
    let log = EventLog(scheduler)
    log.describe(Article.self, by: \.title)
    log.record("rows", viewModel.items) { $0.count }
    log.record("footer", viewModel.refreshStatus.map(\.footer).distinctUntilChanged())
    log.record("message", viewModel.message)
    log.record("route", viewModel.route)

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
        "60 route: detail(Article 13)",  // the 13th row, described by its title
      ]
    )
    #expect(store.requests.map(\.page) == [1, 2, 2])
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

@Suite struct TestingClosureSnippetTests {
  @Test func aTestVariableIsChangedFromSendableClosures() {
    let attempts = TestVariable(0)  // was: var attempts = 0
    let xs = Observable<Int>.create { observer in
      observer.onNext(attempts.increment())  // was: attempts += 1; observer.onNext(attempts)
      observer.onCompleted()
      return Disposables.create()
    }
    let values = TestVariable<[Int]>([])  // was: var values: [Int] = []
    _ = xs.subscribe(onNext: { values.append($0) })
    _ = xs.subscribe(onNext: { values.append($0) })
    #expect(values.value == [1, 2])
  }
}

// MARK: Testing.md, "Your own view model with an action"

/// A post of a timeline; `starred` is what its star button shows.
nonisolated struct Post: Identifiable, Equatable, Sendable {
  let id: Int
  var starred = false
}

@MainActor final class TimelineViewModel {
  let list: ItemsViewModel<Post, OffsetIDPaging<Int>, Void>
  private let sendStar: @MainActor @Sendable (Post) -> Single<Post?>

  init(
    store: PageStore<Post, OffsetIDPaging<Int>.Request, Void>,
    sendStar: @escaping @MainActor @Sendable (Post) -> Single<Post?>
  ) {
    list = ItemsViewModel(store: store, strategy: .offsetID(pageSize: 10), parameters: ())
    self.sendStar = sendStar
  }

  /// Stars a post: shown at once, rolled back if the server refuses.
  func star(_ id: Post.ID) {
    list.perform(.update({ $0.starred = true }, single: sendStar), on: id)
  }
}

// "A user's own view-model test in ≤ 10 body lines" (issue 38): the page's test, run here.
@MainActor @Test(.virtualTime) func aStarShowsAtOnceAndRollsBackWhenRefused() {
  let store = TestPageStore((1...30).reversed().map { Post(id: $0) }, strategy: .offsetID(pageSize: 10))
  let server = TestActionServer<Post>(latency: 2, failures: [2: APIError.timeout])
  let viewModel = TimelineViewModel(store: store.pageStore, sendStar: server.request)
  let log = EventLog(TestScheduler.current)
  log.record("star", viewModel.list.items) { $0.filter(\.starred).map(\.id) }
  let messages = TestScheduler.current.record(viewModel.list.message)
  TestScheduler.current.start([1: viewModel.list.refresh, 5: { viewModel.star(30) }, 10: { viewModel.star(29) }])
  #expect(log.lines == ["0 star: []", "2 star: []", "5 star: [30]", "10 star: [30, 29]", "12 star: [30]"])
  #expect(messages.values == ["The server took too long to respond."])
}
