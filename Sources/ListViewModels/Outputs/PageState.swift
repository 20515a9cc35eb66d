// SPDX-License-Identifier: MIT

public import ListPaging

/// What covers the whole list area: a spinner, the content, an empty view or an error view.
///
/// A failure while items are on screen is **not** an error cover: the items stay and the
/// failure becomes a one-shot ``ItemsViewModel/message``.
///
/// ```swift
/// viewModel.pageState.drive(onNext: { state in
///   switch state {
///   case .loading: cover.showSpinner()
///   case .content: cover.hide()
///   case .empty(let message): cover.show(text: message)
///   case .error(let failure) where failure.error is URLError:
///     cover.show(text: "You are offline", retryButton: true)
///   case .error(let failure): cover.show(text: failure.message, retryButton: true)
///   }
/// })
/// ```
public enum PageState: Sendable, Hashable {
  /// The first load is running and nothing is on screen yet.
  case loading
  /// Items are on screen.
  case content
  /// The list loaded and has no items.
  case empty(message: String)
  /// The first load failed and nothing is on screen; ``ItemsViewModel/retry()`` tries again.
  ///
  /// The failure keeps the store's error with its type (`failure.error as? APIError`) and a
  /// message from ``ItemsViewModelOptions/errorMessage``.
  case error(PagingFailure)
}
