// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// Issue 36 item 6: "ProjectsBrowser takes `--state-dir DIR`: run one, scroll to row 57, quit; run
/// two with `--offline`: row 57 on the same line in the first frame."
@Suite struct ProjectsBrowserArchiveTests {
  /// The frames a run printed, each as its lines (the `> command` line first).
  static func frames(_ output: String) -> [[String]] {
    output.components(separatedBy: "\n> ").map { $0.components(separatedBy: "\n") }
  }

  /// A frame without its command and title lines, and without one-shot messages (`» ...`).
  static func body(_ frame: [String]) -> [String] {
    Array(frame.dropFirst(2)).filter { !$0.hasPrefix("»") && !$0.isEmpty }
  }

  /// The line of the selected row (`›`) in a frame.
  static func selectedLine(_ frame: [String]) throws -> Int {
    try #require(frame.firstIndex { $0.hasPrefix("›") })
  }

  // Issue 36: "the relaunch scenario above runs as a scripted example test (first frame of run two
  // equals the last frame of run one, offline)", on both bindings (Drivers, and the @Observable
  // ListModel of `--observation`).
  @Test(arguments: [[], ["--observation"]])
  func anOfflineRelaunchShowsRow57OnItsLineInTheFirstFrame(binding: [String]) throws {
    let folder = try TemporaryFolder(prefix: "ProjectsBrowserArchiveTests")
    let state = ["--no-cache", "--state-dir", folder.url.path] + binding
    let one = try ExampleRunner.run("ProjectsBrowser", state + ["--script", "tab popular; more; more; select 57"])
    #expect(one.status == 0)
    let two = try ExampleRunner.run("ProjectsBrowser", state + ["--offline", "--script", "show; more"])
    #expect(two.status == 0)
    let last = try #require(Self.frames(one.output).last)
    let first = try #require(Self.frames(two.output).first)
    #expect(Self.body(first) == Self.body(last))
    #expect(first[try Self.selectedLine(first)].hasPrefix("›  57 "))
    #expect(try Self.selectedLine(first) == Self.selectedLine(last))
    // The tab it was on, marked as a saved copy, and offline.
    #expect(first[1] == "ProjectsBrowser   Featured  [Popular]  Latest  (saved)")
    #expect(first.contains("» You are offline"))
    // Offline, the list stays whole.
    let more = try #require(Self.frames(two.output).last)
    #expect(more.contains("--- 60 projects · no more data ---"))
  }

  // Issue 36 item 5: under `--max-size`, the relaunched list holds the rows near row 57; offline,
  // scrolling to the top brings the dropped pages back from the state folder, with no failure.
  @Test func offlineUnderAMemoryCapTheDroppedRowsComeBackFromTheStateFolder() throws {
    let folder = try TemporaryFolder(prefix: "ProjectsBrowserArchiveTests")
    let state = ["--no-cache", "--state-dir", folder.url.path, "--max-size", "40"]
    let one = try ExampleRunner.run("ProjectsBrowser", state + ["--script", "tab popular; more; more; select 57"])
    #expect(one.status == 0)
    let two = try ExampleRunner.run("ProjectsBrowser", state + ["--offline", "--script", "show; select 3; select 1"])
    #expect(two.status == 0)
    let frames = Self.frames(two.output)
    let first = try #require(frames.first)
    #expect(first[try Self.selectedLine(first)].hasPrefix("›  57 "))
    #expect(first.contains { $0.hasSuffix(" · · ·") }, "the cap dropped the first rows")
    let top = try #require(frames.last)
    #expect(top[try Self.selectedLine(top)].hasPrefix("›   1 "))
    #expect(!top.prefix(25).contains { $0.hasSuffix(" · · ·") }, "the top rows are back")
    #expect(frames.dropFirst().allSatisfy { !$0.contains("» You are offline") }, "no page load failed")
  }

  // The usage names both flags.
  @Test func theUsageNamesTheStateFlags() throws {
    let run = try ExampleRunner.run("ProjectsBrowser", ["--help"])
    #expect(run.output.contains("--state-dir DIR"))
    #expect(run.output.contains("--offline"))
  }
}

/// The relaunch in a terminal: the interactive session opens on the row that was being read.
@Suite struct ProjectsBrowserArchiveInteractiveTests {
  // Issue 36: "run two with `--offline`: row 57 on the same line in the first frame", interactive.
  @Test func anOfflineRelaunchInATerminalOpensOnTheSelectedRow() throws {
    let folder = try TemporaryFolder(prefix: "ProjectsBrowserArchiveTests")
    let state = ["--no-cache", "--state-dir", folder.url.path]
    let one = try ExampleRunner.run("ProjectsBrowser", state + ["--script", "tab popular; more; more; select 57"])
    #expect(one.status == 0)
    let terminal = try PseudoTerminal(executable: "ProjectsBrowser", arguments: state + ["--offline"])
    try terminal.expect("›  57 xiaoming/spring-kit")
    try terminal.expect("» You are offline")
    terminal.send("q")
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
  }
}
