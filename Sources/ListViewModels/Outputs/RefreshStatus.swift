// SPDX-License-Identifier: MIT

public import ListPaging

/// The states of a pull-to-refresh header and a load-more footer (MJRefresh style).
///
/// Bind it to the controls by comparing with the previous status:
///
/// | status | MJRefresh call |
/// |---|---|
/// | `header` becomes ``Header/refreshing`` | `header.beginRefreshing()` |
/// | `header` becomes ``Header/idle`` | `header.endRefreshing()` |
/// | `footer` is ``Footer/hidden`` | `footer.isHidden = true` |
/// | `footer` becomes ``Footer/idle`` | `footer.isHidden = false; footer.endRefreshing()` |
/// | `footer` is ``Footer/refreshing`` | `footer.beginRefreshing()` |
/// | `footer` is ``Footer/noMoreData`` | `footer.endRefreshingWithNoMoreData()` |
/// | `footer` is ``Footer/failed(_:)`` | `footer.endRefreshing()`, and a "tap to retry" label |
public struct RefreshStatus: Sendable, Hashable {
  /// The pull-to-refresh header.
  public enum Header: Sendable, Hashable {
    /// Not refreshing.
    case idle
    /// A refresh is running.
    case refreshing
  }

  /// The load-more footer.
  public enum Footer: Sendable, Hashable {
    /// No footer: no items on screen, or a refresh or prepend runs over them (load-more waits for
    /// it, so the footer offers nothing meanwhile).
    case hidden
    /// Shown, ready to load more.
    case idle
    /// A load-more is running, or the first page is loading under the persisted first page
    /// (load-more waits for it).
    case refreshing
    /// The end of the list was reached (a state, never an error).
    case noMoreData
    /// The last load-more failed, or the first page failed under the persisted first page;
    /// ``ItemsViewModel/retry()`` loads the same page again. The failure keeps the store's error
    /// with its type.
    case failed(PagingFailure)
  }

  /// The header's state.
  public var header: Header
  /// The footer's state.
  public var footer: Footer

  /// Creates a status.
  ///
  /// - Parameters:
  ///   - header: The header's state.
  ///   - footer: The footer's state.
  public init(header: Header, footer: Footer) {
    self.header = header
    self.footer = footer
  }
}
