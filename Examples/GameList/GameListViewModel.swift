// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// The game list's view model: page-number paging until the server's `total`, with the rows
/// split into a header-less top section (the banner) and one section per release day.
///
/// The paging rules, covers, footer states and routes are `ItemsViewModel`'s; this type adds the
/// sections, derived from the rows by `SectionBuilder.grouped(by:)` so an appended page only
/// extends the last day or adds new days.
@MainActor final class GameListViewModel {
  /// Ten games a page: the bundled 40 games end on a full fourth page, where `total` says stop.
  static let pageSize = 10

  /// The paged rows and every list output.
  let list: ItemsViewModel<GameListItem, PageNumberPaging, Void>
  /// The rows split into sections.
  let sections: ItemSections<GameSection, GameListItem>

  /// Creates the view model over a store of rows.
  init(store: PageStore<GameListItem, PageNumberPaging.Request, Void>, pageSize: Int = GameListViewModel.pageSize) {
    list = ItemsViewModel(
      store: store,
      strategy: .pageNumber(pageSize: pageSize),
      parameters: (),
      options: ItemsViewModelOptions(emptyMessage: "No games released yet"),
      title: { _ in "New releases" }
    )
    sections = list.sections(.grouped(by: GameSection.init(of:)))
  }
}
