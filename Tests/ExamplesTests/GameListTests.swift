// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// Runs the GameList executable in `--script` mode and compares the printed frames.
///
/// The expected frames live in `Expected/gamelist-*.txt`; request numbers in `--fail` count every
/// page request of the run, starting at 1.
@Suite struct GameListTests {
  private func run(_ arguments: [String]) throws -> ExampleRun {
    try ExampleRunner.run("GameList", arguments)
  }

  private func expectFrames(_ arguments: [String], match name: String) throws {
    try run(arguments).expectFrames(match: name)
  }

  @Test func pagesUnderTheBannerByReleaseDayUntilTheServersTotal() throws {
    try expectFrames(["--script", "refresh; more; more; more; more"], match: "gamelist-pages-to-the-total")
  }

  @Test func theTotalEndsPagingWithoutAFifthEmptyRequest() throws {
    // A fifth request would fail and show an error; the total (40) stops paging after page 4.
    try expectFrames(
      ["--fail", "5", "--script", "refresh; more; more; more; more"],
      match: "gamelist-pages-to-the-total"
    )
  }

  @Test func opensAGameByItsNumberAndTheBannerByNameAndGoesBack() throws {
    try expectFrames(["--script", "refresh; open 2; back; banner; back"], match: "gamelist-detail-and-back")
  }

  /// Issue 28: "GameList numbers its banner as row 1". Games are numbered from 1, the banner has
  /// no number, so the last number is the footer's count and `open 1` is the first game.
  @Test func theBannerIsNotNumberedAndGamesAreNumberedFromOne() throws {
    let run = try run(["--script", "refresh; open 1"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.contains("\n    ★ Winter Sale: up to 70% off\n"))
    #expect(run.output.contains("\n  1 Silent Skies "))
    #expect(run.output.contains("\n 10 Paper Circuit "))
    #expect(!run.output.contains(" 11 "))
    #expect(run.output.contains("--- 10 games · pull up to load more ---"))
    #expect(run.output.contains("> open 1\nGameList ‹ back\n" + String(repeating: "=", count: 64) + "\nSilent Skies\n"))
  }

  @Test func failedPageShowsTheRetryFooterAndRetryRecovers() throws {
    try expectFrames(["--fail", "2", "--script", "refresh; more; retry"], match: "gamelist-failed-page-retry")
  }

  @Test func failedFirstPageShowsTheErrorCoverAndRetryRecovers() throws {
    try expectFrames(["--fail", "1", "--script", "refresh; retry"], match: "gamelist-failed-first-page")
  }

  @Test func theLoadingCoverShowsUntilTheFirstPageArrives() throws {
    // `show` prints after one turn of the main queue; five seconds of latency keep the page out of it,
    // even on a loaded machine.
    let run = try run(["--latency", "5000", "--script", "show; wait"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    let frames = run.output.components(separatedBy: "> wait")
    #expect(frames.first?.contains("loading…") == true)
    #expect(frames.last?.contains("--- 10 games · pull up to load more ---") == true)
  }

  @Test func theFirstPageLoadsBeforeACommandThatNeedsIt() throws {
    let direct = try run(["--script", "open 1"])
    #expect(direct.status == 0)
    #expect(direct.output.contains("Silent Skies\n  A co-op racing game about a haunted orchard."))
    #expect(!direct.output.contains("loading…"))
  }

  @Test func withoutAScriptItShowsTheFirstPage() throws {
    let plain = try run([])
    #expect(plain.status == 0)
    #expect(plain.output == (try run(["--script", "refresh"])).output)
    #expect(plain.output.contains("── Sat 21 Nov 2026 ──"))
  }

  @Test func latencyDoesNotChangeTheFrames() throws {
    let slow = try run(["--latency", "5", "--script", "refresh; more; more; more; more"])
    #expect(slow.status == 0)
    #expect(slow.output == (try ExampleRunner.expected("gamelist-pages-to-the-total")))
  }

  @Test func randomFailuresAreReproducibleWithASeed() throws {
    let arguments = ["--fail-rate", "0.5", "--seed", "3", "--script", "refresh; retry; more; retry; more; retry"]
    let first = try run(arguments)
    let second = try run(arguments)
    #expect(first.status == 0)
    #expect(first.output == second.output)
    #expect(first.output.contains("(HTTP 500)"))
  }

  @Test(arguments: [
    ["--bogus"], ["--script", "jump 3"], ["--script", "tab popular"], ["--script", "banner 1"], ["--fail", "x"],
    ["--latency"],
  ])
  func badArgumentsExitWithUsage(arguments: [String]) throws {
    let run = try run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("usage: GameList"))
  }
}
