// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// Runs the Timeline executable in `--script` mode and compares the printed frames.
///
/// The expected frames live in `Expected/timeline-*.txt`; request numbers in `--fail` count every
/// request of the run, starting at 1. The bundled snapshots hold 3 new posts after the first
/// page, then 1, then none.
@Suite struct TimelineTests {
  private func run(_ arguments: [String]) throws -> ExampleRun {
    try ExampleRunner.run("Timeline", arguments)
  }

  private func expectFrames(_ arguments: [String], match name: String) throws {
    try run(arguments).expectFrames(match: name)
  }

  @Test func refreshPutsNewerPostsOnTopAndSaysHowMany() throws {
    try expectFrames(["--script", "refresh; refresh; refresh; refresh"], match: "timeline-refresh-prepends")
  }

  // Issue 29: "Timeline's scripted mode shows the selected post on the same line before and after a
  // refresh that prepends (a frame test)". Usage: "select N ... row N marked and kept on its screen
  // line when rows change above it".
  @Test func theSelectedPostKeepsItsLineWhenARefreshPutsNewerPostsOnTop() throws {
    let run = try run(["--script", "refresh; select 3; refresh"])
    try run.expectFrames(match: "timeline-selected-post-keeps-its-line")
    let frames = run.output.components(separatedBy: "\n> ").map { $0.components(separatedBy: "\n") }
    try #require(frames.count == 3)
    let before = try #require(frames[1].firstIndex { $0.hasPrefix("›") })
    let after = try #require(frames[2].firstIndex { $0.hasPrefix("›") })
    #expect(after == before)
    #expect(frames[1][before] == "›   3 09:12 @bo    pairing on the list view model")
    #expect(frames[2][after] == "›   6 09:12 @bo    pairing on the list view model")
  }

  @Test func olderPagesEndOnAShortPage() throws {
    try expectFrames(["--script", "refresh; more; more; more; more"], match: "timeline-pages-to-the-end")
  }

  @Test func theShortPageEndsPagingWithoutAnotherRequest() throws {
    // A fifth request would fail and show an error; the short fourth page ends the list.
    try expectFrames(
      ["--fail", "5", "--script", "refresh; more; more; more; more"],
      match: "timeline-pages-to-the-end"
    )
  }

  @Test func aFailedRefreshKeepsThePostsAndItsRetryCountsTheNewOnes() throws {
    try expectFrames(["--fail", "2", "--script", "refresh; refresh; retry"], match: "timeline-failed-refresh-retry")
  }

  @Test func failedPageShowsTheRetryFooterAndRetryRecovers() throws {
    try expectFrames(["--fail", "2", "--script", "refresh; more; retry"], match: "timeline-failed-page-retry")
  }

  @Test func failedFirstPageShowsTheErrorCoverAndRetryRecovers() throws {
    try expectFrames(["--fail", "1", "--script", "refresh; retry"], match: "timeline-failed-first-page")
  }

  @Test func opensAPostByRowNumberAndGoesBack() throws {
    try expectFrames(["--script", "refresh; open 2; back"], match: "timeline-detail-and-back")
  }

  @Test func refreshingWhileTheFirstPageLoadsShowsTheLoadingCoverOnce() throws {
    // `show` prints after one turn of the main queue; five seconds of latency keep the page out of it,
    // even on a loaded machine.
    let run = try run(["--latency", "5000", "--script", "show; wait; refresh"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    let frames = run.output.components(separatedBy: "\n> ")
    #expect(frames.count == 3)
    #expect(frames.first?.contains("loading…") == true)
    #expect(frames.dropFirst().allSatisfy { !$0.contains("loading…") })
    #expect(frames.last?.contains("» 3 new posts") == true)
  }

  @Test func latencyDoesNotChangeTheFrames() throws {
    let slow = try run(["--latency", "5", "--script", "refresh; refresh; refresh; refresh"])
    #expect(slow.status == 0)
    #expect(slow.output == (try ExampleRunner.expected("timeline-refresh-prepends")))
  }

  @Test func randomFailuresAreReproducibleWithASeed() throws {
    let arguments = ["--fail-rate", "0.5", "--seed", "5", "--script", "refresh; retry; refresh; retry; more; retry"]
    let first = try run(arguments)
    let second = try run(arguments)
    #expect(first.status == 0)
    #expect(first.output == second.output)
    #expect(first.output.contains("(HTTP 500)"))
  }

  @Test(arguments: [
    ["--bogus"], ["--script", "prepend"], ["--script", "tab home"], ["--seed"], ["--base-url", "ftp://x"],
  ])
  func badArgumentsExitWithUsage(arguments: [String]) throws {
    let run = try run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("usage: Timeline"))
  }
}
