// SPDX-License-Identifier: MIT

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal switched to raw mode (keys arrive one by one, unechoed) and switched back.
///
/// ``enable()`` turns off canonical input (`ICANON`), echo (`ECHO`), `IEXTEN`, flow control and
/// CR-to-NL translation, and hides the cursor; it keeps `ISIG`, so Ctrl-C still raises SIGINT, and
/// output processing, so `\n` still starts a new line. ``restore()`` puts back the exact settings
/// found at creation and shows the cursor; it is idempotent. ``restoreOnTermination(signals:)``
/// makes SIGINT and SIGTERM restore the terminal before the process dies of the signal.
///
/// Works on standard input. Main actor only, but for ``write(_:)``; the termination handling runs
/// on its own thread.
///
/// ```swift
/// guard let terminal = RawTerminal() else { return }  // stdin is not a terminal
/// terminal.enable()
/// terminal.restoreOnTermination()
/// defer { terminal.restore() }
/// ```
@MainActor public final class RawTerminal {
  private let fileDescriptor = STDIN_FILENO
  private let original: termios
  private var isRaw = false

  /// Wraps the terminal on standard input, remembering its current settings.
  ///
  /// - Returns: `nil` when standard input is not a terminal.
  public init?() {
    var settings = termios()
    guard isatty(fileDescriptor) == 1, tcgetattr(fileDescriptor, &settings) == 0 else { return nil }
    self.original = settings
  }

  /// Switches to raw mode and hides the cursor (nothing when the terminal refuses the settings).
  public func enable() {
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(fileDescriptor, TCSAFLUSH, &raw) == 0 else { return }
    isRaw = true
    Self.write("\u{1B}[?25l")
  }

  /// Puts back the settings found at creation and shows the cursor; does nothing when not raw.
  public func restore() {
    guard isRaw else { return }
    var settings = original
    _ = tcsetattr(fileDescriptor, TCSAFLUSH, &settings)
    isRaw = false
    Self.write("\u{1B}[?25h\n")
  }

  /// Restores the terminal when SIGINT or SIGTERM arrives, then lets the signal end the process
  /// (the parent sees it die of that signal, as a shell expects after Ctrl-C).
  ///
  /// The handler is installed before this returns and does not depend on the main queue: a
  /// dedicated thread puts back the settings found at creation, shows the cursor, resets the
  /// signal to its default action and raises it again.
  public func restoreOnTermination() {
    let fileDescriptor = fileDescriptor
    let original = original
    for number in [SIGINT, SIGTERM] {
      SignalRelay.handle(
        number,
        .terminate {
          var settings = original
          _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
          Self.write("\u{1B}[?25h\n")
        }
      )
    }
  }

  /// The size of the terminal on standard output in rows and columns, or `nil` when it does not
  /// say (a size of 0).
  ///
  /// - Returns: The size.
  public static func size() -> (rows: Int, columns: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// Writes `text` to standard output at once (unbuffered), ignoring errors (a closed terminal).
  ///
  /// Safe to call from any thread.
  ///
  /// - Parameter text: The text.
  nonisolated public static func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
