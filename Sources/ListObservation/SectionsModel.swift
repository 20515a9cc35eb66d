// SPDX-License-Identifier: MIT

public import ListSections
import ListViewModels
public import Observation
import ReactiveCore

/// The sections of a ``ListModel``, as an `@Observable` model: ``snapshot`` follows the items.
///
/// ```swift
/// let days = model.sections(.grouped { Day(id: $0.day) })
/// List(days.snapshot.sections) { section in
///   Section(section.model.title) { ForEach(section.rows) { GameRow(game: $0) } }
/// }
/// ```
///
/// It follows the list model's state directly, after each event, for as long as it lives; an
/// update that changes nothing in the sections does not set ``snapshot``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class SectionsModel<
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
> {
  /// The sections on screen.
  public private(set) var snapshot: SectionedSnapshot<Header, Row>
  /// The id of the row to keep in place, for a `ScrollView`'s `scrollPosition(id:)`: bind it
  /// (`.scrollPosition(id: $days.anchorID)`) and the scroll view writes the row the user scrolled
  /// to, while every update of ``snapshot`` moves it by ListSections' `ScrollAnchor.keptID` rules:
  /// a row that stays keeps it, a deleted row hands it to the nearest row before it still shown,
  /// and at the top (the first row held) it goes to the new first row, so new rows show, unless
  /// ``anchorTopBehavior`` is `.keepsAnchoredRow`.
  public var anchorID: Row.ID?
  /// What ``anchorID`` does when it holds the first row and rows are inserted above it. Default
  /// `.revealsInsertedRows`; `.keepsAnchoredRow` for "pull to see new".
  public var anchorTopBehavior = AnchorOptions.TopBehavior.revealsInsertedRows
  /// Maps a row path of ``snapshot`` to the index of the item it shows.
  @ObservationIgnored private let rowIndex: @MainActor (RowPath) -> Int?

  /// Follows the state of `driver`, splitting its items with `builder`.
  init<Item, Strategy, Parameters>(
    _ builder: SectionBuilder<Item, Header, Row>,
    driver: ListDriver<Item, Strategy, Parameters>
  ) {
    let state = driver.state
    let pipeline = SectionsPipeline(builder: builder, items: state.items, revision: state.itemsRevision)
    snapshot = pipeline.sectionsRelay.value
    rowIndex = { pipeline.itemIndex(of: $0) }
    driver.observe(self) { model, state in
      if pipeline.update(state.items, revision: state.itemsRevision, change: state.itemsChange) {
        let new = pipeline.sectionsRelay.value
        if model.anchorID != nil {
          model.anchorID = ScrollAnchor.keptID(
            model.anchorID,
            oldIDs: model.snapshot.sections.lazy.flatMap(\.rows).map(\.id),
            newIDs: new.sections.lazy.flatMap(\.rows).map(\.id),
            atTop: model.anchorTopBehavior
          )
        }
        model.snapshot = new
      }
      return true
    }
  }

  /// The index in ``ListModel/items`` of the item shown at `path` of ``snapshot``, or `nil` when no
  /// row is there.
  ///
  /// - Parameter path: A row path of ``snapshot``.
  /// - Returns: The item's index, or `nil`.
  /// - Complexity: O(1).
  public func itemIndex(of path: RowPath) -> Int? {
    rowIndex(path)
  }
}
