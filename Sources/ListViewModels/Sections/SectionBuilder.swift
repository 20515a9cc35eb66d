// SPDX-License-Identifier: MIT

public import ListSections

/// Builds the sections of a list from its items: date headers, banners, ads are **derived** from
/// the loaded items, never kept in sync by hand.
///
/// ```swift
/// // Consecutive items with the same day share a section; appends cost O(page).
/// let byDay = SectionBuilder<Game, DayHeader, Game>.grouped { DayHeader(day: $0.releaseDay) }
///
/// // Anything else: rebuild from all items (O(n) per change, and the changeset is a full diff).
/// let withAds = SectionBuilder<Post, Feed, FeedRow> { posts in
///   [SnapshotSection(Feed.main, rows: posts.enumerated().flatMap { index, post in
///     index % 10 == 9 ? [.post(post), .ad(index)] : [.post(post)]
///   })]
/// }
/// ```
public struct SectionBuilder<
  Item: Sendable,
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
>: Sendable {
  /// Builds every section from all items.
  let build: @Sendable ([Item]) -> [SnapshotSection<Header, Row>]
  /// Appends items to sections built before, touching only the last section and new ones.
  let append: (@Sendable (inout SectionedSnapshot<Header, Row>, ArraySlice<Item>) -> Void)?

  /// Creates a builder that rebuilds every section from all items on each change.
  ///
  /// - Parameter build: Builds the sections from all items; must be pure.
  /// - Complexity: O(*n*) per change, plus an O(*n*) diff.
  public init(_ build: @escaping @Sendable ([Item]) -> [SnapshotSection<Header, Row>]) {
    self.build = build
    self.append = nil
  }

  private init(
    build: @escaping @Sendable ([Item]) -> [SnapshotSection<Header, Row>],
    append: @escaping @Sendable (inout SectionedSnapshot<Header, Row>, ArraySlice<Item>) -> Void
  ) {
    self.build = build
    self.append = append
  }

  /// One section with this header holding every item.
  ///
  /// - Parameter header: The section's model.
  /// - Returns: The builder.
  /// - Complexity: O(*p*) per appended page.
  public static func single(_ header: Header) -> SectionBuilder where Row == Item {
    grouped { _ in header }
  }

  /// Groups consecutive items whose headers have the same id into one section with that header.
  ///
  /// The header of a section is the one made from its first item.
  ///
  /// - Parameter header: Makes the header of an item's section.
  /// - Returns: The builder.
  /// - Complexity: O(*p*) per appended page of *p* items; O(*n*) when the list is replaced.
  public static func grouped(by header: @escaping @Sendable (Item) -> Header) -> SectionBuilder where Row == Item {
    let append: @Sendable (inout SectionedSnapshot<Header, Row>, ArraySlice<Item>) -> Void = { snapshot, items in
      var currentID = snapshot.sections.last?.model.id
      var pendingHeader: Header?
      var pendingRows: [Item] = []
      func flush(_ snapshot: inout SectionedSnapshot<Header, Row>) {
        if let model = pendingHeader {
          snapshot.appendSection(model, rows: pendingRows)
        } else if !pendingRows.isEmpty {
          snapshot.appendRows(pendingRows, toSection: snapshot.sectionCount - 1)
        }
        pendingHeader = nil
        pendingRows = []
      }
      for item in items {
        let model = header(item)
        if model.id != currentID {
          flush(&snapshot)
          pendingHeader = model
          currentID = model.id
        }
        pendingRows.append(item)
      }
      flush(&snapshot)
    }
    return SectionBuilder(
      build: { items in
        var snapshot = SectionedSnapshot<Header, Row>()
        append(&snapshot, items[...])
        return snapshot.sections
      },
      append: append
    )
  }
}
