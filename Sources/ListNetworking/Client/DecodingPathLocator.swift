// SPDX-License-Identifier: MIT

import Foundation

/// Finds *where* decoding fails when the platform's `JSONDecoder` only says "not valid JSON".
///
/// Some Foundation versions report a number that does not fit its type (`1.5` or
/// `99999999999999999999999` for an `Int`, `1e400` for a `Double`) as a corrupt document with
/// an empty coding path. When the document itself parses, ``locate(_:in:decoder:)`` decodes the
/// type again over the parsed tree with a decoder that tracks the coding path, and returns the
/// first error with its path. It honours the key strategy `convertFromSnakeCase` and the
/// default date and data strategies; for other strategies it may stop early, and the caller
/// keeps the root-level message. Runs only on that failure path, never for successful decodes.
enum DecodingPathLocator {
  static func locate<T: Decodable>(_ type: T.Type, in tree: Any, decoder: JSONDecoder) -> DecodingError? {
    let options = Options(
      snakeCase: { if case .convertFromSnakeCase = decoder.keyDecodingStrategy { true } else { false } }()
    )
    do {
      _ = try TreeDecoder(value: tree, codingPath: [], options: options).decode(T.self)
      return nil
    } catch let error as DecodingError {
      return error
    } catch {
      return nil
    }
  }

  struct Options {
    var snakeCase: Bool
  }

  struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String

    init(index: Int) {
      intValue = index
      stringValue = "Index \(index)"
    }

    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.init(index: intValue) }
  }
}

/// A `Decoder` over a `JSONSerialization` tree that records its coding path.
struct TreeDecoder: Decoder {
  let value: Any
  let codingPath: [any CodingKey]
  let options: DecodingPathLocator.Options
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let object = value as? [String: Any] else { throw mismatch([String: Any].self) }
    var converted: [String: Any] = [:]
    for (key, child) in object {
      converted[options.snakeCase ? Self.camelCase(key) : key] = child
    }
    return KeyedDecodingContainer(KeyedTree<Key>(object: converted, codingPath: codingPath, options: options))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let array = value as? [Any] else { throw mismatch([Any].self) }
    return UnkeyedTree(array: array, codingPath: codingPath, options: options)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleTree(decoder: self)
  }

  func mismatch(_ type: Any.Type) -> DecodingError {
    let found = value is NSNull ? "null" : String(describing: Swift.type(of: value))
    return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found \(found)."))
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if value is NSNull, !(T.self is any ExpressibleByNilLiteral.Type) {
      throw DecodingError.valueNotFound(T.self, .init(codingPath: codingPath, debugDescription: "Found null."))
    }
    switch T.self {
    case is Bool.Type:
      guard let number = value as? NSNumber, Self.isBool(number) else { throw mismatch(T.self) }
      return number.boolValue as! T  // T is Bool here
    case is String.Type:
      guard let string = value as? String else { throw mismatch(T.self) }
      return string as! T  // T is String here
    case is Double.Type, is Float.Type:
      return try floating(T.self)
    case is Int.Type: return try integer(Int.self) as! T  // T is Int here
    case is Int8.Type: return try integer(Int8.self) as! T  // T is Int8 here
    case is Int16.Type: return try integer(Int16.self) as! T  // T is Int16 here
    case is Int32.Type: return try integer(Int32.self) as! T  // T is Int32 here
    case is Int64.Type: return try integer(Int64.self) as! T  // T is Int64 here
    case is UInt.Type: return try integer(UInt.self) as! T  // T is UInt here
    case is UInt8.Type: return try integer(UInt8.self) as! T  // T is UInt8 here
    case is UInt16.Type: return try integer(UInt16.self) as! T  // T is UInt16 here
    case is UInt32.Type: return try integer(UInt32.self) as! T  // T is UInt32 here
    case is UInt64.Type: return try integer(UInt64.self) as! T  // T is UInt64 here
    case is Decimal.Type:
      guard let number = value as? NSNumber, !Self.isBool(number),
        let decimal = Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX"))
      else { throw mismatch(T.self) }
      return decimal as! T  // T is Decimal here
    case is URL.Type:
      guard let string = value as? String else { throw mismatch(T.self) }
      guard let url = URL(string: string) else { throw corrupted("Invalid URL string.") }
      return url as! T  // T is URL here
    default:
      return try T(from: self)
    }
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard let number = value as? NSNumber, !Self.isBool(number) else { throw mismatch(T.self) }
    let text = "\(number)"
    if let exact = T(text) { return exact }
    if let double = Double(text), let exact = T(exactly: double) { return exact }
    throw corrupted("Number \(text) does not fit in \(T.self).")
  }

  private func floating<T>(_ type: T.Type) throws -> T {
    guard let number = value as? NSNumber, !Self.isBool(number) else { throw mismatch(T.self) }
    let double = number.doubleValue
    guard double.isFinite else { throw corrupted("Number \(number) is not representable as \(T.self).") }
    if T.self is Float.Type {
      let float = Float(double)
      guard float.isFinite else { throw corrupted("Number \(number) does not fit in Float.") }
      return float as! T  // T is Float here
    }
    return double as! T  // T is Double here
  }

  private func corrupted(_ message: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
  }

  /// `JSONSerialization` gives `true`/`false` the `char` type and every number a wider one.
  static func isBool(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  /// `snake_case_key` → `snakeCaseKey`, like `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`.
  static func camelCase(_ key: String) -> String {
    guard key.contains("_") else { return key }
    let leading = key.prefix { $0 == "_" }
    let trailing = key.reversed().prefix { $0 == "_" }
    let core = key.dropFirst(leading.count).dropLast(trailing.count)
    let words = core.split(separator: "_")
    guard let first = words.first else { return key }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    return String(leading) + first.lowercased() + rest.joined() + String(trailing)
  }
}
