// SPDX-License-Identifier: MIT

public import ListSections
import ReactiveCore

extension ItemsViewModel {
  /// The sections built from the items by `builder`, and the changeset of every update.
  ///
  /// Each call builds its own pipeline, kept as long as the view model; call it once per screen.
  /// ``itemSelected(at:)-(RowPath)`` and ``itemAppeared(at:)-(RowPath)`` map row paths through the
  /// sections of the last pipeline made.
  ///
  /// - Parameter builder: Builds the sections.
  /// - Returns: The sections and changes.
  /// - Complexity: O(*p*) per appended page of *p* items (its items are split onto the sections
  ///   shown); other updates split all items again and diff the sections.
  public func sections<Header, Row>(_ builder: SectionBuilder<Item, Header, Row>) -> ItemSections<Header, Row> {
    let state = self.state
    let pipeline = SectionsPipeline(builder: builder, items: state.items, revision: state.itemsRevision)
    sectionsObservers.append { state in
      pipeline.update(state.items, revision: state.itemsRevision, change: state.itemsChange)
    }
    rowIndex = { pipeline.itemIndex(of: $0) }
    return SharingScheduler.withScheduler(scheduler) {
      ItemSections(sections: pipeline.sectionsRelay.asDriver(), changes: pipeline.changesRelay.asSignal())
    }
  }

  /// Tells the view model the row at `path` appeared; near the end it loads more, as
  /// ``itemAppeared(at:)-(Int)`` does.
  ///
  /// The path is mapped to the item it shows through the sections of the last ``sections(_:)``:
  /// every item is a row, in order, except the header items of ``SectionBuilder/split(by:)``.
  /// Without sections, row *r* of section 0 is item *r*. Under a memory cap the sections hold the
  /// items on screen only, and the path's item is reported at its position
  /// (``ListState/placeholdersBefore`` added).
  ///
  /// - Parameter path: The row's path; a path with no row is ignored.
  /// - Complexity: O(1).
  public func itemAppeared(at path: RowPath) {
    if let index = itemIndex(of: path) { itemAppeared(at: state.placeholdersBefore + index) }
  }

  /// Tells the view model the user selected the row at `path`: emits ``ItemRoute/detail(_:)``
  /// with the item it shows (mapped as in ``itemAppeared(at:)-(RowPath)``).
  ///
  /// - Parameter path: The row's path; a path with no row is ignored.
  /// - Complexity: O(1).
  public func itemSelected(at path: RowPath) {
    if let index = itemIndex(of: path) { itemSelected(at: state.placeholdersBefore + index) }
  }

  /// The index in ``currentItems`` of the item shown at `path`, or `nil` when no row is there.
  ///
  /// - Parameter path: A row path of the last ``sections(_:)``.
  /// - Returns: The item's index, or `nil`.
  public func itemIndex(of path: RowPath) -> Int? {
    if let rowIndex { return rowIndex(path) }
    return path.section == 0 && path.row >= 0 ? path.row : nil
  }
}
