// SPDX-License-Identifier: MIT

/// The model of a section produced by the splitter: its header, visible or not.
///
/// ``Swift/Collection/splitIntoSections(by:)`` returns ``SnapshotSection``s whose
/// ``SnapshotSection/model`` is a `SectionHeader`. A section either has a visible header model, or it has none; ``none`` and ``empty`` both
/// render without a header view, but say why: ``none`` is the section of rows that came before the
/// first header, ``empty`` was started by an ``EmptyHeader`` placeholder.
public enum SectionHeader<Header> {
  /// The section holds the rows before the first header of the list.
  case none
  /// The section was started by an ``EmptyHeader`` placeholder: no visible header.
  case empty
  /// The section was started by a header model, shown as its header.
  case visible(Header)

  /// The visible header model, or `nil` when the section shows no header.
  public var model: Header? {
    if case .visible(let header) = self { return header }
    return nil
  }

  /// Whether the section shows a header view.
  public var isVisible: Bool {
    if case .visible = self { return true }
    return false
  }
}

extension SectionHeader: Sendable where Header: Sendable {}
extension SectionHeader: Equatable where Header: Equatable {}
extension SectionHeader: Hashable where Header: Hashable {}

extension SectionHeader: Identifiable where Header: Identifiable {
  /// The header's identity: ``none`` and ``empty`` are one section each, a visible header is
  /// identified by its model's id.
  ///
  /// So a `SectionHeader` of an identifiable model can be the section model of a
  /// `SectionedSnapshot` (or of an `ItemsViewModel` section builder), mixing header-less
  /// sections with visible ones:
  ///
  /// ```swift
  /// struct Day: Identifiable, Equatable, Sendable { let id: String }
  /// let header: (Game) -> SectionHeader<Day> = { $0.isBanner ? .empty : .visible(Day(id: $0.releaseDay)) }
  /// // .empty.id == .empty, .visible(Day(id: "2026-11-21")).id == .visible("2026-11-21")
  /// ```
  public var id: SectionHeader<Header.ID> {
    switch self {
    case .none: .none
    case .empty: .empty
    case .visible(let header): .visible(header.id)
    }
  }
}
