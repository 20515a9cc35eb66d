// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import ListSections
  public import UIKit

  // The visible row stays in place across an update: ListSections' SectionedDataSource computes
  // the offset (ScrollAnchor, tested on Linux); these read the view's geometry and move it.
  // UIScrollView's `var contentOffset: CGPoint`, `var adjustedContentInset: UIEdgeInsets` (iOS 11),
  // UIView's `var bounds: CGRect` and `func layoutIfNeeded()`:
  //   https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  //   https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  //   https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  // UITableView's `var indexPathsForVisibleRows: [IndexPath]?`, `func rectForRow(at:) -> CGRect`:
  //   https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
  //   https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
  // UICollectionView's `var indexPathsForVisibleItems: [IndexPath]`,
  // `func layoutAttributesForItem(at:) -> UICollectionViewLayoutAttributes?`:
  //   https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  //   https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)

  extension UITableView: AnchorScrollable {
    /// `contentOffset.y`.
    public var anchorContentOffset: Double { Double(contentOffset.y) }
    /// `-adjustedContentInset.top`: the offset at the top of the list.
    public var anchorMinimumContentOffset: Double { Double(-adjustedContentInset.top) }
    /// `bounds.height`.
    public var anchorViewportHeight: Double { Double(bounds.height) }

    /// The visible rows and their frames (`rectForRow(at:)`).
    ///
    /// - Returns: The rows on screen.
    public func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] {
      (indexPathsForVisibleRows ?? []).map { path in
        let frame = rectForRow(at: path)
        return (path, Double(frame.minY), Double(frame.height))
      }
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
  }

  extension UICollectionView: AnchorScrollable {
    /// `contentOffset.y`.
    public var anchorContentOffset: Double { Double(contentOffset.y) }
    /// `-adjustedContentInset.top`: the offset at the top of the list.
    public var anchorMinimumContentOffset: Double { Double(-adjustedContentInset.top) }
    /// `bounds.height`.
    public var anchorViewportHeight: Double { Double(bounds.height) }

    /// The visible items and their frames (`layoutAttributesForItem(at:)`).
    ///
    /// - Returns: The items on screen.
    public func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] {
      indexPathsForVisibleItems.compactMap { path in
        guard let frame = layoutAttributesForItem(at: path)?.frame else { return nil }
        return (path, Double(frame.minY), Double(frame.height))
      }
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
  }
#endif
