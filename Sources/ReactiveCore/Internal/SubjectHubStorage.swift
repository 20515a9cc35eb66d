// SPDX-License-Identifier: MIT

/// What a ``SubjectHub`` remembers for late subscribers.
@usableFromInline
enum SubjectRetention: Sendable {
  /// Nothing (publish subjects and relays, `share()`).
  case none
  /// The latest element, not replayed after a terminal event (behavior subjects and relays).
  case latest
  /// The last `n` elements, replayed even after a terminal event (replay subjects and relays,
  /// `share(replay: n)`).
  case bounded(Int)
  /// Every element (`createUnbound()`).
  case unbounded
}

/// A work item of a hub's queue (only used while another thread is delivering).
enum HubWork<Element: Sendable> {
  /// Deliver an event to the observers current when it is dequeued.
  case send(Event<Element>)
  /// Activate pending subscription `id`: replay, then (unless terminal) receive later events.
  case activate(UInt64, ContiguousArray<Element>, Event<Element>?)
}

/// Something the drainer does outside the lock for a queued work item.
enum HubDelivery<Element: Sendable> {
  /// One event to each observer, in subscription order.
  case broadcast(Event<Element>, ObserverList<Element>)
  /// Replayed elements (then the terminal event, if any) to one new observer.
  case replay(AnyObserver<Element>, ContiguousArray<Element>, Event<Element>?)

  func perform() {
    switch self {
    case .broadcast(let event, let observers):
      observers.broadcast(event)
    case .replay(let observer, let elements, let stopEvent):
      for index in 0..<elements.count { observer.on(.next(elements[index])) }
      if let stopEvent { observer.on(stopEvent) }
    }
  }
}

/// The observers a send is delivered to: an immutable snapshot of a hub's slots.
///
/// The drainer gets it as an `Unmanaged` reference and its fields are `let`s, so delivering to
/// n observers costs one retain and release of the list (`takeUnretainedValue()`: public API has
/// no way to call a method on an unretained reference without one) and none per observer:
/// reading an observer from anything mutable (an array property, a pointer) makes Swift retain
/// the observer's closure around the call. The hub keeps it alive while a drain may read it (see
/// `HubStorage.unpublish()`).
@usableFromInline
final class ObserverList<Element: Sendable>: Sendable {
  /// The hub's slots in use, typed again (a copy, so that the loop below neither casts nor
  /// retains per observer).
  @usableFromInline let observers: ContiguousArray<AnyObserver<Element>>

  init(_ slots: UnsafeBufferPointer<AnyObserver<Element>>) {
    observers = ContiguousArray(slots)
  }

  /// Delivers `event` to each observer, in subscription order.
  @inlinable
  func broadcast(_ event: Event<Element>) {
    // One copy for all observers, passed `inout` (see `AnyObserver.deliver`); none of them
    // changes it.
    var event = event
    var index = 0
    while index < observers.count {
      observers[index].deliver(&event)
      index &+= 1
    }
  }
}

/// How `SubjectHub.attach` went, decided under the lock.
enum HubAttachOutcome {
  /// The hub was disposed: the observer gets `RxError.disposed`.
  case disposed
  /// The hub terminated and nobody is delivering: replay and terminal event, not added.
  case finished
  /// Added (or queued for activation behind a delivering thread).
  case subscribed
  /// Added, and this thread became the drainer to replay synchronously.
  case replayNow
}

/// The mutable state of a ``SubjectHub``; every member is used under the hub's lock only.
///
/// A final class rather than a struct: the hub's code is generic and, called from other
/// modules, runs unspecialised. Fields of a generic class are reached through the instance's
/// own metadata, while every access to a generic struct would look its metadata up in the
/// runtime's cache. For the same reason the hot paths use only fixed-layout types
/// (`AnyObserver` through a pointer, arrays of integers, `Bool`, integers) and keep
/// `Optional<Element>`, `Event<Element>` and calls into arrays of generic elements off the
/// subscribe and dispose paths.
///
/// Its fields are `@exclusivity(unchecked)`: they are only touched under the hub's lock, which
/// already makes every access exclusive. With the dynamic checks, a send and a subscribe/dispose
/// pair each run an access check per field they touch, and `subject_map_filter_scan` and
/// `subscribe_dispose_churn` both leave the core budget (Benchmarks/README.md, "Merging the
/// two").
@usableFromInline
final class HubStorage<Element: Sendable> {
  typealias Observers = ContiguousArray<AnyObserver<Element>>

