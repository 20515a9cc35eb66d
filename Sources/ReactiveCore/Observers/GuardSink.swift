// SPDX-License-Identifier: MIT

/// The last stage of every public subscription: enforces the grammar and owns the upstream.
///
/// - Events after a terminal event or after `dispose()` are dropped.
/// - A terminal event disposes the upstream subscription after it was delivered.
/// - `dispose()` before the upstream subscription is attached disposes it on attach.
final class GuardSink<Observer: ObserverType>: ObserverType, Cancelable {
  typealias Element = Observer.Element

  private struct State {
    var isStopped = false
    var upstream: (any Disposable)?
  }

  private let observer: Observer
  private let state = LockedState(State())
  private let resource = ResourceToken()

  init(forwardingTo observer: Observer) {
    self.observer = observer
  }

  /// Stores the upstream subscription; disposes it at once if this sink already stopped.
  func attach(_ upstream: any Disposable) {
    let disposeNow: Bool = state.withLock { state in
      if state.isStopped { return true }
      state.upstream = upstream
      return false
    }
    if disposeNow { upstream.dispose() }
  }

  var isDisposed: Bool {
    state.withLock { $0.isStopped }
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      let isStopped = state.withLock { $0.isStopped }
      if !isStopped { observer.on(event) }
    case .error, .completed:
      let wasStopped = state.withLock { state in
        defer { state.isStopped = true }
        return state.isStopped
      }
      guard !wasStopped else { return }
      observer.on(event)
      releaseUpstream()
    }
  }

  func dispose() {
    state.withLock { $0.isStopped = true }
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
