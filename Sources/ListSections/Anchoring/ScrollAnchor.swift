// SPDX-License-Identifier: MIT

/// The row a list keeps in place while its content changes, and where it sits on screen.
///
/// A list screen picks an anchor before it applies an update (the first fully visible row, see
/// ``firstFullyVisible(_:contentOffset:viewportHeight:)``, or the row the user last touched) and
/// asks for the content offset that keeps that row at the same distance from the viewport's top
/// once the update is applied
/// (``position(after:from:to:heightsBefore:heightsAfter:contentOffset:options:)``). Rows inserted,
/// deleted or resized above it then move the content, not the row the person is reading.
///
/// Offsets are in the list's content coordinates, in points: a row's top is the sum of the
/// heights of every header and row above it, and `contentOffset` is the content coordinate at the
/// viewport's top.
///
/// ```swift
/// let anchor = ScrollAnchor.firstFullyVisible(visibleRows, contentOffset: 300, viewportHeight: 600)!
/// // 20 newer posts of 80 points each arrive on top
/// let kept = anchor.position(
///   after: new.changeset(from: old), from: old, to: new,
///   heightsBefore: heights, heightsAfter: heights, contentOffset: 300)
/// // kept.contentOffset == 1900: the post read before stays on the same screen line
/// ```
///
/// A `Sendable` value when its row id is.
public struct ScrollAnchor<RowID: Hashable>: Hashable {
  /// The id of the anchored row.
  public var rowID: RowID
  /// The anchored row's position in the snapshot shown.
  public var path: RowPath
  /// The anchored row's top minus the content offset: where the row sits below the viewport's top
  /// (negative when its top is above the viewport).
  public var distanceFromTop: Double

  /// Creates an anchor.
  ///
  /// - Parameters:
  ///   - rowID: The row's id.
  ///   - path: Its position in the snapshot shown.
  ///   - distanceFromTop: Its top minus the content offset.
  public init(rowID: RowID, path: RowPath, distanceFromTop: Double) {
    self.rowID = rowID
    self.path = path
    self.distanceFromTop = distanceFromTop
  }

  /// Creates an anchor on a row on screen (the row the user last touched, for instance).
  ///
  /// - Parameters:
  ///   - row: The row, with its frame in content coordinates.
  ///   - contentOffset: The content coordinate at the viewport's top.
  public init(_ row: VisibleRow<RowID>, contentOffset: Double) {
    self.init(rowID: row.id, path: row.path, distanceFromTop: row.top - contentOffset)
  }

  /// The anchor a reader expects: the first row that is fully inside the viewport, or, when none
  /// is (a row taller than the screen), the first row that shows at all.
  ///
  /// - Parameters:
  ///   - rows: The rows on screen (any order), with their frames in content coordinates.
  ///   - contentOffset: The content coordinate at the viewport's top.
  ///   - viewportHeight: The viewport's height.
  /// - Returns: The anchor, or `nil` when no row shows.
  /// - Complexity: O(*v*) for *v* rows given.
  public static func firstFullyVisible(
    _ rows: some Sequence<VisibleRow<RowID>>,
    contentOffset: Double,
    viewportHeight: Double
  ) -> Self? {
    let bottom = contentOffset + viewportHeight
    var fully: VisibleRow<RowID>?
    var partly: VisibleRow<RowID>?
    for row in rows where row.top < bottom && row.top + row.height > contentOffset {
      if row.top >= contentOffset && row.top + row.height <= bottom {
        if fully.map({ row.path < $0.path }) ?? true { fully = row }
      } else if partly.map({ row.path < $0.path }) ?? true {
        partly = row
      }
    }
    return (fully ?? partly).map { Self($0, contentOffset: contentOffset) }
  }

  /// How far the content offset moves when a row's height changes outside an update (its cell
  /// was measured, or resized itself), to keep this anchor in place.
  ///
  /// Only a row above the anchor moves it.
  ///
  /// - Parameters:
  ///   - path: The resized row, in the snapshot shown.
  ///   - oldHeight: Its height before.
  ///   - newHeight: Its height now.
  /// - Returns: The amount to add to the content offset: `newHeight - oldHeight` for a row above
  ///   the anchor, 0 otherwise.
  /// - Complexity: O(1).
  public func offsetAdjustment(forRowAt path: RowPath, from oldHeight: Double, to newHeight: Double) -> Double {
    path < self.path ? newHeight - oldHeight : 0
  }

