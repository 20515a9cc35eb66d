// SPDX-License-Identifier: MIT

/// What a load-more footer shows, and what tapping it does: the states of the seeds' MJRefresh
/// footer, from ``RefreshStatus/Footer``.
///
/// | footer | shows | a tap |
/// |---|---|---|
/// | ``RefreshStatus/Footer/hidden`` (no items) | nothing (``isHidden``) | nothing |
/// | ``RefreshStatus/Footer/idle`` | ``ListStatusTexts/footerIdle`` | ``ListInput/loadMore`` |
/// | ``RefreshStatus/Footer/refreshing`` | a spinner and ``ListStatusTexts/footerLoading`` | nothing |
/// | ``RefreshStatus/Footer/noMoreData`` | ``ListStatusTexts/footerNoMoreData`` | nothing |
/// | ``RefreshStatus/Footer/failed(_:)`` | ``ListStatusTexts/footerFailed`` | ``ListInput/retry`` |
///
/// ```swift
/// let footer = ListFooter(status: .noMoreData, texts: ListStatusTexts())
/// footer.text  // "No more data"
/// footer.tapInput  // nil
/// ```
public struct ListFooter: Sendable, Hashable {
  /// The view model's footer state.
  public var status: RefreshStatus.Footer
  /// The line to show (empty when hidden).
  public var text: String

  /// Creates the footer of a state.
  ///
  /// - Parameters:
  ///   - status: The view model's footer state.
  ///   - texts: The status views' texts.
  public init(status: RefreshStatus.Footer, texts: ListStatusTexts) {
    self.status = status
    text =
      switch status {
      case .hidden: ""
      case .idle: texts.footerIdle
      case .refreshing: texts.footerLoading
      case .noMoreData: texts.footerNoMoreData
      case .failed(let failure): texts.footerFailed(failure)
      }
  }

  /// Whether the footer shows nothing (no items on screen).
  public var isHidden: Bool { status == .hidden }

  /// Whether a spinner shows (a load-more is running).
  public var isLoading: Bool { status == .refreshing }

  /// What a tap asks for: load more when idle, retry after a failure, nothing otherwise.
  public var tapInput: ListInput? {
    switch status {
    case .idle: .loadMore
    case .failed: .retry
    case .hidden, .refreshing, .noMoreData: nil
    }
  }
}
