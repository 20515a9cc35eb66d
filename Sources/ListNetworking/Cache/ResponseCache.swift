// SPDX-License-Identifier: MIT

public import Foundation
import ReactiveListInternals

/// Responses on disk, so a list can show its last first page at once and then refresh.
///
/// - **Key**: method + URL + body of the request (headers are not part of the key).
/// - **Writes** are atomic: each entry goes to a temporary file that is then renamed over the
///   old one (`Data.WritingOptions.atomic`), so readers see the old entry or the new one,
///   never half of one.
/// - **Size limit**: when the entries exceed ``maxBytes``, the least recently used are deleted.
///   An entry larger than the limit is not stored.
/// - **Age**: entries older than ``maxAge`` are misses (and deleted).
/// - **Damage**: an entry that is truncated, corrupt or belongs to another key is a miss; it is
///   deleted and reported to the logger as ``NetworkLogEvent/cacheEntryDiscarded(file:reason:)``.
///
/// Safe to use from many tasks at once: the index sits behind a lock, file I/O happens outside
/// it, and the logger is called after unlocking. Several instances over one folder never see
/// torn entries either, but each counts ``maxBytes`` only for the entries it wrote or found at
/// start, so prefer one instance per folder.
public final class ResponseCache: Sendable {
  /// One cached response.
  public struct Entry: Sendable, Equatable {
    /// The response as it was stored.
    public var response: HTTPResponse
    /// When it was stored.
    public var storedAt: Date
  }

  private struct Index {
    var files: [String: (size: Int, lastUse: UInt64)] = [:]
    var tick: UInt64 = 0
    var totalBytes: Int { files.values.reduce(0) { $0 + $1.size } }

    mutating func touch(_ name: String, size: Int? = nil) {
      tick += 1
      let known = files[name]?.size ?? 0
      files[name] = (size ?? known, tick)
    }

    /// Least recently used first, sparing `keep`, until the total fits `limit`.
    mutating func evict(toFit limit: Int, keep: String) -> [String] {
      var total = totalBytes
      var victims: [String] = []
      for (name, info) in files.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where total > limit && name != keep
      {
        victims.append(name)
        total -= info.size
        files.removeValue(forKey: name)
      }
      return victims
    }
  }

  /// The folder entries live in.
  public let directory: URL
  /// The size limit for all entries together, in bytes.
  public let maxBytes: Int
  /// How long an entry stays valid, in seconds; `nil` for no limit.
  public let maxAge: TimeInterval?
  private let now: @Sendable () -> Date
  private let logger: NetworkLogger?
  private let index = LockedState(Index())
  private static let fileExtension = "rlcache"

