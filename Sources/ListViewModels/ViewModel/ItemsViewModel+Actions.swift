// SPDX-License-Identifier: MIT

import ListPaging

extension ItemsViewModel {
  /// Runs a secondary action (star, watch, delete) on the item with this id: shows its
  /// optimistic change at once, sends its request, and on failure rolls back exactly its change
  /// and emits its failure message (on success, its success message, if any).
  ///
  /// Once confirmed, the item shows the value the action produced (the server's item when the
  /// request returns one) until a refresh started after the confirmation lands. Several actions
  /// on one item stack in the order they started.
  ///
  /// ```swift
  /// viewModel.perform(.update({ $0.isStarred = true }, request: { try await api.star($0) }), on: repo.id)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - id: The item's id; an id not on screen is ignored.
  public func perform(_ action: ItemAction<Item>, on id: Item.ID) { send(.actionStarted(action, itemID: id)) }
}
