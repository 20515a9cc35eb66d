// SPDX-License-Identifier: MIT

import Foundation
import ListSections

/// A collection view with `UICollectionView`'s batch-update methods (same names and signatures),
/// which records every call and enforces UIKit's rules through ``FakeListEngine``.
@MainActor
final class FakeCollectionView {
  let engine = FakeListEngine()

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.performBatchUpdates(updates, completion: completion)
  }

  func reloadData() { engine.reloadData() }

  func insertSections(_ sections: IndexSet) {
    engine.record("insertSections") { $0.sectionInserts += sections }
  }

  func deleteSections(_ sections: IndexSet) {
    engine.record("deleteSections") { $0.sectionDeletes += sections }
  }

  func moveSection(_ section: Int, toSection newSection: Int) {
    engine.record("moveSection") { $0.sectionMoves.append((section, newSection)) }
  }

  func reloadSections(_ sections: IndexSet) {
    engine.record("reloadSections") { $0.sectionReloads += sections }
  }

  func insertItems(at indexPaths: [IndexPath]) {
    engine.record("insertItems") { $0.rowInserts += indexPaths }
  }

  func deleteItems(at indexPaths: [IndexPath]) {
    engine.record("deleteItems") { $0.rowDeletes += indexPaths }
  }

  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.record("moveItem") { $0.rowMoves.append((indexPath, newIndexPath)) }
  }

  func reloadItems(at indexPaths: [IndexPath]) {
    engine.record("reloadItems") { $0.rowReloads += indexPaths }
  }

  func reconfigureItems(at indexPaths: [IndexPath]) {
    engine.record("reconfigureItems") { $0.rowReconfigures += indexPaths }
  }
}

// As in ReactiveListUIKit for UICollectionView: the view's own methods are the requirements.
extension FakeCollectionView: BatchUpdatable {}
