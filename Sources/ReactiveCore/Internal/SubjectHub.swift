// SPDX-License-Identifier: MIT

public import ReactiveListInternals

/// The fan-out engine behind every subject, relay and `share(replay:scope:)`.
///
/// ## Threading contract
///
/// - `send(_:)`, `subscribe(_:)` / `attach(_:)`, `detach(_:)` and `dispose()` may be called
///   from any thread at any time, including from inside an observer's `on(_:)`.
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
///   it will be, before any later send, by that other thread. Senders never wait for
///   delivery, so the drainer may deliver many other threads' events before it returns.
/// - Replay to a new subscriber is ordered with sends: it sees the state as of its place in
///   the queue, then every later event, with no gap and no duplicate. Uncontended, the replay
///   happens synchronously inside `subscribe`.
/// - The state a later caller reads (behavior value, replay buffer, terminal event) changes
///   at send time, so `value` reflects the latest send even before it was delivered.
///
/// ## Cost
///
/// Observers live in an array in subscription order (a removed observer leaves a hole filled
/// with a no-op observer; trailing holes are trimmed, the rest compacted when half the array),
/// with their sorted subscription ids beside them for removal by binary search. Subscribe and
/// unsubscribe are amortised O(1).
///
/// An uncontended send takes the lock twice (enter and leave the drain) and reads the
/// observers from an immutable snapshot (`ObserverList`) that it does not retain; the snapshot
/// is copied from the slots on the first send after a membership change (a change during a
/// drain leaves the old snapshot to the drainer, which releases it when the drain ends).
@usableFromInline
final class SubjectHub<Element: Sendable>: HubDetaching {
  typealias Observers = ContiguousArray<AnyObserver<Element>>

  @usableFromInline let storage: LockedState<HubStorage<Element>>
  /// An empty array to start from: copying it is a retain, while `ContiguousArray()` in
  /// unspecialised code is a call that looks the element type's metadata up.
  let noElements = ContiguousArray<Element>()

  /// Creates a hub that keeps what `retention` asks for, starting with `initial` (behavior).
  @usableFromInline
  init(retention: SubjectRetention, initial: Element? = nil) {
    storage = LockedState(HubStorage(retention: retention, initial: initial))
  }

  /// A new hub and the observable that subscribes to it: the two ends every subject and relay
  /// keeps. Sending (`on`, `accept`) goes to the hub; `asObservable()` returns the observable,
  /// made once here so that subscribing allocates no closure.
  static func ends(retention: SubjectRetention, initial: Element? = nil) -> (SubjectHub, Observable<Element>) {
    let hub = SubjectHub(retention: retention, initial: initial)
    return (hub, Observable { observer in hub.subscribe(observer) })
  }

  // MARK: Sending

  /// Records and delivers `event` (or queues it when another thread is delivering).
  ///
  /// Ignored after a terminal event or `dispose()`.
  ///
  /// The send path (`on`, `accept`, this, `HubStorage.beginSend`/`finishDrain`,
  /// `ObserverList.broadcast`) is the only inlinable code of the hub, so that a send is
  /// specialised for its element type in the caller's module. Without it a send runs generic
  /// code and `subject_map_filter_scan` goes over its budget against the plain-closure floor
  /// (Benchmarks/README.md, "Subjects and relays without layout tricks").
  ///
  /// The hub keeps the snapshot `beginSend` hands out alive until `finishDrain` (it retires it
  /// only after the drain); `takeUnretainedValue()` still retains it around `broadcast`, which
  /// costs one retain/release pair per send (Benchmarks/README.md, "Nothing underscored").
  @inlinable
  func send(_ event: Event<Element>) {
    guard let list = storage.withLock({ $0.beginSend(event) }) else { return }
    list.takeUnretainedValue().broadcast(event)
    finishDrain()
  }

  /// Changes the kept latest element in place and sends it, as one atomic step (behavior
  /// relays only: the hub must keep its latest element and never stop).
  ///
  /// `body` runs while the hub is locked, so it sees no concurrent send and must not call back
  /// into this hub. The element is mutated where the hub keeps it: when nothing else holds a
  /// copy, its storage is changed without being copied.
  ///
  /// The one lock body in the hub that runs a caller's code: `BehaviorRelay.update`'s contract
  /// is that the change and its emission are one step, which no other `accept` can come between,
  /// and that `body` only changes the value. Observers are still called after the lock.
  func update<Result>(_ body: (inout Element) -> Result) -> Result {
    let (result, event, list) = storage.withLock { storage in
      precondition(
        storage.capacity == 1 && storage.items.count == 1,
        "BehaviorRelay.update: the hub keeps no latest element"
      )
      let result = body(&storage.items[0])
      let event = Event.next(storage.items[0])
      return (result, event, storage.beginSend(event))
    }
    if let list {
      list.takeUnretainedValue().broadcast(event)
      finishDrain()
    }
    return result
  }

  /// Leaves the drain, or delivers what other threads queued meanwhile.
  @inlinable
  func finishDrain() {
    if storage.withLock({ $0.finishDrain() }) { drainQueued() }
  }

