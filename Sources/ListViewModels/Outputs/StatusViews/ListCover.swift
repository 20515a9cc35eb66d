// SPDX-License-Identifier: MIT

/// What a full-screen cover shows for a ``PageState``, and what tapping it does.
///
/// | page state | shows | a tap |
/// |---|---|---|
/// | ``PageState/loading`` | a spinner and ``ListStatusTexts/coverLoading`` | nothing |
/// | ``PageState/content`` | nothing (``isHidden``) | nothing |
/// | ``PageState/empty(message:)`` | the message and ``ListStatusTexts/coverEmptyAction`` | ``ListInput/refresh`` |
/// | ``PageState/error(_:)`` | ``ListStatusTexts/coverError`` and ``ListStatusTexts/coverErrorAction`` | ``ListInput/retry`` |
///
/// ```swift
/// let cover = ListCover(pageState: .empty(message: "No games"), texts: ListStatusTexts())
/// cover.message  // "No games"
/// cover.action  // "Tap to reload"
/// cover.tapInput  // .refresh
/// ```
public struct ListCover: Sendable, Hashable {
  /// The view model's page state.
  public var pageState: PageState
  /// The main line (empty for content).
  public var message: String
  /// The action line under it, or `nil`.
  public var action: String?

  /// Creates the cover of a page state.
  ///
  /// - Parameters:
  ///   - pageState: The view model's page state.
  ///   - texts: The status views' texts.
  public init(pageState: PageState, texts: ListStatusTexts) {
    self.pageState = pageState
    switch pageState {
    case .loading: (message, action) = (texts.coverLoading, nil)
    case .content: (message, action) = ("", nil)
    case .empty(let message): (self.message, action) = (message, texts.coverEmptyAction)
    case .error(let failure): (message, action) = (texts.coverError(failure), texts.coverErrorAction)
    }
  }

  /// Whether the cover is hidden (items are on screen).
  public var isHidden: Bool { pageState == .content }

  /// Whether a spinner shows (the first page is loading).
  public var isLoading: Bool { pageState == .loading }

  /// What a tap asks for: refresh on the empty cover, retry on the error cover, nothing otherwise.
  public var tapInput: ListInput? {
    switch pageState {
    case .empty: .refresh
    case .error: .retry
    case .loading, .content: nil
    }
  }
}
