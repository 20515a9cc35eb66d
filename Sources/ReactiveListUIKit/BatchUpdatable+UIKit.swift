// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import ListSections
  public import UIKit

  // BatchUpdatable's requirements are UICollectionView's own methods, with these signatures:
  // - performBatchUpdates(_:completion:): `func performBatchUpdates(_ updates: (() -> Void)?,
  //   completion: ((Bool) -> Void)? = nil)`
  //   https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  // - reloadData(): https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  // - insertSections(_:), deleteSections(_:), reloadSections(_:): `(_ sections: IndexSet)`
  //   https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
  //   https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
  //   https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
  // - moveSection(_:toSection:): `(_ section: Int, toSection newSection: Int)`
  //   https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
  // - insertItems(at:), deleteItems(at:), reloadItems(at:): `(at indexPaths: [IndexPath])`
  //   https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  //   https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  //   https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  // - moveItem(at:to:): `(at indexPath: IndexPath, to newIndexPath: IndexPath)`
  //   https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
  // - reconfigureItems(at:) (iOS/tvOS 15): `(at indexPaths: [IndexPath])`
  //   https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
  extension UICollectionView: BatchUpdatable {}

  // UITableView has performBatchUpdates(_:completion:), reloadData() and moveSection(_:toSection:)
  // with the same signatures:
  //   https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  //   https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  //   https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
  // The rest forward to its row-and-animation twins, with UITableView.RowAnimation.automatic
  // (https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic):
  //   insertSections(_:with:), deleteSections(_:with:), reloadSections(_:with:):
  //     `(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
  //     https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  //     https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  //     https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  //   insertRows(at:with:), deleteRows(at:with:), reloadRows(at:with:):
  //     `(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
  //     https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  //     https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  //     https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  //   moveRow(at:to:): `(at indexPath: IndexPath, to newIndexPath: IndexPath)`
  //     https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  //   reconfigureRows(at:) (iOS/tvOS 15): `(at indexPaths: [IndexPath])`
  //     https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
  // The same forwarders, word for word, make the fake table view of ListSectionsTests conform.
  extension UITableView: BatchUpdatable {
    /// Inserts sections with the automatic animation (`insertSections(_:with:)`).
    ///
    /// - Parameter sections: The new sections' indices.
    public func insertSections(_ sections: IndexSet) { insertSections(sections, with: .automatic) }

    /// Deletes sections with the automatic animation (`deleteSections(_:with:)`).
    ///
    /// - Parameter sections: The deleted sections' indices.
    public func deleteSections(_ sections: IndexSet) { deleteSections(sections, with: .automatic) }

    /// Reloads sections with the automatic animation (`reloadSections(_:with:)`).
    ///
    /// - Parameter sections: The sections' indices.
    public func reloadSections(_ sections: IndexSet) { reloadSections(sections, with: .automatic) }

    /// Inserts rows with the automatic animation (`insertRows(at:with:)`).
    ///
    /// - Parameter indexPaths: The new rows' index paths.
    public func insertItems(at indexPaths: [IndexPath]) { insertRows(at: indexPaths, with: .automatic) }

    /// Deletes rows with the automatic animation (`deleteRows(at:with:)`).
    ///
    /// - Parameter indexPaths: The deleted rows' index paths.
    public func deleteItems(at indexPaths: [IndexPath]) { deleteRows(at: indexPaths, with: .automatic) }

    /// Moves a row (`moveRow(at:to:)`).
    ///
    /// - Parameters:
    ///   - indexPath: The index path before the update.
    ///   - newIndexPath: The index path after the update.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      moveRow(at: indexPath, to: newIndexPath)
    }

    /// Reloads rows with the automatic animation (`reloadRows(at:with:)`).
    ///
    /// - Parameter indexPaths: The rows' index paths.
    public func reloadItems(at indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .automatic) }

    /// Reconfigures rows in their existing cells (`reconfigureRows(at:)`).
    ///
    /// - Parameter indexPaths: The rows' index paths.
    public func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
  }
#endif
