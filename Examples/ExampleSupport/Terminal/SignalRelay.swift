// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import ReactiveListInternals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals handled outside signal-handler context, without Dispatch signal sources.
///
/// The installed handler only writes the signal's number to a pipe (async-signal-safe); one
/// thread reads the pipe and runs the action registered for that signal. Dispatch signal sources
/// are not used because on Linux libdispatch forwards a signal that lands on an unblocked thread
/// to its manager thread, and a signal that arrives before the source is registered is lost
/// (the disposition is `SIG_IGN` until then): an example could miss SIGTERM or SIGWINCH.
///
/// Signal dispositions are process-wide, so the registry is too: one lock-guarded table, written
/// on registration and read by the relay thread. The handler itself takes no lock.
enum SignalRelay {
  /// What to do when a signal arrives, on the relay thread.
  enum Action: Sendable {
    /// Call the closure (e.g. dispatch a redraw to the main queue).
    case notify(@Sendable () -> Void)
    /// Call the closure (e.g. restore the terminal), then end the process by the signal itself,
    /// so the parent sees it die of that signal.
    case terminate(@Sendable () -> Void)
  }

  /// The pipe the handler writes to: (read end, write end), both close-on-exec, the write end
  /// non-blocking (a full pipe drops a signal rather than hang a handler).
  private static let channel: (read: Int32, write: Int32) = {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return (-1, -1) }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
    return (descriptors[0], descriptors[1])
  }()

  private static let actions = LockedState<[Int32: Action]>([:])

  /// Starts the relay thread once.
  private static let relay: Void = {
    let thread = Thread { SignalRelay.run() }
    thread.name = "SignalRelay"
    thread.start()
  }()

  /// The handler: one byte, the signal's number, to the pipe; `errno` is left as it was.
  private static let handler: @convention(c) (Int32) -> Void = { number in
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(SignalRelay.channel.write, &byte, 1)
    errno = saved
  }

  /// Runs `action` on the relay thread whenever `signal` arrives (replacing an earlier action).
  ///
  /// The handler is installed before this returns, so a signal sent afterwards is never lost.
  ///
  /// - Parameters:
  ///   - number: The signal.
  ///   - action: What to do.
  static func handle(_ number: Int32, _ action: Action) {
    guard channel.write >= 0 else { return }
    relay
    // An earlier action is returned, so it is released after the lock, not under it.
    _ = actions.withLock { $0.updateValue(action, forKey: number) }
    _ = signal(number, handler)
  }

  private static func run() {
    var byte: UInt8 = 0
    while true {
      let count = read(channel.read, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return }
      let number = Int32(byte)
      switch actions.withLock({ $0[number] }) {
      case .notify(let body)?:
        body()
      case .terminate(let body)?:
        body()
        die(by: number)
      case nil:
        break
      }
    }
  }

  /// Resets `number` to its default action, unblocks it on this thread and raises it; exits with
  /// `128 + number` should the process survive that.
  private static func die(by number: Int32) -> Never {
    _ = signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    _ = raise(number)
    _exit(128 + number)
  }
}
