// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport

/// An observer that records events and detects overlapping (concurrent or nested) entry.
///
/// `on(_:)` marks itself busy under a lock for the whole call; entering while busy counts as
/// an overlap, which the subject contract forbids.
final class SubjectProbe<Element: Sendable>: ObserverType {
  private struct State {
    var events: [Event<Element>] = []
    var isBusy = false
    var overlaps = 0
  }

  private let state = LockedBox(State())
  private let onEvent: @Sendable (Event<Element>) -> Void

  /// - Parameter onEvent: Runs inside `on(_:)`, after the event was recorded (for reentrancy tests).
  init(onEvent: @escaping @Sendable (Event<Element>) -> Void = { _ in }) {
    self.onEvent = onEvent
  }

  var events: [Event<Element>] { state.withLock { $0.events } }
  var elements: [Element] { events.compactMap(\.element) }
  var overlaps: Int { state.withLock { $0.overlaps } }

  func on(_ event: Event<Element>) {
    state.withLock { state in
      if state.isBusy { state.overlaps += 1 }
      state.isBusy = true
      state.events.append(event)
    }
    onEvent(event)
    state.withLock { $0.isBusy = false }
  }
}
