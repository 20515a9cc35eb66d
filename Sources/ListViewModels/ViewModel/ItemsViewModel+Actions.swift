// SPDX-License-Identifier: MIT

import ListPaging
import ReactiveCore

extension ItemsViewModel {
  /// Runs a secondary action (star, watch, delete) on the item with this id: shows its
  /// optimistic change at once, sends its request, and on failure rolls back and emits the
  /// action's failure message (on success, its success message, if any).
  ///
  /// The change survives pages landing meanwhile, refreshes included. Several actions on one
  /// item stack; a failing one rolls back to the value before it.
  ///
  /// ```swift
  /// viewModel.perform(.update({ $0.isStarred.toggle() }) { try await api.star($0) }, on: repo.id)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - id: The item's id; an id not on screen is ignored.
  public func perform(_ action: ItemAction<Item>, on id: Item.ID) {
    guard let shown = currentItems.first(where: { $0.id == id }) else { return }
    nextActionID += 1
    let actionID = nextActionID
    let previous = overrides[id]
    let changed = action.optimistic(shown)
    overrides[id] = Override(
      value: changed,
      pending: (previous?.pending ?? 0) + 1,
      lastAction: actionID,
      confirmedGeneration: previous?.confirmedGeneration
    )
    rebuildCurrentItems()
    let holder = SingleAssignmentDisposable()
    guard let key = actions.insert(holder) else { return }
    let subscription = action.request(shown, changed).asObservable()
      .observe(on: scheduler)
      .subscribe(
        onNext: { [weak self] confirmed in
          MainActor.assumeIsolated {
            self?.settle(id: id, actionID: actionID, previous: previous, action: action, result: .success(confirmed))
          }
        },
        onError: { [weak self] error in
          MainActor.assumeIsolated {
            self?.settle(id: id, actionID: actionID, previous: previous, action: action, result: .failure(error))
          }
        },
        onDisposed: { [actions] in actions.remove(for: key) }
      )
    holder.setDisposable(subscription)
  }

  private func settle(
    id: Item.ID,
    actionID: Int,
    previous: Override?,
    action: ItemAction<Item>,
    result: Result<Item?, any Error>
  ) {
    guard var override = overrides[id] else { return }
    override.pending -= 1
    switch result {
    case .success(let confirmed):
      if override.lastAction == actionID, let confirmed { override.value = confirmed }
      if override.pending == 0 { override.confirmedGeneration = generation }
      overrides[id] = override
      if let text = action.successMessage { messageRelay.accept(text) }
    case .failure(let error):
      if override.lastAction == actionID {
        if let previous {
          override.value = previous.value
          override.lastAction = previous.lastAction
          override.confirmedGeneration = previous.confirmedGeneration
        } else if override.pending == 0 {
          overrides[id] = nil
          rebuildCurrentItems()
          messageRelay.accept(action.failureMessage(error))
          return
        } else {
          override.value = loadedItem(id: id)
        }
      }
      overrides[id] = override
      messageRelay.accept(action.failureMessage(error))
    }
    rebuildCurrentItems()
  }
}
