// SPDX-License-Identifier: MIT

public import ListPaging
public import ListSections

/// One element of a list with gaps: a loaded item, or a gap between two of them with its load
/// state, in display order. ``ItemsViewModel/sections(withGaps:)`` splits these into rows, so a
/// screen shows a "load missing items" row for each gap (see `PagingGap`).
///
/// ```swift
/// enum TimelineRow: Identifiable, Equatable, Sendable {
///   case post(Post)
///   case gap(PagingGap<Int>, PagingLoadState)
///   var id: String {
///     switch self {
///     case .post(let post): "post-\(post.id)"
///     case .gap(let gap, _): "gap-\(gap.id)"
///     }
///   }
/// }
/// let builder = SectionBuilder<ListElement<Post>, EmptyHeader, TimelineRow>.single(EmptyHeader()) { element in
///   switch element {
///   case .item(let post): .post(post)
///   case .gap(let gap, let state): .gap(gap, state)
///   }
/// }
/// ```
public enum ListElement<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
  /// A loaded item.
  case item(Item)
  /// A gap between the items around it, and its load state (idle, loading, failed).
  case gap(PagingGap<Item.ID>, PagingLoadState)
}

extension ListElement: Equatable where Item: Equatable {}

extension SectionBuilder {
  /// Everything in one section, each element (an item or a gap) one row made by `row`: the
  /// builder of a list with gaps (``ItemsViewModel/sections(withGaps:)``).
  ///
  /// ```swift
  /// let builder = SectionBuilder<ListElement<Post>, EmptyHeader, TimelineRow>.single(EmptyHeader()) { element in
  ///   switch element {
  ///   case .item(let post): .post(post)
  ///   case .gap(let gap, let state): .gap(gap, state)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - header: The one section's model.
  ///   - row: Makes the row of an element; a gap's row should be identified by the gap's `id`,
  ///     which stays the same while the gap fills.
  /// - Returns: A builder of one section.
  @inlinable
  public static func single<Element>(
    _ header: Header,
    row: @escaping @Sendable (ListElement<Element>) -> Row
  ) -> SectionBuilder where Item == ListElement<Element> {
    SectionBuilder { elements, last in
      elements.splitSections(after: last, leading: nil) { element, current in
        guard let current, current.id == header.id else { return .sectionWithRow(header, row(element)) }
        return .row(row(element))
      }
    }
  }
}
