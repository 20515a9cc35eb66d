// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// ExampleMain.run: "exits after the last command: 0, or 1 when every request the run sent through
/// backend(bundle:bundledBaseURL:) failed (the frames show the errors; standard error says so)."
@Suite struct FailedRunTests {
  @Test(arguments: [
    ("GameList", ["--fail", "1", "--script", "refresh"]),
    ("Timeline", ["--fail", "1,2", "--script", "refresh; retry"]),
    ("ProjectsBrowser", ["--no-cache", "--fail-rate", "1", "--seed", "1", "--script", "refresh; retry"]),
  ])
  func aRunWhoseEveryRequestFailedExits1(example: String, arguments: [String]) throws {
    let run = try ExampleRunner.run(example, arguments)
    #expect(run.status == 1, "stderr: \(run.errors)")
    #expect(run.errors.contains("\(example): every request of this run failed"))
    #expect(run.output.contains("> refresh"), "the frames are printed first")
  }

  @Test func aRunWithOneLoadedPageExits0() throws {
    let run = try ExampleRunner.run("GameList", ["--fail", "1", "--script", "refresh; retry"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
  }
}
