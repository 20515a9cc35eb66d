// SPDX-License-Identifier: MIT

/// What a ``SubjectHub`` remembers for late subscribers.
enum SubjectRetention: Sendable {
  /// Nothing (publish subjects and relays).
  case none
  /// The latest element (behavior subjects and relays, which always hold one).
  case latest
  /// The last `n` elements (replay subjects and relays, `share(replay: n)`).
  case bounded(Int)
  /// Every element (`ReplaySubject.createUnbound()`).
  case unbounded
}

/// The elements replayed to one new subscriber, captured when it subscribed.
enum SubjectReplay<Element: Sendable>: Sendable {
  /// Nothing to replay.
  case none
  /// One element (the common behavior / replay(1) case, no array allocated).
  case one(Element)
  /// Several elements, oldest first.
  case many(ContiguousArray<Element>)
}

/// The elements a hub keeps for replay, according to its ``SubjectRetention``.
///
/// A plain value: the hub mutates it under its lock.
struct SubjectReplayBuffer<Element: Sendable> {
  let retention: SubjectRetention
  /// The latest element, for `.latest` retention.
  private(set) var latest: Element?
  /// The kept elements for `.bounded` / `.unbounded`; a ring when bounded and full.
  private var items: ContiguousArray<Element> = []
  /// Index of the oldest element in `items` once a bounded ring is full.
  private var head = 0

  init(retention: SubjectRetention, initial: Element? = nil) {
    if case .bounded(let capacity) = retention {
      precondition(capacity >= 0, "ReplaySubject.create(bufferSize:): bufferSize must not be negative")
    }
    self.retention = retention
    self.latest = initial
  }

  /// Remembers `element`, dropping the oldest one when a bounded buffer is full.
  ///
  /// - Complexity: O(1) (amortised for unbounded buffers).
  mutating func record(_ element: Element) {
    switch retention {
    case .none:
      return
    case .latest:
      latest = element
    case .bounded(let capacity):
      if capacity == 1 {
        latest = element
      } else if items.count < capacity {
        items.append(element)
      } else if capacity > 0 {
        items[head] = element
        head += 1
        if head == capacity { head = 0 }
      }
    case .unbounded:
      items.append(element)
    }
  }

  /// The elements to replay to a new subscriber, oldest first.
  ///
  /// - Complexity: O(1) for `.none` / `.latest` / a buffer of one, otherwise O(n) with one allocation.
  func payload() -> SubjectReplay<Element> {
    if let latest { return .one(latest) }
    if items.isEmpty { return .none }
    if head == 0 { return .many(items) }
    var ordered = ContiguousArray<Element>()
    ordered.reserveCapacity(items.count)
    ordered.append(contentsOf: items[head...])
    ordered.append(contentsOf: items[..<head])
    return .many(ordered)
  }

  /// Forgets every element.
  mutating func removeAll() {
    latest = nil
    items = []
    head = 0
  }
}
