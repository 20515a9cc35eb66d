// SPDX-License-Identifier: MIT

public import ListViewModels

// The 0.x spellings of a model made from a view model, kept so an app upgrading gets a warning
// instead of an error. In 0.x a `ListModel` mirrored an `ItemsViewModel`'s Drivers; since 1.0 both
// are faces of one state runner, so the model and its view model still drive the same list.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListModel {
  /// Creates a model that shows the list `viewModel` runs: the 0.x way to make a model.
  ///
  /// Since 1.0 a model runs its own state (``init(store:paging:parameters:options:title:)``).
  /// This one runs the state of `viewModel` instead, so the two drive one list, as the 0.x
  /// mirror did: an input given to either is seen by both, and ``viewModel`` returns
  /// `viewModel`. Unlike the 0.x mirror, the model's properties change when the event happens,
  /// not one Driver hop later (see `ListModel`); the view model's outputs deliver as before.
  ///
  /// ```swift
  /// // 0.x: ListModel(ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 20), parameters: ()))
  /// let model = ListModel(store: store, strategy: .pageNumber(pageSize: 20), parameters: ())
  /// ```
  ///
  /// - Parameter viewModel: The view model whose list the model shows; keep calling it freely.
  @available(
    *,
    deprecated,
    message:
      "make the model from the store: ListModel(store:strategy:parameters:options:title:) with the view model's arguments"
  )
  public convenience init(_ viewModel: ItemsViewModel<Item, Strategy, Parameters>) {
    self.init(driver: viewModel.driver, title: viewModel.title)
    zeroXViewModel = viewModel
  }

  /// A view model over the same list as this model: the one the model was made from with
  /// ``init(_:)``, else one made on first use and kept. Its inputs change the model's
  /// properties, and the model's inputs its outputs.
  ///
  /// ```swift
  /// // 0.x: model.viewModel.refresh()        model.viewModel.state
  /// model.send(.refresh)  // or `await model.refresh()`, which waits for the page
  /// let state = model.state
  /// ```
  @available(
    *,
    deprecated,
    message: "call the model itself: model.send(.refresh) (or await model.refresh()), model.state, model.onAppear(at:)"
  )
  public var viewModel: ItemsViewModel<Item, Strategy, Parameters> {
    if let zeroXViewModel { return zeroXViewModel }
    let viewModel = ItemsViewModel(driver: driver, title: title)
    zeroXViewModel = viewModel
    return viewModel
  }
}
