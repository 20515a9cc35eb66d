// SPDX-License-Identifier: MIT

/// A section model that knows what its header shows: nothing, or a header model of its own.
///
/// ``SectionedDataSource``'s default ``SectionedDataSource/headerContent`` asks this, so
/// ``EmptyHeader`` and ``SectionHeader`` work as section models with no configuration.
protocol HeaderContentProviding {
  /// The model the header view shows, or `nil` for a section without a visible header.
  var headerContent: Any? { get }
}

extension EmptyHeader: HeaderContentProviding {
  /// `nil`: the placeholder starts a section without a visible header.
  var headerContent: Any? { nil }
}

extension SectionHeader: HeaderContentProviding {
  /// The visible header's model, or `nil` for ``SectionHeader/none`` and ``SectionHeader/empty``.
  var headerContent: Any? { model }
}
