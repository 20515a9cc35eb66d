// SPDX-License-Identifier: MIT

import ListPaging

extension ListState {
  /// One action's change to an item (rule 8).
  struct ActionStep: Sendable {
    /// What the step does to the item.
    enum Change: Sendable {
      /// The optimistic change, while the request runs; `nil` removes the item.
      case pending(@Sendable (Item) -> Item?)
      /// The value the confirmed action produced; `nil` removes the item.
      case confirmed(Item?)
    }

    /// The action's id.
    let id: ListActionID
    /// The action (for its messages).
    let action: ItemAction<Item>
    /// The change shown.
    var change: Change
    /// The refresh generation when the action was confirmed; `nil` while it runs.
    var confirmedGeneration: Int?
  }

  /// The item as shown: the item with its action steps applied in order, or `nil` when a step
  /// removes it.
  func display(_ item: Item) -> Item? {
    guard let steps = overrides[item.id] else { return item }
    return Self.apply(steps[...], to: item)
  }

  /// Applies `steps` to `item`, in order.
  static func apply(_ steps: ArraySlice<ActionStep>, to item: Item) -> Item? {
    var shown: Item? = item
    for step in steps {
      switch step.change {
      case .pending(let change): shown = shown.flatMap(change)
      case .confirmed(let value): shown = value
      }
    }
    return shown
  }

  /// Rule 8: shows the action's change and asks for its request; an item not on screen is ignored.
  mutating func start(_ action: ItemAction<Item>, on id: Item.ID) -> [Effect] {
    guard let shown = items.first(where: { $0.id == id }) else { return [] }
    lastActionNumber += 1
    let actionID = ListActionID(lastActionNumber)
    overrides[id, default: []].append(ActionStep(id: actionID, action: action, change: .pending(action.optimistic)))
    rebuildItems()
    return [.perform(action, id: actionID, original: shown, changed: action.optimistic(shown))]
  }

  /// Rule 8: a confirmed step keeps the value it produced; a failed step is removed.
  mutating func settle(_ actionID: ListActionID, _ result: Result<Item?, any Error>) {
    guard let (itemID, index) = step(actionID), var steps = overrides[itemID] else { return }
    let action = steps[index].action
    switch result {
    case .success(let confirmed):
      if let confirmed {
        steps[index].change = .confirmed(confirmed)
      } else if let base = (persistedItems ?? paging.items).first(where: { $0.id == itemID }) {
        steps[index].change = .confirmed(Self.apply(steps[...index], to: base))
      }
      steps[index].confirmedGeneration = paging.generation
      overrides[itemID] = steps
      if let text = action.successMessage { notices.append(.message(text)) }
    case .failure(let error):
      steps.remove(at: index)
      overrides[itemID] = steps.isEmpty ? nil : steps
      notices.append(.message(action.failureMessage(error)))
    }
    rebuildItems()
  }

  /// Drops the steps confirmed before a refresh or prepend of `generation` started: the page
  /// that landed already holds what they did.
  mutating func dropOverrides(confirmedBefore generation: Int) {
    guard !overrides.isEmpty else { return }
    overrides = overrides.compactMapValues { steps in
      let kept = steps.filter { ($0.confirmedGeneration ?? Int.max) >= generation }
      return kept.isEmpty ? nil : kept
    }
  }

  /// The item and position of a running action's step.
  private func step(_ actionID: ListActionID) -> (Item.ID, Int)? {
    for (itemID, steps) in overrides {
      if let index = steps.firstIndex(where: { $0.id == actionID && $0.confirmedGeneration == nil }) {
        return (itemID, index)
      }
    }
    return nil
  }
}
