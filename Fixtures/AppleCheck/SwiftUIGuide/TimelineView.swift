// SPDX-License-Identifier: MIT
//
// Documentation/SwiftUI.md's anchored timeline, verbatim below the attributes: `ListModel` needs
// iOS 17 (Observation), and the 17.4 SDK's `View` is not yet `@MainActor` as Xcode 16's is, so the
// view says it (its `@State` model is created on the main actor).

import ReactiveList
import SwiftUI

@available(iOS 17, *)
@MainActor
struct TimelineView: View {
  @State private var model = ListModel(
    store: PageStore.posts(from: client),
    strategy: .offsetId(pageSize: 20),
    parameters: ()
  )

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(model.items) { post in
          PostRow(post: post).onAppear { model.onAppear(post) }
        }
      }
      .scrollTargetLayout()
    }
    .scrollPosition(id: $model.anchorID, anchor: .top)
    .refreshable { await model.prepend() }
  }
}
