// SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The only file that touches the platform's socket API: a blocking TCP socket on IPv4 loopback.
///
/// Each value owns one file descriptor; ``close()`` must be called exactly once, by the thread
/// that owns the socket. ``shutdown()`` may be called from any thread to wake a blocked
/// `accept`/`recv`.
///
/// `package` so the package's tests can write misbehaving servers with it; not a product API.
package struct Socket: Sendable {
  /// A system call failed.
  package struct Failure: Error, CustomStringConvertible {
    /// The call that failed.
    package var operation: String
    /// Its `errno`.
    package var code: Int32
    /// "bind failed (errno 98)".
    package var description: String { "\(operation) failed (errno \(code))" }
  }

  /// The file descriptor this value owns.
  package let descriptor: Int32

  /// A listening socket bound to 127.0.0.1 on `port` (0 picks a free one).
  package static func listen(port: UInt16, backlog: Int32 = 64) throws(Failure) -> Socket {
    #if canImport(Darwin)
      let kind = SOCK_STREAM
    #else
      let kind = Int32(SOCK_STREAM.rawValue)
    #endif
    let fd = socket(AF_INET, kind, 0)
    guard fd >= 0 else { throw Failure(operation: "socket", code: errno) }
    let socket = Socket(descriptor: fd)
    var yes: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    socket.disableSigPipe()
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      socket.close()
      throw Failure(operation: "bind", code: code)
    }
    guard systemListen(fd, backlog) == 0 else {
      let code = errno
      socket.close()
      throw Failure(operation: "listen", code: code)
    }
    return socket
  }

  /// The port the socket is bound to.
  package var port: UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Waits for a connection; `nil` once the socket was shut down or closed.
  package func accept() -> Socket? {
    while true {
      #if canImport(Darwin)
        let fd = Darwin.accept(descriptor, nil, nil)
      #else
        let fd = Glibc.accept(descriptor, nil, nil)
      #endif
      if fd >= 0 {
        let connection = Socket(descriptor: fd)
        connection.disableSigPipe()
        return connection
      }
      if errno == EINTR { continue }
      return nil
    }
  }

  /// Reads up to `count` bytes; empty at end of stream or on error.
  package func receive(upTo count: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    while true {
      let read = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
      if read > 0 { return Array(buffer.prefix(read)) }
      if read < 0, errno == EINTR { continue }
      return []
    }
  }

  /// Writes all of `bytes`; `false` when the peer went away.
  @discardableResult
  package func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        systemSend(descriptor, raw.baseAddress! + offset, bytes.count - offset)  // non-empty: offset < count
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Stops reads and writes in both directions, waking any thread blocked on the socket.
  package func shutdown() {
    #if canImport(Darwin)
      _ = Darwin.shutdown(descriptor, SHUT_RDWR)
    #else
      _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    #endif
  }

  /// Releases the descriptor.
  package func close() {
    #if canImport(Darwin)
      _ = Darwin.close(descriptor)
    #else
      _ = Glibc.close(descriptor)
    #endif
  }

  private func disableSigPipe() {
    #if canImport(Darwin)
      var yes: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }
}

private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
  listen(fd, backlog)
}

private func systemSend(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.send(fd, pointer, count, 0)
  #else
    Glibc.send(fd, pointer, count, Int32(MSG_NOSIGNAL))
  #endif
}
