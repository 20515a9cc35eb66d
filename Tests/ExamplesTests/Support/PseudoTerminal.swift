// SPDX-License-Identifier: MIT

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An example executable running on a pseudo-terminal, for interactive smoke tests.
///
/// The child's standard input, output and error are the terminal's slave side, so `isatty` is
/// true and it runs interactively. A reader thread collects everything it writes; ``expect(_:)``
/// waits, up to a deadline, until a marker shows up after the previous match. ``send(_:)`` types
/// keys. ``modes()`` reads the slave's termios flags, so a test can tell raw mode from the
/// canonical mode the terminal started in, during the run and after the child exited.
///
/// ```swift
/// let terminal = try PseudoTerminal(executable: "ProjectsBrowser", arguments: [])
/// try terminal.expect("›   1 ")
/// terminal.send(.down)
/// try terminal.expect("›   2 ")
/// terminal.send("q")
/// let exit = try terminal.waitForExit()
/// ```
final class PseudoTerminal {
  /// Keys as a terminal sends them.
  enum Key: String {
    case up = "\u{1B}[A"
    case down = "\u{1B}[B"
    case enter = "\r"
    case tab = "\t"
    case backspace = "\u{7F}"
    case escape = "\u{1B}"
    case pageUp = "\u{1B}[5~"
    case end = "\u{1B}[F"
  }

  /// How the child ended.
  struct Exit: Equatable {
    var reason: Process.TerminationReason
    var status: Int32
  }

  /// The slave's line discipline flags that raw mode turns off.
  struct Modes: Equatable {
    var canonical: Bool
    var echo: Bool

    /// Raw mode, as an interactive example sets it.
    static let raw = Modes(canonical: false, echo: false)
    /// The canonical mode a terminal starts in, and is restored to.
    static let cooked = Modes(canonical: true, echo: true)
  }

  enum Failure: Error, CustomStringConvertible {
    case openFailed(String)
    case markerNotFound(String, output: String)
    case stillRunning(output: String)

    var description: String {
      switch self {
      case .openFailed(let step): "could not open a pseudo-terminal: \(step) failed (errno \(errno))"
      case .markerNotFound(let marker, let output): "\"\(marker)\" did not appear in time; output so far:\n\(output)"
      case .stillRunning(let output): "the process did not exit in time; output so far:\n\(output)"
      }
    }
  }

  /// The child process.
  let process = Process()
  private let master: Int32
  private let slave: Int32
  private let buffer = OutputBuffer()
  private let exited = DispatchSemaphore(value: 0)
  private let readerDone = DispatchSemaphore(value: 0)
  /// A pipe whose write end stops the reader thread (``hangUp()``): (read end, write end).
  private let wake: (read: Int32, write: Int32)
  private var isHungUp = false
  /// Where the next ``expect(_:timeout:)`` starts looking (a UTF-8 byte offset).
  private var cursor = 0
  private var hasExited = false

  /// Starts `executable` (found like ``ExampleRunner/executable(named:)``) on a new terminal of
  /// `rows` × `columns`.
  init(executable name: String, arguments: [String], rows: UInt16 = 30, columns: UInt16 = 100) throws {
    master = PTY.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { throw Failure.openFailed("posix_openpt") }
    guard PTY.grantpt(master) == 0, PTY.unlockpt(master) == 0, let path = PTY.ptsname(master) else {
      close(master)
      throw Failure.openFailed("grantpt/unlockpt/ptsname")
    }
    slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      throw Failure.openFailed("open slave")
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.executableURL = try ExampleRunner.executable(named: name)
    process.arguments = arguments
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    process.terminationHandler = { [exited] _ in exited.signal() }
    var pipeDescriptors: [Int32] = [-1, -1]
    guard pipe(&pipeDescriptors) == 0 else {
      close(slave)
      close(master)
      throw Failure.openFailed("pipe")
    }
    wake = (pipeDescriptors[0], pipeDescriptors[1])
    for descriptor in pipeDescriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let thread = Thread { [master, buffer, readerDone, wake] in
      var bytes = [UInt8](repeating: 0, count: 4096)
      var descriptors = [
        pollfd(fd: master, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        let ready = poll(&descriptors, 2, -1)
        if ready < 0, errno == EINTR { continue }
        guard ready > 0, descriptors[1].revents == 0 else { break }  // failed, or hangUp()
        guard descriptors[0].revents != 0 else { continue }
        let count = bytes.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }  // EIO once no slave descriptor is left open
        buffer.append(bytes[..<count])
      }
      readerDone.signal()
    }
    thread.start()
    do {
      try process.run()
    } catch {
      close(slave)
      readerDone.wait()
      close(master)
      close(wake.read)
      close(wake.write)
      throw error
    }
  }

  deinit {
    if !hasExited, process.isRunning {
      process.terminate()
      _ = exited.wait(timeout: .now() + 30)
    }
    close(slave)
    if !isHungUp {
      _ = readerDone.wait(timeout: .now() + 30)
      close(master)
    }
    close(wake.read)
    close(wake.write)
  }

  /// Closes the terminal's master side, as closing a terminal window does: the child's reads
  /// fail from then on (end of input). Output written after it is lost.
  ///
  /// The child has no controlling terminal, so no SIGHUP is sent.
  func hangUp() {
    guard !isHungUp else { return }
    isHungUp = true
    var byte: UInt8 = 0
    _ = write(wake.write, &byte, 1)
    _ = readerDone.wait(timeout: .now() + 30)
    close(master)
  }