  // MARK: Membership: append-only slots in subscription order, holes filled with `noop`.
  //
  // IDs only grow and observers are activated in ID order (a pending observer is activated by
  // the drain before any later subscriber can attach directly), so `slotIDs` is sorted and a
  // removal finds its slot by binary search: no dictionary per subscriber. A hole keeps its ID
  // with `removedFlag` set, which leaves the order intact.

  /// Active observers in subscription order; removed ones are replaced by a no-op observer.
  /// Room for `slotCapacity`, of which the first `slotIDs.count` are initialised: only the
  /// first `slotCount` are in use, the rest are no-op observers kept for reuse (so churn
  /// neither reallocates nor deinitialises).
  ///
  /// A buffer of its own rather than a `ContiguousArray`: this code runs unspecialised (it is
  /// not inlinable), and every call into an array of `AnyObserver<Element>` (its subscript
  /// setter, `count`, uniqueness check) takes the array type's metadata, which the runtime
  /// looks up by hashing `AnyObserver<Element>` and then `ContiguousArray<…>` on every call: a
  /// third of a subscribe/dispose pair (Benchmarks/README.md, "Where a subscribe-and-dispose
  /// spends its time"). `AnyObserver` is one closure whatever its element, so reading and
  /// writing it through the pointer's subscript needs no metadata. Only allocating, growing
  /// and freeing the buffer (rare) do, and so would `move()` and `initialize(to:)`, which are
  /// not inlined here: the hot paths use the subscript only.
  @exclusivity(unchecked) var slots = UnsafeMutablePointer<AnyObserver<Element>>.allocate(capacity: 0)
  /// The subscription id of each initialised slot (with `removedFlag` set for a hole).
  @exclusivity(unchecked) var slotIDs: ContiguousArray<UInt64> = []
  /// How many observers `slots` has room for (read only when a slot is added).
  var slotCapacity = 0
  /// The number of slots in use (live observers plus holes).
  @exclusivity(unchecked) var slotCount = 0
  /// Holes in `slots`; compacted once they are at least half of it.
  @exclusivity(unchecked) var holes = 0
  /// The slots as handed to drainers; `nil` until a send needs it after a membership change.
  ///
  /// Invariant: every observer it holds is also in `slots` (every change to the slots calls
  /// `unpublish()` first), so releasing it under the lock releases no observer's last reference.
  ///
  /// Held as a manually retained `Unmanaged` (one reference, released by `retirePublished()`
  /// or `deinit`) so that handing it out under the lock retains nothing: the one retain/release
  /// pair a send pays, around `broadcast`, is taken outside the critical section. Whether that
  /// still pays for the manual retain beside a strong reference returned from the lock (which
  /// broke `subject_map_filter_scan`'s floor budget when the send read the snapshot with no
  /// retain at all) is not measured yet (Benchmarks/README.md, "Tried: the subject hub without
  /// its layout tricks" and "Nothing underscored").
  @usableFromInline @exclusivity(unchecked) var published: Unmanaged<ObserverList<Element>>?
  /// Snapshots replaced during a drain, which may still be reading them: released by the
  /// drainer, outside the lock, when the drain ends.
  @usableFromInline @exclusivity(unchecked) var retired: ContiguousArray<AnyObject> = []
  /// Observers whose activation (replay) is still queued.
  @exclusivity(unchecked) var pending: [UInt64: AnyObserver<Element>] = [:]
  @exclusivity(unchecked) var nextID: UInt64 = 0
  let noop = AnyObserver<Element> { _ in }
  static var removedFlag: UInt64 { 1 << 63 }

  // MARK: Queue

