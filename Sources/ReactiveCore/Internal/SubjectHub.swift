// SPDX-License-Identifier: MIT

/// The fan-out engine behind every subject, relay and `share(replay:scope:)`.
///
/// ## Threading contract
///
/// - `send(_:)`, `subscribe(_:)` / `attach(_:)`, `detach(_:)` and `dispose()` may be called from any
///   thread at any time, including from inside an observer's `on(_:)`.
/// - Events reach one observer one at a time, never overlapping, in one global order.
///
/// ## How: a lock-protected queue drained by one thread at a time ("trampoline")
///
/// Every send, and every subscribe that has something to replay, is an item of one FIFO
/// queue. The thread that finds nobody draining becomes the *drainer*: it delivers its own
/// item and then every item other threads (or its own observers, reentrantly) enqueued
/// meanwhile, calling observers outside the lock, until the queue is empty. A thread that
/// finds a drainer at work only enqueues and returns; its item is delivered by the drainer.
///
/// Consequences, relied upon and documented by the public types:
/// - A reentrant send (from inside an observer) is delivered *after* the current event has
///   reached every observer: breadth-first, never nested.
/// - A send that returns may not have been delivered yet when another thread is draining;
///   it will be, before any later send, by that other thread.
/// - Replay to a new subscriber is ordered with sends: it sees the state as of its place in
///   the queue, then every later event, with no gap and no duplicate. Uncontended, the replay
///   happens synchronously inside `subscribe`.
/// - The state a later caller reads (behavior value, replay buffer, terminal event) changes
///   at send time, so `value` reflects the latest send even before it was delivered.
///
/// ## Cost
///
/// Observers live in a dictionary keyed by subscription id plus an immutable array snapshot
/// rebuilt lazily after membership changed. An uncontended send takes the lock twice (enter
/// and leave the drain) and iterates the snapshot; subscribe and unsubscribe are amortised
/// O(1) (a publish subscribe takes the lock once).
final class SubjectHub<Element: Sendable>: Sendable {
  typealias Observers = ContiguousArray<AnyObserver<Element>>

  /// The hub's mutable state, only touched under `state`'s lock.
  private let state: LockedState<HubState<Element>>

  /// Creates a hub that keeps what `retention` asks for, starting with `initial` (behavior).
  init(retention: SubjectRetention, initial: Element? = nil) {
    state = LockedState(HubState(buffer: SubjectReplayBuffer(retention: retention, initial: initial)))
  }

  // MARK: Sending

  /// Records and delivers `event` (or queues it when another thread is delivering).
  ///
  /// Ignored after a terminal event or `dispose()`.
  func send(_ event: Event<Element>) {
    let first: HubDelivery<Element>? = state.withLock { state in
      guard !state.isDisposed, state.stopEvent == nil else { return nil }
      switch event {
      case .next(let element): state.buffer.record(element)
      case .error, .completed: state.stopEvent = event
      }
      if state.isDraining {
        state.queue.append(.send(event))
        return nil
      }
      state.isDraining = true
      return state.broadcast(event)
    }
    if let first { drain(startingWith: first) }
  }

  // MARK: Subscribing

