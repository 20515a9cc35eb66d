// SPDX-License-Identifier: MIT

public import ListPaging
public import ReactiveCore

/// A paged search list for Drivers and Signals: the text the user types in, an ``ItemsViewModel``
/// whose parameters are the settled query, and the ``SearchPhase`` a screen shows.
///
/// Each keystroke goes to ``text``. The query (the text trimmed, at least
/// ``SearchOptions/minimumLength`` characters) settles once the text stayed unchanged for
/// ``SearchOptions/debounce`` on the Driver scheduler; then the view model resets to it
/// (``ItemsViewModel/reset(parameters:)``), which cancels every load of the previous query and loads
/// the first page of the new one. So:
///
/// - Only the results of the last settled query are ever shown, and only its pages are appended:
///   an older query's requests are cancelled when a newer one settles, and their answers, if they
///   still arrive, change nothing. An older query's failure never shows.
/// - A query equal to the current one does nothing; a keystroke never makes a request by itself.
/// - Clearing the text (or going under the minimum length) goes back to ``SearchPhase/idle(prompt:)``
///   at once, with no request running.
/// - The first pages of the last ``SearchOptions/recentFirstPages`` queries are kept in memory:
///   going back to one (deleting a character) shows its results at once while it refreshes.
///
/// ```swift
/// let search = ListSearch(store: repos, strategy: .pageNumber(pageSize: 20))
/// search.viewModel.items.drive(onNext: { rows.show($0) }).disposed(by: bag)  // the results
/// search.phase.drive(onNext: { cover.render($0) }).disposed(by: bag)          // the prompt or the cover
/// search.text = "swi"    // nothing yet
/// search.text = "swift"  // 300 ms later: the first page of "swift"
/// ```
///
/// Bind ``phase`` rather than the view model's `pageState`: while idle the list holds nothing and
/// its own cover is the empty one. The view model's other outputs (items, sections, footer,
/// messages) and inputs (load more, retry, refresh) work as for any list.
///
/// Use it on the main actor. Its timer and the store's answers run on the Driver scheduler of
/// the task that created it (`SharingScheduler.make()`), so one created under `.virtualTime` or
/// `SharingScheduler.mock(scheduler:)` runs on the test's virtual time.
@MainActor
public final class ListSearch<
  Item: Identifiable & Equatable & Sendable,
  Strategy: PagingStrategy
> where Item.ID: Sendable {
  /// The list of results: its parameters are the settled query (empty while idle).
  public let viewModel: ItemsViewModel<Item, Strategy, String>
  /// The prompt while idle, else the settled query and its cover (whose empty message names it).
  public let phase: Driver<SearchPhase>
  /// Runs the search: the debounce and the resets.
  let search: SearchDriver<Item, Strategy>

  /// Creates a search list over a store and an empty paging state.
  ///
  /// - Parameters:
  ///   - store: Loads the pages of a query (the store's parameters); it is never asked for the
  ///     idle state.
  ///   - paging: The empty paging state each query starts from; it holds the strategy.
  ///   - search: The debounce, the minimum length, the recent first pages kept, and the texts.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the query (empty while idle).
  public init<Store: ItemsStore>(
    store: Store,
    paging: PagingState<Item, Strategy>,
    search: SearchOptions = SearchOptions(),
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (String) -> String = { $0 }
  ) where Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == String {
    viewModel = ItemsViewModel(
      store: SearchDriver<Item, Strategy>.store(store, options: search),
      paging: paging,
      parameters: "",
      options: options,
      title: title
    )
    self.search = SearchDriver(driver: viewModel.driver, options: search)
    let states = viewModel.driver.stateRelay.asObservable()
    phase = viewModel.driver.scheduler.driver(
      states.map { SearchDriver.phase(of: $0, options: search) }.distinctUntilChanged()
    )
  }

  /// Creates a search list for a strategy that does not read items (page number, cursor).
  ///
  /// - Parameters:
  ///   - store: Loads the pages of a query.
  ///   - strategy: The paging strategy.
  ///   - search: The debounce, the minimum length, the recent first pages kept, and the texts.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the query (empty while idle).
  public convenience init<Store: ItemsStore>(
    store: Store,
    strategy: Strategy,
    search: SearchOptions = SearchOptions(),
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (String) -> String = { $0 }
  )
  where
    Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == String,
    Strategy.Anchor == Never
  {
    self.init(store: store, paging: PagingState(strategy: strategy), search: search, options: options, title: title)
  }

  /// Creates a search list for a strategy anchored on item ids (`OffsetIDPaging`).
  ///
  /// - Parameters:
  ///   - store: Loads the pages of a query.
  ///   - strategy: The paging strategy.
  ///   - search: The debounce, the minimum length, the recent first pages kept, and the texts.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the query (empty while idle).
  public convenience init<Store: ItemsStore>(
    store: Store,
    strategy: Strategy,
    search: SearchOptions = SearchOptions(),
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (String) -> String = { $0 }
  )
  where
    Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == String,
    Strategy.Anchor == Item.ID
  {
    self.init(store: store, paging: PagingState(strategy: strategy), search: search, options: options, title: title)
  }

  /// The text as typed: set it on every keystroke, deletion, paste or clear.
  ///
  /// Setting it never loads by itself: its query settles after the debounce (see the type's rules).
  public var text: String {
    get { search.text }
    set { search.setText(newValue) }
  }

  /// Settles the query of ``text`` now, without waiting for the debounce: for the keyboard's
  /// search button. A query equal to the current one does nothing, as always.
  public func submit() { search.submit() }

  /// The settled query whose results the list holds, or `nil` while idle.
  public var query: String? { search.query }

  /// The debounce, the minimum length, the recent first pages kept, and the texts.
  public var options: SearchOptions { search.options }
}