  @exclusivity(unchecked) var queue: ContiguousArray<HubWork<Element>> = []
  @exclusivity(unchecked) var queueHead = 0
  /// `queue.count - queueHead`, kept as a plain integer for the fast path.
  @usableFromInline @exclusivity(unchecked) var queued = 0
  @usableFromInline @exclusivity(unchecked) var isDraining = false

  // MARK: Lifecycle

  @usableFromInline @exclusivity(unchecked) var isStopped = false
  @exclusivity(unchecked) var stopEvent: Event<Element>?
  @usableFromInline @exclusivity(unchecked) var isDisposed = false

  // MARK: Replay buffer: a ring of at most `capacity` elements, oldest at `head` when full.

  @usableFromInline let capacity: Int
  let replaysAfterStop: Bool
  @exclusivity(unchecked) var items: ContiguousArray<Element> = []
  @exclusivity(unchecked) var head = 0

  deinit {
    published?.release()
    slots.deinitialize(count: slotIDs.count)
    slots.deallocate()
  }

  init(retention: SubjectRetention, initial: Element?) {
    switch retention {
    case .none: (capacity, replaysAfterStop) = (0, true)
    case .latest: (capacity, replaysAfterStop) = (1, false)
    case .bounded(let size):
      precondition(size >= 0, "ReplaySubject.create(bufferSize:): bufferSize must not be negative")
      (capacity, replaysAfterStop) = (size, true)
    case .unbounded: (capacity, replaysAfterStop) = (Int.max, true)
    }
    if let initial { items.append(initial) }
  }

  var hasObservers: Bool {
    slotCount > holes || !pending.isEmpty
  }

  func makeID() -> UInt64 {
    defer { nextID &+= 1 }
    return nextID
  }

  // MARK: Sending

  /// Records `event`; when the caller becomes the drainer, returns the observers to deliver
  /// to, unretained: the list stays alive until the caller's drain ends. Queues the event
  /// instead (and returns `nil`) when another thread is draining.
  @inlinable
  func beginSend(_ event: Event<Element>) -> Unmanaged<ObserverList<Element>>? {
    if isDisposed || isStopped { return nil }
    if case .next(let element) = event {
      if capacity > 0 { record(element) }
    } else {
      stop(with: event)
    }
    if isDraining {
      enqueueSend(event)
      return nil
    }
    isDraining = true
    let list = published ?? publish()
    if isStopped { endMembership() }
    return list
  }

  /// Snapshots the slots for drainers.
  @inline(never)
  @usableFromInline
  func publish() -> Unmanaged<ObserverList<Element>> {
    let list = Unmanaged.passRetained(ObserverList<Element>(UnsafeBufferPointer(start: slots, count: slotCount)))
    published = list
    return list
  }

  /// Drops the published snapshot before the slots change: released now (`slots` still holds
  /// each of its observers, so none goes with it), or kept for the drainer to release when a
  /// drain is in progress, since the drainer may be reading it.
  func unpublish() {
    if published != nil { retirePublished() }
  }

  @inline(never)
  func retirePublished() {
    guard let list = published else { return }
    published = nil
    if isDraining {
      retired.append(list.takeRetainedValue())
    } else {
      list.release()
    }
  }

  /// Ends the drain when the queue is empty; returns whether queued work (or retired
  /// snapshots to release) remains, in which case the caller goes on with `takeNext`.
  @inlinable
  func finishDrain() -> Bool {
    if queued > 0 || !retired.isEmpty { return true }
    isDraining = false
    return false
  }

  // The rare paths below are separate, non-inlined functions so that the fast path does not
  // pay for the metadata of the types only they use (looked up on entry to a function).

  @inline(never)
  @usableFromInline
  func stop(with event: Event<Element>) {
    isStopped = true
    stopEvent = event
  }

  @inline(never)
  @usableFromInline
  func enqueueSend(_ event: Event<Element>) {
    enqueue(.send(event))
  }

