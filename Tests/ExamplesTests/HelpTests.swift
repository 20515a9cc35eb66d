// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// Issue 28: "`swift run ProjectsBrowser --help` prints the usage but also "unknown argument
/// --help" and exits 2". Every example prints its usage to standard output and exits 0.
@Suite struct HelpTests {
  @Test(arguments: ["ProjectsBrowser", "GameList", "Timeline", "MockServer"], ["--help", "-h"])
  func helpPrintsTheUsageAndExitsZero(example: String, flag: String) throws {
    let run = try ExampleRunner.run(example, [flag])
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    #expect(run.output.hasPrefix("usage: \(example) "))
    #expect(!run.output.contains("unknown argument"))
  }

  @Test func mockServersUsageNamesAFolderToServe() throws {
    let run = try ExampleRunner.run("MockServer", ["--help"])
    #expect(run.output.contains("swift run MockServer --root Examples/ProjectsBrowser/Resources --port 8080"))
  }

  @Test func helpWinsOverABadScriptBeforeIt() throws {
    let run = try ExampleRunner.run("GameList", ["--script", "jump 3", "--help"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.hasPrefix("usage: GameList "))
  }

  @Test(arguments: ["ProjectsBrowser", "GameList", "Timeline"])
  func theUsageNamesHelpAndTheFolderMockServerServes(example: String) throws {
    let run = try ExampleRunner.run(example, ["--help"])
    #expect(run.output.contains("--help "))
    #expect(run.output.contains("swift run MockServer --root Examples/\(example)/Resources --port N"))
  }
}
