// SPDX-License-Identifier: MIT

import Foundation

/// Tuning for an ``ItemsViewModel``, and the formatter of every text it shows.
///
/// The view model holds no user-facing strings of its own: the empty cover's text and the text of
/// failures (the error cover, the failed footer, HUD messages) come from here, with English
/// defaults an app replaces to localise them. An ``ItemAction`` brings its own messages.
///
/// ```swift
/// let options = ItemsViewModelOptions(prefetchDistance: 10, emptyMessage: "No repositories")
/// ```
public struct ItemsViewModelOptions: Sendable {
  /// How close to the end (in items) an appearing item triggers load-more. Default 5.
  ///
  /// The last item is at distance 0: with a distance of *d*, items `count - 1 - d ... count - 1`
  /// load more when they appear, so 0 loads more only when the last item appears. Negative
  /// values count as 0.
  public var prefetchDistance: Int
  /// The message of ``PageState/empty(message:)``. Default "Nothing here yet".
  public var emptyMessage: String
  /// Turns a load's error into the `message` of its `PagingFailure` (shown by
  /// ``PageState/error(_:)`` and ``RefreshStatus/Footer/failed(_:)``) and of HUD messages.
  public var errorMessage: @Sendable (any Error) -> String

  /// Creates options.
  ///
  /// - Parameters:
  ///   - prefetchDistance: How close to the end an appearing item triggers load-more.
  ///   - emptyMessage: The empty cover's message.
  ///   - errorMessage: Turns an error into a message.
  public init(
    prefetchDistance: Int = 5,
    emptyMessage: String = "Nothing here yet",
    errorMessage: @escaping @Sendable (any Error) -> String = ItemsViewModelOptions.describe
  ) {
    self.prefetchDistance = max(0, prefetchDistance)
    self.emptyMessage = emptyMessage
    self.errorMessage = errorMessage
  }

  /// The default error message: a `LocalizedError`'s description (`APIError` is one), "The load was
  /// cancelled." for a `CancellationError` (a store that gave up on its own), or the error's
  /// description.
  ///
  /// - Parameter error: The error.
  /// - Returns: A message for the user.
  @Sendable
  public static func describe(_ error: any Error) -> String {
    if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
    if error is CancellationError { return "The load was cancelled." }
    return String(describing: error)
  }
}