  /// Subscribes `observer`, replaying what the hub keeps (synchronously when uncontended).
  ///
  /// - Returns: The subscription; disposing it removes the observer.
  func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    guard let id = attach(observer) else { return NopDisposable() }
    return SubjectSubscription(hub: self, id: id)
  }

  /// Adds `observer` and returns its id for ``detach(_:)``.
  ///
  /// - Returns: `nil` when the observer was not added: the hub was disposed (the observer
  ///   received `RxError.disposed`) or had terminated (it received the replay and the
  ///   terminal event).
  func attach(_ observer: AnyObserver<Element>) -> UInt64? {
    let outcome: SubscribeOutcome = state.withLock { state in
      if state.isDisposed { return .disposed }
      let replay = state.replayPayload()
      if !state.isDraining {
        if let stopEvent = state.stopEvent { return .finished(replay, stopEvent) }
        let id = state.makeID()
        state.activate(id, observer)
        if case .none = replay { return .subscribed(id) }
        state.isDraining = true
        return .replayNow(id, replay)
      }
      let id = state.makeID()
      state.pending[id] = observer
      state.queue.append(.activate(id, replay, state.stopEvent))
      return .subscribed(id)
    }
    switch outcome {
    case .disposed:
      observer.on(.error(RxError.disposed))
      return nil
    case .finished(let replay, let stopEvent):
      HubDelivery.replay(observer, replay, stopEvent).perform()
      return nil
    case .subscribed(let id):
      return id
    case .replayNow(let id, let replay):
      drain(startingWith: .replay(observer, replay, nil))
      return id
    }
  }

  /// Removes the observer added under `id`.
  ///
  /// - Returns: Whether it was still there (`false` after a terminal event, `dispose()` or an
  ///   earlier `detach`).
  @discardableResult
  func detach(_ id: UInt64) -> Bool {
    let removed = state.withLock { $0.remove(id) }
    // `removed` is released here, outside the lock: its deinit may call back into the hub.
    return removed != nil
  }

  private enum SubscribeOutcome {
    case disposed
    case finished(SubjectReplay<Element>, Event<Element>)
    case subscribed(UInt64)
    case replayNow(UInt64, SubjectReplay<Element>)
  }

  // MARK: Draining

  /// Delivers `first`, then every queued item, until the queue is empty.
  private func drain(startingWith first: HubDelivery<Element>) {
    var delivery = first
    while true {
      delivery.perform()
      guard let next = state.withLock({ $0.nextDelivery() }) else { return }
      delivery = next
    }
  }

  // MARK: Inspecting and disposing

  /// Whether any observer is subscribed (including ones whose replay is still queued).
  var hasObservers: Bool {
    state.withLock { !$0.active.isEmpty || !$0.pending.isEmpty }
  }

  /// Whether a terminal event was sent (it may still be queued for delivery).
  var isStopped: Bool {
    state.withLock { $0.stopEvent != nil }
  }

  /// Whether `dispose()` was called.
  var isDisposed: Bool {
    state.withLock { $0.isDisposed }
  }

  /// Reads the state a subject exposes (value, terminal event) under the lock.
  func inspect<Result>(_ body: (_ latest: Element?, _ stopEvent: Event<Element>?, _ isDisposed: Bool) -> Result)
    -> Result
  {
    state.withLock { body($0.buffer.latest, $0.stopEvent, $0.isDisposed) }
  }

  /// Drops every observer, queued event and kept element; later sends are ignored and later
  /// subscribers receive `RxError.disposed`.
  func dispose() {
    let released = state.withLock { state in
      state.isDisposed = true
      let taken = (state.active, state.pending, state.snapshot, state.queue, state.buffer)
      state.active = [:]
      state.pending = [:]
      state.order = []
      state.snapshot = []
      state.queue = []
      state.queueHead = 0
      state.stopEvent = nil
      state.buffer.removeAll()
      return taken
    }
    _ = released  // released outside the lock.
  }
}

/// A work item of the hub's queue.
enum HubWork<Element: Sendable> {
  /// Deliver an event to the observers current when it is dequeued.
  case send(Event<Element>)
  /// Activate pending subscription `id`: replay, then (unless terminal) receive later events.
  case activate(UInt64, SubjectReplay<Element>, Event<Element>?)
}

/// Something the drainer does outside the lock.
enum HubDelivery<Element: Sendable> {
  /// One event to each observer of a snapshot, in subscription order.
  case broadcast(Event<Element>, ContiguousArray<AnyObserver<Element>>)
  /// Replayed elements (then the terminal event, if any) to one new observer.
  case replay(AnyObserver<Element>, SubjectReplay<Element>, Event<Element>?)

  func perform() {
    switch self {
    case .broadcast(let event, let observers):
      for observer in observers { observer.on(event) }
    case .replay(let observer, let replay, let stopEvent):
      switch replay {
      case .none: break
      case .one(let element): observer.on(.next(element))
      case .many(let elements): for element in elements { observer.on(.next(element)) }
      }
      if let stopEvent { observer.on(stopEvent) }
    }
  }
}

