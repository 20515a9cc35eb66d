// SPDX-License-Identifier: MIT

/// What a batch update did to a view.
///
/// Returned by
/// ``BatchUpdatable/performBatchUpdates(_:options:updateData:rowUpdate:sectionUpdate:completion:)``
/// and ``SectionedDataSource``'s updates, for logs and tests.
public enum BatchUpdateOutcome: Sendable, Hashable {
  /// The changeset was empty: the data switched, the view was not touched.
  case unchanged
  /// The changes were animated in one batch, updates reconfigured or reloaded after it.
  case animated
  /// The changeset was larger than ``BatchUpdateOptions/reloadThreshold`` (or there was no view
  /// state to animate from): the data switched and the view reloaded everything.
  case reloaded
}
