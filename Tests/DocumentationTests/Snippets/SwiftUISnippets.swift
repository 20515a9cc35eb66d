// SPDX-License-Identifier: MIT

// The code of Documentation/SwiftUI.md that runs here: the model and its tests (the SwiftUI view
// itself needs Apple platforms). See DocumentationSnippetTests.

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@MainActor func makeArticlesModel(client: APIClient) -> ListModel<Article, PageNumberPaging, Void> {
  ListModel(store: PageStore.articles(from: client), strategy: .pageNumber(pageSize: 10), parameters: ())
}

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

@MainActor @Suite struct ArticlesModelTests {
  @Test func pagesOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let model = SharingScheduler.mock(scheduler: scheduler) {
      ListModel(
        store: articlesStore(count: 25, scheduler: scheduler),
        strategy: .pageNumber(pageSize: 10),
        parameters: ()
      )
    }
    model.send(.refresh)  // starts the load without waiting for it
    scheduler.advanceTo(5)
    #expect(model.items.count == 10)
    model.onAppear(model.items[9])  // the last row appeared
    scheduler.advanceTo(10)
    #expect(model.items.count == 20)
    model.select(model.items[0])
    #expect(model.route == .detail(model.items[0]))
  }

  @Test func refreshReturnsOnceTheFirstPageLanded() async {
    let model = makeArticlesModel(client: .mock())
    await model.refresh()
    #expect(model.items.count == 10)
    #expect(model.pageState == .content)
    #expect(model.refreshStatus.footer == .idle)
  }
}
