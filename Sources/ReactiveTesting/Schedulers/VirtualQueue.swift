// SPDX-License-Identifier: MIT

import ReactiveCore
import ReactiveListInternals

/// One action waiting on a ``TestScheduler``'s clock; disposing it drops the action.
final class VirtualItem: Cancelable {
  /// The absolute virtual time the action is due at.
  let time: TestTime
  /// The scheduling order, which breaks ties between actions due at the same time (FIFO).
  let id: Int
  private let action: RunOnceAction

  init(time: TestTime, id: Int, action: @escaping @Sendable () -> Void) {
    self.time = time
    self.id = id
    self.action = RunOnceAction(action)
  }

  var isDisposed: Bool {
    action.isDisposed
  }

  /// Runs the action unless it was disposed; it runs at most once.
  func run() {
    action.run()
  }

  func dispose() {
    action.dispose()
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
