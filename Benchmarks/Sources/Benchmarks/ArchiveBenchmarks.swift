// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// `archive_restore_10k`: a view model created over an archiving store whose archive holds 10,000
/// rows (500 pages of 20, a reading row at 5,000): the archive read from disk, the state built,
/// the sections (a date header every 10 rows) published and the anchored row found in them. Issue
/// 36: at most 16 ms, one frame at 60 Hz.
///
/// `archive_append`: a 20-item page archived onto a list of 1,000 items, then onto one of 100,000:
/// an append writes only the page (issue 36: ratio at most 1.2, as the other page-cost benchmarks).
enum ArchiveBenchmarks {
  struct Item: Identifiable, Equatable, Sendable, Codable {
    let id: Int
    let day: Int
    let title: String
  }

  struct DayHeader: Identifiable, Equatable, Sendable {
    let id: Int
  }

  static let pageSize = 20

  static func page(_ number: Int) -> Page<Item> {
    Page(
      items: (number * pageSize..<(number + 1) * pageSize).map { Item(id: $0, day: $0 / 10, title: "item \($0)") }
    )
  }

  static func run() {
    MainActor.assumeIsolated {
      let name = { (text: String) in text.padding(toLength: 34, withPad: " ", startingAt: 0) }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rl-archive-bench-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      // Safety of `try!`: a fresh folder under the temporary directory; a benchmark has no one to report to.
      let archive = try! ListArchive<Item>(directory: folder, maxBytesPerList: 1 << 30, maxBytes: 1 << 31)
      let writer = ListArchiveWriter()
      archive.record(.replace(page(0)), key: "feed", writer: writer)
      for number in 1..<500 { archive.record(.append(page(number)), key: "feed", writer: writer) }
      archive.recordReadingPosition(
        of: Item(id: 5_000, day: 500, title: "item 5000"),
        offset: -12,
        key: "feed",
        writer: writer
      )
      var restores: [Double] = []
      var checksum = 0
      for _ in 0..<Harness.runs {
        let (elapsed, sum) = restore(from: folder)
        restores.append(elapsed)
        checksum = sum
      }
      restores.sort()
      print(
        name("archive_restore_10k")
          + String(format: "%10.2f ms   (target <= 16)", restores[restores.count / 2] / 1_000_000)
          + "   checksum \(checksum)"
      )
      let (early, late, appendChecksum) = Harness.earlyAndLateMedians { appends() }
      print(name("archive_append onto 1k") + String(format: "%10.1f µs/page", early / 1_000))
      print(name("archive_append onto 100k") + String(format: "%10.1f µs/page", late / 1_000))
      print(
        name("archive_append ratio 100k/1k") + String(format: "%10.2f   (target <= 1.2)", late / early)
          + "   checksum \(appendChecksum)"
      )
    }
  }

  /// Creates a view model over the archive in `folder` (a new archive instance, as after a
  /// relaunch), binds its sections and finds the anchored row; returns ns and a checksum.
  @MainActor
  static func restore(from folder: URL) -> (Double, Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    // Safety of `try!`: the folder exists (the archive was written to it).
    let archive = try! ListArchive<Item>(directory: folder, maxBytesPerList: 1 << 30, maxBytes: 1 << 31)
    let store = PageStore<Item, OffsetIdPaging<Int>.Request, Void> { _, _ in .error(CancellationError()) }
      .archiving(in: archive) { _ in "feed" }
    let viewModel = ItemsViewModel(store: store, strategy: .offsetId(pageSize: pageSize), parameters: ())
    let output = viewModel.sections(.grouped { DayHeader(id: $0.day) })
    let sections = ViewModelBenchmarks.Counter()
    let subscription = output.sections.asObservable().subscribe(onNext: { sections.add($0.sectionCount) })
    let anchor = viewModel.restoredAnchor.flatMap { anchor in viewModel.currentItems.firstIndex { $0.id == anchor.id } }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    subscription.dispose()
    precondition(viewModel.currentItems.count == 10_000 && anchor == 5_000, "archive_restore_10k: not restored")
    return (Double(elapsed), sections.total + (anchor ?? 0))
  }

  /// Archives 20 pages onto a 1,000-item list, grows it to 100,000 items, archives 20 more; returns
  /// the mean ns per page of each 20 and a checksum.
  static func appends() -> (early: Double, late: Double, checksum: Int) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rl-archive-append-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Safety of `try!`: a fresh folder under the temporary directory.
    let archive = try! ListArchive<Item>(directory: folder, maxBytesPerList: 1 << 30, maxBytes: 1 << 31)
    let writer = ListArchiveWriter()
    archive.record(.replace(page(0)), key: "feed", writer: writer)
    for number in 1..<50 { archive.record(.append(page(number)), key: "feed", writer: writer) }
    func timeTwenty(from first: Int) -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      for number in first..<first + 20 { archive.record(.append(page(number)), key: "feed", writer: writer) }
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 20
    }
    let early = timeTwenty(from: 50)
    for number in 70..<5_000 { archive.record(.append(page(number)), key: "feed", writer: writer) }
    let late = timeTwenty(from: 5_000)
    // The checksum: the bytes the archive holds (its folder's files; the log itself is package API).
    let files =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])) ?? []
    let bytes = files.reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    return (early, late, bytes)
  }
}
