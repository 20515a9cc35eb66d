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

  /// The rows on screen, with the top and height of each in content coordinates.
  ///
  /// - Returns: The visible rows, in any order.
  func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)]

  /// Moves the content to an offset at once, without animation, after the batch update that
  /// changed the rows was issued and before the screen is drawn again.
  ///
  /// - Parameter offset: The new content offset.
  func setAnchorContentOffset(_ offset: Double)
}
