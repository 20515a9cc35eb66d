// SPDX-License-Identifier: MIT

public import ListPaging

extension ItemsViewModel {
  /// Tells the view model a gap's row appeared: it loads the gap unless a load is in flight or the
  /// gap's last load failed (a failed gap waits for ``loadGap(_:)`` or ``retry()``).
  ///
  /// Gaps exist only in a list made with `PagingState.withGaps(_:)`; see `PagingGap`.
  ///
  /// ```swift
  /// case .gap(let gap, _): viewModel.gapAppeared(gap)
  /// ```
  ///
  /// - Parameter gap: The gap whose row appeared.
  public func gapAppeared(_ gap: PagingGap<Item.ID>) { send(.gapAppeared(gap)) }

  /// Loads a gap's items (the user tapped its row), unless a load is in flight; a failed gap loads
  /// again.
  ///
  /// - Parameter gap: The gap to load.
  public func loadGap(_ gap: PagingGap<Item.ID>) { send(.loadGap(gap)) }
}
