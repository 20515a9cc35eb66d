// SPDX-License-Identifier: MIT
//
// The SwiftUI screen of Documentation/Search.md, verbatim below the attributes: `ListModel` needs
// iOS 17 (Observation), and the 17.4 SDK's `View` is not yet `@MainActor` as Xcode 16's is, so the
// view says it (its `@State` model is created on the main actor).

import ReactiveList
import SwiftUI

@available(iOS 17, *)
@MainActor
struct ArticleSearchView: View {
  @State private var model = ListModel(
    searching: PageStore.articleSearch(from: client),
    strategy: .pageNumber(pageSize: 10)
  )

  var body: some View {
    NavigationStack {
      List(model.items) { article in
        Text(article.title).onAppear { model.onAppear(article) }
      }
      .overlay {
        switch model.searchPhase {
        case .idle(let prompt)?: Text(prompt)
        case .results(_, .empty(let message))?: Text(message)
        case .results(_, .error(let failure))?: Text(failure.message)
        case .results(_, .loading)?: ProgressView()
        case .results(_, .content)?, nil: EmptyView()
        }
      }
      .searchable(text: $model.searchText)
      .navigationTitle("Articles")
    }
  }
}
