// SPDX-License-Identifier: MIT

public import ListSections
import ReactiveCore

extension ItemsViewModel {
  /// The sections built from the items by `builder`, the changeset of every update, and the map
  /// from their row paths back to the items (``ItemSections/itemIndex(of:)``).
  ///
  /// Each call makes a pipeline of its own, which follows the items from this call until the last
  /// subscription to its ``ItemSections/sections`` or ``ItemSections/changes`` is disposed:
  /// disposing the binding ends it, and nothing of it stays in the view model (see
  /// ``ItemSections``). Two calls never share anything, so a second binding cannot change what the
  /// first one's row paths mean.
  ///
  /// - Parameter builder: Builds the sections.
  /// - Returns: The sections and changes.
  /// - Complexity: O(*p*) per appended page of *p* items (its items are split onto the sections
  ///   shown); other updates split all items again and diff the sections.
  public func sections<Header, Row>(_ builder: SectionBuilder<Item, Header, Row>) -> ItemSections<Header, Row> {
    let state = self.state
    let pipeline = SectionsPipeline(builder: builder, items: state.items, revision: state.itemsRevision)
    let sections = ItemSections(pipeline, scheduler: driver.scheduler)
    // Lives while its bindings run, or while nobody subscribed and the value is held.
    driver.observe { [weak handle = sections.handle] state in
      // Most events (an item appearing) change no item: they cost one comparison.
      guard state.itemsRevision != pipeline.revision else { return true }
      guard !pipeline.hasEnded, handle != nil || pipeline.isObserved else { return false }
      pipeline.update(state.items, revision: state.itemsRevision, change: state.itemsChange)
      return true
    }
    return sections
  }

  /// Tells the view model the row at `path` of `sections` appeared; near the end it loads more,
  /// as ``itemAppeared(at:)-(Int)`` does.
  ///
  /// The path is mapped to the item it shows through `sections` (``ItemSections/itemIndex(of:)``).
  /// Under a memory cap the sections hold the items on screen only, and the path's item is
  /// reported at its position (``ListState/placeholdersBefore`` added).
  ///
  /// - Parameters:
  ///   - path: The row's path; a path with no row is ignored.
  ///   - sections: The sections the path is a path of (made by this view model).
  /// - Complexity: O(1).
  public func itemAppeared<Header, Row>(at path: RowPath, in sections: ItemSections<Header, Row>) {
    if let index = sections.itemIndex(of: path) { itemAppeared(at: state.placeholdersBefore + index) }
  }

  /// Tells the view model the user selected the row at `path` of `sections`: emits
  /// ``ItemRoute/detail(_:)`` with the item it shows (mapped as in ``itemAppeared(at:in:)``).
  ///
  /// - Parameters:
  ///   - path: The row's path; a path with no row is ignored.
  ///   - sections: The sections the path is a path of (made by this view model).
  /// - Complexity: O(1).
  public func itemSelected<Header, Row>(at path: RowPath, in sections: ItemSections<Header, Row>) {
    if let index = sections.itemIndex(of: path) { itemSelected(at: state.placeholdersBefore + index) }
  }

  /// Unavailable: a row path means something only in the sections that showed it.
  ///
  /// - Parameter path: A row path.
  @available(*, unavailable, message: "map the path through the sections that showed it: itemAppeared(at:in:)")
  public func itemAppeared(at path: RowPath) {
    preconditionFailure("ItemsViewModel.itemAppeared(at: RowPath) is unavailable: use itemAppeared(at:in:)")
  }

  /// Unavailable: a row path means something only in the sections that showed it.
  ///
  /// - Parameter path: A row path.
  @available(*, unavailable, message: "map the path through the sections that showed it: itemSelected(at:in:)")
  public func itemSelected(at path: RowPath) {
    preconditionFailure("ItemsViewModel.itemSelected(at: RowPath) is unavailable: use itemSelected(at:in:)")
  }

  /// Unavailable: a row path means something only in the sections that showed it.
  ///
  /// - Parameter path: A row path.
  /// - Returns: Nothing; it traps.
  @available(*, unavailable, message: "map the path through the sections that showed it: ItemSections.itemIndex(of:)")
  public func itemIndex(of path: RowPath) -> Int? {
    preconditionFailure("ItemsViewModel.itemIndex(of:) is unavailable: use ItemSections.itemIndex(of:)")
  }
}
