// SPDX-License-Identifier: MIT

package import Foundation

/// Decodes `Decodable` values from the compact binary form ``ArchiveEncoder`` writes.
///
/// Decoding follows the bytes without building a tree: a keyed container reads its values in the
/// order they were written while the type asks for them in that order (a synthesized
/// `init(from:)` does), and finds them by key otherwise.
///
/// ```swift
/// let payload = try ArchiveEncoder().encode(["a": 1])
/// try ArchiveDecoder().decode([String: Int].self, from: payload)  // ["a": 1]
/// try ArchiveDecoder().decode([Int].self, from: payload)           // throws DecodingError.typeMismatch
/// ```
///
/// Bytes that are not a payload of the type asked for throw a `DecodingError`, never crash and
/// never read past the payload: a missing key, a value of another kind, a number out of the type's
/// range, a value cut short, nesting deeper than `ArchiveCoding.maxDepth`, or bytes after the value.
package struct ArchiveDecoder {
  /// Creates a decoder.
  package init() {}

  /// The value of type `type` in `payload`.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - payload: Bytes ``ArchiveEncoder/encode(_:)`` returned.
  /// - Returns: The value.
  /// - Throws: `DecodingError` when the bytes are not a value of `type`.
  /// - Complexity: O(*n*) for a payload of *n* bytes, when keys are asked for in their encoded order.
  package func decode<T: Decodable>(_ type: T.Type, from payload: Data) throws -> T {
    let reader: ArchiveReader
    do {
      reader = try ArchiveReader(bytes: [UInt8](payload))
    } catch {
      throw ArchiveDecoding.decodingError(error, type: type, codingPath: [])
    }
    let root = ArchiveDecoding(reader: reader, offset: reader.rootOffset, parentPath: nil, element: .none, depth: 0)
    var known: Int?
    let value = try root.unbox(type, at: reader.rootOffset, element: .none, end: &known)
    do {
      let end = try known ?? reader.skip(at: reader.rootOffset, depth: 0)
      guard end == reader.bytes.count else { throw ArchiveReadError.malformed("bytes after the value") }
    } catch {
      throw ArchiveDecoding.decodingError(error, type: type, codingPath: [])
    }
    return value
  }
}

/// The `Decoder` of one value in a payload.
final class ArchiveDecoding: Decoder {
  /// How a value is reached from its parent, for coding paths (built only when one is asked for).
  enum Element {
    case none
    case index(Int)
    case key(any CodingKey)
  }

  /// One step of a coding path, shared by the children of a decoder. It holds no decoder, so a
  /// decoder's spare child (below) never holds its parent.
  final class PathLink {
    let parent: PathLink?
    let element: Element

    init(parent: PathLink?, element: Element) {
      self.parent = parent
      self.element = element
    }
  }

  let reader: ArchiveReader
  /// Where the value starts.
  private(set) var offset: Int
  /// The path of the parent's value.
  let parentPath: PathLink?
  private(set) var element: Element
  let depth: Int
  /// Where the value ends, once a container has read all of it in order (or skipped it).
  var end: Int?

  // The keyed container's state: its keys, where its values start, the next key in encoded order
  // and where its value starts (`nil` when not known), and every value's start once looked up.
  var keys: [String] = []
  var valuesStart = 0
  var nextIndex = 0
  var nextOffset: Int?
  var offsets: [Int]?
  /// The last child decoder made, reused for the next child once nothing else holds it (a list
  /// of items then costs one decoder, not one per item).
  private var spare: ArchiveDecoding?
  /// This value's path link, made when a child first needs it.
  private var ownPath: PathLink?

  init(reader: ArchiveReader, offset: Int, parentPath: PathLink?, element: Element, depth: Int) {
    self.reader = reader
    self.offset = offset
    self.parentPath = parentPath
    self.element = element
    self.depth = depth
  }

