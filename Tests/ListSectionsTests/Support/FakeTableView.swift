// SPDX-License-Identifier: MIT

import Foundation
import ListSections

/// A table view with `UITableView`'s batch-update methods (same names and signatures, with a
/// stand-in for `UITableView.RowAnimation`), which records every call and enforces UIKit's rules
/// through ``FakeListEngine``.
@MainActor
final class FakeTableView {
  /// A stand-in for `UITableView.RowAnimation`.
  enum RowAnimation: Equatable {
    case automatic
    case fade
  }

  let engine = FakeListEngine()
  /// The animations passed, in order.
  private(set) var animations: [RowAnimation] = []

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.performBatchUpdates(updates, completion: completion)
  }

  func reloadData() { engine.reloadData() }

  func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    animations.append(animation)
    engine.record("insertSections") { $0.sectionInserts += sections }
  }

  func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    animations.append(animation)
    engine.record("deleteSections") { $0.sectionDeletes += sections }
  }

  func moveSection(_ section: Int, toSection newSection: Int) {
    engine.record("moveSection") { $0.sectionMoves.append((section, newSection)) }
  }

  func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    animations.append(animation)
    engine.record("reloadSections") { $0.sectionReloads += sections }
  }

  func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    animations.append(animation)
    engine.record("insertRows") { $0.rowInserts += indexPaths }
  }

  func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    animations.append(animation)
    engine.record("deleteRows") { $0.rowDeletes += indexPaths }
  }

  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.record("moveRow") { $0.rowMoves.append((indexPath, newIndexPath)) }
  }

  func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    animations.append(animation)
    engine.record("reloadRows") { $0.rowReloads += indexPaths }
  }

  func reconfigureRows(at indexPaths: [IndexPath]) {
    engine.record("reconfigureRows") { $0.rowReconfigures += indexPaths }
  }
}

// The same forwarders as ReactiveListUIKit's `extension UITableView: BatchUpdatable`, word for
// word, so the table view's conformance is exercised here.
extension FakeTableView: BatchUpdatable {
  func insertSections(_ sections: IndexSet) { insertSections(sections, with: .automatic) }
  func deleteSections(_ sections: IndexSet) { deleteSections(sections, with: .automatic) }
  func reloadSections(_ sections: IndexSet) { reloadSections(sections, with: .automatic) }
  func insertItems(at indexPaths: [IndexPath]) { insertRows(at: indexPaths, with: .automatic) }
  func deleteItems(at indexPaths: [IndexPath]) { deleteRows(at: indexPaths, with: .automatic) }
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { moveRow(at: indexPath, to: newIndexPath) }
  func reloadItems(at indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .automatic) }
  func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}
