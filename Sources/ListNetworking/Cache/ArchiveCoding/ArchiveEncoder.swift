// SPDX-License-Identifier: MIT

package import Foundation

/// Encodes `Encodable` values in the compact binary form of list archive records (see
/// `ArchiveCoding`): the keys of each shape of keyed container once per payload, then the values
/// with a one-byte tag each.
///
/// ```swift
/// struct Post: Codable { let id: Int; let title: String }
/// let payload = try ArchiveEncoder().encode([Post(id: 1, title: "Hello")])
/// try ArchiveDecoder().decode([Post].self, from: payload)  // [Post(id: 1, title: "Hello")]
/// ```
///
/// A value is encoded into a tree first (containers may be filled in any order, as `Encoder`
/// allows), then written out. Encoding a key twice in one container keeps the last value, as
/// `JSONEncoder` does.
package struct ArchiveEncoder {
  /// Creates an encoder.
  package init() {}

  /// The payload of `value`.
  ///
  /// - Parameter value: The value.
  /// - Returns: Its bytes.
  /// - Throws: `EncodingError.invalidValue` when containers nest deeper than a payload may
  ///   (`ArchiveCoding.maxDepth`), or the error `value`'s `encode(to:)` throws.
  /// - Complexity: O(*n*) for a value of *n* encoded values.
  package func encode<T: Encodable>(_ value: T) throws -> Data {
    let root = try ArchiveEncoding.box(value, codingPath: [])
    var writer = ArchiveTreeWriter()
    try writer.write(root, depth: 0)
    var payload: [UInt8] = []
    payload.reserveCapacity(writer.body.count + 16 * writer.shapes.count + 8)
    ArchiveCoding.appendVarint(UInt64(writer.shapes.count), to: &payload)
    for shape in writer.shapes {
      ArchiveCoding.appendVarint(UInt64(shape.count), to: &payload)
      for key in shape {
        ArchiveCoding.appendVarint(UInt64(key.utf8.count), to: &payload)
        payload.append(contentsOf: key.utf8)
      }
    }
    payload.append(contentsOf: writer.body)
    return Data(payload)
  }
}

/// One encoded value, before it is written out.
enum ArchiveEncodedValue {
  case null
  case bool(Bool)
  case signed(Int64)
  case unsigned(UInt64)
  case double(Double)
  case float(Float)
  case string(String)
  case data(Data)
  case keyed(ArchiveEncodedKeyed)
  case unkeyed(ArchiveEncodedUnkeyed)
  /// Whatever the encoder holds when the tree is written (`superEncoder()`, filled later).
  case deferred(ArchiveEncoding)
}

/// A keyed container's keys and values, in the order they were first encoded.
final class ArchiveEncodedKeyed {
  var keys: [String] = []
  var values: [ArchiveEncodedValue] = []

  /// Sets the value of `key`: a key encoded again keeps its place and takes the new value.
  func set(_ value: ArchiveEncodedValue, for key: String) {
    if let index = keys.firstIndex(of: key) {
      values[index] = value
    } else {
      keys.append(key)
      values.append(value)
    }
  }
}

/// An unkeyed container's values.
final class ArchiveEncodedUnkeyed {
  var values: [ArchiveEncodedValue] = []
}

/// Writes a tree out: the values into `body`, each distinct key list into `shapes` once.
struct ArchiveTreeWriter {
  var body: [UInt8] = []
  var shapes: [[String]] = []
  private var shapeNumbers: [[String]: Int] = [:]

  mutating func write(_ value: ArchiveEncodedValue, depth: Int) throws {
    switch value {
    case .null: body.append(ArchiveCoding.Tag.null.rawValue)
    case .bool(let flag): body.append(flag ? ArchiveCoding.Tag.true.rawValue : ArchiveCoding.Tag.false.rawValue)
    case .signed(let number):
      body.append(ArchiveCoding.Tag.signed.rawValue)
      ArchiveCoding.appendVarint(ArchiveCoding.zigzag(number), to: &body)
    case .unsigned(let number):
      body.append(ArchiveCoding.Tag.unsigned.rawValue)
      ArchiveCoding.appendVarint(number, to: &body)
    case .double(let number):
      body.append(ArchiveCoding.Tag.double.rawValue)
      appendLittleEndian(number.bitPattern, byteCount: 8)
    case .float(let number):
      body.append(ArchiveCoding.Tag.float.rawValue)
      appendLittleEndian(UInt64(number.bitPattern), byteCount: 4)
    case .string(let text):
      body.append(ArchiveCoding.Tag.string.rawValue)
      var text = text
      text.withUTF8 { utf8 in
        ArchiveCoding.appendVarint(UInt64(utf8.count), to: &body)
        body.append(contentsOf: utf8)
      }
    case .data(let data):
      body.append(ArchiveCoding.Tag.data.rawValue)
      ArchiveCoding.appendVarint(UInt64(data.count), to: &body)
      body.append(contentsOf: data)
    case .keyed(let container):
      try checkDepth(depth)
      body.append(ArchiveCoding.Tag.keyed.rawValue)
      ArchiveCoding.appendVarint(UInt64(shapeNumber(container.keys)), to: &body)
      for value in container.values { try write(value, depth: depth + 1) }
    case .unkeyed(let container):
      try checkDepth(depth)
      body.append(ArchiveCoding.Tag.unkeyed.rawValue)
      ArchiveCoding.appendVarint(UInt64(container.values.count), to: &body)
      for value in container.values { try write(value, depth: depth + 1) }
    case .deferred(let encoder):
      try write(encoder.value ?? .keyed(ArchiveEncodedKeyed()), depth: depth)
    }
  }

