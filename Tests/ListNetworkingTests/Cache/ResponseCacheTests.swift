// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct ResponseCacheTests {
  static func request(_ path: String, method: HTTPMethod = .get, body: String? = nil) -> HTTPRequest {
    HTTPRequest(
      method: method,
      url: Fixtures.baseURL.appendingPathComponent(path),
      headers: ["Authorization": "Bearer x"],
      body: body.map { Data($0.utf8) }
    )
  }

  static func response(_ text: String) -> HTTPResponse {
    .json(200, Data(text.utf8))
  }

  /// CachingResponses.md: "Keys are method + URL + body; headers (tokens) are not part of the key."
  @Test func storesAndReadsBackByMethodURLAndBody() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url)
    let stored = HTTPResponse(
      statusCode: 200,
      headers: ["Content-Type": "application/json", "ETag": "1"],
      body: Data("[1]".utf8)
    )
    #expect(cache.store(stored, for: Self.request("a", body: "{}")))
    #expect(cache.entry(for: Self.request("a", body: "{}"))?.response == stored)
    var otherHeaders = Self.request("a", body: "{}")
    otherHeaders.headers = [:]
    #expect(cache.entry(for: otherHeaders)?.response == stored)
    #expect(cache.entry(for: Self.request("a")) == nil)
    #expect(cache.entry(for: Self.request("a", body: "{ }")) == nil)
    #expect(cache.entry(for: Self.request("a", method: .post, body: "{}")) == nil)
    #expect(cache.entry(for: Self.request("b")) == nil)
  }

  @Test func entriesSurviveANewInstance() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let now = Date(timeIntervalSince1970: 1_000)
    try ResponseCache(directory: folder.url, now: { now }).store(Self.response("[1]"), for: Self.request("a"))
    let reopened = try ResponseCache(directory: folder.url)
    let entry = try #require(reopened.entry(for: Self.request("a")))
    #expect(entry.response.body == Data("[1]".utf8))
    #expect(entry.storedAt == now)
    #expect(reopened.totalBytes > 0)
  }

  /// CachingResponses.md: "`maxAge` expires entries; `now` is injectable for tests."; ResponseCache.swift: "entries
  /// older than ``maxAge`` are misses (and deleted)".
  @Test func maxAgeExpiresEntries() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let clock = LockedBox(Date(timeIntervalSince1970: 0))
    let cache = try ResponseCache(directory: folder.url, maxAge: 60, now: { clock.withLock { $0 } })
    cache.store(Self.response("[1]"), for: Self.request("a"))
    clock.withLock { $0 = Date(timeIntervalSince1970: 60) }
    #expect(cache.entry(for: Self.request("a")) != nil)
    clock.withLock { $0 = Date(timeIntervalSince1970: 61) }
    #expect(cache.entry(for: Self.request("a")) == nil)
    #expect(!FileManager.default.fileExists(atPath: cache.fileURL(for: Self.request("a")).path))
  }

  /// ResponseCache.swift: "when the entries exceed ``maxBytes``, the least recently used are deleted. An entry larger
  /// than the limit is not stored."
  @Test func evictsLeastRecentlyUsed() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let body = String(repeating: "x", count: 1_000)
    let probe = try ResponseCache(directory: folder.url.appendingPathComponent("probe"))
    probe.store(Self.response(body), for: Self.request("a"))
    let entrySize = probe.totalBytes
    let cache = try ResponseCache(directory: folder.url.appendingPathComponent("lru"), maxBytes: entrySize * 2 + 10)
    cache.store(Self.response(body), for: Self.request("a"))
    cache.store(Self.response(body), for: Self.request("b"))
    #expect(cache.entry(for: Self.request("a")) != nil)  // a is now more recent than b
    cache.store(Self.response(body), for: Self.request("c"))
    #expect(cache.entry(for: Self.request("b")) == nil)
    #expect(cache.entry(for: Self.request("a")) != nil)
    #expect(cache.entry(for: Self.request("c")) != nil)
    #expect(cache.totalBytes <= cache.maxBytes)
    #expect(!cache.store(Self.response(String(repeating: "y", count: entrySize * 3)), for: Self.request("huge")))
    #expect(cache.entry(for: Self.request("huge")) == nil)
  }

  @Test func reopeningOverTheLimitEvictsOldest() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let big = try ResponseCache(directory: folder.url)
    for name in ["a", "b", "c", "d"] {
      big.store(Self.response(String(repeating: name, count: 500)), for: Self.request(name))
    }
    let small = try ResponseCache(directory: folder.url, maxBytes: big.totalBytes / 2)
    #expect(small.totalBytes <= small.maxBytes)
    #expect(small.totalBytes > 0)
  }

  /// CachingResponses.md: "written with `Data.WritingOptions.atomic` (temporary file, then rename)"; ResponseCache.swift:
  /// "readers see the old entry or the new one, never half of one".
  @Test func writesLeaveNoTemporaryFiles() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url)
    for index in 0..<5 { cache.store(Self.response("[\(index)]"), for: Self.request("a")) }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(files == [cache.fileURL(for: Self.request("a")).lastPathComponent])
    #expect(cache.entry(for: Self.request("a"))?.response.body == Data("[4]".utf8))
  }

  enum Damage: String, CaseIterable, Sendable {
    case empty, fewBytes, half, lastByteMissing, flippedBodyByte, flippedHeaderByte, trailingGarbage, wrongMagic,
      garbage
    case hugeLengthField

    func apply(to data: Data) -> Data {
      var bytes = [UInt8](data)
      switch self {
      case .empty: return Data()
      case .fewBytes: return Data(bytes.prefix(3))
      case .half: return Data(bytes.prefix(bytes.count / 2))
      case .lastByteMissing: return Data(bytes.dropLast())
      case .flippedBodyByte: bytes[bytes.count - 10] ^= 0xFF
      case .flippedHeaderByte: bytes[20] ^= 0x01
      case .trailingGarbage: bytes += [1, 2, 3]
      case .wrongMagic: bytes[0] = UInt8(ascii: "X")
      case .garbage: return Data("not a cache entry at all, just some text that is long enough".utf8)
      case .hugeLengthField: for index in 16..<20 { bytes[index] = 0xFF }
      }
      return Data(bytes)
    }
  }

  /// CachingResponses.md: "A truncated, corrupt or foreign entry is a miss: it is deleted and reported to the cache's
  /// logger ... as ``NetworkLogEvent/cacheEntryDiscarded(file:reason:)``." (truncated and corrupt entries)
  @Test(arguments: Damage.allCases)
  func damagedEntryIsAMissDeletedAndReported(_ damage: Damage) throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let log = LockedBox<[NetworkLogEvent]>([])
    let cache = try ResponseCache(directory: folder.url, logger: { event in log.withLock { $0.append(event) } })
    let request = Self.request("a")
    cache.store(Self.response(#"{"items":[1,2,3]}"#), for: request)
    let file = cache.fileURL(for: request)
    try damage.apply(to: try Data(contentsOf: file)).write(to: file)
    #expect(cache.entry(for: request) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let events = log.withLock { $0 }
    try #require(events.count == 1)
    guard case .cacheEntryDiscarded(let name, let reason) = events[0] else {
      Issue.record("unexpected \(events)")
      return
    }
    #expect(name == file.lastPathComponent)
    #expect(!reason.isEmpty)
    #expect(cache.store(Self.response("[1]"), for: request))
    #expect(cache.entry(for: request) != nil)
  }

  /// Another key's valid entry in the request's place (a copied or renamed file, a hash
  /// collision) is a miss, deleted and reported like the damaged ones: it used to stay on disk,
  /// unreported.
  ///
  /// CachingResponses.md: "A truncated, corrupt or foreign entry is a miss: it is deleted and reported" (foreign
  /// entries).
  @Test func foreignEntryIsAMissDeletedAndReported() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let log = LockedBox<[NetworkLogEvent]>([])
    let cache = try ResponseCache(directory: folder.url, logger: { event in log.withLock { $0.append(event) } })
    let request = Self.request("a")
    let other = Self.request("b")
    cache.store(Self.response("[2]"), for: other)
    let file = cache.fileURL(for: request)
    try FileManager.default.copyItem(at: cache.fileURL(for: other), to: file)
    #expect(cache.entry(for: request) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let discarded = NetworkLogEvent.cacheEntryDiscarded(file: file.lastPathComponent, reason: "belongs to another key")
    #expect(log.withLock { $0 } == [discarded])
    #expect(cache.entry(for: other)?.response.body == Data("[2]".utf8))
    #expect(cache.store(Self.response("[1]"), for: request))
    #expect(cache.entry(for: request)?.response.body == Data("[1]".utf8))
  }

  /// CachingResponses.md: "so many tasks can read and write at once"; ResponseCache.swift: "Several instances over one
  /// folder never see torn entries either".
  @Test func concurrentReadersAndWritersFromEightTasks() async throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let log = LockedBox<[NetworkLogEvent]>([])
    let first = try ResponseCache(
      directory: folder.url,
      maxBytes: 4_000,
      logger: { e in log.withLock { $0.append(e) } }
    )
    let second = try ResponseCache(
      directory: folder.url,
      maxBytes: 4_000,
      logger: { e in log.withLock { $0.append(e) } }
    )
    func body(_ key: Int) -> String { "{\"key\":\(key),\"pad\":\"\(String(repeating: "p", count: 200 + key * 10))\"}" }
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for worker in 0..<8 {
        group.addTask {
          let cache = worker.isMultiple(of: 2) ? first : second
          var bad = 0
          for step in 0..<200 {
            let key = (worker * 7 + step * 3) % 12
            if step.isMultiple(of: 3) {
              cache.store(Self.response(body(key)), for: Self.request("k\(key)"))
            } else if let entry = cache.entry(for: Self.request("k\(key)")),
              entry.response.body != Data(body(key).utf8)
            {
              bad += 1
            }
          }
          return bad
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    #expect(log.withLock { $0 }.isEmpty)
    #expect(first.totalBytes <= first.maxBytes)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(files.allSatisfy { $0.hasSuffix(".rlcache") })
  }

  /// ResponseCache.swift: "Deletes the entry for `request`, if any." and "Deletes every entry."
  @Test func removeEntryAndRemoveAll() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url)
    cache.store(Self.response("[1]"), for: Self.request("a"))
    cache.store(Self.response("[2]"), for: Self.request("b"))
    cache.removeEntry(for: Self.request("a"))
    #expect(cache.entry(for: Self.request("a")) == nil)
    #expect(cache.entry(for: Self.request("b")) != nil)
    cache.removeAll()
    #expect(cache.entry(for: Self.request("b")) == nil)
    #expect(cache.totalBytes == 0)
  }

  /// ResponseCache.swift (`removeAll()`): "Deletes every entry." Also the entries another instance
  /// over the same folder wrote after this one opened it (they used to stay).
  @Test func removeAllDeletesEveryEntryInTheFolder() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let first = try ResponseCache(directory: folder.url)
    let second = try ResponseCache(directory: folder.url)
    first.store(Self.response("[1]"), for: Self.request("a"))
    second.store(Self.response("[2]"), for: Self.request("b"))
    try folder.write("not an entry", to: "notes.txt")
    first.removeAll()
    #expect(first.entry(for: Self.request("b")) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.txt"])
    #expect(first.totalBytes == 0)
  }
}
