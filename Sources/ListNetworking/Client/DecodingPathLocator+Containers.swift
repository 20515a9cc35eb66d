// SPDX-License-Identifier: MIT

import Foundation

// The containers of the path-tracking decoder of ``DecodingPathLocator``. Every primitive
// overload forwards to the generic path, which checks the value's type and range.

struct KeyedTree<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: [String: Any]
  let codingPath: [any CodingKey]
  let options: DecodingPathLocator.Options

  var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).value is NSNull }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decode(T.self, key) }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(Bool.self, key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(String.self, key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(Double.self, key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(Float.self, key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(Int.self, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(Int8.self, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(Int16.self, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(Int32.self, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(Int64.self, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(UInt.self, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(UInt8.self, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(UInt16.self, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(UInt32.self, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(UInt64.self, key) }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: NestedKey.self)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    TreeDecoder(value: object, codingPath: codingPath, options: options)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }

  private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    try child(key).decode(T.self)
  }

  private func child(_ key: Key) throws -> TreeDecoder {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value for key."))
    }
    return TreeDecoder(value: value, codingPath: codingPath + [key], options: options)
  }
}

struct UnkeyedTree: UnkeyedDecodingContainer {
  let array: [Any]
  let codingPath: [any CodingKey]
  let options: DecodingPathLocator.Options
  var currentIndex = 0

  init(array: [Any], codingPath: [any CodingKey], options: DecodingPathLocator.Options) {
    self.array = array
    self.codingPath = codingPath
    self.options = options
  }

  var count: Int? { array.count }
  var isAtEnd: Bool { currentIndex >= array.count }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, array[currentIndex] is NSNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(T.self) }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(Bool.self) }
  mutating func decode(_ type: String.Type) throws -> String { try next(String.self) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(Double.self) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next(Float.self) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(Int.self) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(Int8.self) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(Int16.self) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(Int32.self) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(Int64.self) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next(UInt.self) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(UInt8.self) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(UInt16.self) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(UInt32.self) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(UInt64.self) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let decoder = try advance()
    return try decoder.container(keyedBy: NestedKey.self)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try advance().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try advance() }

  private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
    try advance().decode(T.self)
  }

  private mutating func advance() throws -> TreeDecoder {
    let key = DecodingPathLocator.IndexKey(index: currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self,
        .init(codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end.")
      )
    }
    defer { currentIndex += 1 }
    return TreeDecoder(value: array[currentIndex], codingPath: codingPath + [key], options: options)
  }
}

struct SingleTree: SingleValueDecodingContainer {
  let decoder: TreeDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.value is NSNull }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(T.self) }

  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decode(Bool.self) }
  func decode(_ type: String.Type) throws -> String { try decoder.decode(String.self) }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decode(Double.self) }
  func decode(_ type: Float.Type) throws -> Float { try decoder.decode(Float.self) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decode(Int.self) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decode(Int8.self) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decode(Int16.self) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decode(Int32.self) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decode(Int64.self) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decode(UInt.self) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decode(UInt8.self) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decode(UInt16.self) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decode(UInt32.self) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decode(UInt64.self) }
}
