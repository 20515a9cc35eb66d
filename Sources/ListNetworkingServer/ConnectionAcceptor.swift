// SPDX-License-Identifier: MIT

import Foundation
import ReactiveListInternals

/// Accepts connections on a listening socket and serves each on a thread of its own, until
/// ``stop()``: the connection bookkeeping of ``LoopbackHTTPServer`` and of the tests' servers
/// that misbehave on the wire.
///
/// ``stop()`` shuts the listener and every open connection down and returns once the accept
/// thread and every connection thread have finished; it is idempotent. `serve` runs on a
/// connection's thread, several at once; the connection is closed when it returns.
package final class ConnectionAcceptor: Sendable {
  private struct State {
    var stopped = false
    var connections: [Int32: Socket] = [:]
  }

  private let listener: Socket
  private let state = LockedState(State())
  private let threads = DispatchGroup()

  /// Starts accepting on `listener`; threads are named `<name>.accept` and `<name>.connection`.
  package init(listener: Socket, name: String, serve: @escaping @Sendable (Socket) -> Void) {
    self.listener = listener
    threads.enter()
    let thread = Thread { [listener, state, threads] in
      Self.acceptLoop(listener: listener, name: name, state: state, threads: threads, serve: serve)
    }
    thread.name = "\(name).accept"
    thread.start()
  }

  /// Stops accepting, closes every open connection and waits for the threads to end.
  package func stop() {
    let sockets = state.withLock { state -> [Socket] in
      guard !state.stopped else { return [] }
      state.stopped = true
      return [listener] + Array(state.connections.values)
    }
    for socket in sockets { socket.shutdown() }
    threads.wait()
  }

  private static func acceptLoop(
    listener: Socket,
    name: String,
    state: LockedState<State>,
    threads: DispatchGroup,
    serve: @escaping @Sendable (Socket) -> Void
  ) {
    defer {
      listener.close()
      threads.leave()
    }
    while let connection = listener.accept() {
      let accepted = state.withLock { state -> Bool in
        guard !state.stopped else { return false }
        state.connections[connection.descriptor] = connection
        return true
      }
      guard accepted else {
        connection.close()
        return
      }
      threads.enter()
      let thread = Thread {
        defer {
          state.withLock { _ = $0.connections.removeValue(forKey: connection.descriptor) }
          connection.close()
          threads.leave()
        }
        serve(connection)
      }
      thread.name = "\(name).connection"
      thread.start()
    }
  }
}
