// SPDX-License-Identifier: MIT

/// Work the reducer asks its owner to do; the reducer itself never does I/O.
///
/// The owner (a view model, an async pager) carries effects out in order:
///
/// ```swift
/// for effect in state.reduce(.refresh) {
///   switch effect {
///   case .cancel(let id): tasks.removeValue(forKey: id)?.cancel()
///   case .load(let request):
///     tasks[request.id] = Task { await load(request) }  // later: state.reduce(.loaded(page, requestID: request.id))
///   }
/// }
/// ```
public enum PagingEffect<Request: Hashable & Sendable>: Sendable, Hashable {
  /// Start loading this request, then send ``PagingEvent/loaded(_:requestID:)`` or
  /// ``PagingEvent/failed(_:requestID:)`` with its id.
  case load(PagingRequest<Request>)
  /// Cancel the load with this id; anything it still delivers will be ignored as stale.
  case cancel(PagingRequestID)
}

extension PagingEffect {
  /// The request to load, when the effect is ``load(_:)``.
  public var loadRequest: PagingRequest<Request>? {
    if case .load(let request) = self { return request }
    return nil
  }
}
