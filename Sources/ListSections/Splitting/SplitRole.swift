// SPDX-License-Identifier: MIT

/// What one element of a flat list is to the splitter: a header, an empty-header placeholder or a row.
///
/// A classifier closure returns a role for every element; see
/// ``Swift/Collection/splitIntoSections(by:)``.
///
/// ```swift
/// enum Model { case date(String), game(Game) }
/// let sections = models.splitIntoSections { model -> SplitRole<String, Game> in
///   switch model {
///   case .date(let title): .header(title)
///   case .game(let game): .row(game)
///   }
/// }
/// ```
public enum SplitRole<Header, Row> {
  /// The element starts a new section whose visible header is `Header`.
  case header(Header)
  /// The element starts a new section without a visible header (an ``EmptyHeader`` placeholder).
  case emptyHeader
  /// The element is a row of the current section.
  case row(Row)
}

extension SplitRole: Sendable where Header: Sendable, Row: Sendable {}
extension SplitRole: Equatable where Header: Equatable, Row: Equatable {}

extension SplitRole {
  /// The role as a step of the splitter: a header heads a section with a visible header, an
  /// empty header heads one without, a row is a row.
  @inlinable
  package var step: SplitStep<SectionHeader<Header>, Row> {
    switch self {
    case .header(let header): .section(.visible(header))
    case .emptyHeader: .section(.empty)
    case .row(let row): .row(row)
    }
  }
}

/// What one element is to the splitter, in section models: the vocabulary its one algorithm
/// (``Swift/Collection/splitSections(after:leading:by:)``) reads.
///
/// ``SplitRole`` (a header element, a placeholder, a row) maps onto it, and so does ListViewModels'
/// `SectionBuilder.grouped(by:)`, whose items are all rows and start a section when their derived
/// header changes (``sectionWithRow(_:_:)``).
@usableFromInline
package enum SplitStep<SectionModel, Row> {
  /// The element starts a section with this model and is not a row (a header element).
  case section(SectionModel)
  /// The element starts a section with this model and is its first row.
  case sectionWithRow(SectionModel, Row)
  /// The element is a row of the section started last.
  case row(Row)
}