  private mutating func shapeNumber(_ keys: [String]) -> Int {
    if let number = shapeNumbers[keys] { return number }
    shapes.append(keys)
    shapeNumbers[keys] = shapes.count - 1
    return shapes.count - 1
  }

  private mutating func appendLittleEndian(_ bits: UInt64, byteCount: Int) {
    for shift in stride(from: 0, to: byteCount * 8, by: 8) { body.append(UInt8(truncatingIfNeeded: bits >> shift)) }
  }

  private func checkDepth(_ depth: Int) throws {
    guard depth < ArchiveCoding.maxDepth else {
      throw EncodingError.invalidValue(
        depth,
        EncodingError.Context(codingPath: [], debugDescription: "containers nest deeper than an archive record may")
      )
    }
  }
}

/// The `Encoder` a value's `encode(to:)` writes into.
final class ArchiveEncoding: Encoder {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// What the value encoded, or `nil` when it encoded nothing yet.
  var value: ArchiveEncodedValue?

  init(codingPath: [any CodingKey]) {
    self.codingPath = codingPath
  }

  /// The tree of `value`, with fast paths for the types every item holds.
  static func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> ArchiveEncodedValue {
    // Types compared exactly (a cast would also unwrap optionals and bridge numbers).
    if T.self == String.self, let text = value as? String { return .string(text) }
    if T.self == Int.self, let number = value as? Int { return .signed(Int64(number)) }
    if T.self == Double.self, let number = value as? Double { return .double(number) }
    if T.self == Bool.self, let flag = value as? Bool { return .bool(flag) }
    if T.self == Data.self, let data = value as? Data { return .data(data) }
    let encoder = ArchiveEncoding(codingPath: codingPath)
    try value.encode(to: encoder)
    return encoder.value ?? .keyed(ArchiveEncodedKeyed())
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(ArchiveKeyedEncodingContainer<Key>(encoder: self, storage: keyedStorage()))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    ArchiveUnkeyedEncodingContainer(encoder: self, storage: unkeyedStorage())
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ArchiveSingleValueEncodingContainer(encoder: self)
  }

  /// The keyed container this encoder holds (asked for twice, it is the same one).
  func keyedStorage() -> ArchiveEncodedKeyed {
    if case .keyed(let storage) = value { return storage }
    let storage = ArchiveEncodedKeyed()
    value = .keyed(storage)
    return storage
  }

  /// The unkeyed container this encoder holds (asked for twice, it is the same one).
  func unkeyedStorage() -> ArchiveEncodedUnkeyed {
    if case .unkeyed(let storage) = value { return storage }
    let storage = ArchiveEncodedUnkeyed()
    value = .unkeyed(storage)
    return storage
  }
}

