// SPDX-License-Identifier: MIT

public import ReactiveCore

extension ItemsViewModel {
  /// The placeholder counts of pages dropped by the memory cap, for a view that keeps every
  /// position: `before` rows above ``currentItems`` and `after` rows below them.
  ///
  /// Turn the cap on with the paging state the view model starts from:
  ///
  /// ```swift
  /// let viewModel = ItemsViewModel(
  ///   store: store, paging: PagingState(strategy: .cursor(pageSize: 50)).withMaxSize(500), parameters: ())
  /// viewModel.placeholders.drive(onNext: { table.placeholders = $0 })  // (before: 0, after: 0) ...
  /// viewModel.itemAppeared(at: 540)  // a position: placeholders before + index in currentItems
  /// ```
  ///
  /// A dropped page is reloaded when a row next to it appears. Over a store that archives
  /// (``PageStore/archiving(in:key:)``) it comes back from the archive first, at once and offline
  /// too, with no load; only a page the archive does not hold goes to the store
  /// (``ItemsStore/archivedPage(_:parameters:writer:)``).
  ///
  /// Without a cap both counts stay 0. Each access makes a new Driver; keep the one you bind.
  public var placeholders: Driver<PlaceholderCounts> {
    driver.scheduler.driver(
      driver.stateRelay.asObservable()
        .map { PlaceholderCounts(before: $0.placeholdersBefore, after: $0.placeholdersAfter) }
        .distinctUntilChanged()
    )
  }
}

/// How many rows of dropped pages come before and after the items on screen (memory cap).
///
/// A view shows `before + items.count + after` rows, placeholders where no item is held, so a
/// dropped page never moves the rows the user sees.
public struct PlaceholderCounts: Sendable, Hashable {
  /// Rows of dropped pages above the items.
  public var before: Int
  /// Rows of dropped pages below the items.
  public var after: Int

  /// Creates counts.
  ///
  /// - Parameters:
  ///   - before: Rows of dropped pages above the items.
  ///   - after: Rows of dropped pages below the items.
  public init(before: Int, after: Int) {
    self.before = before
    self.after = after
  }
}
