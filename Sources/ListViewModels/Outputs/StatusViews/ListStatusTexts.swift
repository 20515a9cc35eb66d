// SPDX-License-Identifier: MIT

public import ListPaging

/// The texts of a list's status views (refresh control, load-more footer, cover): English defaults
/// an app replaces to localise or reword them.
///
/// The view model holds no user-facing strings: the empty cover's message comes from
/// ``ItemsViewModelOptions/emptyMessage`` (through ``PageState/empty(message:)``) and failures'
/// messages from ``ItemsViewModelOptions/errorMessage`` (through `PagingFailure.message`); this
/// value adds the rest.
///
/// ```swift
/// var texts = ListStatusTexts()
/// texts.footerNoMoreData = "You have seen everything"
/// texts.footerFailed = { "\($0.message). Tap to try again." }
/// ```
public struct ListStatusTexts: Sendable {
  /// The refresh control's title, or `nil` for none. Default `nil`.
  public var refreshTitle: String?
  /// The footer when more can be loaded. Default "Tap or pull up to load more".
  public var footerIdle: String
  /// The footer while the next page loads. Default "Loading more…".
  public var footerLoading: String
  /// The footer at the end of the list. Default "No more data".
  public var footerNoMoreData: String
  /// The footer after a failed load-more (tapping it retries). Default: the failure's message and
  /// "Tap to retry".
  public var footerFailed: @Sendable (PagingFailure) -> String
  /// The cover while the first page loads. Default "Loading…".
  public var coverLoading: String
  /// The action line of the empty cover (tapping it refreshes). Default "Tap to reload".
  public var coverEmptyAction: String
  /// The action line of the error cover (tapping it retries). Default "Tap to retry".
  public var coverErrorAction: String
  /// The error cover's message. Default: the failure's message.
  public var coverError: @Sendable (PagingFailure) -> String

  /// Creates the texts; every default is English.
  ///
  /// - Parameters:
  ///   - refreshTitle: The refresh control's title.
  ///   - footerIdle: The footer when more can be loaded.
  ///   - footerLoading: The footer while the next page loads.
  ///   - footerNoMoreData: The footer at the end of the list.
  ///   - footerFailed: The footer after a failed load-more.
  ///   - coverLoading: The cover while the first page loads.
  ///   - coverEmptyAction: The action line of the empty cover.
  ///   - coverErrorAction: The action line of the error cover.
  ///   - coverError: The error cover's message.
  public init(
    refreshTitle: String? = nil,
    footerIdle: String = "Tap or pull up to load more",
    footerLoading: String = "Loading more…",
    footerNoMoreData: String = "No more data",
    footerFailed: @escaping @Sendable (PagingFailure) -> String = { "\($0.message) · Tap to retry" },
    coverLoading: String = "Loading…",
    coverEmptyAction: String = "Tap to reload",
    coverErrorAction: String = "Tap to retry",
    coverError: @escaping @Sendable (PagingFailure) -> String = { $0.message }
  ) {
    self.refreshTitle = refreshTitle
    self.footerIdle = footerIdle
    self.footerLoading = footerLoading
    self.footerNoMoreData = footerNoMoreData
    self.footerFailed = footerFailed
    self.coverLoading = coverLoading
    self.coverEmptyAction = coverEmptyAction
    self.coverErrorAction = coverErrorAction
    self.coverError = coverError
  }
}