struct ArchiveKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: ArchiveEncoding
  let storage: ArchiveEncodedKeyed
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil(forKey key: Key) throws { storage.set(.null, for: key.stringValue) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { storage.set(.bool(value), for: key.stringValue) }
  mutating func encode(_ value: String, forKey key: Key) throws { storage.set(.string(value), for: key.stringValue) }
  mutating func encode(_ value: Double, forKey key: Key) throws { storage.set(.double(value), for: key.stringValue) }
  mutating func encode(_ value: Float, forKey key: Key) throws { storage.set(.float(value), for: key.stringValue) }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    storage.set(.signed(Int64(value)), for: key.stringValue)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    storage.set(.signed(Int64(value)), for: key.stringValue)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    storage.set(.signed(Int64(value)), for: key.stringValue)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    storage.set(.signed(Int64(value)), for: key.stringValue)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws { storage.set(.signed(value), for: key.stringValue) }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    storage.set(.unsigned(UInt64(value)), for: key.stringValue)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    storage.set(.unsigned(UInt64(value)), for: key.stringValue)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    storage.set(.unsigned(UInt64(value)), for: key.stringValue)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    storage.set(.unsigned(UInt64(value)), for: key.stringValue)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { storage.set(.unsigned(value), for: key.stringValue) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    storage.set(try ArchiveEncoding.box(value, codingPath: codingPath + [key]), for: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = ArchiveEncodedKeyed()
    storage.set(.keyed(nested), for: key.stringValue)
    let child = ArchiveEncoding(codingPath: codingPath + [key])
    child.value = .keyed(nested)
    return KeyedEncodingContainer(ArchiveKeyedEncodingContainer<NestedKey>(encoder: child, storage: nested))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = ArchiveEncodedUnkeyed()
    storage.set(.unkeyed(nested), for: key.stringValue)
    let child = ArchiveEncoding(codingPath: codingPath + [key])
    child.value = .unkeyed(nested)
    return ArchiveUnkeyedEncodingContainer(encoder: child, storage: nested)
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(named: ArchiveCodingKey(stringValue: ArchiveCoding.superKey))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(named: key)
  }

  private func superEncoder(named key: any CodingKey) -> any Encoder {
    let child = ArchiveEncoding(codingPath: codingPath + [key])
    storage.set(.deferred(child), for: key.stringValue)
    return child
  }
}

struct ArchiveUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let encoder: ArchiveEncoding
  let storage: ArchiveEncodedUnkeyed
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int { storage.values.count }

  private var nextKey: any CodingKey { ArchiveCodingKey(intValue: count) }

  mutating func encodeNil() throws { storage.values.append(.null) }
  mutating func encode(_ value: Bool) throws { storage.values.append(.bool(value)) }
  mutating func encode(_ value: String) throws { storage.values.append(.string(value)) }
  mutating func encode(_ value: Double) throws { storage.values.append(.double(value)) }
  mutating func encode(_ value: Float) throws { storage.values.append(.float(value)) }
  mutating func encode(_ value: Int) throws { storage.values.append(.signed(Int64(value))) }
  mutating func encode(_ value: Int8) throws { storage.values.append(.signed(Int64(value))) }
  mutating func encode(_ value: Int16) throws { storage.values.append(.signed(Int64(value))) }
  mutating func encode(_ value: Int32) throws { storage.values.append(.signed(Int64(value))) }
  mutating func encode(_ value: Int64) throws { storage.values.append(.signed(value)) }
  mutating func encode(_ value: UInt) throws { storage.values.append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { storage.values.append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt16) throws { storage.values.append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt32) throws { storage.values.append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt64) throws { storage.values.append(.unsigned(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    storage.values.append(try ArchiveEncoding.box(value, codingPath: codingPath + [nextKey]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let child = ArchiveEncoding(codingPath: codingPath + [nextKey])
    let nested = ArchiveEncodedKeyed()
    storage.values.append(.keyed(nested))
    child.value = .keyed(nested)
    return KeyedEncodingContainer(ArchiveKeyedEncodingContainer<NestedKey>(encoder: child, storage: nested))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = ArchiveEncoding(codingPath: codingPath + [nextKey])
    let nested = ArchiveEncodedUnkeyed()
    storage.values.append(.unkeyed(nested))
    child.value = .unkeyed(nested)
    return ArchiveUnkeyedEncodingContainer(encoder: child, storage: nested)
  }

  mutating func superEncoder() -> any Encoder {
    let child = ArchiveEncoding(codingPath: codingPath + [nextKey])
    storage.values.append(.deferred(child))
    return child
  }
}

struct ArchiveSingleValueEncodingContainer: SingleValueEncodingContainer {
  let encoder: ArchiveEncoding
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.value = .null }
  mutating func encode(_ value: Bool) throws { encoder.value = .bool(value) }
  mutating func encode(_ value: String) throws { encoder.value = .string(value) }
  mutating func encode(_ value: Double) throws { encoder.value = .double(value) }
  mutating func encode(_ value: Float) throws { encoder.value = .float(value) }
  mutating func encode(_ value: Int) throws { encoder.value = .signed(Int64(value)) }
  mutating func encode(_ value: Int8) throws { encoder.value = .signed(Int64(value)) }
  mutating func encode(_ value: Int16) throws { encoder.value = .signed(Int64(value)) }
  mutating func encode(_ value: Int32) throws { encoder.value = .signed(Int64(value)) }
  mutating func encode(_ value: Int64) throws { encoder.value = .signed(value) }
  mutating func encode(_ value: UInt) throws { encoder.value = .unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt8) throws { encoder.value = .unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt16) throws { encoder.value = .unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt32) throws { encoder.value = .unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt64) throws { encoder.value = .unsigned(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.value = try ArchiveEncoding.box(value, codingPath: codingPath)
  }
}
