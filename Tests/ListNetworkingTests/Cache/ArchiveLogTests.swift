// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct ArchiveLogTests {
  static func record(_ kind: UInt8, _ text: String) -> ArchiveRecord {
    ArchiveRecord(kind: kind, payload: Data(text.utf8))
  }

  static let committed = [record(1, "start"), record(3, "page one: a, b, c"), record(3, "page two: d, e")]
  static let page = record(3, "page three: f, g, h, i, j")

  @Test func appendedRecordsReadBackInOrder() throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url)
    #expect(try log.records(for: "feed") == [])
    try log.append(Array(Self.committed.prefix(2)), for: "feed")
    try log.append([Self.committed[2]], for: "feed")
    #expect(try log.records(for: "feed") == Self.committed)
    // A second instance (a relaunch) reads the same records.
    #expect(try ArchiveLog(directory: folder.url).records(for: "feed") == Self.committed)
  }

  /// ArchiveLog: "a process killed in the middle of an append leaves a record cut short at the end
  /// of the file. Reading stops before it (the last complete state), and the next append writes
  /// over it."
  @Test func anAppendCutAtEveryByteReadsTheLastCompleteStateAndTheNextAppendWritesOverIt() throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url)
    try log.append(Self.committed, for: "feed")
    let url = log.fileURL(for: "feed")
    let before = try Data(contentsOf: url)
    try log.append([Self.page], for: "feed")
    let after = try Data(contentsOf: url)
    var cuts = 0
    for length in before.count..<after.count {
      try after.prefix(length).write(to: url)
      let relaunched = try ArchiveLog(directory: folder.url)
      #expect(try relaunched.records(for: "feed") == Self.committed, "cut at byte \(length)")
      let next = Self.record(3, "page four")
      try relaunched.append([next], for: "feed")
      #expect(try relaunched.records(for: "feed") == Self.committed + [next], "append after a cut at \(length)")
      cuts += 1
    }
    #expect(cuts == after.count - before.count)
  }

  /// ArchiveLog: "a file that is not an archive, has another format version, or holds a record whose
  /// checksum (or kind) is wrong is never read as records".
  @Test func everyFlippedByteIsAnErrorOrAnEarlierCompleteStateNeverOtherRecords() throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url)
    let all = Self.committed + [Self.page]
    try log.append(all, for: "feed")
    let url = log.fileURL(for: "feed")
    let original = try Data(contentsOf: url)
    var errors = 0
    var earlier = 0
    for position in 0..<original.count {
      for mask: UInt8 in [0x01, 0x80, 0xFF] {
        var damaged = original
        damaged[position] ^= mask
        try damaged.write(to: url)
        let relaunched = try ArchiveLog(directory: folder.url)
        do {
          let records = try relaunched.records(for: "feed")
          // Only a length made longer reads as an interrupted append: the records before it.
          #expect(all.starts(with: records) && records.count < all.count, "byte \(position) ^ \(mask)")
          earlier += 1
        } catch {
          #expect(!FileManager.default.fileExists(atPath: url.path), "a damaged file is set aside")
          #expect(try relaunched.records(for: "feed") == [], "the key starts empty")
          errors += 1
        }
      }
    }
    #expect(errors + earlier == original.count * 3)
    #expect(errors > earlier)
  }

  @Test func anotherVersionAForeignFileAndATornHeaderAreTypedErrors() throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url)
    let url = log.fileURL(for: "feed")
    let cases: [(Data, ArchiveLogError)] = [
      (Data("RLAR".utf8) + Data([1, 0, 0, 0]), .unsupportedVersion(1)),
      (Data("RLAR".utf8) + Data([3, 0, 0, 0]), .unsupportedVersion(3)),
      (Data("RLAR".utf8) + Data([0, 1, 0, 0]), .unsupportedVersion(256)),
      (Data("{\"items\": []}".utf8), .foreign),
      (Data("RLA".utf8), .corrupted(offset: 0)),
    ]
    for (bytes, expected) in cases {
      try bytes.write(to: url)
      #expect(throws: expected) { try log.records(for: "feed") }
      #expect(FileManager.default.fileExists(atPath: url.appendingPathExtension("damaged").path))
      #expect(try log.records(for: "feed") == [])
    }
  }

  @Test func appendingToADamagedFileStartsANewOne() throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url)
    try Data("not an archive".utf8).write(to: log.fileURL(for: "feed"))
    try log.append([Self.page], for: "feed")
    #expect(try log.records(for: "feed") == [Self.page])
  }

  /// ArchiveLog: "when the files exceed maxBytes together, the least recently written files other
  /// than the one just written are deleted."
  @Test func theBudgetAcrossFilesDeletesTheLeastRecentlyWritten() throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url, maxBytes: 250)
    let payload = Self.record(3, String(repeating: "x", count: 90))
    try log.append([payload], for: "a")
    try log.append([payload], for: "b")
    #expect(try log.records(for: "a") == [payload])
    try log.append([payload], for: "c")
    #expect(try log.records(for: "a") == [], "a, written first, went")
    #expect(try log.records(for: "b") == [payload])
    #expect(try log.records(for: "c") == [payload])
  }

  @Test func replaceRewritesTheFileWhole() throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url)
    try log.append(Self.committed, for: "feed")
    try log.replace([Self.page], for: "feed")
    #expect(try log.records(for: "feed") == [Self.page])
    try log.append([Self.committed[0]], for: "feed")
    #expect(try log.records(for: "feed") == [Self.page, Self.committed[0]])
  }

  @Test func keysWithTheSameSafeCharactersGetDifferentFiles() throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url)
    #expect(log.fileURL(for: "a/b") != log.fileURL(for: "a?b"))
    try log.append([Self.page], for: "a/b")
    #expect(try log.records(for: "a?b") == [])
  }

  /// ArchiveLog: "one lock serialises the file work of an instance, so two lists writing the same
  /// key through one instance never interleave bytes."
  @Test func concurrentAppendsToOneKeyNeverInterleave() async throws {
    let folder = try TemporaryFolder(prefix: "ArchiveLogTests")
    let log = try ArchiveLog(directory: folder.url)
    let writers = 8
    let each = StressScale.count(40)
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<writers {
        group.addTask {
          for number in 0..<each {
            let record = Self.record(UInt8(writer), String(repeating: "\(writer)-\(number);", count: 1 + number % 7))
            _ = try? log.append([record], for: writer.isMultiple(of: 2) ? "even" : "odd")
          }
        }
      }
    }
    for key in ["even", "odd"] {
      let records = try ArchiveLog(directory: folder.url).records(for: key)
      #expect(records.count == writers / 2 * each)
      // Each writer's records are whole and in its own order.
      for writer in 0..<writers where writer.isMultiple(of: 2) == (key == "even") {
        let own = records.filter { $0.kind == UInt8(writer) }.map { String(decoding: $0.payload, as: UTF8.self) }
        #expect(own == (0..<each).map { String(repeating: "\(writer)-\($0);", count: 1 + $0 % 7) })
      }
    }
  }
}
