// SPDX-License-Identifier: MIT

package import Foundation
import ReactiveListInternals

/// Append-only files of checksummed records, one file per key, in one folder: the disk format under
/// a list archive (every page a list loaded, kept between launches).
///
/// A file is a header (the magic `RLAR`, the format version, two zero bytes) followed by records,
/// each `length (4 bytes) · kind (1 byte) · checksum (4 bytes) · payload`. Appending records
/// writes only them, at the end: O(records), never a rewrite of the file.
///
/// - **Crash safety**: a process killed in the middle of an append leaves a record cut short at
///   the end of the file. Reading stops before it (the last complete state), and the next append
///   writes over it. ``replace(_:for:)`` writes a new file and renames it over the old one.
/// - **Honesty**: a file that is not an archive, has another format version, or holds a record
///   whose checksum (or kind) is wrong is never read as records: ``records(for:)`` throws an
///   ``ArchiveLogError``, and the file is set aside (renamed to `….damaged`, so nothing reads it
///   again) and the key starts empty.
/// - **Budget**: when the files exceed ``maxBytes`` together, the least recently written files
///   other than the one just written are deleted.
/// - **Concurrency**: one lock serialises the file work of an instance, so two lists writing the
///   same key through one instance never interleave bytes. Use one instance per folder and
///   process.
///
/// ```swift
/// let log = try ArchiveLog(directory: cachesURL.appendingPathComponent("lists"))
/// try log.append([ArchiveRecord(kind: 1, payload: Data("hello".utf8))], for: "timeline")
/// let records = try log.records(for: "timeline")  // [the record above]
/// ```
package final class ArchiveLog: Sendable {
  /// The format version written in each file's header; a file of any other version is refused.
  ///
  /// Version 2 (issue 36, item 7): record payloads are in the compact binary form of
  /// ``ArchiveEncoder``; version 1 files (JSON payloads, never in a release) are set aside.
  package static let formatVersion: UInt16 = 2
  /// The first four bytes of every archive file.
  static let magic: [UInt8] = Array("RLAR".utf8)
  /// The header's length: magic, version, two reserved bytes.
  static let headerLength = 8
  /// A record's framing before its payload: length, kind, checksum.
  static let recordHeaderLength = 9
  /// The largest payload a record may claim; a longer one is damage, not a record.
  static let maxPayloadLength = 64 * 1024 * 1024
  /// The file name extension of archive files.
  static let fileExtension = "rlarchive"

  /// The folder the files live in.
  package let directory: URL
  /// The budget for all files together, in bytes.
  package let maxBytes: Int

  /// What the instance knows of each file: where its complete records end, and when it was written.
  private struct Index {
    /// Per file name: the end of its last complete record, as the instance last wrote or read it.
    var ends: [String: Int] = [:]
    /// Per file name: its size and last write (a counter), for the budget across files.
    var files: [String: (size: Int, lastWrite: UInt64)] = [:]
    var tick: UInt64 = 0
  }

  private let index = LockedState(Index())

  /// Opens (creating if needed) the folder of archive files.
  ///
  /// - Parameters:
  ///   - directory: The folder; use one folder per kind of archive.
  ///   - maxBytes: The budget for all files together. Default 64 MB.
  /// - Throws: When the folder cannot be created.
  package init(directory: URL, maxBytes: Int = 64 * 1024 * 1024) throws {
    self.directory = directory
    self.maxBytes = maxBytes
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let urls = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
    let found = urls.filter { $0.pathExtension == Self.fileExtension }.map { url in
      let values = try? url.resourceValues(forKeys: Set(keys))
      return (url.lastPathComponent, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
    }
    index.withLock { index in
      for (name, size, _) in found.sorted(by: { $0.2 < $1.2 }) {
        index.tick += 1
        index.files[name] = (size, index.tick)
      }
    }
  }

  /// The file that holds `key`'s records.
  ///
  /// - Parameter key: A list's key.
  /// - Returns: The file's URL (it may not exist yet).
  package func fileURL(for key: String) -> URL {
    directory.appendingPathComponent(Self.fileName(for: key))
  }

  /// The size of `key`'s file on disk, or 0 when there is none.
  ///
  /// - Parameter key: A list's key.
  /// - Returns: The size in bytes.
  package func size(for key: String) -> Int {
    Self.fileSize(fileURL(for: key)) ?? 0
  }

  /// Reads every complete record of `key`, in the order they were appended.
  ///
  /// A missing or empty file has no records. A record cut short at the end (an append that was
  /// interrupted) is not returned. A damaged file throws and is set aside.
  ///
  /// - Parameter key: A list's key.
  /// - Returns: The records.
  /// - Throws: ``ArchiveLogError`` when the file is not a readable archive (it is set aside).
  /// - Complexity: O(*n*) for a file of *n* bytes.
  package func records(for key: String) throws(ArchiveLogError) -> [ArchiveRecord] {
    let name = Self.fileName(for: key)
    let url = directory.appendingPathComponent(name)
    // Safety of I/O under the lock: the file's bytes must not change between reading them and
    // recording where they end; no user code or other lock runs inside.
    let outcome: Result<[ArchiveRecord], ArchiveLogError> = index.withLock { index in
      guard let data = try? Data(contentsOf: url) else {
        index.ends[name] = nil
        return .success([])
      }
      switch Self.parse(data) {
      case .success(let parsed):
        index.ends[name] = parsed.end
        return .success(parsed.records)
      case .failure(let error):
        Self.setAside(url)
        index.ends[name] = nil
        index.files[name] = nil
        return .failure(error)
      }
    }
    return try Self.value(of: outcome)
  }

  /// Appends records to `key`'s file (creating it), after its last complete record.
  ///
  /// A record cut short at the end by an interrupted append is written over. A damaged file is set
  /// aside and the records start a new one.
  ///
  /// - Parameters:
  ///   - records: The records, written with one write.
  ///   - key: A list's key.
  /// - Returns: The file's size afterwards.
  /// - Throws: ``ArchiveLogError/io(_:)`` when the file cannot be written.
  /// - Complexity: O(*r*) for records of *r* bytes, when this instance wrote or read the file last;
  ///   O(*n*) once to find the end of a file of *n* bytes otherwise.
  @discardableResult
  package func append(_ records: [ArchiveRecord], for key: String) throws(ArchiveLogError) -> Int {
    let name = Self.fileName(for: key)
    let url = directory.appendingPathComponent(name)
    let bytes = Self.encode(records)
    // Safety of I/O under the lock: appends to one file must not interleave; no user code or other
    // lock runs inside.
    let outcome: Result<(Int, [String]), ArchiveLogError> = index.withLock { index in
      var end = index.ends[name]
      let size = Self.fileSize(url)
      if end == nil || size != end {
        // Someone else wrote the file, or it was never read: find its last complete record.
        if let data = try? Data(contentsOf: url), !data.isEmpty {
          switch Self.parse(data) {
          case .success(let parsed): end = parsed.end
          case .failure:
            Self.setAside(url)
            end = nil
          }
        } else {
          end = nil
        }
      }
      do {
        let newSize: Int
        if let end {
          let handle = try FileHandle(forWritingTo: url)
          defer { try? handle.close() }
          try handle.truncate(atOffset: UInt64(end))
          try handle.seek(toOffset: UInt64(end))
          try handle.write(contentsOf: bytes)
          newSize = end + bytes.count
        } else {
          let file = Self.header() + bytes
          try file.write(to: url, options: .atomic)
          newSize = file.count
        }
        index.ends[name] = newSize
        return .success((newSize, Self.wrote(name, size: newSize, in: &index, limit: maxBytes)))
      } catch {
        index.ends[name] = nil
        return .failure(.io("\(error)"))
      }
    }
    let (size, victims) = try Self.value(of: outcome)
    remove(victims)
    return size
  }

  /// Replaces `key`'s file with these records, atomically (a new file renamed over the old one).
  ///
  /// - Parameters:
  ///   - records: The records of the new file.
  ///   - key: A list's key.
  /// - Returns: The file's size afterwards.
  /// - Throws: ``ArchiveLogError/io(_:)`` when the file cannot be written.
  /// - Complexity: O(*r*) for records of *r* bytes.
  @discardableResult
  package func replace(_ records: [ArchiveRecord], for key: String) throws(ArchiveLogError) -> Int {
    let name = Self.fileName(for: key)
    let url = directory.appendingPathComponent(name)
    let file = Self.header() + Self.encode(records)
    let outcome: Result<[String], ArchiveLogError> = index.withLock { index in
      do {
        try file.write(to: url, options: .atomic)
        index.ends[name] = file.count
        return .success(Self.wrote(name, size: file.count, in: &index, limit: maxBytes))
      } catch {
        index.ends[name] = nil
        return .failure(.io("\(error)"))
      }
    }
    remove(try Self.value(of: outcome))
    return file.count
  }

  /// Deletes `key`'s file.
  ///
  /// - Parameter key: A list's key.
  package func remove(key: String) {
    let name = Self.fileName(for: key)
    index.withLock { index in
      index.ends[name] = nil
      index.files[name] = nil
    }
    try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
  }

  /// Renames `key`'s file to `….damaged` so nothing reads it again; the key starts empty.
  ///
  /// A list archive calls it for a file whose records pass their checksums but no longer decode
  /// (the app's item type changed).
  ///
  /// - Parameter key: A list's key.
  package func setAside(key: String) {
    let name = Self.fileName(for: key)
    index.withLock { index in
      index.ends[name] = nil
      index.files[name] = nil
      Self.setAside(directory.appendingPathComponent(name))
    }
  }

  private func remove(_ names: [String]) {
    for name in names { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
  }

  /// The success value, or the typed error (`Result.get()` throws typed errors only on newer
  /// Apple systems).
  private static func value<Value>(of result: Result<Value, ArchiveLogError>) throws(ArchiveLogError) -> Value {
    switch result {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }

  // MARK: Format

  /// Records the write of `name` and returns the least recently written other files to delete so
  /// that every file fits `limit`.
  private static func wrote(_ name: String, size: Int, in index: inout Index, limit: Int) -> [String] {
    index.tick += 1
    index.files[name] = (size, index.tick)
    var total = index.files.values.reduce(0) { $0 + $1.size }
    var victims: [String] = []
    for (other, info) in index.files.sorted(by: { $0.value.lastWrite < $1.value.lastWrite })
    where total > limit && other != name {
      victims.append(other)
      total -= info.size
      index.files[other] = nil
      index.ends[other] = nil
    }
    return victims
  }

  /// The file name of a key: its safe characters, then a hash of the whole key.
  static func fileName(for key: String) -> String {
    let safe = String(
      key.unicodeScalars.prefix(40).map { scalar in
        scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) ? Character(scalar) : "_"
      }
    )
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return "\(safe)-\(String(hash, radix: 16)).\(fileExtension)"
  }

  /// The header of a new file.
  static func header(version: UInt16 = formatVersion) -> Data {
    Data(magic + [UInt8(version & 0xff), UInt8(version >> 8), 0, 0])
  }

  /// The bytes of records, framed.
  static func encode(_ records: [ArchiveRecord]) -> Data {
    var data = Data()
    data.reserveCapacity(records.reduce(0) { $0 + recordHeaderLength + $1.payload.count })
    for record in records {
      let length = UInt32(record.payload.count)
      let sum = checksum(kind: record.kind, payload: record.payload)
      data.append(contentsOf: [
        UInt8(length & 0xff), UInt8(length >> 8 & 0xff), UInt8(length >> 16 & 0xff), UInt8(length >> 24),
        record.kind,
        UInt8(sum & 0xff), UInt8(sum >> 8 & 0xff), UInt8(sum >> 16 & 0xff), UInt8(sum >> 24),
      ])
      data.append(record.payload)
    }
    return data
  }

  /// FNV-1a over the kind and the payload: any one changed byte changes it.
  static func checksum(kind: UInt8, payload: Data) -> UInt32 {
    payload.withUnsafeBytes { checksum(kind: kind, bytes: $0) }
  }

  static func checksum(kind: UInt8, bytes: UnsafeRawBufferPointer) -> UInt32 {
    var hash: UInt32 = 0x811c_9dc5
    hash = (hash ^ UInt32(kind)) &* 0x0100_0193
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    return hash
  }

  /// The complete records of a file's bytes and where the last one ends, or why they are not an
  /// archive.
  ///
  /// - Complexity: O(*n*) for *n* bytes, read once (each payload is copied out once).
  static func parse(_ data: Data) -> Result<(records: [ArchiveRecord], end: Int), ArchiveLogError> {
    data.withUnsafeBytes { parse($0) }
  }

  private static func parse(_ bytes: UnsafeRawBufferPointer) -> Result<
    (records: [ArchiveRecord], end: Int), ArchiveLogError
  > {
    if bytes.isEmpty { return .success(([], 0)) }
    guard bytes.count >= headerLength else {
      // A header cut short: files are created whole (renamed into place), so this is not ours.
      return .failure(bytes.starts(with: magic.prefix(bytes.count)) ? .corrupted(offset: 0) : .foreign)
    }
    guard bytes.starts(with: magic) else { return .failure(.foreign) }
    let version = UInt16(bytes[4]) | UInt16(bytes[5]) << 8
    guard version == formatVersion else { return .failure(.unsupportedVersion(version)) }
    guard bytes[6] == 0, bytes[7] == 0 else { return .failure(.corrupted(offset: 6)) }
    var records: [ArchiveRecord] = []
    var offset = headerLength
    while offset < bytes.count {
      // A record whose framing or payload runs past the end is an interrupted append: stop before it.
      guard bytes.count - offset >= recordHeaderLength else { break }
      let length =
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16
        | Int(bytes[offset + 3]) << 24
      guard length <= maxPayloadLength else { return .failure(.corrupted(offset: offset)) }
      let start = offset + recordHeaderLength
      guard bytes.count - start >= length else { break }
      let kind = bytes[offset + 4]
      let stored =
        UInt32(bytes[offset + 5]) | UInt32(bytes[offset + 6]) << 8 | UInt32(bytes[offset + 7]) << 16
        | UInt32(bytes[offset + 8]) << 24
      let payload = UnsafeRawBufferPointer(rebasing: bytes[start..<start + length])
      guard checksum(kind: kind, bytes: payload) == stored else { return .failure(.corrupted(offset: offset)) }
      records.append(ArchiveRecord(kind: kind, payload: Data(payload)))
      offset = start + length
    }
    return .success((records, offset))
  }

  /// Renames a damaged file so nothing reads it again (a newer damaged copy replaces an older one).
  static func setAside(_ url: URL) {
    let aside = url.appendingPathExtension("damaged")
    try? FileManager.default.removeItem(at: aside)
    try? FileManager.default.moveItem(at: url, to: aside)
  }

  static func fileSize(_ url: URL) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size].flatMap { ($0 as? NSNumber)?.intValue }
  }
}

/// One record of an `ArchiveLog` file: a kind the caller defines, and its bytes.
package struct ArchiveRecord: Sendable, Hashable {
  /// What the payload is, in the caller's terms.
  package var kind: UInt8
  /// The record's bytes.
  package var payload: Data

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - kind: What the payload is, in the caller's terms.
  ///   - payload: The record's bytes.
  package init(kind: UInt8, payload: Data) {
    self.kind = kind
    self.payload = payload
  }
}

/// Why a list archive file (a `ListArchive`'s) could not be read or written.
public enum ArchiveLogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file does not start with an archive header: it is another kind of file.
  case foreign
  /// The file is an archive of another format version (older, or written by a newer release).
  case unsupportedVersion(UInt16)
  /// A record (or the header) at this byte offset fails its checksum or framing.
  case corrupted(offset: Int)
  /// The file system refused a read or write.
  case io(String)

  /// A sentence for logs.
  public var description: String {
    switch self {
    case .foreign: "not a list archive file"
    case .unsupportedVersion(let version):
      "list archive of format version \(version) (this release reads \(ArchiveLog.formatVersion))"
    case .corrupted(let offset): "list archive damaged at byte \(offset)"
    case .io(let reason): "list archive I/O failed: \(reason)"
    }
  }
}
