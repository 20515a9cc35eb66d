// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListPaging
import ListViewModels
import TestSupport
import Testing

/// The archive's file format version 2 (issue 36, item 7): items in the compact binary form of
/// `ArchiveEncoder`, every field kept, damage and old files reported.
@Suite struct ListArchiveFormatTests {
  struct Post: Identifiable, Equatable, Codable, Sendable {
    struct Author: Equatable, Codable, Sendable {
      var name: String
      var avatar: URL?
    }

    let id: Int
    var title: String
    var body: String?
    var score: Double
    var author: Author
    var tags: [String]
    var posted: Date
  }

  static func post(_ id: Int, _ random: inout SeededGenerator) -> Post {
    let words = ["plane", "relaunch", "ünïcödé", "🙂", "", "a \"quoted\" line\n"]
    return Post(
      id: id,
      title: (0..<Int.random(in: 0...4, using: &random)).map { _ in words.randomElement(using: &random)! }
        .joined(separator: " "),
      body: Bool.random(using: &random) ? words.randomElement(using: &random)! : nil,
      score: Double.random(in: -1e9...1e9, using: &random),
      author: Post.Author(
        name: words.randomElement(using: &random)!,
        avatar: Bool.random(using: &random) ? URL(string: "https://example.com/\(id)") : nil
      ),
      tags: (0..<Int.random(in: 0...3, using: &random)).map { "t\($0)" },
      posted: Date(timeIntervalSinceReferenceDate: Double(Int.random(in: 0...1_000_000_000, using: &random)) / 8)
    )
  }

  static func page(_ ids: Range<Int>, _ random: inout SeededGenerator, cursor: String? = nil) -> Page<Post> {
    Page(items: ids.map { post($0, &random) }, total: ids.upperBound, nextCursor: cursor)
  }

  /// Issue 36, item 7: "random lists round-trip equal through the new codec": every field of every
  /// item, the pages' totals and cursors, and the reading position.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func randomListsReadBackEqualFieldForField(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let folder = try TemporaryFolder(prefix: "ListArchiveFormatTests")
    let archive = try ListArchive<Post>(directory: folder.url, maxBytesPerList: 1 << 30)
    let writer = ListArchiveWriter()
    var pages = [Self.page(100..<100 + Int.random(in: 1...20, using: &random), &random, cursor: "c0")]
    archive.record(.replace(pages[0]), key: "feed", writer: writer)
    for number in 1..<Int.random(in: 2...12, using: &random) {
      let start = pages.last!.items.last!.id + 1
      let page = Self.page(start..<start + Int.random(in: 1...20, using: &random), &random, cursor: "c\(number)")
      archive.record(.append(page), key: "feed", writer: writer)
      pages.append(page)
    }
    let newer = Self.page(90..<100, &random)
    archive.record(.prepend(newer), key: "feed", writer: writer)
    pages[0].items = newer.items + pages[0].items
    let items = pages.flatMap(\.items)
    let reading = Int.random(in: 0..<items.count, using: &random)
    archive.recordReadingPosition(of: items[reading], offset: -7.25, key: "feed", writer: writer)

