// SPDX-License-Identifier: MIT

import ListPaging
import ReactiveCore

extension ItemsViewModel {
  /// Runs a secondary action (star, watch, delete) on the item with this id: shows its
  /// optimistic change at once, sends its request, and on failure rolls back and emits the
  /// action's failure message (on success, its success message, if any).
  ///
  /// The change is re-applied to every version of the item that lands while it runs, refreshes
  /// included, so it is never lost; once confirmed (with the server's item, when the request
  /// returns one) it stays until a refresh started after the confirmation lands. Several actions
  /// on one item stack; a failing one is removed from the stack, which rolls back exactly its
  /// change.
  ///
  /// ```swift
  /// viewModel.perform(.update({ $0.isStarred.toggle() }, request: { try await api.star($0) }), on: repo.id)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - id: The item's id; an id not on screen is ignored.
  public func perform(_ action: ItemAction<Item>, on id: Item.ID) {
    guard let shown = currentItems.first(where: { $0.id == id }) else { return }
    nextActionID += 1
    let actionID = nextActionID
    overrides[id, default: []].append(ActionStep(action: actionID, change: action.optimistic))
    rebuildCurrentItems()
    let holder = SingleAssignmentDisposable()
    guard let key = actions.insert(holder) else { return }
    let subscription = action.request(shown, action.optimistic(shown)).asObservable()
      .observe(on: scheduler)
      .subscribe(
        onNext: { [weak self] confirmed in
          MainActor.assumeIsolated { self?.settle(id: id, actionID: actionID, action: action, .success(confirmed)) }
        },
        onError: { [weak self] error in
          MainActor.assumeIsolated { self?.settle(id: id, actionID: actionID, action: action, .failure(error)) }
        },
        onDisposed: { [actions] in actions.remove(for: key) }
      )
    holder.setDisposable(subscription)
  }

  private func settle(id: Item.ID, actionID: Int, action: ItemAction<Item>, _ result: Result<Item?, any Error>) {
    guard var steps = overrides[id], let index = steps.firstIndex(where: { $0.action == actionID }) else { return }
    switch result {
    case .success(let confirmed):
      if let confirmed { steps[index].change = { _ in confirmed } }
      steps[index].confirmedGeneration = generation
      overrides[id] = steps
      if let text = action.successMessage { messageRelay.accept(text) }
    case .failure(let error):
      steps.remove(at: index)
      overrides[id] = steps.isEmpty ? nil : steps
      messageRelay.accept(action.failureMessage(error))
    }
    rebuildCurrentItems()
  }
}
