// SPDX-License-Identifier: MIT

/// The compact binary form of `Codable` values in list archive records (format version 2 of the
/// archive files), written by ``ArchiveEncoder`` and read by ``ArchiveDecoder``.
///
/// A payload is a table of shapes (the key lists of the keyed containers it holds, each written
/// once), then one value:
///
/// ```
/// payload = varint(shape count) · shape* · value
/// shape   = varint(key count) · (varint(byte count) · UTF-8)*
/// value   = tag · body
/// ```
///
/// | tag | value | body |
/// |---|---|---|
/// | 0 | nil | — |
/// | 1, 2 | `false`, `true` | — |
/// | 3 | signed integer | zigzag varint |
/// | 4 | unsigned integer | varint |
/// | 5 | `Double` | 8 bytes, little endian |
/// | 6 | `Float` | 4 bytes, little endian |
/// | 7 | `String` | varint(byte count) · UTF-8 |
/// | 8 | keyed container | varint(shape) · one value per key of the shape, in its order |
/// | 9 | unkeyed container | varint(count) · values |
/// | 10 | `Data` | varint(byte count) · bytes |
///
/// Keys are kept (once per payload) so that a changed item type is a decoding error, never
/// another item: a missing key, a value of another kind or a number out of range throws.
enum ArchiveCoding {
  enum Tag: UInt8 {
    case null = 0
    case `false` = 1
    case `true` = 2
    case signed = 3
    case unsigned = 4
    case double = 5
    case float = 6
    case string = 7
    case keyed = 8
    case unkeyed = 9
    case data = 10
  }

  /// The deepest nesting of containers a payload may hold; deeper is damage (or a value no archive
  /// should hold), and decoding throws instead of recursing further.
  static let maxDepth = 256

  /// The key that `superEncoder()` and `superDecoder()` use, as `JSONEncoder` does.
  static let superKey = "super"

  /// Appends `value` as a LEB128 varint.
  static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  /// The zigzag form of a signed integer: small magnitudes, either sign, are short varints.
  static func zigzag(_ value: Int64) -> UInt64 {
    UInt64(bitPattern: (value << 1) ^ (value >> 63))
  }

  /// The signed integer of a zigzag form.
  static func unzigzag(_ value: UInt64) -> Int64 {
    Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
  }
}

/// A `CodingKey` made from a string, for the paths of errors and for `super`.
struct ArchiveCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}
