// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// Issue 36, the relaunch scenario: "run one, scroll to row 57, quit; run two with --offline: row 57
/// on the same line in the first frame" (Timeline's bundled feed is shorter: row 17 of 30).
@Suite struct TimelineArchiveTests {
  /// The frames a run printed, each as its lines (the `> command` line first).
  static func frames(_ output: String) -> [[String]] {
    output.components(separatedBy: "\n> ").map { $0.components(separatedBy: "\n") }
  }

  /// A frame without its command and title lines, and without one-shot messages (`» ...`).
  static func body(_ frame: [String]) -> [String] {
    Array(frame.dropFirst(2)).filter { !$0.hasPrefix("»") && !$0.isEmpty }
  }

  /// Issue 36: "first frame of run two equals the last frame of run one, offline".
  @Test func anOfflineRelaunchShowsTheLastFrameOfTheRunBeforeItWithTheSelectedRowOnItsLine() throws {
    let folder = try TemporaryFolder(prefix: "TimelineArchiveTests")
    let one = try ExampleRunner.run(
      "Timeline",
      ["--state-dir", folder.url.path, "--script", "refresh; more; more; select 17"]
    )
    #expect(one.status == 0)
    let two = try ExampleRunner.run(
      "Timeline",
      ["--state-dir", folder.url.path, "--offline", "--script", "show; more"]
    )
    #expect(two.status == 0)
    let last = try #require(Self.frames(one.output).last)
    let first = try #require(Self.frames(two.output).first)
    #expect(Self.body(first) == Self.body(last))
    let selected = try #require(first.firstIndex { $0.hasPrefix("›") })
    #expect(first[selected].hasPrefix("›  17 "))
    #expect(selected == (try #require(last.firstIndex { $0.hasPrefix("›") })))
    // It says the list is a saved copy, and that it is offline.
    #expect(first[1] == "Timeline  Home  (saved)")
    #expect(first.contains("» You are offline"))
    // Scrolling on offline keeps every row: the footer offers a retry.
    let more = try #require(Self.frames(two.output).last)
    #expect(more.contains("--- 30 posts · You are offline · tap to retry ---"))
  }

  /// Issue 36: a damaged archive "is reported as a typed error, set aside and never crashes or
  /// shows wrong items; the list then loads as if there were no archive".
  @Test func aDamagedStateFileIsReportedAndTheListLoadsAsWithoutOne() throws {
    let folder = try TemporaryFolder(prefix: "TimelineArchiveTests")
    _ = try ExampleRunner.run("Timeline", ["--state-dir", folder.url.path, "--script", "refresh"])
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    let file = folder.url.appendingPathComponent(try #require(files.first { $0.hasSuffix(".rlarchive") }))
    var bytes = try Data(contentsOf: file)
    bytes[bytes.count / 2] ^= 0x55
    try bytes.write(to: file)
    let run = try ExampleRunner.run("Timeline", ["--state-dir", folder.url.path, "--script", "refresh"])
    #expect(run.status == 0)
    #expect(run.errors.contains("Timeline: list archive damaged at byte"))
    let plain = try ExampleRunner.run("Timeline", ["--script", "refresh"])
    #expect(run.output == plain.output)
  }
}