  var codingPath: [any CodingKey] {
    var path: [any CodingKey] = []
    var link: PathLink? = PathLink(parent: parentPath, element: element)
    while let current = link {
      switch current.element {
      case .none: break
      case .index(let index): path.append(ArchiveCodingKey(intValue: index))
      case .key(let key): path.append(key)
      }
      link = current.parent
    }
    return path.reversed()
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    do {
      guard depth < ArchiveCoding.maxDepth else { throw ArchiveReadError.malformed("nested too deep") }
      (keys, valuesStart) = try reader.keyed(at: offset)
    } catch {
      throw Self.decodingError(error, type: [String: Any].self, codingPath: codingPath)
    }
    nextIndex = 0
    nextOffset = valuesStart
    offsets = nil
    if keys.isEmpty { end = valuesStart }
    return KeyedDecodingContainer(ArchiveKeyedDecodingContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    do {
      guard depth < ArchiveCoding.maxDepth else { throw ArchiveReadError.malformed("nested too deep") }
      let (count, values) = try reader.unkeyed(at: offset)
      if count == 0 { end = values }
      return ArchiveUnkeyedDecodingContainer(decoder: self, count: count, position: values)
    } catch {
      throw Self.decodingError(error, type: [Any].self, codingPath: codingPath)
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    ArchiveSingleValueDecodingContainer(decoder: self)
  }

  /// The value of `type` at `position`, a child of this decoder's value (or this decoder's own
  /// value, for `.none` at its offset); sets `end` to where it ends, or `nil` when that is not
  /// known. The types every item holds are read without a decoder of their own.
  func unbox<T: Decodable>(_ type: T.Type, at position: Int, element: Element, end: inout Int?) throws -> T {
    // Types compared exactly (a cast would also wrap optionals and bridge numbers); the casts live
    // in their own function, so other types pay for no optional of `T`.
    if T.self == String.self || T.self == Int.self || T.self == Double.self || T.self == Bool.self
      || T.self == Data.self, let value = try primitive(type, at: position, element: element, end: &end)
    {
      return value
    }
    let decoder = position == offset && element.isNone ? self : child(element, at: position)
    let value = try T(from: decoder)
    end = decoder.end
    return value
  }

  private func primitive<T: Decodable>(_ type: T.Type, at position: Int, element: Element, end: inout Int?) throws
    -> T?
  {
    do throws(ArchiveReadError) {
      if T.self == String.self {
        let (value, valueEnd) = try reader.string(at: position)
        end = valueEnd
        return value as? T
      } else if T.self == Int.self {
        let (value, valueEnd) = try reader.signed(at: position)
        guard let number = Int(exactly: value) else { throw .outOfRange }
        end = valueEnd
        return number as? T
      } else if T.self == Double.self {
        let (value, valueEnd) = try reader.double(at: position)
        end = valueEnd
        return value as? T
      } else if T.self == Bool.self {
        let (value, valueEnd) = try reader.bool(at: position)
        end = valueEnd
        return value as? T
      } else {
        let (bytes, valueEnd) = try reader.data(at: position)
        end = valueEnd
        return Data(bytes) as? T
      }
    } catch {
      throw Self.decodingError(error, type: type, codingPath: child(element, at: position).codingPath)
    }
  }

  /// The index of the keyed container's value named `name` and where it starts: the cursor's when
  /// it is the next key in encoded order, else looked up; `nil` when the container has no such key.
  func keyedValue(named name: String) throws -> (index: Int, position: Int)? {
    let next = nextIndex
    if next < keys.count, let position = nextOffset, keys[next] == name { return (next, position) }
    guard let index = keys.firstIndex(of: name) else { return nil }
    return (index, try valueOffsets()[index])
  }

  /// Where each of the keyed container's values starts (found once, by skipping through them).
  private func valueOffsets() throws -> [Int] {
    if let offsets { return offsets }
    var found: [Int] = []
    found.reserveCapacity(keys.count)
    var position = valuesStart
    do {
      for _ in keys.indices {
        found.append(position)
        position = try reader.skip(at: position, depth: depth + 1)
      }
    } catch {
      throw Self.decodingError(error, type: [String: Any].self, codingPath: codingPath)
    }
    offsets = found
    end = position
    return found
  }

  /// A decoder of the value at `position`, reached through `element`: the spare one when nothing
  /// else holds it any more.
  func child(_ element: Element, at position: Int) -> ArchiveDecoding {
    if isKnownUniquelyReferenced(&spare), let decoder = spare {
      decoder.reset(offset: position, element: element)
      return decoder
    }
    if ownPath == nil { ownPath = PathLink(parent: parentPath, element: self.element) }
    let decoder = ArchiveDecoding(
      reader: reader,
      offset: position,
      parentPath: ownPath,
      element: element,
      depth: depth + 1
    )
    spare = decoder
    return decoder
  }

  /// Makes this decoder the decoder of another value with the same parent.
  private func reset(offset: Int, element: Element) {
    self.offset = offset
    self.element = element
    end = nil
    keys = []
    valuesStart = 0
    nextIndex = 0
    nextOffset = nil
    offsets = nil
    // The children's paths went through the old value.
    ownPath = nil
    spare = nil
  }

  /// The `DecodingError` of a read that failed.
  static func decodingError(_ error: any Error, type: Any.Type, codingPath: [any CodingKey]) -> any Error {
    guard let error = error as? ArchiveReadError else { return error }
    let context = { (text: String) in DecodingError.Context(codingPath: codingPath, debugDescription: text) }
    switch error {
    case .truncated: return DecodingError.dataCorrupted(context("archive record cut short"))
    case .unknownTag(let byte): return DecodingError.dataCorrupted(context("no archive value has tag \(byte)"))
    case .mismatch(let found): return DecodingError.typeMismatch(type, context("expected \(type), found \(found)"))
    case .outOfRange: return DecodingError.dataCorrupted(context("the number does not fit \(type)"))
    case .malformed(let reason): return DecodingError.dataCorrupted(context("malformed archive record: \(reason)"))
    }
  }
}

extension ArchiveDecoding.Element {
  var isNone: Bool {
    if case .none = self { true } else { false }
  }
}
