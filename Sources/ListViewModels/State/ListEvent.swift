// SPDX-License-Identifier: MIT

public import ListPaging

/// Something that happened to a list screen: a user intent, a store's answer, or an action's
/// outcome. ``ListState/reduce(_:)`` is the only way to change a ``ListState``.
///
/// ```swift
/// var effects = state.reduce(.refresh)                 // [.readPersistedFirstPage("swift")]
/// effects = state.reduce(.persistedFirstPageRead(nil)) // [.load(#1 refresh page=1, parameters: "swift")]
/// state.reduce(.loaded(page, requestID: #1))           // items on screen
/// ```
public enum ListEvent<Item: Identifiable & Sendable, Request: Hashable & Sendable, Parameters: Sendable>: Sendable
where Item.ID: Sendable {
  /// Pull to refresh: load the first page and replace the list with it.
  case refresh
  /// Pull to refresh by putting newer items on top (a plain refresh before the first page, for a
  /// strategy that cannot prepend, or while pages dropped by the memory cap come before the held
  /// items: the first held item is not the list's first).
  case prepend
  /// Load the next page.
  case loadMore
  /// Load again exactly the request that failed last.
  case retry
  /// Start over with new parameters: cancel every load and action, clear the list, refresh.
  case reset(Parameters)
  /// The item at this index of ``ListState/items`` appeared on screen.
  case itemAppeared(index: Int)
  /// The user selected the item at this index of ``ListState/items``.
  case itemSelected(index: Int)
  /// A gap's row appeared on screen: loads the gap (`PagingState.loadGap(_:)`) unless a load is in
  /// flight or the gap's last load failed (a failed gap waits for a tap, ``loadGap(_:)``, or
  /// ``retry``, as a failed load-more waits for its footer).
  case gapAppeared(PagingGap<Item.ID>)
  /// The user asked to load a gap (tapped its row): loads it unless a load is in flight, a failed
  /// gap included.
  case loadGap(PagingGap<Item.ID>)
  /// The answer to ``ListEffect/readPersistedFirstPage(_:)``: the persisted first page, if any.
  case persistedFirstPageRead(Page<Item>?)
  /// The page of the load with this id arrived.
  case loaded(Page<Item>, requestID: PagingRequestID)
  /// The load with this id failed with this error.
  case failed(any Error, requestID: PagingRequestID)
  /// The user started a secondary action (star, watch, delete) on the item with this id.
  case actionStarted(ItemAction<Item>, itemID: Item.ID)
  /// The server confirmed the action, with its version of the item when the request returned one.
  case actionSucceeded(ListActionID, confirmed: Item?)
  /// The action's request failed.
  case actionFailed(ListActionID, any Error)
}

/// Identifies one secondary action of a ``ListState``, from its start to its outcome.
public struct ListActionID: Hashable, Sendable, CustomStringConvertible {
  /// The action's number: 1 for the first action since the state was created.
  public let number: Int

  /// Creates the id of the action with this number.
  ///
  /// - Parameter number: The action's number.
  public init(_ number: Int) {
    self.number = number
  }

  /// `action #n`.
  public var description: String { "action #\(number)" }
}
