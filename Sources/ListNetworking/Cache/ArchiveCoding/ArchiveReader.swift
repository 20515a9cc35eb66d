// SPDX-License-Identifier: MIT

/// Why bytes could not be read as the value asked for; a container turns it into a
/// `DecodingError` with its coding path.
enum ArchiveReadError: Error {
  /// A value runs past the end of the payload, or a varint or length is malformed.
  case truncated
  /// A byte where a value starts is no tag of the format.
  case unknownTag(UInt8)
  /// The value is of another kind than the one asked for.
  case mismatch(found: ArchiveCoding.Tag)
  /// The number does not fit the type asked for.
  case outOfRange
  /// A shape number with no shape, or containers nested past `ArchiveCoding.maxDepth`.
  case malformed(String)
}

/// The bytes of one payload and its shapes, read with bounds checks everywhere: no byte sequence
/// makes it read outside the payload, loop without end or recurse without limit.
final class ArchiveReader {
  let bytes: [UInt8]
  /// The key lists of the payload's keyed containers.
  private(set) var shapes: [[String]] = []
  /// Where the payload's value starts (after the shapes).
  private(set) var rootOffset = 0

  init(bytes: [UInt8]) throws(ArchiveReadError) {
    self.bytes = bytes
    var offset = 0
    let shapeCount = try count(&offset)
    shapes.reserveCapacity(shapeCount)
    for _ in 0..<shapeCount {
      let keyCount = try count(&offset)
      var keys: [String] = []
      keys.reserveCapacity(keyCount)
      for _ in 0..<keyCount {
        let length = try count(&offset)
        keys.append(text(offset..<offset + length))
        offset += length
      }
      shapes.append(keys)
    }
    rootOffset = offset
  }

  // MARK: Framing

  @inline(__always)
  func byte(at offset: Int) throws(ArchiveReadError) -> UInt8 {
    guard offset >= 0, offset < bytes.count else { throw .truncated }
    return bytes[offset]
  }

  @inline(__always)
  func tag(at offset: Int) throws(ArchiveReadError) -> ArchiveCoding.Tag {
    let byte = try byte(at: offset)
    guard let tag = ArchiveCoding.Tag(rawValue: byte) else { throw .unknownTag(byte) }
    return tag
  }

  /// Reads a LEB128 varint at `offset` and moves past it.
  @inline(__always)
  func varint(_ offset: inout Int) throws(ArchiveReadError) -> UInt64 {
    var first = try byte(at: offset)
    offset += 1
    if first < 0x80 { return UInt64(first) }
    var result = UInt64(first & 0x7f)
    var shift: UInt64 = 7
    while true {
      first = try byte(at: offset)
      offset += 1
      // The tenth byte holds the 64th bit only.
      guard shift < 63 || first <= 1 else { throw .truncated }
      result |= UInt64(first & 0x7f) << shift
      if first < 0x80 { return result }
      shift += 7
    }
  }

  /// Reads a count or byte length that the rest of the payload can hold (each counted thing takes
  /// at least one byte), and moves past it.
  @inline(__always)
  func count(_ offset: inout Int) throws(ArchiveReadError) -> Int {
    let value = try varint(&offset)
    guard value <= UInt64(bytes.count - offset) else { throw .truncated }
    return Int(value)
  }

  func text(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }

  /// The shape (key list) a keyed container at `offset` uses, and where its values start.
  func keyed(at offset: Int) throws(ArchiveReadError) -> (keys: [String], values: Int) {
    let tag = try tag(at: offset)
    guard tag == .keyed else { throw .mismatch(found: tag) }
    var position = offset + 1
    let number = try varint(&position)
    guard number < UInt64(shapes.count) else { throw .malformed("shape \(number) of \(shapes.count)") }
    return (shapes[Int(number)], position)
  }

  /// The element count of an unkeyed container at `offset`, and where its values start.
  func unkeyed(at offset: Int) throws(ArchiveReadError) -> (count: Int, values: Int) {
    let tag = try tag(at: offset)
    guard tag == .unkeyed else { throw .mismatch(found: tag) }
    var position = offset + 1
    let count = try count(&position)
    return (count, position)
  }

