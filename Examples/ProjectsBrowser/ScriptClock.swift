// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// The clock of the search pane in `--script` runs: work for now runs on the main queue as on
/// `MainScheduler.instance`, but work after a delay (the search debounce) waits until the script
/// lets that much time pass (`pause MS`, or `search TEXT`, which waits out the debounce). So a
/// script types letters with pauses shorter or longer than the debounce and gets the same frames
/// on every machine, however busy.
///
/// `Sendable`: its state is behind a lock; the timers it holds run on the main actor, from
/// ``advance(by:)``, after the lock is released.
final class ScriptClock: SchedulerType, @unchecked Sendable {
  private struct Timer {
    var id: Int
    var due: Int
    var action: @Sendable () -> Void
  }

  private struct State {
    /// Nanoseconds of script time since the start.
    var now = 0
    var timers: [Timer] = []
    var lastID = 0
  }

  private let lock = NSLock()
  // Safety: read and written only inside `lock.withLock`.
  private var state = State()

  var now: RxTime { Date(timeIntervalSince1970: Double(lock.withLock { state.now }) / 1_000_000_000) }

  func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    MainScheduler.instance.schedule(action)
  }

  func scheduleRelative(_ dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
    guard let nanoseconds = Self.nanoseconds(dueTime) else { return Disposables.create() }
    let id = lock.withLock {
      state.lastID += 1
      state.timers.append(Timer(id: state.lastID, due: state.now + nanoseconds, action: action))
      return state.lastID
    }
    return Disposables.create { [weak self] in
      guard let self else { return }
      lock.withLock { state.timers.removeAll { $0.id == id } }
    }
  }

  /// Lets `milliseconds` of script time pass, running the timers due by then in the order they
  /// fall due.
  @MainActor func advance(milliseconds: Int) {
    let end = lock.withLock { state.now + milliseconds * 1_000_000 }
    while let timer = nextTimer(dueBy: end) { timer.action() }
    lock.withLock { state.now = end }
  }

  /// Removes and returns the first timer due by `end`, with the clock moved to its time.
  private func nextTimer(dueBy end: Int) -> Timer? {
    lock.withLock {
      guard let index = state.timers.indices.min(by: { (state.timers[$0].due, $0) < (state.timers[$1].due, $1) }),
        state.timers[index].due <= end
      else { return nil }
      let timer = state.timers.remove(at: index)
      state.now = max(state.now, timer.due)
      return timer
    }
  }

  private static func nanoseconds(_ interval: RxTimeInterval) -> Int? {
    switch interval {
    case .seconds(let value): value * 1_000_000_000
    case .milliseconds(let value): value * 1_000_000
    case .microseconds(let value): value * 1_000
    case .nanoseconds(let value): value
    case .never: nil
    @unknown default: nil
    }
  }
}