/// The mutable state of a ``SubjectHub``; every method runs under the hub's lock.
struct HubState<Element: Sendable> {
  typealias Observers = ContiguousArray<AnyObserver<Element>>

  /// Observers receiving events, by subscription id.
  var active: [UInt64: AnyObserver<Element>] = [:]
  /// Observers whose activation (replay) is still queued.
  var pending: [UInt64: AnyObserver<Element>] = [:]
  /// Activation order of `active` ids; may hold removed ids until compacted.
  var order: [UInt64] = []
  /// `active` in activation order, or `nil` when it must be rebuilt.
  var snapshot: Observers? = []
  var nextID: UInt64 = 0
  var queue: [HubWork<Element>] = []
  var queueHead = 0
  var isDraining = false
  var stopEvent: Event<Element>?
  var isDisposed = false
  var buffer: SubjectReplayBuffer<Element>

  init(buffer: SubjectReplayBuffer<Element>) {
    self.buffer = buffer
  }

  /// What a subscriber arriving now is replayed. A terminated behavior hub replays nothing
  /// (RxSwift: a late subscriber to a finished `BehaviorSubject` gets only the terminal event).
  func replayPayload() -> SubjectReplay<Element> {
    if stopEvent != nil, case .latest = buffer.retention { return .none }
    return buffer.payload()
  }

  mutating func makeID() -> UInt64 {
    defer { nextID &+= 1 }
    return nextID
  }

  mutating func activate(_ id: UInt64, _ observer: AnyObserver<Element>) {
    active[id] = observer
    order.append(id)
    snapshot = nil
  }

  /// Removes `id` from the active or pending observers and returns the observer.
  mutating func remove(_ id: UInt64) -> AnyObserver<Element>? {
    if let observer = active.removeValue(forKey: id) {
      snapshot = nil
      if order.count > 32 && order.count > 2 * active.count {
        let live = active
        order.removeAll { live[$0] == nil }
      }
      return observer
    }
    return pending.removeValue(forKey: id)
  }

  /// The active observers in activation order (rebuilding the cached snapshot if needed).
  ///
  /// - Complexity: O(1) when membership did not change since the last call, else O(n).
  mutating func currentObservers() -> Observers {
    if let snapshot { return snapshot }
    var built = Observers()
    built.reserveCapacity(active.count)
    var liveOrder: [UInt64] = []
    liveOrder.reserveCapacity(active.count)
    for id in order {
      if let observer = active[id] {
        built.append(observer)
        liveOrder.append(id)
      }
    }
    order = liveOrder
    snapshot = built
    return built
  }

  /// The delivery of `event` to the current observers; a terminal event also ends them all.
  mutating func broadcast(_ event: Event<Element>) -> HubDelivery<Element> {
    let observers = currentObservers()
    if event.isStopEvent {
      // The delivery holds the observers, so none is released under the lock here.
      active = [:]
      order = []
      snapshot = []
    }
    return .broadcast(event, observers)
  }

  /// Takes the next queued item and turns it into a delivery; ends the drain when empty.
  mutating func nextDelivery() -> HubDelivery<Element>? {
    while queueHead < queue.count {
      // Move the item out so the slot does not keep it alive.
      var work = HubWork<Element>.send(.completed)
      swap(&work, &queue[queueHead])
      queueHead += 1
      switch work {
      case .send(let event):
        return broadcast(event)
      case .activate(let id, let replay, let stopEvent):
        guard let observer = pending.removeValue(forKey: id) else { continue }  // disposed meanwhile
        if stopEvent == nil { activate(id, observer) }
        return .replay(observer, replay, stopEvent)
      }
    }
    queue.removeAll(keepingCapacity: queue.capacity <= 64)
    queueHead = 0
    isDraining = false
    return nil
  }
}

/// A subscription to a ``SubjectHub``: the only object a subscription allocates.
final class SubjectSubscription<Element: Sendable>: Disposable {
  private let hub: SubjectHub<Element>
  private let id: UInt64
  private let resource = ResourceToken()

  init(hub: SubjectHub<Element>, id: UInt64) {
    self.hub = hub
    self.id = id
  }

  func dispose() {
    hub.detach(id)
  }
}