  /// Where the value at `offset` ends.
  func skip(at offset: Int, depth: Int) throws(ArchiveReadError) -> Int {
    var position = offset + 1
    switch try tag(at: offset) {
    case .null, .false, .true: return position
    case .signed, .unsigned: _ = try varint(&position)
    case .double: position += 8
    case .float: position += 4
    case .string, .data: position += try count(&position)
    case .keyed:
      guard depth < ArchiveCoding.maxDepth else { throw .malformed("nested too deep") }
      let (keys, values) = try keyed(at: offset)
      position = values
      for _ in keys.indices { position = try skip(at: position, depth: depth + 1) }
    case .unkeyed:
      guard depth < ArchiveCoding.maxDepth else { throw .malformed("nested too deep") }
      let (count, values) = try unkeyed(at: offset)
      position = values
      for _ in 0..<count { position = try skip(at: position, depth: depth + 1) }
    }
    guard position <= bytes.count else { throw .truncated }
    return position
  }

  // MARK: Values

  func isNil(at offset: Int) throws(ArchiveReadError) -> Bool {
    try tag(at: offset) == .null
  }

  func bool(at offset: Int) throws(ArchiveReadError) -> (Bool, end: Int) {
    switch try tag(at: offset) {
    case .false: (false, offset + 1)
    case .true: (true, offset + 1)
    case let other: throw .mismatch(found: other)
    }
  }

  /// A signed integer; an unsigned one that fits reads as signed too.
  func signed(at offset: Int) throws(ArchiveReadError) -> (Int64, end: Int) {
    var position = offset + 1
    switch try tag(at: offset) {
    case .signed: return (ArchiveCoding.unzigzag(try varint(&position)), position)
    case .unsigned:
      let value = try varint(&position)
      guard value <= UInt64(Int64.max) else { throw .outOfRange }
      return (Int64(value), position)
    case let other: throw .mismatch(found: other)
    }
  }

  /// An unsigned integer; a signed one that is not negative reads as unsigned too.
  func unsigned(at offset: Int) throws(ArchiveReadError) -> (UInt64, end: Int) {
    var position = offset + 1
    switch try tag(at: offset) {
    case .unsigned: return (try varint(&position), position)
    case .signed:
      let value = ArchiveCoding.unzigzag(try varint(&position))
      guard value >= 0 else { throw .outOfRange }
      return (UInt64(value), position)
    case let other: throw .mismatch(found: other)
    }
  }

  /// A floating-point number; integers and floats read as doubles too.
  func double(at offset: Int) throws(ArchiveReadError) -> (Double, end: Int) {
    switch try tag(at: offset) {
    case .double: return (Double(bitPattern: try littleEndian(at: offset + 1, byteCount: 8)), offset + 9)
    case .float:
      return (Double(Float(bitPattern: UInt32(try littleEndian(at: offset + 1, byteCount: 4)))), offset + 5)
    case .signed:
      let (value, end) = try signed(at: offset)
      return (Double(value), end)
    case .unsigned:
      let (value, end) = try unsigned(at: offset)
      return (Double(value), end)
    case let other: throw .mismatch(found: other)
    }
  }

  /// A `Float`: a double reads as the nearest float when it is within a float's range.
  func float(at offset: Int) throws(ArchiveReadError) -> (Float, end: Int) {
    if try tag(at: offset) == .float {
      return (Float(bitPattern: UInt32(try littleEndian(at: offset + 1, byteCount: 4))), offset + 5)
    }
    let (value, end) = try double(at: offset)
    guard value.isNaN || value.isInfinite || abs(value) <= Double(Float.greatestFiniteMagnitude) else {
      throw .outOfRange
    }
    return (Float(value), end)
  }

  func string(at offset: Int) throws(ArchiveReadError) -> (String, end: Int) {
    let tag = try tag(at: offset)
    guard tag == .string else { throw .mismatch(found: tag) }
    var position = offset + 1
    let length = try count(&position)
    return (text(position..<position + length), position + length)
  }

  func data(at offset: Int) throws(ArchiveReadError) -> ([UInt8], end: Int) {
    let tag = try tag(at: offset)
    guard tag == .data else { throw .mismatch(found: tag) }
    var position = offset + 1
    let length = try count(&position)
    return (Array(bytes[position..<position + length]), position + length)
  }

  private func littleEndian(at offset: Int, byteCount: Int) throws(ArchiveReadError) -> UInt64 {
    guard offset >= 0, byteCount <= bytes.count - offset else { throw .truncated }
    var bits: UInt64 = 0
    for index in 0..<byteCount { bits |= UInt64(bytes[offset + index]) << (8 * index) }
    return bits
  }
}
