// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// The game list's view model: `ItemsViewModel` over a store of rows (the banner, then games),
/// paged by page number until the server's `total`.
///
/// The paging rules, covers, footer states and routes are `ItemsViewModel`'s; the screen splits
/// the rows into sections with `sections(.byReleaseDay)`.
typealias GameListViewModel = ItemsViewModel<GameListItem, PageNumberPaging, Void>

extension GameListViewModel {
  /// Creates the game list's view model over a store of rows.
  ///
  /// - Parameters:
  ///   - store: Loads the rows.
  ///   - pageSize: Games per page; ten by default, so the bundled 40 games end on a full fourth
  ///     page, where `total` says stop.
  convenience init(store: PageStore<GameListItem, PageNumberPaging.Request, Void>, pageSize: Int = 10) {
    self.init(
      store: store,
      strategy: .pageNumber(pageSize: pageSize),
      parameters: (),
      options: ItemsViewModelOptions(emptyMessage: "No games released yet"),
      title: { _ in "New releases" }
    )
  }
}