  /// Opens (creating if needed) a cache in `directory`.
  /// - Parameters:
  ///   - directory: The folder for the entries; use one folder per cache.
  ///   - maxBytes: The size limit for all entries together. Default 20 MB.
  ///   - maxAge: How long an entry stays valid, in seconds; `nil` for no limit.
  ///   - now: The current time; inject a fixed clock in tests.
  ///   - logger: Told about discarded (damaged) entries.
  /// - Throws: When the folder cannot be created.
  public init(
    directory: URL,
    maxBytes: Int = 20 * 1024 * 1024,
    maxAge: TimeInterval? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    logger: NetworkLogger? = nil
  ) throws {
    self.directory = directory
    self.maxBytes = maxBytes
    self.maxAge = maxAge
    self.now = now
    self.logger = logger
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let urls = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
    let found = urls.filter { $0.pathExtension == Self.fileExtension }.map { url in
      let values = try? url.resourceValues(forKeys: Set(keys))
      return (url.lastPathComponent, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
    }
    let victims = index.withLock { index -> [String] in
      for (name, size, _) in found.sorted(by: { $0.2 < $1.2 }) { index.touch(name, size: size) }
      return index.evict(toFit: maxBytes, keep: "")
    }
    remove(victims)
  }

  /// The cache key of `request`: method, URL and a checksum of the body.
  /// - Parameter request: The request.
  /// - Returns: The key.
  public static func key(for request: HTTPRequest) -> String {
    let body = request.body.map { String(CacheEntryCodec.fnv1a($0), radix: 16) + ":\($0.count)" } ?? "-"
    return "\(request.method.rawValue) \(request.url.absoluteString) \(body)"
  }

  /// The total size of the entries, in bytes.
  public var totalBytes: Int {
    index.withLock { $0.totalBytes }
  }

  /// The valid entry for `request`, or `nil` on a miss (absent, expired or damaged).
  /// - Parameter request: The request.
  /// - Returns: The entry.
  public func entry(for request: HTTPRequest) -> Entry? {
    let key = Self.key(for: request)
    let name = fileName(for: key)
    let url = directory.appendingPathComponent(name)
    guard let data = try? Data(contentsOf: url) else {
      index.withLock { _ = $0.files.removeValue(forKey: name) }
      return nil
    }
    let decoded: CacheEntryCodec.Decoded
    do {
      decoded = try CacheEntryCodec.decode(data)
    } catch {
      discard(name, reason: error.description)
      return nil
    }
    guard decoded.key == key else {
      // Another key's entry in this file's place (a copied file, a hash collision): a miss.
      discard(name, reason: "belongs to another key")
      return nil
    }
    if let maxAge, now().timeIntervalSince(decoded.storedAt) > maxAge {
      index.withLock { _ = $0.files.removeValue(forKey: name) }
      remove([name])
      return nil
    }
    index.withLock { $0.touch(name, size: data.count) }
    return Entry(response: decoded.response, storedAt: decoded.storedAt)
  }

  /// Stores `response` for `request`, replacing any previous entry, then evicts the least
  /// recently used entries beyond ``maxBytes``.
  /// - Parameters:
  ///   - response: The response.
  ///   - request: The request it answers.
  /// - Returns: Whether it was stored (`false` when larger than the limit or not writable).
  @discardableResult
  public func store(_ response: HTTPResponse, for request: HTTPRequest) -> Bool {
    let key = Self.key(for: request)
    let name = fileName(for: key)
    let data = CacheEntryCodec.encode(key: key, storedAt: now(), response: response)
    guard data.count <= maxBytes else { return false }
    do {
      try data.write(to: directory.appendingPathComponent(name), options: [.atomic])
    } catch {
      return false
    }
    let victims = index.withLock { index -> [String] in
      index.touch(name, size: data.count)
      return index.evict(toFit: maxBytes, keep: name)
    }
    remove(victims)
    return true
  }

  /// Deletes the entry for `request`, if any.
  /// - Parameter request: The request.
  public func removeEntry(for request: HTTPRequest) {
    let name = fileName(for: Self.key(for: request))
    index.withLock { _ = $0.files.removeValue(forKey: name) }
    remove([name])
  }

  /// Deletes every entry: every entry file in ``directory``, including those another instance over
  /// the same folder wrote; other files are left alone.
  public func removeAll() {
    let indexed = index.withLock { index -> [String] in
      defer { index.files = [:] }
      return Array(index.files.keys)
    }
    let onDisk = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix("." + Self.fileExtension) }
    remove(Array(Set(indexed).union(onDisk)))
  }

  /// Deletes the entry for `request` because it is unusable, and tells the logger.
  func discardEntry(for request: HTTPRequest, reason: String) {
    discard(fileName(for: Self.key(for: request)), reason: reason)
  }

  /// Deletes a damaged entry and tells the logger.
  func discard(_ name: String, reason: String) {
    index.withLock { _ = $0.files.removeValue(forKey: name) }
    remove([name])
    logger?(.cacheEntryDiscarded(file: name, reason: reason))
  }

  /// The file name of the entry for `request` (for tests and diagnostics).
  /// - Parameter request: The request.
  /// - Returns: The file's URL inside ``directory``.
  public func fileURL(for request: HTTPRequest) -> URL {
    directory.appendingPathComponent(fileName(for: Self.key(for: request)))
  }

  private func fileName(for key: String) -> String {
    let hash = String(CacheEntryCodec.fnv1a(key.utf8), radix: 16)
    return String(repeating: "0", count: 16 - hash.count) + hash + "." + Self.fileExtension
  }

  private func remove(_ names: [String]) {
    for name in names {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }
}