  /// Takes the next queued item as a delivery, or ends the drain when the queue is empty,
  /// handing the snapshots retired during the drain to the caller (to release outside the lock).
  func takeNext(into delivery: inout HubDelivery<Element>?, retired: inout ContiguousArray<AnyObject>) {
    while queueHead < queue.count {
      // Move the item out so the slot does not keep it alive.
      var work = HubWork<Element>.send(.completed)
      swap(&work, &queue[queueHead])
      queueHead += 1
      queued -= 1
      switch work {
      case .send(let event):
        // The same snapshot as an uncontended send, retained here for the delivery.
        let observers = (published ?? publish()).takeUnretainedValue()
        if event.isStopEvent { endMembership() }
        delivery = .broadcast(event, observers)
        return
      case .activate(let id, let replay, let stopEvent):
        guard let observer = pending.removeValue(forKey: id) else { continue }  // disposed meanwhile
        if stopEvent == nil { activate(id, observer) }
        delivery = .replay(observer, replay, stopEvent)
        return
      }
    }
    queue.removeAll(keepingCapacity: queue.capacity <= 64)
    queueHead = 0
    isDraining = false
    swap(&retired, &self.retired)
  }

  @inline(never)
  private func enqueue(_ work: HubWork<Element>) {
    // Under sustained contention the drain may never see an empty queue: drop the
    // delivered prefix now and then so the queue does not grow without bound.
    if queueHead >= 1024 && queueHead * 2 >= queue.count {
      queue.removeFirst(queueHead)
      queueHead = 0
    }
    queue.append(work)
    queued += 1
  }

  // MARK: Subscribing

  /// Adds `observer` (or queues its activation) and decides what the caller does next.
  func beginAttach(
    _ observer: AnyObserver<Element>,
    id: inout UInt64,
    replay: inout ContiguousArray<Element>
  ) -> HubAttachOutcome {
    if isDisposed { return .disposed }
    if isDraining {
      id = attachPending(observer)
      return .subscribed
    }
    if isStopped { return .finished }
    id = makeID()
    activate(id, observer)
    // `capacity` first: `items.isEmpty` looks the array type's metadata up, and a hub that
    // keeps nothing (publish subjects and relays, `share()`) need not ask.
    if capacity == 0 || items.isEmpty { return .subscribed }
    replay = replayPayload()
    isDraining = true
    return .replayNow
  }

  /// Queues the activation of `observer` behind the delivery in progress.
  @inline(never)
  func attachPending(_ observer: AnyObserver<Element>) -> UInt64 {
    let id = makeID()
    pending[id] = observer
    enqueue(.activate(id, replayPayload(), stopEvent))
    return id
  }

  func activate(_ id: UInt64, _ observer: AnyObserver<Element>) {
    unpublish()
    assert(slotCount == 0 || slotIDs[slotCount - 1] & ~Self.removedFlag < id, "IDs activate in order")
    if slotCount < slotIDs.count {
      slots[slotCount] = observer
      slotIDs[slotCount] = id
    } else {
      appendSlot(id, observer)
    }
    slotCount += 1
  }

  /// Initialises one more slot, doubling the room (at least 4) when it is full. Only
  /// initialised slots are touched, so room not used yet costs no resident memory.
  @inline(never)
  func appendSlot(_ id: UInt64, _ observer: AnyObserver<Element>) {
    let count = slotIDs.count
    if count == slotCapacity {
      slotCapacity = Swift.max(4, slotCapacity * 2)
      let newSlots = UnsafeMutablePointer<AnyObserver<Element>>.allocate(capacity: slotCapacity)
      newSlots.moveInitialize(from: slots, count: count)
      slots.deallocate()
      slots = newSlots
    }
    (slots + count).initialize(to: observer)
    slotIDs.append(id)
  }

  /// Moves every slot's observer out (to be released by the caller outside the lock) and
  /// frees the slots.
  @inline(never)
  func takeSlots() -> Observers {
    let taken = Observers(UnsafeBufferPointer(start: slots, count: slotCount))
    slots.deinitialize(count: slotIDs.count)
    slots.deallocate()
    slots = UnsafeMutablePointer.allocate(capacity: 0)
    slotCapacity = 0
    slotIDs = []
    slotCount = 0
    holes = 0
    return taken
  }

