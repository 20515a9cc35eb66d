// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListPaging
import ListViewModels
import TestSupport
import Testing

@Suite struct ListArchiveTests {
  struct Row: Identifiable, Equatable, Codable, Sendable {
    let id: Int
    var text: String
  }

  static func page(_ ids: Range<Int>, cursor: String? = nil) -> Page<Row> {
    Page(items: ids.map { Row(id: $0, text: "row \($0)") }, nextCursor: cursor)
  }

  @Test func aReplacedListWithAppendsAPrependAndAPositionReadsBack() throws {
    let folder = try TemporaryFolder(prefix: "ListArchiveTests")
    let archive = try ListArchive<Row>(directory: folder.url)
    let writer = ListArchiveWriter()
    archive.record(.replace(Self.page(10..<20, cursor: "c1")), key: "feed", writer: writer)
    archive.record(.append(Self.page(20..<30, cursor: "c2")), key: "feed", writer: writer)
    archive.record(.prepend(Self.page(5..<10)), key: "feed", writer: writer)
    archive.recordReadingPosition(of: Row(id: 22, text: ""), offset: -12.5, key: "feed", writer: writer)
    let list = try #require(try ListArchive<Row>(directory: folder.url).read(key: "feed"))
    #expect(list.items.map(\.id) == Array(5..<30))
    // A prepended page joins the first page: replaying the pages never lands a short first page.
    #expect(list.pages.map(\.items.count) == [15, 10])
    #expect(list.pages.map(\.nextCursor) == ["c1", "c2"])
    #expect(list.anchor == ArchivedList<Row>.Anchor(index: 17, offset: -12.5))
  }

  /// ListArchive: "A refresh (or a restore) makes its writer the owner of the key's list; pages of
  /// any other writer after that are ignored, so two lists never mix their pages."
  @Test func twoWritersOnOneKeyNeverMixTheirPages() throws {
    let folder = try TemporaryFolder(prefix: "ListArchiveTests")
    let archive = try ListArchive<Row>(directory: folder.url)
    let (first, second) = (ListArchiveWriter(), ListArchiveWriter())
    archive.record(.replace(Self.page(0..<10)), key: "feed", writer: first)
    archive.record(.replace(Self.page(100..<110)), key: "feed", writer: second)
    archive.record(.append(Self.page(10..<20)), key: "feed", writer: first)
    archive.recordReadingPosition(of: Row(id: 5, text: ""), offset: 0, key: "feed", writer: first)
    archive.record(.append(Self.page(110..<120)), key: "feed", writer: second)
    let list = try #require(archive.read(key: "feed"))
    #expect(list.items.map(\.id) == Array(100..<120))
    #expect(list.anchor == nil)
    // A restore hands the list to a new writer (the next launch); the old one is ignored.
    let third = ListArchiveWriter()
    _ = try #require(archive.restore(key: "feed", writer: third))
    archive.record(.append(Self.page(120..<130)), key: "feed", writer: third)
    archive.record(.append(Self.page(500..<510)), key: "feed", writer: second)
    #expect(try #require(archive.read(key: "feed")).items.map(\.id) == Array(100..<130))
  }

  /// ListArchive: "a process killed in the middle of any write restores the last complete state"
  /// (issue 36): the page write is cut at every one of its bytes.
  @Test func aPageWriteCutAtEveryByteRestoresTheListBeforeIt() throws {
    let folder = try TemporaryFolder(prefix: "ListArchiveTests")
    let archive = try ListArchive<Row>(directory: folder.url)
    let writer = ListArchiveWriter()
    archive.record(.replace(Self.page(0..<20)), key: "feed", writer: writer)
    archive.record(.append(Self.page(20..<40)), key: "feed", writer: writer)
    let url = archive.log.fileURL(for: "feed")
    let before = try Data(contentsOf: url)
    archive.record(.append(Self.page(40..<60)), key: "feed", writer: writer)
    let after = try Data(contentsOf: url)
    var cuts = 0
    for length in before.count..<after.count {
      try after.prefix(length).write(to: url)
      let relaunched = try ListArchive<Row>(directory: folder.url)
      let list = try #require(relaunched.read(key: "feed"), "cut at \(length)")
      #expect(list.items.map(\.id) == Array(0..<40), "cut at \(length)")
      cuts += 1
    }
    #expect(cuts == after.count - before.count)
    // A page of 20 rows is about 300 bytes in the compact format (format version 2).
    #expect(cuts > 250)
  }

