// SPDX-License-Identifier: MIT

public import ReactiveCore

// Spellings renamed in the 1.0 API review, kept so an app upgrading gets a warning instead of an
// error.

extension ItemsViewModel {
  /// Whether a persisted first page is on screen: the 0.x name of ``isShowingPersistedPage``.
  ///
  /// Renamed so that the view model and ``ListState/isShowingPersistedPage`` say it the same way.
  ///
  /// ```swift
  /// viewModel.isShowingPersistedPage.drive(onNext: { cachedBadge.isHidden = !$0 })
  /// ```
  @available(*, deprecated, renamed: "isShowingPersistedPage")
  public var isLocalDataExisting: Driver<Bool> { isShowingPersistedPage }
}
