// SPDX-License-Identifier: MIT

public import ListPaging

/// A list model made from a store and an empty paging state: ``ItemsViewModel`` (Rx outputs) and
/// ListObservation's `ListModel` (Observation). Both drive a ``ListState`` the same way; this
/// protocol gives them the same initialisers from a paging strategy.
///
/// ```swift
/// let viewModel = ItemsViewModel(store: repos, strategy: .pageNumber(pageSize: 20), parameters: "swift")
/// ```
@MainActor
public protocol PagedListModel: AnyObject {
  /// The items of the list.
  associatedtype Item: Identifiable & Equatable & Sendable where Item.ID: Sendable
  /// The paging strategy.
  associatedtype Strategy: PagingStrategy
  /// The list's parameters (a search query, a filter).
  associatedtype Parameters: Sendable

  /// Creates a model over a store and an empty paging state.
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - paging: The empty state to start from (and to go back to on reset); it holds the strategy
  ///     and the memory cap, if any (`PagingState.withMaxSize(_:reloadDistance:)`).
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the parameters.
  init<Store: ItemsStore>(
    store: Store,
    paging: PagingState<Item, Strategy>,
    parameters: Parameters,
    options: ItemsViewModelOptions,
    title: @escaping @Sendable (Parameters) -> String
  ) where Store.Item == Item, Store.Request == Strategy.Request, Store.Parameters == Parameters
}

extension PagedListModel {
  /// The state the model drives.
  public typealias State = ListState<Item, Strategy, Parameters>

  /// Creates a model for a strategy that does not read items (page number, cursor).
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - strategy: The paging strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the parameters.
  public init<Store: ItemsStore>(
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

  /// Creates a model for a strategy anchored on item ids (`OffsetIDPaging`).
  ///
  /// - Parameters:
  ///   - store: Loads the pages.
  ///   - strategy: The paging strategy.
  ///   - parameters: The list's first parameters.
  ///   - options: Prefetch distance and the formatter of messages.
  ///   - title: Makes the navigation title from the parameters.
  public init<Store: ItemsStore>(
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
