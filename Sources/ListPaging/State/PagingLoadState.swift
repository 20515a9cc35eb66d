// SPDX-License-Identifier: MIT

/// The load state of one direction of a paged list.
///
/// ```swift
/// switch state.loadStates.append {
/// case .idle: footer.hide()
/// case .loading: footer.showSpinner()
/// case .failed(let failure): footer.showRetry(failure.message)
/// }
/// ```
public enum PagingLoadState: Sendable, Hashable {
  /// Nothing is loading in this direction and the last load (if any) did not fail.
  case idle
  /// A request for this direction is in flight.
  case loading
  /// The last request for this direction failed; ``PagingEvent/retry`` re-issues it.
  case failed(PagingFailure)

  /// Whether a request for this direction is in flight.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The failure, when the state is ``failed(_:)``.
  public var failure: PagingFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}

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
