// SPDX-License-Identifier: MIT

import ReactiveList

/// A feed, newest first: offset-id paging, pull to refresh puts new posts on top and says how
/// many came.
final class TimelineViewModel {
  let list: ItemsViewModel<Post, OffsetIDPaging<Int>, Void>
  let newPosts: Signal<String>

  init(store: PageStore<Post, OffsetIDPaging<Int>.Request, Void>) {
    list = ItemsViewModel(store: store, strategy: .offsetID(pageSize: 5), parameters: ())
    newPosts = list.completedLoads
      .filter { $0.kind == .prepend }
      .map { $0.newItemCount == 1 ? "1 new post" : "\($0.newItemCount) new posts" }
  }

  func pullToRefresh() { list.prepend() }
  func reachedBottom() { list.loadMore() }
}

/// The server's posts, newest (highest id) first, as an app's own fake backend keeps them.
final class PostServer {
  var newest: Int

  init(newest: Int) {
    self.newest = newest
  }

  /// The page for an offset-id request: the newest posts, those older than an id, or the newest
  /// of those newer than an id.
  func page(_ request: OffsetIDPaging<Int>.Request) -> Page<Post> {
    var upper = newest
    var lower = 1
    switch request {
    case .first: break
    case .older(let id, _): upper = id - 1
    case .newer(let id, _): lower = id + 1
    }
    let ids = upper >= lower ? Array(stride(from: upper, through: lower, by: -1).prefix(request.pageSize)) : []
    return Page(items: ids.map { Post(id: $0, text: "post \($0)") })
  }
}
