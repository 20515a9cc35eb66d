// SPDX-License-Identifier: MIT

/// What a list's status views ask its view model for: pulling the refresh control, tapping the
/// load-more footer or the cover.
///
/// ```swift
/// if let input = cover.tapInput { viewModel.perform(input) }  // .retry on an error cover
/// ```
public enum ListInput: Sendable, Hashable {
  /// ``ItemsViewModel/refresh()``.
  case refresh
  /// ``ItemsViewModel/prepend()``: a pull that loads newer items in front (a timeline).
  case prepend
  /// ``ItemsViewModel/loadMore()``.
  case loadMore
  /// ``ItemsViewModel/retry()``.
  case retry
}

extension ItemsViewModel {
  /// Calls the input's method: ``refresh()``, ``prepend()``, ``loadMore()`` or ``retry()``.
  ///
  /// - Parameter input: The input.
  public func perform(_ input: ListInput) {
    switch input {
    case .refresh: refresh()
    case .prepend: prepend()
    case .loadMore: loadMore()
    case .retry: retry()
    }
  }
}
