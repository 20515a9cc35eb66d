// SPDX-License-Identifier: MIT

public import ListPaging
public import ListViewModels

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListModel where Parameters == String {
  /// Creates a search list over a store and an empty paging state: bind ``searchText`` to
  /// `.searchable(text:)` and show ``searchPhase``.
  ///
  /// It follows `ListSearch`'s rules: the text's query (trimmed, at least
  /// `SearchOptions.minimumLength` characters) settles after `SearchOptions.debounce` on the Driver
  /// scheduler and resets the list to it, cancelling the previous query's loads; an equal query does
  /// nothing; clearing the text shows `SearchPhase.idle(prompt:)` at once; only the last settled
  /// query's results ever show; the first pages of the last few queries are kept in memory.
  ///
  /// ```swift
  /// @State private var model = ListModel(searching: repos, strategy: .pageNumber(pageSize: 20))
  ///
  /// var body: some View {
  ///   List(model.items) { Text($0.name).onAppear { model.onAppear($0) } }
  ///     .searchable(text: $model.searchText)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - store: Loads the pages of a query (the store's parameters); never asked for the idle state.
  ///   - paging: The empty paging state each query starts from; it holds the strategy.
  ///   - search: The debounce, the minimum length, the recent first pages kept, and the texts.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the query (empty while idle).
  public convenience init<Store: ItemsStore>(
    searching store: Store,
    paging: PagingState<Item, Strategy>,
    search: SearchOptions = SearchOptions(),
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (String) -> String = { $0 }
  ) where Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == String {
    self.init(
      store: SearchDriver<Item, Strategy>.store(store, options: search),
      paging: paging,
      parameters: "",
      options: options,
      title: title
    )
    let input = SearchDriver(driver: driver, options: search)
    searchInput = { input.setText($0) }
    searchPhaseOf = { SearchDriver.phase(of: $0, options: search) }
    searchPhase = SearchDriver.phase(of: driver.state, options: search)
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
    searching store: Store,
    strategy: Strategy,
    search: SearchOptions = SearchOptions(),
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (String) -> String = { $0 }
  )
  where
    Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == String,
    Strategy.Anchor == Never
  {
    self.init(searching: store, paging: PagingState(strategy: strategy), search: search, options: options, title: title)
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
    searching store: Store,
    strategy: Strategy,
    search: SearchOptions = SearchOptions(),
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (String) -> String = { $0 }
  )
  where
    Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == String,
    Strategy.Anchor == Item.ID
  {
    self.init(searching: store, paging: PagingState(strategy: strategy), search: search, options: options, title: title)
  }
}
