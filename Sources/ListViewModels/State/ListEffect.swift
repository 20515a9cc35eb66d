// SPDX-License-Identifier: MIT

public import ListPaging

/// Work a ``ListState`` asks its driver to do after ``ListState/reduce(_:)``: loads, cancellations,
/// persistence and action requests. The driver feeds each outcome back as a ``ListEvent``.
///
/// ```swift
/// for effect in state.reduce(.refresh) {
///   switch effect {
///   case .load(let request, let parameters): start(request, parameters)  // later: .loaded / .failed
///   case .cancelLoad(let id): cancel(id)
///   ...
///   }
/// }
/// ```
public enum ListEffect<Item: Sendable, Request: Hashable & Sendable, Parameters: Sendable>: Sendable {
  /// Read the persisted first page for these parameters and answer with
  /// ``ListEvent/persistedFirstPageRead(_:)`` (the refresh waits for the answer).
  case readPersistedFirstPage(Parameters)
  /// Load this request; answer with ``ListEvent/loaded(_:requestID:)`` or
  /// ``ListEvent/failed(_:requestID:)``.
  case load(PagingRequest<Request>, parameters: Parameters)
  /// Cancel the load with this id; its answer, if it still comes, is ignored.
  case cancelLoad(PagingRequestID)
  /// Persist this first page for these parameters.
  case persistFirstPage(Page<Item>, parameters: Parameters)
  /// Send the action's request for `original` (shown as `changed`); answer with
  /// ``ListEvent/actionSucceeded(_:confirmed:)`` or ``ListEvent/actionFailed(_:_:)``.
  case perform(ItemAction<Item>, id: ListActionID, original: Item, changed: Item?)
  /// Cancel every action request in flight; their answers, if they still come, are ignored.
  case cancelActions
}

/// A one-shot output of one ``ListState/reduce(_:)``: a message for a HUD, a navigation intent, or
/// a completed load. ``ListState/notices`` holds those of the last event only.
public enum ListNotice<Item: Sendable>: Sendable {
  /// A message for a HUD, already formatted (``ItemsViewModelOptions/errorMessage`` or the
  /// action's own messages).
  case message(String)
  /// A navigation intent for a coordinator.
  case route(ItemRoute<Item>)
  /// A load completed: its kind and how many new items it brought.
  case completedLoad(ItemsLoadResult)

  /// The message, if this notice is one.
  public var message: String? {
    if case .message(let text) = self { return text }
    return nil
  }

  /// The route, if this notice is one.
  public var route: ItemRoute<Item>? {
    if case .route(let route) = self { return route }
    return nil
  }

  /// The completed load, if this notice is one.
  public var completedLoad: ItemsLoadResult? {
    if case .completedLoad(let result) = self { return result }
    return nil
  }
}

extension ListNotice: Equatable where Item: Equatable {}

/// How the items on screen changed in the last event that changed them.
public enum ItemsChange: Sendable, Hashable {
  /// The list may have changed anywhere: diff it.
  case reload
  /// Items were only appended, from this index on.
  case append(from: Int)
}