    let list = try #require(try ListArchive<Post>(directory: folder.url).read(key: "feed"))
    #expect(list.items == items, "seed \(seed)")
    #expect(list.pages.map(\.items.count) == pages.map(\.items.count))
    #expect(list.pages.map(\.nextCursor) == pages.map(\.nextCursor))
    #expect(list.pages.map(\.total) == pages.map(\.total))
    #expect(list.anchor == ArchivedList<Post>.Anchor(index: reading, offset: -7.25))
  }

  /// ListArchive: "a process killed in the middle of any write restores the last complete state"
  /// and damage "never ... shows wrong items": every cut of a page write, and every flipped byte of
  /// the file, gives the earlier list field for field or a reported error and nothing.
  @Test func everyCutAndEveryFlippedByteShowsACompleteListOrNothingNeverAWrongItem() throws {
    var random = SeededGenerator(seed: 7)
    let folder = try TemporaryFolder(prefix: "ListArchiveFormatTests")
    let errors = LockedBox<[ListArchiveError]>([])
    let archive = try ListArchive<Post>(directory: folder.url)
    let writer = ListArchiveWriter()
    let pages = [Self.page(0..<20, &random), Self.page(20..<40, &random), Self.page(40..<60, &random)]
    archive.record(.replace(pages[0]), key: "feed", writer: writer)
    archive.record(.append(pages[1]), key: "feed", writer: writer)
    let url = archive.log.fileURL(for: "feed")
    let before = try Data(contentsOf: url)
    archive.record(.append(pages[2]), key: "feed", writer: writer)
    let after = try Data(contentsOf: url)
    let complete = [[], pages[0].items, pages[0].items + pages[1].items, pages.flatMap(\.items)]

    var cuts = 0
    for length in before.count..<after.count {
      try after.prefix(length).write(to: url)
      let list = try ListArchive<Post>(directory: folder.url).read(key: "feed")
      #expect(list?.items == complete[2], "cut at \(length)")
      cuts += 1
    }
    var flips = (reported: 0, earlier: 0, wrong: 0)
    for position in 0..<after.count {
      var damaged = after
      damaged[position] ^= 0x10
      try damaged.write(to: url)
      let relaunched = try ListArchive<Post>(directory: folder.url) { error in errors.withLock { $0.append(error) } }
      let errorsBefore = errors.withLock { $0.count }
      let items = relaunched.read(key: "feed")?.items
      if errors.withLock({ $0.count }) > errorsBefore, items == nil {
        flips.reported += 1
      } else if complete.contains(items ?? []) {
        flips.earlier += 1
      } else {
        flips.wrong += 1
      }
    }
    #expect(cuts == after.count - before.count && cuts > 250)
    #expect(flips.wrong == 0)
    #expect(flips.reported + flips.earlier == after.count)
    #expect(flips.reported > flips.earlier)
  }

  /// ArchiveLog: "version 1 files (JSON payloads, never in a release) are set aside"; the list
  /// then loads as if there were no archive, and the next page starts a file of the new version.
  @Test func aVersionOneFileIsReportedSetAsideAndReplacedByTheNextList() throws {
    let folder = try TemporaryFolder(prefix: "ListArchiveFormatTests")
    let errors = LockedBox<[ListArchiveError]>([])
    let archive = try ListArchive<Post>(directory: folder.url) { error in errors.withLock { $0.append(error) } }
    let url = archive.log.fileURL(for: "feed")
    // What version 1 wrote: the header, then a record whose payload is JSON, with its checksum.
    let payload = Data(#"{"writer":{"value":7},"sealed":false}"#.utf8)
    var sum: UInt32 = 0x811c_9dc5
    for byte in [UInt8(1)] + payload { sum = (sum ^ UInt32(byte)) &* 0x0100_0193 }
    let length = UInt32(payload.count)
    let framing =
      [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: length >> $0) } + [1]
      + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: sum >> $0) }
    try (Data("RLAR".utf8) + Data([1, 0, 0, 0] + framing) + payload).write(to: url)

    #expect(archive.restore(key: "feed", writer: ListArchiveWriter()) == nil)
    #expect(errors.withLock { $0 } == [.file(.unsupportedVersion(1))])
    #expect(FileManager.default.fileExists(atPath: url.appendingPathExtension("damaged").path))
    var random = SeededGenerator(seed: 1)
    let page = Self.page(0..<5, &random)
    archive.record(.replace(page), key: "feed", writer: ListArchiveWriter())
    #expect(try ListArchive<Post>(directory: folder.url).read(key: "feed")?.items == page.items)
    #expect(try Data(contentsOf: url).prefix(8) == Data("RLAR".utf8) + Data([2, 0, 0, 0]))
  }
}
