// SPDX-License-Identifier: MIT

import ReactiveCore

/// One action waiting on a ``TestScheduler``'s clock; disposing it drops the action.
final class VirtualItem: Cancelable {
  /// The absolute virtual time the action is due at.
  let time: TestTime
  /// The scheduling order, which breaks ties between actions due at the same time (FIFO).
  let id: Int
  private let action: LockedState<(@Sendable () -> Void)?>

  init(time: TestTime, id: Int, action: @escaping @Sendable () -> Void) {
    self.time = time
    self.id = id
    self.action = LockedState(action)
  }

  var isDisposed: Bool {
    action.withLock { $0 == nil }
  }

  /// Runs the action unless it was disposed; it runs at most once.
  func run() {
    let action = self.action.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  func dispose() {
    action.withLock { $0 = nil }
  }

  /// Whether `self` runs before `other`: earlier time first, then scheduling order.
  func precedes(_ other: VirtualItem) -> Bool {
    time != other.time ? time < other.time : id < other.id
  }
}

/// A binary min-heap of ``VirtualItem``s ordered by (time, id).
///
/// A plain value: the scheduler keeps it inside its `LockedState`.
struct VirtualQueue {
  private var heap: [VirtualItem] = []

  var isEmpty: Bool { heap.isEmpty }

  var first: VirtualItem? { heap.first }

  /// - Complexity: O(log n).
  mutating func insert(_ item: VirtualItem) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest item.
  ///
  /// - Complexity: O(log n).
  @discardableResult
  mutating func removeFirst() -> VirtualItem? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < heap.count && heap[left].precedes(heap[best]) { best = left }
      if right < heap.count && heap[right].precedes(heap[best]) { best = right }
      guard best != parent else { break }
      heap.swapAt(parent, best)
      parent = best
    }
    return first
  }
}
