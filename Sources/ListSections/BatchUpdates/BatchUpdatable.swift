// SPDX-License-Identifier: MIT

public import Foundation

/// A view that shows sections of items and takes batch updates of them, in UIKit's own terms.
///
/// The requirements are `UICollectionView`'s batch-update methods with their exact names and
/// signatures, over Foundation's `IndexSet` and `IndexPath` (which exist on Linux too), so:
/// - `UICollectionView` conforms with an empty extension;
/// - `UITableView` conforms with a few one-line forwarders (`insertItems(at:)` to
///   `insertRows(at:with:)` and so on), which is what the ReactiveListUIKit product ships;
/// - anything else that shows sections (a terminal renderer, a test fake) conforms by
///   implementing them.
///
/// ``performBatchUpdates(_:options:updateData:rowUpdate:sectionUpdate:completion:)`` applies a
/// whole ``SectionedChangeset`` to a conforming view in one batch.
///
/// ```swift
/// extension UICollectionView: BatchUpdatable {}
///
/// collectionView.performBatchUpdates(changes, updateData: { dataSource.snapshot = new })
/// ```
///
/// Index paths have two indices, `[section, item]`: build them with `IndexPath(indexes:)` or
/// `IndexPath(_:)` from a ``RowPath`` (`IndexPath(row:section:)` is a UIKit
/// addition that Linux does not have).
///
/// > Important: Conforming types are used on the main actor only, as UIKit views are.
@MainActor
public protocol BatchUpdatable: AnyObject {
  /// Runs `updates`, which changes the data source and records inserts, deletes, moves and
  /// reloads, then animates them as one group; calls `completion` when the animations end, with
  /// `false` when they were interrupted.
  ///
  /// - Parameters:
  ///   - updates: Switches the data source to the new data and records the changes.
  ///   - completion: Called once the animations end.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)

  /// Forgets everything shown and asks the data source again.
  func reloadData()

  /// Inserts sections, at indices of the data after the update.
  ///
  /// - Parameter sections: The new sections' indices.
  func insertSections(_ sections: IndexSet)

  /// Deletes sections, at indices of the data before the update.
  ///
  /// - Parameter sections: The deleted sections' indices.
  func deleteSections(_ sections: IndexSet)

  /// Moves a section, from its index before the update to its index after.
  ///
  /// - Parameters:
  ///   - section: The index before the update.
  ///   - newSection: The index after the update.
  func moveSection(_ section: Int, toSection newSection: Int)

  /// Replaces sections (their header and every item) with what the data source gives now.
  ///
  /// - Parameter sections: The sections' indices.
  func reloadSections(_ sections: IndexSet)

  /// Inserts items, at index paths of the data after the update.
  ///
  /// - Parameter indexPaths: The new items' index paths.
  func insertItems(at indexPaths: [IndexPath])

  /// Deletes items, at index paths of the data before the update.
  ///
  /// - Parameter indexPaths: The deleted items' index paths.
  func deleteItems(at indexPaths: [IndexPath])

  /// Moves an item, from its index path before the update to its index path after.
  ///
  /// - Parameters:
  ///   - indexPath: The index path before the update.
  ///   - newIndexPath: The index path after the update.
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)

  /// Replaces the views of items with new ones from the data source.
  ///
  /// - Parameter indexPaths: The items' index paths.
  func reloadItems(at indexPaths: [IndexPath])

  /// Asks the data source to configure the existing views of items again, keeping the views.
  ///
  /// A view without this ability can rely on the default implementation, which calls
  /// ``reloadItems(at:)``.
  ///
  /// - Parameter indexPaths: The items' index paths.
  func reconfigureItems(at indexPaths: [IndexPath])
}

extension BatchUpdatable {
  /// Reloads the items: the fallback for views that cannot reconfigure a view in place.
  ///
  /// - Parameter indexPaths: The items' index paths.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    reloadItems(at: indexPaths)
  }
}
