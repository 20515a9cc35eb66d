// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// The last stage of every public subscription: enforces the grammar and owns the upstream.
///
/// - Events after a terminal event or after `dispose()` are dropped.
/// - A terminal event disposes the upstream subscription after it was delivered.
/// - `dispose()` before the upstream subscription is attached disposes it on attach.
/// - Once stopped, the sink lets go of the observer, so an observer object is not kept alive
///   by a disposable that outlives the subscription.
final class GuardSink<Observer: ObserverType>: ObserverType, Cancelable {
  typealias Element = Observer.Element

  private struct State {
    var observer: Observer?
    var upstream: (any Disposable)?
  }

  private let state: LockedState<State>
  private let resource = ResourceToken()

  init(forwardingTo observer: Observer) {
    state = LockedState(State(observer: observer))
  }

  /// Stores the upstream subscription; disposes it at once if this sink already stopped.
  func attach(_ upstream: any Disposable) {
    let disposeNow: Bool = state.withLock { state in
      if state.observer == nil { return true }
      state.upstream = upstream
      return false
    }
    if disposeNow { upstream.dispose() }
  }

  var isDisposed: Bool {
    state.withLock { $0.observer == nil }
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      state.withLock { $0.observer }?.on(event)
    case .error, .completed:
      let observer = state.withLock { state in
        defer { state.observer = nil }
        return state.observer
      }
      guard let observer else { return }
      observer.on(event)
      releaseUpstream()
    }
  }

  func dispose() {
    let observer = state.withLock { state in
      defer { state.observer = nil }
      return state.observer
    }
    _ = observer  // released here, outside the lock
    releaseUpstream()
  }

  private func releaseUpstream() {
    let upstream = state.withLock { state in
      defer { state.upstream = nil }
      return state.upstream
    }
    upstream?.dispose()
  }
}