  @usableFromInline
  func drainQueued() {
    while true {
      var delivery: HubDelivery<Element>?
      var retired = ContiguousArray<AnyObject>()
      storage.withLock { $0.takeNext(into: &delivery, retired: &retired) }
      guard let delivery else { return }  // `retired` is released here, outside the lock
      delivery.perform()
    }
  }

  // MARK: Subscribing

  /// Subscribes `observer`, replaying what the hub keeps (synchronously when uncontended).
  ///
  /// - Returns: The subscription; disposing it removes the observer.
  @usableFromInline
  func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    guard let id = attach(observer) else { return NopDisposable() }
    return SubjectSubscription(hub: self, id: id)
  }

  /// Adds `observer` and returns its id for ``detach(_:)``.
  ///
  /// - Returns: `nil` when the observer was not added: the hub was disposed (the observer
  ///   received `RxError.disposed`) or had terminated (it received the replay and the
  ///   terminal event).
  @usableFromInline
  func attach(_ observer: AnyObserver<Element>) -> UInt64? {
    var id: UInt64 = 0
    var replay = noElements
    let outcome = storage.withLock { $0.beginAttach(observer, id: &id, replay: &replay) }
    switch outcome {
    case .subscribed:
      return id
    case .replayNow:
      replayNow(replay, to: observer)
      return id
    case .disposed:
      rejectDisposed(observer)
      return nil
    case .finished:
      replayFinished(to: observer)
      return nil
    }
  }

  @inline(never)
  func replayNow(_ replay: ContiguousArray<Element>, to observer: AnyObserver<Element>) {
    for index in 0..<replay.count { observer.on(.next(replay[index])) }
    finishDrain()
  }

  @inline(never)
  func rejectDisposed(_ observer: AnyObserver<Element>) {
    observer.on(.error(RxError.disposed))
  }

  /// Replays a terminated hub's buffer and terminal event to `observer`.
  @inline(never)
  func replayFinished(to observer: AnyObserver<Element>) {
    var replay = ContiguousArray<Element>()
    let stopEvent: Event<Element> = storage.withLock { storage in
      replay = storage.replayPayload()
      return storage.stopEvent ?? .error(RxError.disposed)  // disposed since: say so
    }
    HubDelivery.replay(observer, replay, stopEvent).perform()
  }

  /// Removes the observer added under `id`.
  ///
  /// - Returns: Whether it was still there (`false` after a terminal event, `dispose()` or an
  ///   earlier `detach`).
  @usableFromInline @discardableResult
  func detach(_ id: UInt64) -> Bool {
    var removed: AnyObserver<Element>?
    let found = storage.withLock { $0.remove(id, into: &removed) }
    // `removed` is released when this returns, outside the lock: its deinit may call back.
    return found
  }

  // MARK: Inspecting and disposing

  /// Whether any observer is subscribed (including ones whose replay is still queued).
  var hasObservers: Bool {
    storage.withLock { $0.hasObservers }
  }

  /// Whether a terminal event was sent (it may still be queued for delivery).
  @usableFromInline
  var isStopped: Bool {
    storage.withLock { $0.isStopped }
  }

  /// Whether `dispose()` was called.
  var isDisposed: Bool {
    storage.withLock { $0.isDisposed }
  }

  /// The latest kept element, for behavior subjects and relays.
  ///
  /// - Throws: `RxError.disposed` after `dispose()`, or the error the hub failed with.
  func latest() throws -> Element {
    let result: Result<Element, any Error> = storage.withLock { storage in
      if storage.isDisposed { return .failure(RxError.disposed) }
      if let error = storage.stopEvent?.error { return .failure(error) }
      // A behavior hub always keeps its latest element until disposed.
      return .success(storage.items[0])
    }
    return try result.get()
  }

  /// Drops every observer, queued event and kept element; later sends are ignored and later
  /// subscribers receive `RxError.disposed`.
  func dispose() {
    var observers = Observers()
    var pending: [UInt64: AnyObserver<Element>] = [:]
    var queue = ContiguousArray<HubWork<Element>>()
    var items = ContiguousArray<Element>()
    storage.withLock {
      $0.disposeAll(observers: &observers, pending: &pending, queue: &queue, items: &items)
    }
    // Everything taken is released here, outside the lock.
  }
}

/// The non-generic face of a hub that subscriptions need, so a subscription object is not
/// generic (allocating a generic class looks its metadata up on every allocation).
@usableFromInline
protocol HubDetaching: AnyObject, Sendable {
  /// Removes subscription `id`; returns whether it was still there.
  func detach(_ id: UInt64) -> Bool
}

/// A subscription to a ``SubjectHub``.
///
/// A struct: in release builds it is two words plus an ID, which fits in the inline buffer of
/// `any Disposable`, so subscribing to a subject allocates nothing for it. Copies share the
/// ID; disposing any of them detaches once (`detach` finds the ID only the first time).
struct SubjectSubscription: Disposable {
  private let hub: any HubDetaching
  private let id: UInt64
  private let resource = ResourceToken()

  init(hub: any HubDetaching, id: UInt64) {
    self.hub = hub
    self.id = id
  }

  func dispose() {
    _ = hub.detach(id)
  }
}
