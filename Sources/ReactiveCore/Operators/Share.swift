// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// How long the subject inside ``ObservableType/share(replay:scope:)`` lives.
public enum SubjectLifetimeScope: Sendable, Equatable {
  /// The subject lives while the source is connected.
  ///
  /// When the last subscriber leaves, or the source terminates, the connection and its
  /// replay buffer are dropped; the next subscriber connects to the source again and starts
  /// with an empty buffer. This is the default and what most screens want.
  case whileConnected

  /// One subject for the life of the shared observable.
  ///
  /// When the last subscriber leaves, the source is disconnected but the replay buffer is
  /// kept: the next subscriber receives it, then the source is connected again. Once the
  /// source terminated, later subscribers receive the buffer and the terminal event, and the
  /// source is not subscribed again.
  case forever
}

extension ObservableType {
  /// Shares one subscription to this sequence among all subscribers, replaying the last
  /// `replay` elements to late ones.
  ///
  /// The first subscriber connects to the source; later subscribers join that connection and
  /// first receive up to `replay` buffered elements. When the last subscriber leaves, the
  /// source subscription is disposed. `scope` decides what survives a disconnect or a
  /// terminal event (see ``SubjectLifetimeScope``).
  ///
  /// ```swift
  /// let shared = expensiveRequest.share(replay: 1)
  /// _ = shared.subscribe(onNext: { print("a", $0) })  // connects once
  /// _ = shared.subscribe(onNext: { print("b", $0) })  // replays the latest element
  /// ```
  ///
  /// ## Threading
  ///
  /// Subscribing and disposing from several threads at once is safe. Events are delivered
  /// through the same queue-draining fan-out as the subjects: one observer never receives two
  /// events at once, even if the source misbehaves, and an element sent by the source while
  /// another thread is delivering is delivered by that thread. A replay is ordered with the
  /// live events (no gap, no duplicate) and, uncontended, happens before `subscribe` returns.
  ///
  /// - Parameters:
  ///   - replay: How many of the latest elements to replay to new subscribers (0: none).
  ///     Must not be negative.
  ///   - scope: Whether the subject is dropped on disconnect (`.whileConnected`, the default)
  ///     or kept forever (`.forever`).
  /// - Returns: An observable that shares one connection to this sequence.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
    precondition(replay >= 0, "share(replay:scope:): replay must not be negative")
    let connector = ShareConnector(source: asObservable(), replay: replay, scope: scope)
    return Observable { observer in connector.subscribe(observer) }
  }
}

/// Owns the shared connection: counts subscribers, connects on the first, disconnects on
/// the last, and resets according to the scope.
private final class ShareConnector<Element: Sendable>: ShareReleasing {
  private struct State {
    /// The subject of the current connection (`nil`: created by the next subscriber).
    var hub: SubjectHub<Element>?
    /// The current source subscription (`nil`: not connected).
    var connection: SingleAssignmentDisposable?
    /// Subscribers counted against the current generation.
    var subscribers = 0
    /// Bumped at each disconnect or terminal event, so late releases from an earlier
    /// connection do not touch the current one.
    var generation: UInt64 = 0
    /// Whether the source terminated under the `.forever` scope: the subject is finished for
    /// good, and the source is never subscribed again.
    var isFinished = false
  }

  private let source: Observable<Element>
  private let retention: SubjectRetention
  private let scope: SubjectLifetimeScope
  private let state = LockedState(State())

  init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.retention = replay == 0 ? .none : .bounded(replay)
    self.scope = scope
  }

  func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    let (hub, generation, connection) = state.withLock { state in
      let hub = state.hub ?? SubjectHub(retention: retention)
      state.hub = hub
      if state.isFinished {
        return (hub, UInt64?.none, SingleAssignmentDisposable?.none)
      }
      state.subscribers += 1
      var connection: SingleAssignmentDisposable?
      if state.connection == nil {
        connection = SingleAssignmentDisposable()
        state.connection = connection
      }
      return (hub, Optional(state.generation), connection)
    }
    guard let generation else {
      // A finished `.forever` subject: replay and terminal event, no reconnection.
      return hub.subscribe(observer)
    }
    // Join the subject before connecting, so a synchronous source reaches this subscriber.
    guard let id = hub.attach(observer) else {
      release(generation)
      return NopDisposable()
    }
    let subscription = ShareSubscription(connector: self, hub: hub, id: id, generation: generation)
    if let connection {
      let sink = ShareConnectionSink(connector: self, hub: hub, generation: generation)
      connection.setDisposable(source.subscribeUnguarded(sink))
    }
    return subscription
  }

  /// A subscriber of `generation` left; disconnects when it was the last one.
  func release(_ generation: UInt64) {
    let connection: SingleAssignmentDisposable? = state.withLock { state in
      guard state.generation == generation else { return nil }
      state.subscribers -= 1
      guard state.subscribers == 0 else { return nil }
      return disconnect(&state)
    }
    connection?.dispose()
  }

  /// The source of `generation` terminated; resets the connection.
  ///
  /// - Returns: Whether `generation` was still the current connection (only then is the
  ///   terminal event forwarded: a stale connection must not end a `.forever` subject).
  func terminate(_ generation: UInt64) -> Bool {
    let connection: SingleAssignmentDisposable?? = state.withLock { state in
      guard state.generation == generation else { return .none }
      state.subscribers = 0
      state.isFinished = scope == .forever
      return .some(disconnect(&state))
    }
    guard let connection else { return false }
    connection?.dispose()
    return true
  }

  private func disconnect(_ state: inout State) -> SingleAssignmentDisposable? {
    state.generation &+= 1
    if scope == .whileConnected { state.hub = nil }
    defer { state.connection = nil }
    return state.connection
  }
}

/// Forwards the source's events into the connection's subject.
private final class ShareConnectionSink<Element: Sendable>: ObserverType {
  let connector: ShareConnector<Element>
  let hub: SubjectHub<Element>
  let generation: UInt64
  let resource = ResourceToken()

  init(connector: ShareConnector<Element>, hub: SubjectHub<Element>, generation: UInt64) {
    self.connector = connector
    self.hub = hub
    self.generation = generation
  }

  func on(_ event: Event<Element>) {
    // Reset before delivering the terminal event (as RxSwift does), so a subscriber arriving
    // while it is delivered starts a fresh connection instead of joining a finished one.
    if event.isStopEvent && !connector.terminate(generation) { return }
    hub.send(event)
  }
}

/// The non-generic face of a connector that subscriptions need (so they are not generic).
private protocol ShareReleasing: AnyObject, Sendable {
  /// A subscriber of `generation` left.
  func release(_ generation: UInt64)
}

/// One subscriber of a shared observable: the only object a subscription allocates.
private final class ShareSubscription: Disposable {
  private let connector: any ShareReleasing
  private let hub: any HubDetaching
  private let id: UInt64
  private let generation: UInt64
  private let resource = ResourceToken()

  init(connector: any ShareReleasing, hub: any HubDetaching, id: UInt64, generation: UInt64) {
    self.connector = connector
    self.hub = hub
    self.id = id
    self.generation = generation
  }

  func dispose() {
    // `detach` succeeds once, so disposing twice releases once.
    if hub.detach(id) { connector.release(generation) }
  }
}