  @Test func flippedBytesAreReportedOrAnEarlierListNeverOtherItems() throws {
    let folder = try TemporaryFolder(prefix: "ListArchiveTests")
    let errors = LockedBox<[ListArchiveError]>([])
    let archive = try ListArchive<Row>(directory: folder.url)
    let writer = ListArchiveWriter()
    let states = [Array(0..<5), Array(0..<10), Array(0..<15)]
    archive.record(.replace(Self.page(0..<5)), key: "feed", writer: writer)
    archive.record(.append(Self.page(5..<10)), key: "feed", writer: writer)
    archive.record(.append(Self.page(10..<15)), key: "feed", writer: writer)
    let url = archive.log.fileURL(for: "feed")
    let original = try Data(contentsOf: url)
    var reported = 0
    var earlier = 0
    for position in 0..<original.count {
      var damaged = original
      damaged[position] ^= 0x20
      try damaged.write(to: url)
      let relaunched = try ListArchive<Row>(directory: folder.url) { error in errors.withLock { $0.append(error) } }
      let errorsBefore = errors.withLock { $0.count }
      let restored = relaunched.read(key: "feed")?.items.map(\.id)
      if errors.withLock({ $0.count }) > errorsBefore {
        #expect(restored == nil, "byte \(position): a reported file shows nothing")
        reported += 1
      } else {
        // Only a record length made longer reads as an interrupted write: the list before it.
        #expect(([[]] + states.dropLast()).contains(restored ?? []), "byte \(position)")
        earlier += 1
      }
    }
    #expect(reported + earlier == original.count)
    #expect(reported > earlier)
  }

  @Test func recordsThatNoLongerDecodeAreReportedAndSetAside() throws {
    struct Other: Identifiable, Codable, Sendable {
      let id: String
    }
    let folder = try TemporaryFolder(prefix: "ListArchiveTests")
    try ListArchive<Other>(directory: folder.url)
      .record(.replace(Page(items: [Other(id: "a")])), key: "feed", writer: ListArchiveWriter())
    let errors = LockedBox<[ListArchiveError]>([])
    let archive = try ListArchive<Row>(directory: folder.url) { error in errors.withLock { $0.append(error) } }
    #expect(archive.restore(key: "feed", writer: ListArchiveWriter()) == nil)
    #expect(errors.withLock { $0 } == [.undecodableRecord(1)])
    #expect(archive.read(key: "feed") == nil)
    #expect(errors.withLock { $0.count } == 1, "set aside: the second read finds no file")
  }

  /// Random sequences of loads, archive and restore: the restored list equals the list archived,
  /// or, past the budget, its first pages.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func randomLoadsArchiveAndRestoreGiveTheArchivedList(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let folder = try TemporaryFolder(prefix: "ListArchiveTests")
    let budget = seed.isMultiple(of: 2) ? 1 << 30 : 3_000
    var archive = try ListArchive<Row>(directory: folder.url, maxBytesPerList: budget)
    var writer = ListArchiveWriter()
    var model: [Int] = []
    var next = 1_000
    var newest = 999
    var restores = 0
    for _ in 0..<200 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        let count = Int.random(in: 1...8, using: &random)
        model = Array(next..<next + count)
        newest = next - 1
        next += count
        archive.record(.replace(Self.page(model.first!..<model.last! + 1)), key: "k", writer: writer)
      case 1...5 where !model.isEmpty:
        let count = Int.random(in: 1...8, using: &random)
        archive.record(.append(Self.page(next..<next + count)), key: "k", writer: writer)
        model += Array(next..<next + count)
        next += count
      case 6 where !model.isEmpty:
        let count = Int.random(in: 1...4, using: &random)
        archive.record(.prepend(Self.page(newest - count + 1..<newest + 1)), key: "k", writer: writer)
        model = Array(newest - count + 1..<newest + 1) + model
        newest -= count
      default:
        // A relaunch: a new archive instance and a new writer restore the list and continue it.
        archive = try ListArchive<Row>(directory: folder.url, maxBytesPerList: budget)
        writer = ListArchiveWriter()
        let restored = archive.restore(key: "k", writer: writer)?.items.map(\.id) ?? []
        if budget > 1 << 20 {
          #expect(restored == model, "seed \(seed)")
        } else {
          #expect(model.starts(with: restored), "seed \(seed)")
          #expect(restored.count >= min(model.count, 8), "seed \(seed): the budget keeps the first pages")
        }
        model = restored
        restores += 1
      }
    }
    #expect(restores > 0)
    #expect(archive.log.size(for: "k") <= max(budget, 3_000) + 400)
  }

  /// ListArchive: "past maxBytesPerList a list's file is rewritten with the pages nearest its top
  /// that fit three quarters of the budget": reading positions alone never grow it past the budget.
  @Test func readingPositionsKeepTheFileWithinItsBudget() throws {
    let folder = try TemporaryFolder(prefix: "ListArchiveTests")
    let archive = try ListArchive<Row>(directory: folder.url, maxBytesPerList: 4_000)
    let writer = ListArchiveWriter()
    archive.record(.replace(Self.page(0..<20)), key: "feed", writer: writer)
    for step in 0..<500 {
      archive.recordReadingPosition(of: Row(id: step % 20, text: ""), offset: Double(step), key: "feed", writer: writer)
    }
    #expect(archive.log.size(for: "feed") <= 4_000)
    let list = try #require(archive.read(key: "feed"))
    #expect(list.items.map(\.id) == Array(0..<20))
    #expect(list.anchor == ArchivedList<Row>.Anchor(index: 499 % 20, offset: 499))
  }
}
