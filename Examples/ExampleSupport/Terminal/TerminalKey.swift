// SPDX-License-Identifier: MIT

/// A key read from a terminal in raw mode.
public enum TerminalKey: Sendable, Equatable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter (carriage return or line feed).
  case enter
  /// Tab.
  case tab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Escape on its own (not the start of an arrow key's sequence).
  case escape
  /// Ctrl-C as a byte (when the terminal does not turn it into SIGINT).
  case interrupt
  /// Ctrl-D, the end-of-file character, which raw mode delivers as a byte: the user is done.
  case endOfFile
  /// A printable ASCII character (the examples' keys are all ASCII).
  case character(Character)
}

/// Turns the bytes a raw-mode terminal sends into ``TerminalKey``s.
///
/// Understands the arrow, Home/End and Page Up/Down escape sequences (`ESC [ A`, `ESC O A`,
/// `ESC [ 5 ~`...) and printable ASCII. A sequence cut between two reads is kept until the next
/// call; an `ESC` at the very end of a read is the Escape key. Unknown sequences and other bytes
/// (non-ASCII characters included: no example has a key for one) are dropped.
///
/// ```swift
/// var parser = TerminalKeyParser()
/// parser.keys(from: Array("\u{1B}[Bq".utf8))
/// // [.down, .character("q")]
/// ```
public struct TerminalKeyParser: Sendable {
  private var pending: [UInt8] = []

  /// Creates a parser with nothing pending.
  public init() {}

  /// The keys in `bytes` (after any bytes kept from the previous call).
  ///
  /// - Parameter bytes: The bytes just read.
  /// - Returns: The keys, in order.
  public mutating func keys(from bytes: [UInt8]) -> [TerminalKey] {
    let input = pending + bytes
    pending = []
    var keys: [TerminalKey] = []
    var index = 0
    while index < input.count {
      let byte = input[index]
      switch byte {
      case 0x1B:
        guard index + 1 < input.count else {
          keys.append(.escape)
          index += 1
          continue
        }
        guard input[index + 1] == UInt8(ascii: "[") || input[index + 1] == UInt8(ascii: "O") else {
          keys.append(.escape)
          index += 1
          continue
        }
        var end = index + 2
        while end < input.count, (0x30...0x3F).contains(input[end]) { end += 1 }
        guard end < input.count else {
          pending = Array(input[index...])
          return keys
        }
        let parameters = String(decoding: input[(index + 2)..<end], as: UTF8.self)
        if let key = Self.key(final: input[end], parameters: parameters) { keys.append(key) }
        index = end + 1
      case 0x0D:
        keys.append(.enter)
        index += index + 1 < input.count && input[index + 1] == 0x0A ? 2 : 1
      case 0x0A:
        keys.append(.enter)
        index += 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x04:
        keys.append(.endOfFile)
        index += 1
      case 0x20...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
        index += 1
      default:
        index += 1
      }
    }
    return keys
  }

  private static func key(final: UInt8, parameters: String) -> TerminalKey? {
    switch (Character(Unicode.Scalar(final)), parameters) {
    case ("A", _): .up
    case ("B", _): .down
    case ("C", _): .right
    case ("D", _): .left
    case ("H", _), ("~", "1"), ("~", "7"): .home
    case ("F", _), ("~", "4"), ("~", "8"): .end
    case ("~", "5"): .pageUp
    case ("~", "6"): .pageDown
    default: nil
    }
  }
}
