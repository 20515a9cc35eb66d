// SPDX-License-Identifier: MIT

public import Foundation

/// A scrolling view whose content offset a ``SectionedDataSource`` keeps the visible row in place
/// with, in UIKit's terms: `UITableView` and `UICollectionView` conform in the UIKit product.
///
/// Offsets and frames are vertical, in the view's content coordinates.
///
/// > Important: Conforming types are used on the main actor only, as UIKit views are.
@MainActor
public protocol AnchorScrollable: AnyObject {
  /// The content coordinate at the viewport's top (`contentOffset.y`).
  var anchorContentOffset: Double { get }
  /// The smallest content offset: the top of the list (`-adjustedContentInset.top`).
  var anchorMinimumContentOffset: Double { get }
  /// The height of the viewport (`bounds.height`).
  var anchorViewportHeight: Double { get }
  /// The largest content offset, in the view's layout of the rows it has now: the content's
  /// height plus the bottom inset minus the viewport's height, and never below
  /// ``anchorMinimumContentOffset`` (`contentSize.height + adjustedContentInset.bottom -
  /// bounds.height` after a layout pass). The data source never moves the content past it.
  /// Default: `.infinity` (the view does not tell).
  var anchorMaximumContentOffset: Double { get }

  /// The rows on screen, with the top and height of each in content coordinates, in the view's
  /// layout of the rows it has now (after the batch update just issued, that batch laid out).
  ///
  /// The data source takes the heights of rows on screen from it after a batch update: a row
  /// reconfigured in place is resized by the view without a new "will display".
  ///
  /// - Returns: The visible rows, in any order.
  func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)]

  /// The top of a row in the view's own layout of the rows it has now (the batch update just
  /// issued laid out), in content coordinates, or `nil` when the view cannot tell.
  ///
  /// The data source places the anchored row by it: the view's estimates for rows it has not
  /// shown yet (above the screen) may differ from ``SectionedDataSource/heights``, and the row
  /// stays put only if the offset follows the view's layout. With `nil` the data source uses its
  /// own computation. Default: `nil`.
  ///
  /// - Parameter indexPath: A `[section, row]` index path of the new snapshot.
  /// - Returns: The row's top, or `nil`.
  func anchorRowTop(at indexPath: IndexPath) -> Double?

  /// Moves the content to an offset at once, without animation, after the batch update that
  /// changed the rows was issued and before the screen is drawn again.
  ///
  /// - Parameter offset: The new content offset.
  func setAnchorContentOffset(_ offset: Double)

  /// Runs `updates` (a batch update) without animation.
  ///
  /// The data source issues a batch this way when keeping the anchored row in place moves the
  /// content: animated, the rows on screen would slide in from where the old offset put them.
  /// Default: runs `updates` as it is.
  ///
  /// - Parameter updates: The batch update.
  func anchorWithoutAnimation(_ updates: () -> Void)
}

extension AnchorScrollable {
  /// `.infinity`: the view does not tell where its content ends.
  public var anchorMaximumContentOffset: Double { .infinity }

  /// `nil`: the view does not report its layout, and the data source's computation places the
  /// anchored row.
  ///
  /// - Parameter indexPath: A row of the new snapshot.
  /// - Returns: `nil`.
  public func anchorRowTop(at indexPath: IndexPath) -> Double? { nil }

  /// Runs `updates` as it is: the view has no animations to turn off.
  ///
  /// - Parameter updates: The batch update.
  public func anchorWithoutAnimation(_ updates: () -> Void) { updates() }
}
