// SPDX-License-Identifier: MIT

public import ListPaging
public import ListViewModels

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListModel {
  /// Creates a model for a strategy that does not read items (page number, cursor).
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - strategy: The paging strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the parameters.
  public convenience init<Store: ItemsStore>(
    store: Store,
    strategy: Strategy,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (Parameters) -> String = { _ in "" }
  )
  where
    Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters,
    Strategy.Anchor == Never
  {
    let paging = PagingState<Item, Strategy>(strategy: strategy)
    self.init(store: store, paging: paging, parameters: parameters, options: options, title: title)
  }

  /// Creates a model for a strategy anchored on item ids (`OffsetIdPaging`).
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - strategy: The paging strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the parameters.
  public convenience init<Store: ItemsStore>(
    store: Store,
    strategy: Strategy,
    parameters: Parameters,
    options: ItemsViewModelOptions = ItemsViewModelOptions(),
    title: @escaping @Sendable (Parameters) -> String = { _ in "" }
  )
  where
    Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters,
    Strategy.Anchor == Item.ID
  {
    let paging = PagingState<Item, Strategy>(strategy: strategy)
    self.init(store: store, paging: paging, parameters: parameters, options: options, title: title)
  }
}
