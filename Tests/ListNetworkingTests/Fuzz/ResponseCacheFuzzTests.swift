// SPDX-License-Identifier: MIT

import Dispatch
import Foundation
import ListNetworking
import ReactiveCore
import TestSupport
import Testing

/// Seeded fuzzing of `ResponseCache`'s files: corrupted, truncated, extended and foreign bytes
/// are a miss (never a crash, never a wrong response), and concurrent writers never mix entries.
@Suite struct ResponseCacheFuzzTests {
  static func request(_ index: Int) -> HTTPRequest {
    HTTPRequest(url: Fixtures.baseURL.appendingPathComponent("items/\(index)"))
  }

  @Test func corruptedFilesAreMissesNeverWrongResponses() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url)
    var random = SeededGenerator(seed: 0x4341_4348)
    var hits = 0
    var misses = 0
    for round in 0..<StressScale.count(300) {
      let request = Self.request(round % 7)
      let body = Data(
        (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      )
      let stored = HTTPResponse(
        statusCode: 200,
        headers: ["Content-Type": "application/json", "N": "\(round)"],
        body: body
      )
      #expect(cache.store(stored, for: request))
      let url = cache.fileURL(for: request)
      var bytes = try [UInt8](Data(contentsOf: url))
      let original = bytes
      switch Int.random(in: 0..<6, using: &random) {
      case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
      case 1:
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
        }
      case 2:
        bytes += (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      case 3:
        bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      case 4:
        bytes.insert(UInt8.random(in: 0...255, using: &random), at: Int.random(in: 0...bytes.count, using: &random))
      default: bytes = []
      }
      try Data(bytes).write(to: url)
      let entry = cache.entry(for: request)
      if let entry {
        // Only bytes that still decode to exactly what was stored may be a hit.
        #expect(entry.response == stored, "round \(round): a damaged file gave a different response")
        #expect(bytes == original || bytes.starts(with: original))
        hits += 1
      } else {
        misses += 1
        #expect(!FileManager.default.fileExists(atPath: url.path), "a damaged file is removed")
      }
    }
    #expect(misses > 0)
  }

  /// The file format's decoder on its own, in memory: mutated entries, half of them with the
  /// checksum recomputed so the mutation reaches the length fields behind it.
  @Test func theDecoderFailsTypedOnMutatedEntries() {
    var random = SeededGenerator(seed: 0x434F_4445_43)
    var decodedCount = 0
    for _ in 0..<StressScale.count(5_000) {
      let body = Data(
        (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      )
      let response = HTTPResponse(
        statusCode: Int.random(in: 100...599, using: &random),
        headers: ["A": "b"],
        body: body
      )
      var bytes = [UInt8](
        CacheEntryCodec.encode(
          key: "GET https://x.io/a -",
          storedAt: Date(timeIntervalSince1970: 0),
          response: response
        )
      )
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.remove(at: index)
        case 2: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
        default: bytes[index] = [0x00, 0xFF, 0x7F, 0x80].randomElement(using: &random)!  // non-empty literal
        }
        if bytes.isEmpty { break }
      }
      if bytes.count > 8, random.chance(0.5) {
        let payload = bytes.dropLast(8)
        let checksum = CacheEntryCodec.fnv1a(payload)
        bytes = Array(payload) + (0..<8).reversed().map { UInt8(truncatingIfNeeded: checksum >> ($0 * 8)) }
      }
      do {
        let decoded = try CacheEntryCodec.decode(Data(bytes))
        decodedCount += 1
        #expect(decoded.response.body.count <= bytes.count)
      } catch {
        #expect(!error.description.isEmpty)
      }
    }
    #expect(decodedCount < StressScale.count(5_000))
  }

  @Test func concurrentWritersNeverMixEntries() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    let cache = try ResponseCache(directory: folder.url, maxBytes: 64 * 1024)
    let writers = 8
    let rounds = StressScale.count(150)
    let request = Self.request(0)
    let problems = LockedBox([String]())
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      for round in 0..<rounds {
        let body = Data(repeating: UInt8(writer), count: 100 + writer * 10)
        let response = HTTPResponse(statusCode: 200, headers: ["Writer": "\(writer)"], body: body)
        cache.store(response, for: request)
        cache.store(response, for: Self.request(round % 5 + 1))
        if let entry = cache.entry(for: request) {
          let author = Int(entry.response.header("Writer") ?? "") ?? -1
          let expected = Data(repeating: UInt8(max(author, 0)), count: 100 + max(author, 0) * 10)
          if author < 0 || entry.response.body != expected {
            problems.withLock { $0.append("writer \(writer) round \(round) read a mixed entry") }
          }
        }
      }
    }
    #expect(problems.withLock { $0 } == [])
    #expect(cache.totalBytes <= 64 * 1024)
  }

  @Test func foreignFilesInTheFolderAreIgnoredOrDiscarded() throws {
    let folder = try TemporaryFolder(prefix: "ListNetworkingTests")
    var random = SeededGenerator(seed: 0x464F_5245)
    let target = try ResponseCache(directory: folder.url).fileURL(for: Self.request(1))
    for round in 0..<StressScale.count(300) {
      let bytes = (0..<Int.random(in: 0...500, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      try Data(bytes).write(
        to: round.isMultiple(of: 2) ? target : folder.url.appendingPathComponent("\(round).rlcache")
      )
      let cache = try ResponseCache(directory: folder.url, maxBytes: 4 * 1024)
      #expect(cache.entry(for: Self.request(1)) == nil)
      #expect(cache.totalBytes <= 4 * 1024)
    }
  }
}
