// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// Runs the ProjectsBrowser executable in `--script` mode and compares the printed frames.
///
/// The expected frames live in `Expected/*.txt`; request numbers in `--fail` count every
/// request the run makes (page loads of all tabs and star calls), starting at 1.
@Suite struct ProjectsBrowserTests {
  /// Runs the browser with its own empty first-page cache, so runs never share state.
  private func browse(_ arguments: [String]) throws -> ExampleRun {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    return try withExtendedLifetime(cache) {
      try ExampleRunner.run("ProjectsBrowser", ["--cache-dir", cache.url.path] + arguments)
    }
  }

  private func expectFrames(_ arguments: [String], match name: String) throws {
    try browse(arguments).expectFrames(match: name)
  }

  @Test func pagesThroughFeaturedUntilNoMoreData() throws {
    try expectFrames(["--script", "refresh; more; more"], match: "pages-to-the-end")
  }

  // Usage: "--max-size N  hold at most N projects a tab: pages far from the rows in view are
  // dropped (their rows show "· · ·") and reload when those rows appear". `select N` tells the list
  // row N appeared, as the arrow keys do. Rows keep their numbers through drops and reloads.
  @Test func underAMemoryCapFarPagesDropAndReloadWhenTheirRowsAppear() throws {
    try expectFrames(
      ["--max-size", "40", "--script", "tab popular; more; more; select 21; select 60; open 5"],
      match: "memory-cap"
    )
  }

  @Test func opensProjectDetailThroughARouteAndGoesBack() throws {
    try expectFrames(["--script", "refresh; open 3; back"], match: "detail-and-back")
  }

  @Test func switchingTabsLoadsEachTabOnceAndKeepsItsPages() throws {
    try expectFrames(["--script", "refresh; tab popular; more; tab featured"], match: "tab-switch")
  }

  @Test func failedPageShowsTheRetryFooterAndRetryRecovers() throws {
    try expectFrames(["--fail", "2", "--script", "refresh; more; retry"], match: "failed-page-retry")
  }

  @Test func failedFirstPageShowsTheErrorCoverAndRetryRecovers() throws {
    try expectFrames(["--fail", "1", "--script", "refresh; retry"], match: "failed-first-page")
  }

  @Test func failedStarRollsBackWithAMessage() throws {
    try expectFrames(["--fail", "2", "--script", "refresh; star 2; star 2; open 2"], match: "star-rollback")
  }

  @Test func deepLinksGoThroughTheRouterToTheCoordinatorAndBadOnesBecomeMessages() throws {
    let script = [
      "url app://projects/1039", "back", "url app://projects?tab=popular", "url app://projects/1002",
      "url app://projects/2807", "url app://projects/999999", "url app://nowhere/1", "url app://projects/abc",
      "url app://projects?tab=bogus", "url not-a-url",
    ]
    try expectFrames(["--script", script.joined(separator: "; ")], match: "deep-links")
  }

  @Test func theFirstTabLoadsBeforeACommandThatNeedsIt() throws {
    let direct = try browse(["--script", "open 3; back"])
    let refreshed = try browse(["--script", "refresh; open 3; back"])
    #expect(direct.status == 0)
    let detail = { (run: ExampleRun) in run.output.components(separatedBy: "> open 3").last ?? "" }
    #expect(detail(direct) == detail(refreshed))
    #expect(!direct.output.contains("loading…"))
  }

  @Test func withoutAScriptItShowsTheFirstPage() throws {
    let plain = try browse([])
    let refreshed = try browse(["--script", "refresh"])
    #expect(plain.status == 0)
    #expect(plain.output == refreshed.output)
    #expect(plain.output.contains("--- 20 projects · pull up to load more ---"))
  }

  @Test func latencyDoesNotChangeTheFrames() throws {
    let slow = try browse(["--latency", "5", "--script", "refresh; more; more"])
    #expect(slow.status == 0)
    #expect(slow.output == (try ExampleRunner.expected("pages-to-the-end")))
  }

  @Test func randomFailuresAreReproducibleWithASeed() throws {
    let arguments = ["--fail-rate", "0.5", "--seed", "7", "--script", "refresh; retry; more; retry; more"]
    let first = try browse(arguments)
    let second = try browse(arguments)
    #expect(first.status == 0)
    #expect(first.output == second.output)
    #expect(first.output.contains("(HTTP 500)"))
  }

  @Test(arguments: [
    ["--bogus"], ["--script", "jump 3"], ["--fail", "x"], ["--latency"], ["--cache-dir", "/tmp/x", "--no-cache"],
    ["--fail-rate", "0.5"],
  ])
  func badArgumentsExitWithUsage(arguments: [String]) throws {
    let run = try browse(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("usage: ProjectsBrowser"))
  }
}
