// SPDX-License-Identifier: MIT

/// The heights a list lays out with: one per section header and one per row, looked up by id.
///
/// ``ScrollAnchor`` reads heights through this protocol, once for the layout before an update and
/// once for the layout after it, so the heights may come from any store: ``MeasuredHeights`` (an
/// estimate, overridden by what was measured), a fixed row height, or a test's model.
///
/// A section without a visible header (a header-less first section, an ``EmptyHeader``) has a
/// header height of 0.
public protocol ListHeights {
  /// The type of section ids.
  associatedtype SectionID: Hashable
  /// The type of row ids.
  associatedtype RowID: Hashable

  /// The height of the header of the section with this id.
  ///
  /// - Parameter id: A section id.
  /// - Returns: The header's height, in points; 0 for no header.
  func headerHeight(_ id: SectionID) -> Double

  /// The height of the row with this id.
  ///
  /// - Parameter id: A row id.
  /// - Returns: The row's height, in points.
  func rowHeight(_ id: RowID) -> Double
}

/// Row and header heights keyed by id: an estimate for every item, replaced by a measured height
/// where one is known.
///
/// Keyed by id rather than by position, so a prepend or a dropped page changes only the entries of
/// the rows it adds or removes: nothing is renumbered and no running total has to be rebuilt.
///
/// ```swift
/// var heights = MeasuredHeights<Day.ID, Game.ID>(estimatedRowHeight: 44, estimatedHeaderHeight: 28)
/// heights.setRowHeight(60, for: zelda.id)  // measured as its cell appeared
/// heights.rowHeight(zelda.id)  // 60
/// heights.rowHeight(doom.id)   // 44, the estimate
/// ```
///
/// A value type, `Sendable` when its ids are.
public struct MeasuredHeights<SectionID: Hashable, RowID: Hashable>: ListHeights {
  /// The height of a row whose height was not measured.
  public var estimatedRowHeight: Double
  /// The height of a header whose height was not measured.
  public var estimatedHeaderHeight: Double
  /// Measured row heights, by row id.
  public private(set) var measuredRows: [RowID: Double]
  /// Measured header heights, by section id.
  public private(set) var measuredHeaders: [SectionID: Double]

  /// Creates a store with estimates and nothing measured.
  ///
  /// - Parameters:
  ///   - estimatedRowHeight: The height of a row not measured yet.
  ///   - estimatedHeaderHeight: The height of a header not measured yet.
  public init(estimatedRowHeight: Double, estimatedHeaderHeight: Double) {
    self.estimatedRowHeight = estimatedRowHeight
    self.estimatedHeaderHeight = estimatedHeaderHeight
    measuredRows = [:]
    measuredHeaders = [:]
  }

  /// The measured height of a header, or the estimate.
  ///
  /// - Parameter id: A section id.
  /// - Returns: The height.
  /// - Complexity: O(1) expected.
  public func headerHeight(_ id: SectionID) -> Double { measuredHeaders[id] ?? estimatedHeaderHeight }

  /// The measured height of a row, or the estimate.
  ///
  /// - Parameter id: A row id.
  /// - Returns: The height.
  /// - Complexity: O(1) expected.
  public func rowHeight(_ id: RowID) -> Double { measuredRows[id] ?? estimatedRowHeight }

  /// Records a row's measured height.
  ///
  /// - Parameters:
  ///   - height: The measured height.
  ///   - id: The row's id.
  /// - Returns: The height the row had before (measured or estimated).
  /// - Complexity: O(1) expected.
  @discardableResult
  public mutating func setRowHeight(_ height: Double, for id: RowID) -> Double {
    measuredRows.updateValue(height, forKey: id) ?? estimatedRowHeight
  }

  /// Records a header's measured height.
  ///
  /// - Parameters:
  ///   - height: The measured height.
  ///   - id: The section's id.
  /// - Returns: The height the header had before (measured or estimated).
  /// - Complexity: O(1) expected.
  @discardableResult
  public mutating func setHeaderHeight(_ height: Double, for id: SectionID) -> Double {
    measuredHeaders.updateValue(height, forKey: id) ?? estimatedHeaderHeight
  }

  /// Forgets the measured heights of rows that are no longer shown (a dropped page), so the store
  /// stays as small as the list.
  ///
  /// - Parameter ids: The ids of the removed rows.
  /// - Complexity: O(*k*) for *k* ids.
  public mutating func removeRowHeights(for ids: some Sequence<RowID>) {
    for id in ids { measuredRows[id] = nil }
  }
}

extension MeasuredHeights: Sendable where SectionID: Sendable, RowID: Sendable {}
extension MeasuredHeights: Equatable {}
