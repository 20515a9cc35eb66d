// SPDX-License-Identifier: MIT

// The code of Documentation/SwiftUI.md that runs here: the model and its tests (the SwiftUI view
// itself needs Apple platforms). See DocumentationSnippetTests.

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor func makeArticlesModel(client: APIClient) -> ListModel<Article, PageNumberPaging, Void> {
  ListModel(store: PageStore.articles(from: client), strategy: .pageNumber(pageSize: 10), parameters: ())
}

@MainActor @Suite struct ArticlesModelTests {
  @Test(.virtualTime) func pagesOnVirtualTime() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }  // Swift Testing: no @available on tests
    let scheduler = TestScheduler.current
    let articles = (1...25).map { Article(id: $0, title: "Article \($0)", author: "Ada") }
    let store = TestPageStore(articles, strategy: .pageNumber(pageSize: 10), latency: 5)
    let model = ListModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
    model.send(.refresh)  // starts the load without waiting for it
    scheduler.advanceTo(5)
    #expect(model.items.count == 10)
    model.onAppear(model.items[9])  // the last row appeared
    scheduler.advanceTo(10)
    #expect(model.items.count == 20)
    #expect(store.requests.map(\.page) == [1, 2])
    model.select(model.items[0])
    #expect(model.route == .detail(model.items[0]))
  }

  @Test func refreshReturnsOnceTheFirstPageLanded() async throws {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
    let model = makeArticlesModel(client: try .mock())
    await model.refresh()
    #expect(model.items.count == 10)
    #expect(model.pageState == .content)
    #expect(model.refreshStatus.footer == .idle)
  }
}
