// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// Runs `ProjectsBrowser --observation` (each tab a `ListModel`, redrawn through
/// `withObservationTracking`) and compares its frames with the Driver-bound browser's expected
/// frames: the Observation binding shows exactly the same screens.
@Suite struct ProjectsBrowserObservationTests {
  private func expectFrames(_ arguments: [String], match name: String) throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    try withExtendedLifetime(cache) {
      try ExampleRunner.run("ProjectsBrowser", ["--observation", "--cache-dir", cache.url.path] + arguments)
        .expectFrames(match: name)
    }
  }

  @Test func pagesThroughFeaturedUntilNoMoreData() throws {
    try expectFrames(["--script", "refresh; more; more"], match: "pages-to-the-end")
  }

  @Test func underAMemoryCapTheModelsPlaceholdersDropAndReloadTheSame() throws {
    try expectFrames(
      ["--max-size", "40", "--script", "tab popular; more; more; select 21; select 60; open 5"],
      match: "memory-cap"
    )
  }

  @Test func opensProjectDetailThroughTheModelsRouteAndGoesBack() throws {
    try expectFrames(["--script", "refresh; open 3; back"], match: "detail-and-back")
  }

  @Test func switchingTabsTracksTheSelectedTabsModel() throws {
    try expectFrames(["--script", "refresh; tab popular; more; tab featured"], match: "tab-switch")
  }

  @Test func failedPageShowsTheRetryFooterAndAMessageThatIsCleared() throws {
    try expectFrames(["--fail", "2", "--script", "refresh; more; retry"], match: "failed-page-retry")
  }

  @Test func failedStarRollsBackWithAMessage() throws {
    try expectFrames(["--fail", "2", "--script", "refresh; star 2; star 2; open 2"], match: "star-rollback")
  }

  /// In a terminal the frames redraw when `withObservationTracking` reports a change: a page
  /// loaded by a key, the detail pushed by the model's `route`, the other tab's model once selected.
  @Test func interactiveRedrawsFollowTheObservedModels() throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    defer { withExtendedLifetime(cache) {} }
    let terminal = try PseudoTerminal(
      executable: "ProjectsBrowser",
      arguments: ["--observation", "--cache-dir", cache.url.path]
    )
    try terminal.expect("--- 20 projects · pull up to load more ---")
    terminal.send(.down)
    try terminal.expect("›   2 sunmin/mini-tools")
    terminal.send("m")
    try terminal.expect("--- 40 projects · pull up to load more ---")
    terminal.send(.enter)
    try terminal.expect("  language: JavaScript")
    terminal.send("b")
    try terminal.expect("›   2 sunmin/mini-tools")
    terminal.send(.tab)
    try terminal.expect("›   1 mengzhe/micro-kit")
    terminal.send("q")
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
  }
}
