// SPDX-License-Identifier: MIT

/// How a view refreshes an item whose model changed (an update of a ``SectionedChangeset``).
public enum UpdateStyle: Sendable, Hashable {
  /// Keep the view on screen and configure it again with the new model
  /// (`reconfigureItems(at:)`): no flicker, no new cell. Right when the model still uses the same
  /// reuse identifier.
  case reconfigure
  /// Replace the view with a new one from the data source (`reloadItems(at:)`,
  /// `reloadSections(_:)`): needed when the new model uses another view class.
  case reload
}