  /// Removes subscription `id`, moving its observer to `removed` (to be released by the
  /// caller outside the lock). Returns whether it was there.
  ///
  /// - Complexity: Amortised O(1).
  func remove(_ id: UInt64, into removed: inout AnyObserver<Element>?) -> Bool {
    guard let slot = liveSlot(of: id) else {
      return removePending(id, into: &removed)
    }
    unpublish()
    // The subscript, not `move()`/`initialize(to:)`: those are not inlined into unspecialised
    // code and take `AnyObserver<Element>`'s metadata.
    removed = slots[slot]
    slots[slot] = noop
    slotIDs[slot] |= Self.removedFlag
    holes += 1
    // Trim holes at the end (the common case: the newest subscription leaves first).
    while slotCount > 0 && slotIDs[slotCount - 1] & Self.removedFlag != 0 {
      slotCount -= 1
      holes -= 1
    }
    if holes >= 16 && holes * 2 >= slotCount { compact() }
    return true
  }

  /// The slot of a live observer, found by binary search (the newest is checked first).
  private func liveSlot(of id: UInt64) -> Int? {
    if slotCount > 0 && slotIDs[slotCount - 1] == id { return slotCount - 1 }
    var low = 0
    var high = slotCount
    while low < high {
      let middle = (low + high) / 2
      let candidate = slotIDs[middle] & ~Self.removedFlag
      if candidate < id {
        low = middle + 1
      } else if candidate > id {
        high = middle
      } else {
        return slotIDs[middle] == id ? middle : nil  // a hole: already removed
      }
    }
    return nil
  }

  @inline(never)
  private func removePending(_ id: UInt64, into removed: inout AnyObserver<Element>?) -> Bool {
    removed = pending.removeValue(forKey: id)
    return removed != nil
  }

  /// Moves the live observers down over the holes, in place (the holes' no-op observers end
  /// up after them), keeping their order.
  @inline(never)
  private func compact() {
    var live = 0
    for index in 0..<slotCount where slotIDs[index] & Self.removedFlag == 0 {
      if live != index {
        swap(&slots[live], &slots[index])
        slotIDs[live] = slotIDs[index]
      }
      live += 1
    }
    slotCount = live
    holes = 0
  }

  /// Forgets every active observer (after a terminal event). The published snapshot (the
  /// caller's, or a retired one kept for the drain) holds each of them, so no observer is
  /// released under the lock.
  @inline(never)
  @usableFromInline
  func endMembership() {
    unpublish()
    _ = takeSlots()
  }

  // MARK: Replay buffer

  @usableFromInline
  func record(_ element: Element) {
    if items.count < capacity {
      items.append(element)
      return
    }
    items[head] = element
    head += 1
    if head == capacity { head = 0 }
  }

  /// The elements a subscriber arriving now is replayed, oldest first. A terminated
  /// behavior hub replays nothing (RxSwift: only the terminal event).
  ///
  /// - Complexity: O(1) until a bounded buffer wraps, then O(n) with one allocation.
  func replayPayload() -> ContiguousArray<Element> {
    if isStopped && !replaysAfterStop { return [] }
    if head == 0 { return items }
    var ordered = ContiguousArray<Element>()
    ordered.reserveCapacity(items.count)
    ordered.append(contentsOf: items[head...])
    ordered.append(contentsOf: items[..<head])
    return ordered
  }

  // MARK: Disposing

  /// Empties everything into the caller's bins (released outside the lock).
  func disposeAll(
    observers: inout Observers,
    pending: inout [UInt64: AnyObserver<Element>],
    queue: inout ContiguousArray<HubWork<Element>>,
    items: inout ContiguousArray<Element>
  ) {
    isDisposed = true
    unpublish()
    observers = takeSlots()
    swap(&pending, &self.pending)
    swap(&queue, &self.queue)
    swap(&items, &self.items)
    queueHead = 0
    queued = 0
    head = 0
    stopEvent = nil
  }
}
