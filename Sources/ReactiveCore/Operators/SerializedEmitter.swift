// SPDX-License-Identifier: MIT

public import ReactiveListInternals

/// Events an operator decided to send while holding its lock, delivered after the lock is released.
///
/// Holds the first event inline so the common case (one event per decision) allocates nothing.
@usableFromInline
struct Outbox<Element: Sendable> {
  @usableFromInline var first: Event<Element>?
  @usableFromInline var rest: [Event<Element>] = []

  @inlinable init() {}

  /// Queues `event` for delivery, after the events queued before it.
  @inlinable
  mutating func send(_ event: Event<Element>) {
    if first == nil {
      first = event
    } else {
      rest.append(event)
    }
  }
}

/// The state of a multi-source operator together with a delivery queue to its observer.
///
/// Operators that listen to several sources (an outer sequence and its inners, a source and a
/// trigger) receive events on several threads at once. Each decision runs in ``update(_:)``
/// under one lock; the events it queues go through a ``DeliveryGate`` and are delivered after the
/// lock is released, in decision order, by one thread at a time. So the observer never sees
/// overlapping events, no lock is held while calling out, and reentrant calls from the observer
/// queue their events instead of deadlocking. After a terminal event nothing more is delivered.
@usableFromInline
final class SerializedEmitter<Element: Sendable, State>: Sendable {
  @usableFromInline
  struct Storage: GatedState {
    @usableFromInline var state: State
    @usableFromInline var gate = DeliveryGate<Element>()

    @inlinable init(state: State) { self.state = state }
  }

  @usableFromInline let storage: LockedState<Storage>
  @usableFromInline let observer: AnyObserver<Element>

  @inlinable
  init(_ state: State, observer: AnyObserver<Element>) {
    self.storage = LockedState(Storage(state: state))
    self.observer = observer
  }

  /// Runs `body` under the lock, then delivers what it sent (unless another thread is delivering,
  /// which then delivers it). `body` must not call out: no observers, no user closures.
  @inlinable @discardableResult
  func update<Result>(_ body: (inout State, inout Outbox<Element>) -> Result) -> Result {
    var outbox = Outbox<Element>()
    let (result, deliverNow): (Result, Event<Element>?) = storage.withLock { storage in
      let result = body(&storage.state, &outbox)
      guard let first = outbox.first else { return (result, nil) }
      let deliverNow = storage.gate.accept(first)
      for event in outbox.rest { _ = storage.gate.accept(event) }
      return (result, deliverNow)
    }
    storage.drain(deliverNow) { observer.on($0) }
    return result
  }
}

/// Serialises the events of an operator whose inputs may arrive on several threads at once.
///
/// Lives inside the operator's ``LockedState``. Under the lock the operator calls
/// ``accept(_:)``: the first caller becomes the deliverer and gets the event back, later callers
/// leave their events queued. The deliverer then calls `LockedState.drain(_:_:)`, which hands
/// events to the observer outside the lock until the queue is empty. So events never overlap,
/// keep their order, and reentrant events (sent from inside the observer) are queued instead of
/// deadlocking. After a terminal event, or after ``terminate()``, everything is refused.
@usableFromInline
struct DeliveryGate<Element: Sendable>: Sendable {
  @usableFromInline var queue: [Event<Element>] = []
  @usableFromInline var head = 0
  @usableFromInline var isDelivering = false

  /// Whether a terminal event was accepted or the gate was terminated.
  @usableFromInline var isTerminated = false

  @inlinable init() {}

  /// Accepts `event`; returns it if the caller must deliver it now, `nil` if it was queued or refused.
  @inlinable
  mutating func accept(_ event: Event<Element>) -> Event<Element>? {
    guard !isTerminated else { return nil }
    if event.isStopEvent { isTerminated = true }
    if isDelivering {
      queue.append(event)
      return nil
    }
    isDelivering = true
    return event
  }

  /// Accepts two events in order; returns the one the caller must deliver now, if any.
  mutating func accept(_ first: Event<Element>, _ second: Event<Element>) -> Event<Element>? {
    let now = accept(first)
    // After `accept(first)` a delivery is in progress (ours or another caller's), so `second`
    // is queued behind `first` (or refused if `first` was terminal).
    _ = accept(second)
    return now
  }

  /// Called by the deliverer after each delivery: the next queued event, or `nil` (and the
  /// caller stops being the deliverer).
  @inlinable
  mutating func next() -> Event<Element>? {
    guard head < queue.count else {
      queue.removeAll(keepingCapacity: true)
      head = 0
      isDelivering = false
      return nil
    }
    defer { head += 1 }
    return queue[head]
  }

  /// Refuses every later event and drops the queued ones (on disposal, or after a failure
  /// found while delivering).
  mutating func terminate() {
    isTerminated = true
    queue.removeAll()
    head = 0
  }
}

/// The state of an operator that serialises its events through a ``DeliveryGate``.
@usableFromInline
protocol GatedState {
  associatedtype Element: Sendable
  /// Serialises the events the operator decides to send.
  var gate: DeliveryGate<Element> { get set }
}

extension LockedState where State: GatedState {
  /// Delivers `first` (returned by ``DeliveryGate/accept(_:)``) and then every event queued
  /// meanwhile, one at a time, calling `deliver` outside the lock.
  @inlinable
  func drain(_ first: Event<State.Element>?, _ deliver: (Event<State.Element>) -> Void) {
    guard var event = first else { return }
    while true {
      deliver(event)
      guard let next = withLock({ $0.gate.next() }) else { return }
      event = next
    }
  }

  /// Delivers like ``drain(_:_:)``, each element through `selector`, to `observer`; calls
  /// `onStop` after a terminal event, and after an error thrown by `selector` (which refuses
  /// every later event and reaches the observer as a failure).
  func drain<Observer: ObserverType>(
    _ first: Event<State.Element>?,
    to observer: Observer,
    selecting selector: (State.Element) throws -> Observer.Element,
    onStop: () -> Void
  ) {
    drain(first) { event in
      switch event {
      case .next(let element):
        do {
          observer.on(.next(try selector(element)))
        } catch {
          withLock { $0.gate.terminate() }
          observer.on(.error(error))
          onStop()
        }
      case .error(let error):
        observer.on(.error(error))
        onStop()
      case .completed:
        observer.on(.completed)
        onStop()
      }
    }
  }
}
