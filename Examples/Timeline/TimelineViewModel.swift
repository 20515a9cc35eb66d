// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// The timeline's view model: `ItemsViewModel` over a store of posts, paged by offset id.
///
/// The first load asks for the newest posts, `loadMore()` for posts older than the last one, and
/// `prepend()` (pull to refresh) for posts newer than the first one, which go on top while the
/// loaded posts stay. Each landed page is a `completedLoads` result, which says how many posts
/// were new (``ItemsLoadResult/newPostsMessage``).
typealias TimelineViewModel = ItemsViewModel<Post, OffsetIDPaging<Int>, Void>

extension TimelineViewModel {
  /// Creates the timeline's view model over a store of posts.
  ///
  /// - Parameters:
  ///   - store: Loads the posts.
  ///   - pageSize: Posts per page; ten by default, so the bundled 35 posts end on a short fourth page.
  convenience init(store: PageStore<Post, OffsetIDPaging<Int>.Request, Void>, pageSize: Int = 10) {
    self.init(
      store: store,
      // A full page of newer posts keeps what was read below a gap row instead of replacing it.
      paging: PagingState(strategy: .offsetID(pageSize: pageSize)).withGaps(),
      parameters: (),
      options: ItemsViewModelOptions(emptyMessage: "Your timeline is empty"),
      title: { _ in "Home" }
    )
  }
}

extension TimelineViewModel {
  /// ``ItemsLoadResult/newPostsMessage`` of a load that just landed, "10+" also when a gap opened
  /// right below the new posts (`PagingState.withGaps()`): more may be missing there.
  ///
  /// - Parameter result: The load that just landed (`completedLoads`).
  /// - Returns: What to say, or `nil`.
  func newPostsMessage(after result: ItemsLoadResult) -> String? {
    let paging = state.paging
    let count = result.newItemCount
    let gapBelow = count > 0 && paging.items.count >= count && paging.gaps.first?.newerID == paging.items[count - 1].id
    return result.newPostsMessage(gapBelow: result.kind == .prepend && gapBelow)
  }
}

extension ItemsLoadResult {
  /// What the timeline says when a pull to refresh lands: "No new posts", "1 new post",
  /// "3 new posts", or "10+ new posts" when a full page of newer posts replaced the list (more may
  /// sit between them and the old newest post); `nil` for every other load.
  var newPostsMessage: String? { newPostsMessage(gapBelow: false) }

  /// The same, saying "10+ new posts" also when the full page went on top of a gap (`gapBelow`).
  func newPostsMessage(gapBelow: Bool) -> String? {
    guard kind == .prepend else { return nil }
    if replacedList || gapBelow { return "\(newItemCount)+ new posts" }
    switch newItemCount {
    case 0: return "No new posts"
    case 1: return "1 new post"
    case let count: return "\(count) new posts"
    }
  }
}
