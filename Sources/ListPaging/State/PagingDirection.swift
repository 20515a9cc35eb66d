// SPDX-License-Identifier: MIT

/// Which end of the list a load is for.
///
/// Each direction has its own ``PagingLoadState`` in ``PagingLoadStates``.
public enum PagingDirection: Sendable, Hashable, CaseIterable {
  /// The first page, replacing the list when it arrives (pull to refresh, first load).
  case refresh
  /// Items newer than the first loaded one, put in front (a refresh that prepends).
  case prepend
  /// The page after the last loaded one (load more, infinite scroll).
  case append
}
