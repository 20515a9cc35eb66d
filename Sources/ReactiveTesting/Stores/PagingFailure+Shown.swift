// SPDX-License-Identifier: MIT

public import ListPaging
public import ListViewModels

extension PagingFailure {
  /// The failure an `ItemsViewModel` shows for `error`: what a test expects in
  /// `pageState`, `refreshStatus` or `error` after a load that failed with it.
  ///
  /// ```swift
  /// #expect(cover.values.last == .error(.shown(for: APIError.timeout)))
  /// #expect(footer.values.last == .failed(.shown(for: APIError.timeout)))
  /// ```
  ///
  /// The view model turns an error into a failure with its options' `errorMessage`; two
  /// failures are equal when their messages and error type names are.
  ///
  /// - Parameters:
  ///   - error: The error the store failed with.
  ///   - options: The view model's options, if it was given others than the defaults.
  /// - Returns: The failure the view model shows.
  public static func shown(for error: any Error, options: ItemsViewModelOptions = ItemsViewModelOptions()) -> Self {
    PagingFailure(error, message: options.errorMessage(error))
  }
}
