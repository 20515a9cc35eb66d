// SPDX-License-Identifier: MIT

/// What a pull-to-refresh control shows: whether it spins, and its title.
///
/// It spins while the view model refreshes with something on screen. While the first page loads
/// (``PageState/loading``) the cover's spinner shows the load, so the control does not spin too:
/// a pull on an empty or error cover ends at once and the cover takes over.
///
/// ```swift
/// let header = ListRefreshHeader(
///   status: RefreshStatus(header: .refreshing, footer: .idle),
///   pageState: .content,
///   texts: ListStatusTexts()
/// )
/// header.isRefreshing  // true
/// ```
public struct ListRefreshHeader: Sendable, Hashable {
  /// Whether the control spins.
  public var isRefreshing: Bool
  /// The control's title (``ListStatusTexts/refreshTitle``).
  public var title: String?

  /// Creates the header of a view model's state.
  ///
  /// - Parameters:
  ///   - status: The view model's refresh status.
  ///   - pageState: The view model's page state.
  ///   - texts: The status views' texts.
  public init(status: RefreshStatus, pageState: PageState, texts: ListStatusTexts) {
    isRefreshing = status.header == .refreshing && pageState != .loading
    title = texts.refreshTitle
  }
}
