// SPDX-License-Identifier: MIT

/// The load states of the three directions of a paged list.
///
/// ```swift
/// refreshControl.isRefreshing = state.loadStates.refresh.isLoading
/// footer.isSpinning = state.loadStates.append.isLoading
/// ```
public struct PagingLoadStates: Sendable, Hashable {
  /// Loading the first page (replacing the list).
  public var refresh: PagingLoadState
  /// Loading newer items to put in front.
  public var prepend: PagingLoadState
  /// Loading the next page.
  public var append: PagingLoadState

  /// Creates load states; all idle by default.
  ///
  /// - Parameters:
  ///   - refresh: The refresh state.
  ///   - prepend: The prepend state.
  ///   - append: The append state.
  public init(refresh: PagingLoadState = .idle, prepend: PagingLoadState = .idle, append: PagingLoadState = .idle) {
    self.refresh = refresh
    self.prepend = prepend
    self.append = append
  }

  /// The state of one direction.
  ///
  /// - Parameter direction: The direction.
  public subscript(direction: PagingDirection) -> PagingLoadState {
    get {
      switch direction {
      case .refresh: refresh
      case .prepend: prepend
      case .append: append
      }
    }
    set {
      switch direction {
      case .refresh: refresh = newValue
      case .prepend: prepend = newValue
      case .append: append = newValue
      }
    }
  }

  /// Whether any direction is loading.
  public var isLoading: Bool { refresh.isLoading || prepend.isLoading || append.isLoading }
}
