// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// Issue 36 item 6: "Timeline shows a gap row after a long absence (the mock server can serve
/// "many new posts")": run one saves 20 posts; run two, against the timeline after 25 new posts
/// (`--later`), keeps them below a gap row that `gap` fills page by page until it closes.
@Suite struct TimelineGapTests {
  static let gapRow = "    ┄┄┄ missing posts · gap to load ┄┄┄"

  @Test func aLongAbsenceShowsAGapRowThatLoadsTheMissingPosts() throws {
    let folder = try TemporaryFolder(prefix: "TimelineGapTests")
    let one = try ExampleRunner.run("Timeline", ["--state-dir", folder.url.path, "--script", "refresh; more"])
    #expect(one.status == 0)
    let two = try ExampleRunner.run(
      "Timeline",
      ["--state-dir", folder.url.path, "--later", "--script", "refresh; gap; gap; gap"]
    )
    #expect(two.status == 0)
    let frames = TimelineArchiveTests.frames(two.output)
    try #require(frames.count == 4)
    // The newest 10 posts on top, the gap row, then the 20 saved posts, numbered on.
    let opened = frames[0]
    let gap = try #require(opened.firstIndex(of: Self.gapRow))
    #expect(opened[gap - 1].hasPrefix(" 10 14:32 @ada   shipping on Friday"))
    #expect(opened[gap + 1].hasPrefix(" 11 09:20 @dani  lunch at the noodle place"))
    #expect(opened.contains("--- 30 posts · pull up to load more ---"))
    #expect(opened.contains("» 10+ new posts"))
    // A full page goes into the gap, which moves down; the next, holding 1035, closes it.
    let filled = frames[1]
    #expect(filled.firstIndex(of: Self.gapRow).map { filled[$0 + 1] }?.hasPrefix(" 21 09:20 @dani") == true)
    let closed = frames[2]
    #expect(!closed.contains(Self.gapRow))
    #expect(closed.contains { $0.hasPrefix(" 25 10:17 @ada   coffee, then code") })
    #expect(closed.contains { $0.hasPrefix(" 26 09:20 @dani  lunch at the noodle place") })
    #expect(frames[3] == closed.map { $0.replacingOccurrences(of: "> gap", with: "> gap") })
  }

  /// Issue 36: "the restored list equals the list archived", gaps included: an offline relaunch
  /// after a gap load shows the last frame before quitting, the same rows in the same order, with
  /// the gap row where it was (the gap was still open).
  @Test func anOfflineRelaunchAfterAGapLoadShowsTheSameRowsAndTheOpenGap() throws {
    let folder = try TemporaryFolder(prefix: "TimelineGapTests")
    let one = try ExampleRunner.run("Timeline", ["--state-dir", folder.url.path, "--script", "refresh; more"])
    #expect(one.status == 0)
    let two = try ExampleRunner.run(
      "Timeline",
      ["--state-dir", folder.url.path, "--later", "--script", "refresh; gap"]
    )
    #expect(two.status == 0)
    let three = try ExampleRunner.run("Timeline", ["--state-dir", folder.url.path, "--offline", "--script", "show"])
    #expect(three.status == 0)
    let last = TimelineArchiveTests.body(try #require(TimelineArchiveTests.frames(two.output).last))
    let first = TimelineArchiveTests.body(try #require(TimelineArchiveTests.frames(three.output).first))
    #expect(last.contains(Self.gapRow), "one gap load leaves the gap open")
    #expect(first == last)
    // And after the prepend alone, the gap it left is restored too.
    let folder2 = try TemporaryFolder(prefix: "TimelineGapTests")
    _ = try ExampleRunner.run("Timeline", ["--state-dir", folder2.url.path, "--script", "refresh; more"])
    let prepended = try ExampleRunner.run(
      "Timeline",
      ["--state-dir", folder2.url.path, "--later", "--script", "refresh"]
    )
    let offline = try ExampleRunner.run("Timeline", ["--state-dir", folder2.url.path, "--offline", "--script", "show"])
    let before = TimelineArchiveTests.body(try #require(TimelineArchiveTests.frames(prepended.output).last))
    let after = TimelineArchiveTests.body(try #require(TimelineArchiveTests.frames(offline.output).first))
    #expect(before.contains(Self.gapRow))
    #expect(after == before)
  }
}
