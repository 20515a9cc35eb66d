// SPDX-License-Identifier: MIT

public import ListSections

/// How an ``ItemsViewModel`` splits its items into sections: date headers and other section models
/// are **derived** from the loaded items, never kept in sync by hand.
///
/// A builder is a thin layer over ListSections' splitter, the one algorithm that turns a flat list
/// into sections (`splitIntoSections(by:)`): it only says what each item is. Every item is a row,
/// except the header items of ``split(by:)``, and rows keep the items' order, so a row path maps
/// back to the item it shows (``ItemSections/itemIndex(of:)``). When a page is appended, only its
/// items are split: they extend the last section or start new ones, in O(page) whatever the list's
/// length, with a changeset of inserts.
///
/// ```swift
/// // The API sends rows; headers are derived: consecutive games of one day share a section.
/// let byDay = SectionBuilder<Game, DayHeader, Game>.grouped { DayHeader(day: $0.releaseDay) }
///
/// // The API sends header elements and rows in one list: split it as splitIntoSections(by:) does.
/// let feed = SectionBuilder<FeedElement, SectionHeader<DayHeader>, Game>.split { element in
///   switch element {
///   case .day(let day): .header(DayHeader(day: day))
///   case .game(let game): .row(game)
///   }
/// }
/// ```
///
/// The closures run on the main actor each time the items change, and may run twice per item (the
/// splitter reads the items twice), so they must be pure.
public struct SectionBuilder<
  Item: Sendable,
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
>: Sendable {
  /// Splits items that follow the section whose model is given (`nil`: the start of the list).
  @usableFromInline let split: @Sendable (ArraySlice<Item>, _ last: Header?) -> SplitSections<Header, Row>

  /// Creates a builder from its split function.
  @usableFromInline
  init(split: @escaping @Sendable (ArraySlice<Item>, _ last: Header?) -> SplitSections<Header, Row>) {
    self.split = split
  }

  // The factories are `@inlinable` so that the split function they make is specialised for the
  // caller's item and header types: made in this module, it runs unspecialised generic code
  // per item, which makes every appended page measurably slower (Benchmarks/README.md,
  // "`sections` and `viewmodels`: one splitter").

  /// One section with this header holding every item.
  ///
  /// - Parameter header: The section's model.
  /// - Returns: The builder.
  /// - Complexity: O(*p*) per appended page.
  @inlinable
  public static func single(_ header: Header) -> SectionBuilder where Row == Item {
    grouped { _ in header }
  }

  /// Groups consecutive items whose headers have the same id into one section with that header.
  ///
  /// The header of a section is the one made from its first item. Every item is a row, so there
  /// is never a header-less first section: the first item starts one.
  ///
  /// - Parameter header: Makes the header of an item's section.
  /// - Returns: The builder.
  /// - Complexity: O(*p*) per appended page of *p* items; O(*n*) when the list is replaced.
  @inlinable
  public static func grouped(by header: @escaping @Sendable (Item) -> Header) -> SectionBuilder where Row == Item {
    SectionBuilder { items, last in
      items.splitSections(after: last, leading: nil) { item, current in
        let model = header(item)
        guard let current, current.id == model.id else { return .sectionWithRow(model, item) }
        return .row(item)
      }
    }
  }

  /// Splits items that are headers or rows, by the rules of `splitIntoSections(by:)`: a header item
  /// starts a section with that visible header and is not a row, an empty-header item starts one
  /// with no visible header, and rows before the first header form a first section with model
  /// `SectionHeader.none`.
  ///
  /// A row path maps to the item it shows, header items skipped: in `[.day("Mon"), .game(a),
  /// .game(b)]`, row 1 of section 0 is item 2. A page whose first items are rows extends the last
  /// section.
  ///
  /// - Parameter classify: Returns the role of an item; called twice per item, so it must be pure.
  /// - Returns: The builder.
  /// - Complexity: O(*p*) per appended page of *p* items; O(*n*) when the list is replaced.
  @inlinable
  public static func split<Model>(
    by classify: @escaping @Sendable (Item) -> SplitRole<Model, Row>
  ) -> SectionBuilder where Header == SectionHeader<Model> {
    SectionBuilder { items, last in
      items.splitSections(after: last, leading: last == nil ? SectionHeader<Model>.none : nil) { item, _ in
        classify(item).step
      }
    }
  }
}
