// SPDX-License-Identifier: MIT

public import ListPaging

/// The load state of each end of the list, plus whether the end was reached.
///
/// ```swift
/// viewModel.loadStates.drive(onNext: { states in
///   footer.showsRetry = states.append.failure != nil
/// })
/// ```
public struct ItemsLoadStates: Sendable, Hashable {
  /// Loading the first page (refresh, reset, first load).
  public var refresh: PagingLoadState
  /// Loading newer items to put in front.
  public var prepend: PagingLoadState
  /// Loading the next page.
  public var append: PagingLoadState
  /// Whether the list has ended: load-more does nothing until a refresh.
  public var endReached: Bool

  /// Creates load states; all idle, end not reached, by default.
  ///
  /// - Parameters:
  ///   - refresh: The refresh state.
  ///   - prepend: The prepend state.
  ///   - append: The append state.
  ///   - endReached: Whether the end was reached.
  public init(
    refresh: PagingLoadState = .idle,
    prepend: PagingLoadState = .idle,
    append: PagingLoadState = .idle,
    endReached: Bool = false
  ) {
    self.refresh = refresh
    self.prepend = prepend
    self.append = append
    self.endReached = endReached
  }

  /// Whether a load is in flight at either end.
  public var isLoading: Bool { refresh.isLoading || prepend.isLoading || append.isLoading }

  /// The failure of the last load, if it failed (at most one end is failed at a time).
  public var failure: PagingFailure? { refresh.failure ?? prepend.failure ?? append.failure }
}
