// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import ListSections
  public import UIKit

  // The visible row stays in place across an update: ListSections' SectionedDataSource computes
  // the offset (ScrollAnchor, tested on Linux); these read the view's geometry and move it.
  // UIScrollView's `var contentOffset: CGPoint`, `var adjustedContentInset: UIEdgeInsets` (iOS 11),
  // `var contentSize: CGSize` (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize),
  // UIView's `var bounds: CGRect`, `func layoutIfNeeded()` and
  // `class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)`:
  //   https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  //   https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  //   https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  //   https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  // UITableView's `var indexPathsForVisibleRows: [IndexPath]?`, `func rectForRow(at:) -> CGRect`,
  // `var numberOfSections: Int`, `func numberOfRows(inSection:) -> Int`:
  //   https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
  //   https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
  // UICollectionView's `var indexPathsForVisibleItems: [IndexPath]`,
  // `func layoutAttributesForItem(at:) -> UICollectionViewLayoutAttributes?`, `var numberOfSections:
  // Int`, `func numberOfItems(inSection:) -> Int`:
  //   https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  //   https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)

  // The scroll-view part, the same for tables and collection views (the more constrained default
  // is the witness, over ListSections' unconstrained `anchorWithoutAnimation`).
  extension AnchorScrollable where Self: UIScrollView {
    /// `contentOffset.y`.
    public var anchorContentOffset: Double { Double(contentOffset.y) }
    /// `-adjustedContentInset.top`: the offset at the top of the list.
    public var anchorMinimumContentOffset: Double { Double(-adjustedContentInset.top) }
    /// `bounds.height`.
    public var anchorViewportHeight: Double { Double(bounds.height) }
    /// `contentSize.height + adjustedContentInset.bottom - bounds.height`, never above the top,
    /// once the batch just issued is laid out.
    public var anchorMaximumContentOffset: Double {
      UIView.performWithoutAnimation { layoutIfNeeded() }
      let end = contentSize.height + adjustedContentInset.bottom - bounds.height
      return Double(max(-adjustedContentInset.top, end))
    }

    /// Lays out the batch just issued and moves the content, without animation, before the
    /// screen is drawn again.
    ///
    /// - Parameter offset: The new `contentOffset.y`.
    public func setAnchorContentOffset(_ offset: Double) {
      UIView.performWithoutAnimation {
        layoutIfNeeded()
        contentOffset.y = CGFloat(offset)
      }
    }

    /// Runs the batch update in `UIView.performWithoutAnimation(_:)`.
    ///
    /// - Parameter updates: The batch update.
    public func anchorWithoutAnimation(_ updates: () -> Void) {
      UIView.performWithoutAnimation(updates)
    }
  }

  extension UITableView: AnchorScrollable {
    /// The visible rows and their frames (`rectForRow(at:)`), once the batch just issued is laid
    /// out.
    ///
    /// - Returns: The rows on screen.
    public func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] {
      UIView.performWithoutAnimation { layoutIfNeeded() }
      return (indexPathsForVisibleRows ?? []).map { path in
        let frame = rectForRow(at: path)
        return (path, Double(frame.minY), Double(frame.height))
      }
    }

    /// The row's top (`rectForRow(at:)`) in the table's layout of the rows it has now (before a
    /// batch, the old rows; after it, the new ones, laid out): rows above the screen count at the
    /// table's estimates, which this data source answers from its heights.
    ///
    /// - Parameter indexPath: A row of the new snapshot.
    /// - Returns: The row's top, or `nil` for a path the table does not have.
    public func anchorRowTop(at indexPath: IndexPath) -> Double? {
      UIView.performWithoutAnimation { layoutIfNeeded() }
      guard indexPath.count == 2, indexPath[0] < numberOfSections, indexPath[1] < numberOfRows(inSection: indexPath[0])
      else { return nil }
      return Double(rectForRow(at: indexPath).minY)
    }
  }

  extension UICollectionView: AnchorScrollable {
    /// The visible items and their frames (`layoutAttributesForItem(at:)`), once the batch just
    /// issued is laid out.
    ///
    /// - Returns: The items on screen.
    public func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] {
      UIView.performWithoutAnimation { layoutIfNeeded() }
      return indexPathsForVisibleItems.compactMap { path in
        guard let frame = layoutAttributesForItem(at: path)?.frame else { return nil }
        return (path, Double(frame.minY), Double(frame.height))
      }
    }

    /// The item's top (`layoutAttributesForItem(at:)`) in the layout of the items the collection
    /// view has now (before a batch, the old items; after it, the new ones, laid out): items above
    /// the screen count at the layout's own estimates, which may differ from the data source's
    /// heights, so the anchored item is placed by them.
    ///
    /// - Parameter indexPath: An item of the new snapshot.
    /// - Returns: The item's top, or `nil` for a path the collection view does not have.
    public func anchorRowTop(at indexPath: IndexPath) -> Double? {
      UIView.performWithoutAnimation { layoutIfNeeded() }
      guard indexPath.count == 2, indexPath[0] < numberOfSections, indexPath[1] < numberOfItems(inSection: indexPath[0])
      else { return nil }
      return layoutAttributesForItem(at: indexPath).map { Double($0.frame.minY) }
    }
  }
#endif
