// SPDX-License-Identifier: MIT

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
/// trigger, a source and a timer) receive events on several threads at once. Each decision runs
/// in ``update(_:)`` under one lock; the events it queues are delivered after the lock is
/// released, in decision order, by one thread at a time: a thread that finds delivery in progress
/// leaves its events in the queue for the delivering thread. So the observer never sees
/// overlapping events, no lock is held while calling out, and reentrant calls from the observer
/// queue their events instead of deadlocking. After a terminal event nothing more is delivered.
@usableFromInline
final class SerializedEmitter<Element: Sendable, State>: Sendable {
  @usableFromInline
  struct Storage {
    @usableFromInline var state: State
    @usableFromInline var queue: [Event<Element>] = []
    @usableFromInline var isDelivering = false
    @usableFromInline var isTerminated = false

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
      guard let first = outbox.first, !storage.isTerminated else { return (result, nil) }
      // Invariant: the queue is empty whenever no thread is delivering.
      let deliverFirstNow = !storage.isDelivering
      if deliverFirstNow {
        storage.isDelivering = true
      } else {
        storage.queue.append(first)
      }
      storage.isTerminated = first.isStopEvent
      for event in outbox.rest where !storage.isTerminated {
        storage.isTerminated = event.isStopEvent
        storage.queue.append(event)
      }
      return (result, deliverFirstNow ? first : nil)
    }
    if let deliverNow { drain(startingWith: deliverNow) }
    return result
  }

  @inlinable
  func drain(startingWith first: Event<Element>) {
    observer.on(first)
    var batch: [Event<Element>] = []
    while true {
      let hasMore: Bool = storage.withLock { storage in
        if storage.queue.isEmpty {
          storage.isDelivering = false
          return false
        }
        swap(&batch, &storage.queue)
        return true
      }
      guard hasMore else { return }
      for event in batch { observer.on(event) }
      batch.removeAll(keepingCapacity: true)
    }
  }
}
