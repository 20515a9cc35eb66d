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
