// SPDX-License-Identifier: MIT

extension SectionedDataSource {
  /// Checks the data source's invariants; compiled out of release builds. Called after every
  /// update.
  ///
  /// - The snapshot shown is consistent (``SectionedSnapshot``'s own check).
  /// - Outside an update, nothing is left to run: no deferred update.
  package func checkInvariants() {
    #if DEBUG
      snapshot.checkInvariants()
      if !isUpdating {
        precondition(deferredUpdates.isEmpty, "SectionedDataSource: an update was left queued")
      }
    #endif
  }
}
