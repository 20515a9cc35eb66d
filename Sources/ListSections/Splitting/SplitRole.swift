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
