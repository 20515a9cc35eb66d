// SPDX-License-Identifier: MIT

/// A keyed container over a decoder's value: its state (the cursor in encoded order) lives in the
/// decoder, so the container is one reference.
struct ArchiveKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ArchiveDecoding
  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { decoder.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { decoder.keys.contains(key.stringValue) }

  func decodeNil(forKey key: Key) throws -> Bool {
    let (index, position) = try locate(key)
    let isNil: Bool
    do {
      isNil = try decoder.reader.isNil(at: position)
    } catch {
      throw ArchiveDecoding.decodingError(error, type: Never?.self, codingPath: codingPath + [key])
    }
    // A value that is not nil is read next by the decode that follows.
    if isNil { advance(past: index, end: position + 1) }
    return isNil
  }

  // The types items hold most are read without generic helpers (each generic step in a container
  // generic over `Key` costs a metadata look-up per value).

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    let (index, position) = try locate(key)
    do {
      let (value, end) = try decoder.reader.bool(at: position)
      advance(past: index, end: end)
      return value
    } catch {
      throw failure(error, type, key)
    }
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    let (index, position) = try locate(key)
    do {
      let (value, end) = try decoder.reader.string(at: position)
      advance(past: index, end: end)
      return value
    } catch {
      throw failure(error, type, key)
    }
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    let (index, position) = try locate(key)
    do {
      let (value, end) = try decoder.reader.double(at: position)
      advance(past: index, end: end)
      return value
    } catch {
      throw failure(error, type, key)
    }
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    let (index, position) = try locate(key)
    do throws(ArchiveReadError) {
      let (value, end) = try decoder.reader.signed(at: position)
      guard let number = Int(exactly: value) else { throw .outOfRange }
      advance(past: index, end: end)
      return number
    } catch {
      throw failure(error, type, key)
    }
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(key, type, decoder.reader.float) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try signed(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try signed(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try signed(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try signed(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try unsigned(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try unsigned(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try unsigned(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try unsigned(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try unsigned(type, key) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let (index, position) = try locate(key)
    var end: Int?
    let value = try decoder.unbox(type, at: position, element: .key(key), end: &end)
    advance(past: index, end: end)
    return value
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let (index, position) = try locate(key)
    let container = try decoder.child(.key(key), at: position).container(keyedBy: type)
    advance(past: index, end: nil)
    return container
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let (index, position) = try locate(key)
    let container = try decoder.child(.key(key), at: position).unkeyedContainer()
    advance(past: index, end: nil)
    return container
  }

  func superDecoder() throws -> any Decoder {
    try superDecoder(named: ArchiveCodingKey(stringValue: ArchiveCoding.superKey))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try superDecoder(named: key)
  }

  private func superDecoder(named key: any CodingKey) throws -> any Decoder {
    let (index, position) = try locate(key)
    advance(past: index, end: nil)
    return decoder.child(.key(key), at: position)
  }

  private func signed<T: FixedWidthInteger & SignedInteger>(_ type: T.Type, _ key: Key) throws -> T {
    try read(key, type) { position throws(ArchiveReadError) in
      let (value, end) = try decoder.reader.signed(at: position)
      guard let typed = T(exactly: value) else { throw .outOfRange }
      return (typed, end)
    }
  }

  private func unsigned<T: FixedWidthInteger & UnsignedInteger>(_ type: T.Type, _ key: Key) throws -> T {
    try read(key, type) { position throws(ArchiveReadError) in
      let (value, end) = try decoder.reader.unsigned(at: position)
      guard let typed = T(exactly: value) else { throw .outOfRange }
      return (typed, end)
    }
  }

  /// Reads the value of `key` with `read`, which returns it and where it ends, and moves the
  /// cursor past it.
  @inline(__always)
  private func read<Value>(
    _ key: Key,
    _ type: Any.Type,
    _ read: (Int) throws(ArchiveReadError) -> (Value, end: Int)
  ) throws -> Value {
    let (index, position) = try locate(key)
    do {
      let (value, end) = try read(position)
      advance(past: index, end: end)
      return value
    } catch {
      throw ArchiveDecoding.decodingError(error, type: type, codingPath: codingPath + [key])
    }
  }

  /// The index of `key` in the shape and where its value starts.
  @inline(__always)
  private func locate<K: CodingKey>(_ key: K) throws -> (index: Int, position: Int) {
    if let found = try decoder.keyedValue(named: key.stringValue) { return found }
    throw DecodingError.keyNotFound(
      key,
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "no value for key \"\(key.stringValue)\" in the archive"
      )
    )
  }

  @inline(__always)
  private func advance(past index: Int, end: Int?) {
    decoder.nextIndex = index + 1
    decoder.nextOffset = end
    if let end, index + 1 == decoder.keys.count { decoder.end = end }
  }

  @inline(never)
  private func failure(_ error: ArchiveReadError, _ type: Any.Type, _ key: Key) -> any Error {
    ArchiveDecoding.decodingError(error, type: type, codingPath: codingPath + [key])
  }
}

/// An unkeyed container over a decoder's value: values are read in order.
struct ArchiveUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let decoder: ArchiveDecoding
  let count: Int?
  private(set) var currentIndex = 0
  /// Where the value at `currentIndex` starts.
  private var position: Int
  var codingPath: [any CodingKey] { decoder.codingPath }
  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  init(decoder: ArchiveDecoding, count: Int, position: Int) {
    self.decoder = decoder
    self.count = count
    self.position = position
  }

  mutating func decodeNil() throws -> Bool {
    try checkNotAtEnd(Never?.self)
    let isNil: Bool
    do {
      isNil = try decoder.reader.isNil(at: position)
    } catch {
      throw ArchiveDecoding.decodingError(error, type: Never?.self, codingPath: path)
    }
    if isNil { moveOn(to: position + 1) }
    return isNil
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type, decoder.reader.bool) }
  mutating func decode(_ type: String.Type) throws -> String { try next(type, decoder.reader.string) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(type, decoder.reader.double) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next(type, decoder.reader.float) }
  mutating func decode(_ type: Int.Type) throws -> Int { try signed(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try signed(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try signed(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try signed(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try signed(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try unsigned(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try unsigned(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try unsigned(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try unsigned(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try unsigned(type) }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try checkNotAtEnd(type)
    var known: Int?
    let value = try decoder.unbox(type, at: position, element: .index(currentIndex), end: &known)
    try moveOn(to: known ?? skipped())
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try checkNotAtEnd([String: Any].self)
    let container = try decoder.child(.index(currentIndex), at: position).container(keyedBy: type)
    try moveOn(to: skipped())
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try checkNotAtEnd([Any].self)
    let container = try decoder.child(.index(currentIndex), at: position).unkeyedContainer()
    try moveOn(to: skipped())
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    try checkNotAtEnd(Any.self)
    let child = decoder.child(.index(currentIndex), at: position)
    try moveOn(to: skipped())
    return child
  }

  private var path: [any CodingKey] { codingPath + [ArchiveCodingKey(intValue: currentIndex)] }

  private mutating func signed<T: FixedWidthInteger & SignedInteger>(_ type: T.Type) throws -> T {
    try next(type) { [reader = decoder.reader] position throws(ArchiveReadError) in
      let (value, end) = try reader.signed(at: position)
      guard let typed = T(exactly: value) else { throw .outOfRange }
      return (typed, end)
    }
  }

  private mutating func unsigned<T: FixedWidthInteger & UnsignedInteger>(_ type: T.Type) throws -> T {
    try next(type) { [reader = decoder.reader] position throws(ArchiveReadError) in
      let (value, end) = try reader.unsigned(at: position)
      guard let typed = T(exactly: value) else { throw .outOfRange }
      return (typed, end)
    }
  }

  @inline(__always)
  private mutating func next<Value>(
    _ type: Any.Type,
    _ read: (Int) throws(ArchiveReadError) -> (Value, end: Int)
  ) throws -> Value {
    try checkNotAtEnd(type)
    do {
      let (value, end) = try read(position)
      moveOn(to: end)
      return value
    } catch {
      throw ArchiveDecoding.decodingError(error, type: type, codingPath: path)
    }
  }

  /// Where the current value ends, found by skipping it.
  private func skipped() throws -> Int {
    do {
      return try decoder.reader.skip(at: position, depth: decoder.depth + 1)
    } catch {
      throw ArchiveDecoding.decodingError(error, type: Any.self, codingPath: path)
    }
  }

  private func checkNotAtEnd(_ type: Any.Type) throws {
    guard isAtEnd else { return }
    throw DecodingError.valueNotFound(
      type,
      DecodingError.Context(codingPath: path, debugDescription: "the archived list of values is at its end")
    )
  }

  private mutating func moveOn(to end: Int) {
    position = end
    currentIndex += 1
    if currentIndex == count { decoder.end = end }
  }
}

/// The single value of a decoder.
struct ArchiveSingleValueDecodingContainer: SingleValueDecodingContainer {
  let decoder: ArchiveDecoding
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    guard (try? decoder.reader.isNil(at: decoder.offset)) == true else { return false }
    decoder.end = decoder.offset + 1
    return true
  }

  func decode(_ type: Bool.Type) throws -> Bool { try read(type, decoder.reader.bool) }
  func decode(_ type: String.Type) throws -> String { try read(type, decoder.reader.string) }
  func decode(_ type: Double.Type) throws -> Double { try read(type, decoder.reader.double) }
  func decode(_ type: Float.Type) throws -> Float { try read(type, decoder.reader.float) }
  func decode(_ type: Int.Type) throws -> Int { try signed(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try signed(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try signed(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try signed(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try signed(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try unsigned(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try unsigned(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try unsigned(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try unsigned(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try unsigned(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    var end: Int?
    let value = try decoder.unbox(type, at: decoder.offset, element: .none, end: &end)
    if let end { decoder.end = end }
    return value
  }

  private func signed<T: FixedWidthInteger & SignedInteger>(_ type: T.Type) throws -> T {
    try read(type) { [reader = decoder.reader] position throws(ArchiveReadError) in
      let (value, end) = try reader.signed(at: position)
      guard let typed = T(exactly: value) else { throw .outOfRange }
      return (typed, end)
    }
  }

  private func unsigned<T: FixedWidthInteger & UnsignedInteger>(_ type: T.Type) throws -> T {
    try read(type) { [reader = decoder.reader] position throws(ArchiveReadError) in
      let (value, end) = try reader.unsigned(at: position)
      guard let typed = T(exactly: value) else { throw .outOfRange }
      return (typed, end)
    }
  }

  private func read<Value>(_ type: Any.Type, _ read: (Int) throws(ArchiveReadError) -> (Value, end: Int)) throws
    -> Value
  {
    do {
      let (value, end) = try read(decoder.offset)
      decoder.end = end
      return value
    } catch {
      throw ArchiveDecoding.decodingError(error, type: type, codingPath: codingPath)
    }
  }
}
