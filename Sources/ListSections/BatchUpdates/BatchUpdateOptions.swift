// SPDX-License-Identifier: MIT

/// How ``BatchUpdatable/performBatchUpdates(_:options:updateData:rowUpdate:sectionUpdate:completion:)``
/// applies a changeset.
///
/// ```swift
/// var options = BatchUpdateOptions()
/// options.reloadThreshold = 200  // animate at most 200 changes, reload beyond
/// ```
public struct BatchUpdateOptions: Sendable, Hashable {
  /// The number of changes (``SectionedChangeset/changeCount``) above which the view is reloaded
  /// instead of animated. Default 1,000.
  ///
  /// A view animates only what is on screen, but it still does bookkeeping for every change, and
  /// a changeset of thousands of moves (a reversed sort order) animates as noise. Beyond the
  /// threshold, the data switches and the view calls `reloadData()`, with no animation. Use
  /// `Int.max` to always animate, `0` to always reload a non-empty changeset.
  public var reloadThreshold: Int

  /// Creates options.
  ///
  /// - Parameter reloadThreshold: The number of changes above which the view reloads instead of
  ///   animating. Default 1,000.
  public init(reloadThreshold: Int = 1_000) {
    self.reloadThreshold = reloadThreshold
  }
}
