// SPDX-License-Identifier: MIT

public import ListSections
public import ReactiveCore

extension SectionedDataSource where SectionModel: Sendable, RowModel: Sendable {
  /// Puts the row a restored view model was being read at on its line: once this data source shows
  /// a snapshot of `sections` holding the row of ``ItemsViewModel/restoredAnchor``, it scrolls the
  /// view so that row is the anchor's distance below the viewport's top
  /// (ListSections' `scrollRow(withID:toDistanceFromTop:)`), once, before the first frame
  /// when the sections deliver inline (on the main queue). Without a restored anchor it does
  /// nothing.
  ///
  /// The UIKit data sources' `bind(to:sections:)` calls it after binding; a data source bound with
  /// ``bind(_:of:)`` to a view of your own calls it the same way:
  ///
  /// ```swift
  /// let days = viewModel.sections(.grouped { DayHeader(day: $0.day) })
  /// dataSource.bind(days, of: viewModel).disposed(by: bag)
  /// dataSource.restoreReadingPosition(of: viewModel, in: days).disposed(by: bag)
  /// ```
  ///
  /// - Parameters:
  ///   - viewModel: The view model, restored from its store's archive or not.
  ///   - sections: The sections this data source is bound to.
  /// - Returns: What ends the wait; it ends by itself once the row is placed, or when a snapshot
  ///   is shown after the view model no longer has a restored anchor (a reset).
  /// - Complexity: O(*n*) for *n* rows, once per snapshot shown until the row is placed.
  public func restoreReadingPosition<Item, Strategy, Parameters>(
    of viewModel: ItemsViewModel<Item, Strategy, Parameters>,
    in sections: ItemSections<SectionModel, RowModel>
  ) -> any Disposable {
    guard viewModel.restoredAnchor != nil else { return Disposables.create() }
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      sections.updates.drive(onNext: { [weak self, weak viewModel] update in
        guard let self, !subscription.isDisposed else { return }
        guard let viewModel, let anchor = viewModel.restoredAnchor else { return subscription.dispose() }
        // Only once the binding shows this update (it subscribed first).
        guard self.shownRevision == update.revision,
          let id = self.rowID(showing: anchor.id, of: viewModel, in: sections)
        else { return }
        self.scrollRow(withID: id, toDistanceFromTop: anchor.offset)
        subscription.dispose()
      })
    )
    return subscription
  }

  /// The id of the row showing the item with `itemID`, in the snapshot shown.
  private func rowID<Item, Strategy, Parameters>(
    showing itemID: Item.ID,
    of viewModel: ItemsViewModel<Item, Strategy, Parameters>,
    in sections: ItemSections<SectionModel, RowModel>
  ) -> RowModel.ID? {
    let items = viewModel.currentItems
    for (section, content) in snapshot.sections.enumerated() {
      for (row, model) in content.rows.enumerated() {
        if let index = sections.itemIndex(of: RowPath(section: section, row: row)), items.indices.contains(index),
          items[index].id == itemID
        {
          return model.id
        }
      }
    }
    return nil
  }
}
