// SPDX-License-Identifier: MIT

import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads keys from the terminal on standard input on the main queue and hands them to a closure.
///
/// Put the terminal in raw mode first (``RawTerminal/enable()``), or keys arrive a line at a time.
/// End of input (the terminal closed) calls `onEnd` once and stops reading.
///
/// ```swift
/// let reader = KeyReader(onKeys: { keys in handle(keys) }, onEnd: { exit(0) })
/// ```
@MainActor public final class KeyReader {
  private let source: any DispatchSourceRead
  private var parser = TerminalKeyParser()
  private var ended = false

  /// Starts reading.
  ///
  /// - Parameters:
  ///   - onKeys: Called on the main actor with the keys of each read.
  ///   - onEnd: Called on the main actor once, when input ends or fails.
  public init(onKeys: @escaping @MainActor ([TerminalKey]) -> Void, onEnd: @escaping @MainActor () -> Void) {
    let fileDescriptor = STDIN_FILENO
    source = DispatchSource.makeReadSource(fileDescriptor: fileDescriptor, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self, !self.ended else { return }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        guard count > 0 else {
          self.cancel()
          onEnd()
          return
        }
        let keys = self.parser.keys(from: Array(buffer[..<count]))
        if !keys.isEmpty { onKeys(keys) }
      }
    }
    source.resume()
  }

  /// Stops reading; no more calls after it returns.
  public func cancel() {
    guard !ended else { return }
    ended = true
    source.cancel()
  }
}
