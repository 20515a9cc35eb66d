// SPDX-License-Identifier: MIT

import Foundation
public import ReactiveCore

/// A secondary action on one item (star, watch, delete): an optimistic change shown at once, and
/// the request that confirms it. On failure the change is rolled back and a message is emitted.
///
/// ```swift
/// viewModel.perform(.update({ $0.isStarred.toggle() }) { repo in try await api.setStar(repo.isStarred, repo.id) }, on: repo.id)
/// viewModel.perform(.delete { repo in try await api.delete(repo.id) }, on: repo.id)
/// ```
///
/// While the request runs, the optimistic value is shown over every page that lands, refreshes
/// included, so a refresh never loses it. Once confirmed it stays until a refresh started after
/// the confirmation brings the server's version.
public struct ItemAction<Item: Sendable>: Sendable {
  /// Applies the optimistic change; `nil` removes the item.
  let optimistic: @Sendable (Item) -> Item?
  /// Sends the request; its element, when not `nil`, is the server's version of the item.
  let request: @MainActor @Sendable (_ original: Item, _ changed: Item?) -> Single<Item?>
  /// The message emitted on success, if any.
  let successMessage: String?
  /// The message emitted on failure; `nil` uses the view model's ``ItemsViewModelOptions/errorMessage``.
  let failureMessage: (@Sendable (any Error) -> String)?

  /// An action that changes the item, confirmed by a `Single`.
  ///
  /// - Parameters:
  ///   - change: Changes the item optimistically.
  ///   - successMessage: The message to emit on success. Default: none.
  ///   - failureMessage: The message to emit on failure. Default: the view model's
  ///     ``ItemsViewModelOptions/errorMessage``, so one formatter localises every failure.
  ///   - request: Sends the changed item; its element (if not `nil`) replaces it.
  /// - Returns: The action.
  public static func update(
    _ change: @escaping @Sendable (inout Item) -> Void,
    successMessage: String? = nil,
    failureMessage: (@Sendable (any Error) -> String)? = nil,
    single request: @escaping @MainActor @Sendable (Item) -> Single<Item?>
  ) -> ItemAction {
    ItemAction(
      optimistic: { item in
        var changed = item
        change(&changed)
        return changed
      },
      request: { original, changed in request(changed ?? original) },
      successMessage: successMessage,
      failureMessage: failureMessage
    )
  }

  /// An action that changes the item, confirmed by an `async` request.
  ///
  /// - Parameters:
  ///   - change: Changes the item optimistically.
  ///   - successMessage: The message to emit on success. Default: none.
  ///   - failureMessage: The message to emit on failure. Default: the view model's
  ///     ``ItemsViewModelOptions/errorMessage``, so one formatter localises every failure.
  ///   - request: Sends the changed item; its result (if not `nil`) replaces it.
  /// - Returns: The action.
  public static func update(
    _ change: @escaping @Sendable (inout Item) -> Void,
    successMessage: String? = nil,
    failureMessage: (@Sendable (any Error) -> String)? = nil,
    request: @escaping @MainActor @Sendable (Item) async throws -> Item?
  ) -> ItemAction {
    update(change, successMessage: successMessage, failureMessage: failureMessage) { item in
      Single.create { try await request(item) }
    }
  }

  /// An action that removes the item, confirmed by a `Single`.
  ///
  /// - Parameters:
  ///   - successMessage: The message to emit on success. Default: none.
  ///   - failureMessage: The message to emit on failure. Default: the view model's
  ///     ``ItemsViewModelOptions/errorMessage``, so one formatter localises every failure.
  ///   - request: Deletes the item on the server.
  /// - Returns: The action.
  public static func delete(
    successMessage: String? = nil,
    failureMessage: (@Sendable (any Error) -> String)? = nil,
    single request: @escaping @MainActor @Sendable (Item) -> Single<Void>
  ) -> ItemAction {
    ItemAction(
      optimistic: { _ in nil },
      request: { original, _ in request(original).map { _ in nil } },
      successMessage: successMessage,
      failureMessage: failureMessage
    )
  }

  /// An action that removes the item, confirmed by an `async` request.
  ///
  /// - Parameters:
  ///   - successMessage: The message to emit on success. Default: none.
  ///   - failureMessage: The message to emit on failure. Default: the view model's
  ///     ``ItemsViewModelOptions/errorMessage``, so one formatter localises every failure.
  ///   - request: Deletes the item on the server.
  /// - Returns: The action.
  public static func delete(
    successMessage: String? = nil,
    failureMessage: (@Sendable (any Error) -> String)? = nil,
    request: @escaping @MainActor @Sendable (Item) async throws -> Void
  ) -> ItemAction {
    delete(successMessage: successMessage, failureMessage: failureMessage) { item in
      Single.create { try await request(item) }
    }
  }

  /// The default failure message: the error's localized description when it has one, else its
  /// description.
  ///
  /// - Parameter error: The error.
  /// - Returns: A message for the user.
  @Sendable
  public static func describe(_ error: any Error) -> String {
    ItemsViewModelOptions.describe(error)
  }
}