  /// How far the content offset moves when a section header's height changes outside an update.
  ///
  /// The anchored row's own section header is above it, so it counts.
  ///
  /// - Parameters:
  ///   - section: The section whose header was resized, in the snapshot shown.
  ///   - oldHeight: Its height before.
  ///   - newHeight: Its height now.
  /// - Returns: The amount to add to the content offset.
  /// - Complexity: O(1).
  public func offsetAdjustment(forHeaderOf section: Int, from oldHeight: Double, to newHeight: Double) -> Double {
    section <= path.section ? newHeight - oldHeight : 0
  }
}

extension ScrollAnchor: Sendable where RowID: Sendable {}

/// A row on screen and its frame, in content coordinates: what a list view reports for the rows
/// it shows.
public struct VisibleRow<RowID: Hashable>: Hashable {
  /// The row's id.
  public var id: RowID
  /// The row's position in the snapshot shown.
  public var path: RowPath
  /// The content coordinate of the row's top.
  public var top: Double
  /// The row's height.
  public var height: Double

  /// Creates a visible row.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - path: Its position.
  ///   - top: The content coordinate of its top.
  ///   - height: Its height.
  public init(id: RowID, path: RowPath, top: Double, height: Double) {
    self.id = id
    self.path = path
    self.top = top
    self.height = height
  }
}

extension VisibleRow: Sendable where RowID: Sendable {}

/// What ``ScrollAnchor/position(after:from:to:heightsBefore:heightsAfter:contentOffset:options:)``
/// does at the top of the list and where the offset may go.
public struct AnchorOptions: Hashable, Sendable {
  /// What happens when rows are inserted above the anchor while the user is at the top.
  public enum TopBehavior: Hashable, Sendable {
    /// The list stays at its top, so the new rows show (a feed where the newest is what the user
    /// came for). The default.
    case revealsInsertedRows
    /// The anchored row stays in place as anywhere else; the new rows wait above the viewport
    /// ("pull to see new", usually with an "N new posts" button that scrolls up).
    case keepsAnchoredRow
  }

  /// What happens at the top of the list. Default: ``TopBehavior/revealsInsertedRows``.
  public var atTop: TopBehavior
  /// The smallest content offset: the list's top (0, or minus the top content inset). An offset
  /// at or above `minimumContentOffset + topTolerance` counts as "at the top".
  public var minimumContentOffset: Double
  /// How close to the top counts as at the top. Default 0.
  public var topTolerance: Double

  /// Creates options.
  ///
  /// - Parameters:
  ///   - atTop: What happens at the top of the list.
  ///   - minimumContentOffset: The smallest content offset.
  ///   - topTolerance: How close to the top counts as at the top.
  public init(atTop: TopBehavior = .revealsInsertedRows, minimumContentOffset: Double = 0, topTolerance: Double = 0) {
    self.atTop = atTop
    self.minimumContentOffset = minimumContentOffset
    self.topTolerance = topTolerance
  }
}

/// Where a list scrolls to after an update, and which row it keeps in place.
public struct AnchoredPosition<RowID: Hashable>: Hashable {
  /// How the anchor fared.
  public enum Outcome: Hashable {
    /// The anchored row stayed; it is at the same distance from the viewport's top.
    case kept
    /// The anchored row was deleted or moved away; the nearest staying row before it (or, when
    /// there is none, after it) took its place and keeps its own distance from the viewport's top.
    case replaced(RowID)
    /// The user was at the top and ``AnchorOptions/TopBehavior/revealsInsertedRows`` applies:
    /// the offset is unchanged, so rows inserted at the top show.
    case revealedTop
    /// No row stayed (or the anchor did not match the old snapshot): the list goes to its top.
    case lost
  }

  /// The content offset to show the new snapshot at.
  public var contentOffset: Double
  /// The anchor in the new snapshot (its new path and distance), or `nil` for
  /// ``Outcome/revealedTop`` and ``Outcome/lost``: choose one from the rows on screen then.
  public var anchor: ScrollAnchor<RowID>?
  /// How the anchor fared.
  public var outcome: Outcome
  /// Whether the offset that keeps the anchor in place was above the list's top and was raised
  /// to ``AnchorOptions/minimumContentOffset`` (the anchor then sits lower by the difference).
  public var isClamped: Bool

  /// Creates a position.
  ///
  /// - Parameters:
  ///   - contentOffset: The content offset.
  ///   - anchor: The anchor in the new snapshot.
  ///   - outcome: How the anchor fared.
  ///   - isClamped: Whether the offset was raised to the minimum.
  public init(contentOffset: Double, anchor: ScrollAnchor<RowID>?, outcome: Outcome, isClamped: Bool = false) {
    self.contentOffset = contentOffset
    self.anchor = anchor
    self.outcome = outcome
    self.isClamped = isClamped
  }
}

extension AnchoredPosition.Outcome: Sendable where RowID: Sendable {}
extension AnchoredPosition: Sendable where RowID: Sendable {}
