// SPDX-License-Identifier: MIT

import ListPaging

extension ListState {
  /// What the actions on one item change in how it is shown (rule 8).
  struct ItemOverride: Sendable {
    /// An action whose request is running.
    struct Pending: Sendable {
      /// The action's id.
      let id: ListActionID
      /// The action: its optimistic change and messages.
      let action: ItemAction<Item>
      /// The item the request was sent with: the item shown when the action started, changed.
      let changed: Item?
    }

    /// The value the last confirmed action produced (`nil`: it removed the item), and the refresh
    /// generation when it was confirmed; `nil` when no confirmation is kept.
    var confirmed: (value: Item?, generation: Int)?
    /// The actions still running, in the order they started; each shows its optimistic change.
    var pending: [Pending] = []

    /// Whether the override changes nothing anymore.
    var isEmpty: Bool { confirmed == nil && pending.isEmpty }
  }

  /// The item as shown: the last confirmed value (else the item), with the running actions'
  /// optimistic changes applied in order; `nil` when the item is removed.
  func display(_ item: Item) -> Item? {
    guard let override = overrides[item.id] else { return item }
    var shown: Item? = item
    if let confirmed = override.confirmed { shown = confirmed.value }
    for step in override.pending { shown = shown.flatMap(step.action.optimistic) }
    return shown
  }

  /// Rule 8: shows the action's change and asks for its request; an item not on screen is ignored.
  mutating func start(_ action: ItemAction<Item>, on id: Item.ID) -> [Effect] {
    guard let shown = items.first(where: { $0.id == id }) else { return [] }
    lastActionNumber += 1
    let actionID = ListActionID(lastActionNumber)
    let changed = action.optimistic(shown)
    overrides[id, default: ItemOverride()].pending.append(
      ItemOverride.Pending(id: actionID, action: action, changed: changed)
    )
    rebuildItems()
    return [.perform(action, id: actionID, original: shown, changed: changed)]
  }

  /// Rule 8: a confirmed action's value (the server's item, or the changed item its request was
  /// sent with) becomes the item's confirmed value; a failed action's change is dropped.
  mutating func settle(_ actionID: ListActionID, _ result: Result<Item?, any Error>) {
    guard let (itemID, index) = pendingStep(actionID), var override = overrides[itemID] else { return }
    let step = override.pending.remove(at: index)
    let action = step.action
    switch result {
    case .success(let server):
      // The value the action produced: what the server answered, else what the request sent. Not
      // the change applied again: the item may already be the server's changed version.
      override.confirmed = (server ?? step.changed, paging.generation)
      if let text = action.successMessage { notices.append(.message(text)) }
    case .failure(let error):
      notices.append(.message(action.failureMessage?(error) ?? options.errorMessage(error)))
    }
    overrides[itemID] = override.isEmpty ? nil : override
    rebuildItems()
  }

  /// Drops the confirmations kept from before a refresh or prepend of `generation` started: the
  /// page that landed already holds what they did. After a prepend (`prepended`), only those of
  /// the items that page put on screen or that are gone: a prepend that joined keeps the items
  /// below it, and a repeated id keeps its older version, as they were (rule 8).
  mutating func dropOverrides(confirmedBefore generation: Int, prepended: Page<Item>? = nil) {
    guard !overrides.isEmpty else { return }
    let loaded = paging
    for (id, override) in overrides {
      guard let confirmed = override.confirmed, confirmed.generation < generation else { continue }
      if let prepended, let shown = loaded.items.first(where: { $0.id == id }),
        prepended.items.first(where: { $0.id == id }) != shown
      {
        continue
      }
      var kept = override
      kept.confirmed = nil
      overrides[id] = kept.isEmpty ? nil : kept
    }
  }

  /// The item and position of a running action.
  private func pendingStep(_ actionID: ListActionID) -> (Item.ID, Int)? {
    for (itemID, override) in overrides {
      if let index = override.pending.firstIndex(where: { $0.id == actionID }) { return (itemID, index) }
    }
    return nil
  }
}
