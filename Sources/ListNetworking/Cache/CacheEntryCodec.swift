// SPDX-License-Identifier: MIT

package import Foundation

/// The on-disk format of one cache entry, with a checksum so truncation and corruption are
/// detected instead of decoded.
///
/// Layout (big-endian): magic `RLC1` · stored-at (Float64 bits, 8) · status (4) · key length (4)
/// · key UTF-8 · headers length (4) · headers JSON · body length (8) · body · FNV-1a 64 checksum
/// of everything before it (8).
///
/// `package` so the package's tests can fuzz the decoder in memory; not a product API.
package enum CacheEntryCodec {
  /// A decoded entry.
  package struct Decoded {
    /// The cache key the entry was stored under.
    package var key: String
    /// When it was stored.
    package var storedAt: Date
    /// The stored response.
    package var response: HTTPResponse
  }

  /// Why bytes are not a cache entry.
  package enum Failure: Error, CustomStringConvertible {
    case truncated
    case badMagic
    case badChecksum
    case badHeaders
    case trailingBytes

    /// A few words for logs.
    package var description: String {
      switch self {
      case .truncated: "truncated"
      case .badMagic: "not a cache entry"
      case .badChecksum: "checksum mismatch"
      case .badHeaders: "unreadable headers"
      case .trailingBytes: "unexpected trailing bytes"
      }
    }
  }

  static let magic: [UInt8] = Array("RLC1".utf8)

  /// The bytes of an entry.
  package static func encode(key: String, storedAt: Date, response: HTTPResponse) -> Data {
    var bytes = magic
    append(storedAt.timeIntervalSince1970.bitPattern, to: &bytes)
    append(UInt32(clamping: response.statusCode), to: &bytes)
    let keyBytes = Array(key.utf8)
    append(UInt32(keyBytes.count), to: &bytes)
    bytes += keyBytes
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let headerBytes = Array((try? encoder.encode(response.headers)) ?? Data("{}".utf8))
    append(UInt32(headerBytes.count), to: &bytes)
    bytes += headerBytes
    append(UInt64(response.body.count), to: &bytes)
    bytes += response.body
    append(fnv1a(bytes), to: &bytes)
    return Data(bytes)
  }

  /// The entry in `data`, checksum verified.
  package static func decode(_ data: Data) throws(Failure) -> Decoded {
    let bytes = [UInt8](data)
    guard bytes.count >= magic.count + 8 + 4 + 4 + 4 + 8 + 8 else { throw .truncated }
    guard Array(bytes[0..<4]) == magic else { throw .badMagic }
    let payloadEnd = bytes.count - 8
    var reader = Reader(bytes: bytes, offset: 4, limit: payloadEnd)
    let storedAtBits: UInt64 = try reader.integer()
    let status: UInt32 = try reader.integer()
    let keyLength: UInt32 = try reader.integer()
    let key = try reader.bytes(Int(keyLength))
    let headersLength: UInt32 = try reader.integer()
    let headerBytes = try reader.bytes(Int(headersLength))
    let bodyLength: UInt64 = try reader.integer()
    guard bodyLength <= UInt64(payloadEnd) else { throw .truncated }
    let body = try reader.bytes(Int(bodyLength))
    guard reader.offset == payloadEnd else { throw .trailingBytes }
    var checksumReader = Reader(bytes: bytes, offset: payloadEnd, limit: bytes.count)
    let checksum: UInt64 = try checksumReader.integer()
    guard checksum == fnv1a(bytes[..<payloadEnd]) else { throw .badChecksum }
    guard let headers = try? JSONDecoder().decode([String: String].self, from: Data(headerBytes)) else {
      throw .badHeaders
    }
    return Decoded(
      key: String(decoding: key, as: UTF8.self),
      storedAt: Date(timeIntervalSince1970: Double(bitPattern: storedAtBits)),
      response: HTTPResponse(statusCode: Int(status), headers: headers, body: Data(body))
    )
  }

  /// FNV-1a, 64 bit: a fast checksum (not a cryptographic hash) for detecting damage.
  package static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.bigEndian) { bytes += $0 }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset: Int
    let limit: Int

    mutating func bytes(_ count: Int) throws(Failure) -> ArraySlice<UInt8> {
      guard count >= 0, count <= limit - offset else { throw .truncated }
      defer { offset += count }
      return bytes[offset..<(offset + count)]
    }

    mutating func integer<T: FixedWidthInteger>() throws(Failure) -> T {
      var value: T = 0
      for byte in try bytes(MemoryLayout<T>.size) {
        value = value << 8 | T(byte)
      }
      return value
    }
  }
}