  /// Everything the child wrote so far.
  var output: String {
    String(decoding: buffer.snapshot(), as: UTF8.self)
  }

  /// Types `text` (e.g. `"q"`).
  func send(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Types a key.
  func send(_ key: Key) {
    send(key.rawValue)
  }

  /// Waits until `marker` appears after the previous match, and returns the output from the
  /// previous match up to and including it.
  ///
  /// A deadline, not a sleep: it returns as soon as the marker arrives.
  @discardableResult
  func expect(_ marker: String, timeout: TimeInterval = 60) throws -> String {
    let needle = Array(marker.utf8)
    let deadline = Date(timeIntervalSinceNow: timeout)
    guard let end = buffer.wait(until: deadline, for: { Self.find(needle, in: $0, from: self.cursor) }) else {
      throw Failure.markerNotFound(marker, output: output)
    }
    let text = buffer.snapshot()[cursor..<end]
    cursor = end
    return String(decoding: text, as: UTF8.self)
  }

  /// The screen line (counted from the frame's top) and text of the selected row of the last
  /// frame in `output` (what ``expect(_:timeout:)`` returned).
  static func selectedLine(in output: String) throws -> (index: Int, text: String) {
    let lines = (output.components(separatedBy: "\u{1B}[2J").last ?? "").components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.contains("›") }, "no selected row in \(lines)")
    return (index, lines[index])
  }

  /// Waits for the child to exit.
  func waitForExit(timeout: TimeInterval = 60) throws -> Exit {
    guard exited.wait(timeout: .now() + timeout) == .success else { throw Failure.stillRunning(output: output) }
    hasExited = true
    exited.signal()  // Keep it signalled for a second call.
    return Exit(reason: process.terminationReason, status: process.terminationStatus)
  }

  /// Changes the terminal's size and tells the child (SIGWINCH), as a terminal window would.
  ///
  /// The child is not in the terminal's foreground process group (it has no controlling
  /// terminal), so the kernel does not signal it by itself.
  func resize(rows: UInt16, columns: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(process.processIdentifier, SIGWINCH)
  }

  /// The slave's canonical-input and echo flags now.
  func modes() -> Modes {
    var settings = termios()
    _ = tcgetattr(slave, &settings)
    return Modes(
      canonical: settings.c_lflag & tcflag_t(ICANON) != 0,
      echo: settings.c_lflag & tcflag_t(ECHO) != 0
    )
  }

  /// The end offset of the first `needle` in `haystack` at or after `start`.
  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, haystack.count - start >= needle.count else { return nil }
    var index = start
    while index + needle.count <= haystack.count {
      if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) {
        return index + needle.count
      }
      index += 1
    }
    return nil
  }
}

/// The pseudo-terminal calls. Glibc declares them only for `_XOPEN_SOURCE`, which Swift's Glibc
/// module is not built with, so on Linux they are looked up in the C library at run time.
private enum PTY {
  #if canImport(Glibc)
    private typealias FileFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
      // A nil handle is RTLD_DEFAULT in glibc: search every loaded library.
      dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }

    static func openpt(_ flags: Int32) -> Int32 {
      function("posix_openpt", as: FileFunction.self).map { $0(flags) } ?? -1
    }

    static func grantpt(_ descriptor: Int32) -> Int32 {
      function("grantpt", as: FileFunction.self).map { $0(descriptor) } ?? -1
    }

    static func unlockpt(_ descriptor: Int32) -> Int32 {
      function("unlockpt", as: FileFunction.self).map { $0(descriptor) } ?? -1
    }

    static func ptsname(_ descriptor: Int32) -> String? {
      guard let ptsname = function("ptsname_r", as: NameFunction.self) else { return nil }
      var name = [CChar](repeating: 0, count: 128)
      guard ptsname(descriptor, &name, name.count) == 0 else { return nil }
      return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  #else
    static func openpt(_ flags: Int32) -> Int32 {
      posix_openpt(flags)
    }

    static func grantpt(_ descriptor: Int32) -> Int32 {
      Darwin.grantpt(descriptor)
    }

    static func unlockpt(_ descriptor: Int32) -> Int32 {
      Darwin.unlockpt(descriptor)
    }

    static func ptsname(_ descriptor: Int32) -> String? {
      Darwin.ptsname(descriptor).map { String(cString: $0) }
    }
  #endif
}

/// The bytes read from the terminal, and a condition to wait for more.
private final class OutputBuffer: @unchecked Sendable {
  // Safety: `bytes` is only read or written while `condition` is locked.
  private let condition = NSCondition()
  private var bytes: [UInt8] = []

  func append(_ chunk: ArraySlice<UInt8>) {
    condition.withLock {
      bytes.append(contentsOf: chunk)
      condition.broadcast()
    }
  }

  func snapshot() -> [UInt8] {
    condition.withLock { bytes }
  }

  /// Waits until `match` finds something in the bytes, or `deadline` passes.
  func wait<Found>(until deadline: Date, for match: ([UInt8]) -> Found?) -> Found? {
    condition.withLock {
      while true {
        if let found = match(bytes) { return found }
        guard condition.wait(until: deadline) else { return match(bytes) }
      }
    }
  }
}
