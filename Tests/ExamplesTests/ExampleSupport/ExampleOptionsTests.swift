// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import Testing

@Suite struct ExampleOptionsTests {
  private let cacheFlags = ["--cache-dir DIR", "--no-cache", "--max-size N"]

  @Test func noArgumentsGiveTheDefaults() throws {
    let options = try ExampleOptions(arguments: [])
    #expect(options.script == nil)
    #expect(options.latency == 0)
    #expect(options.failingRequests.isEmpty)
    #expect(options.failRate == nil)
    #expect(options.seed == 1)
    #expect(options.baseURL == nil)
    #expect(!options.helpRequested)
    #expect(options.own.isEmpty)
  }

  @Test func parsesTheCommonFlagsAndTheExampleFlagsInAnyOrder() throws {
    let options = try ExampleOptions(
      arguments: [
        "--latency", "250", "--fail", "2, 5", "--cache-dir", "/tmp/x", "--fail-rate", "0.25",
        "--seed", "9", "--base-url", "http://127.0.0.1:8080/v1", "--script", "refresh; more", "--max-size", "40",
      ],
      ownFlags: cacheFlags
    )
    #expect(options.latency == 250)
    #expect(options.failingRequests == [2, 5])
    #expect(options.failRate == 0.25)
    #expect(options.seed == 9)
    #expect(options.baseURL == URL(string: "http://127.0.0.1:8080/v1"))
    #expect(options.script == "refresh; more")
    #expect(options.own == ["--cache-dir": "/tmp/x", "--max-size": "40"])
  }

  @Test(arguments: [["--help"], ["-h"], ["--latency", "5", "--help", "--bogus"]])
  func helpStopsParsing(arguments: [String]) throws {
    #expect(try ExampleOptions(arguments: arguments).helpRequested)
  }

  @Test(arguments: [
    (["--latency"], "--latency needs a value"),
    (["--latency", "-3"], "--latency needs a number of milliseconds"),
    (["--fail", "0"], "--fail needs request numbers like \"3,5\""),
    (["--fail", "1,x"], "--fail needs request numbers like \"3,5\""),
    (["--fail-rate", "2"], "--fail-rate needs a probability between 0 and 1"),
    (["--seed", "-1"], "--seed needs a number"),
    (["--base-url", "file:///tmp"], "--base-url needs an http(s) URL like http://127.0.0.1:8080"),
    (["--cache-dir"], "--cache-dir needs a value"),
    (["--max-size", "0"], "--max-size needs a positive number"),
    (["--max-size", "forty"], "--max-size needs a positive number"),
    (["--bogus"], "unknown argument --bogus"),
    // "Contradictions are refused: `--fail-rate` without `--seed` ..., and an own flag `--no-NAME`
    // together with an own flag that begins `--NAME` (`--cache-dir DIR --no-cache`)."
    (["--fail-rate", "0.5"], "--fail-rate needs --seed N, so that the failures are the same on every run"),
    (["--cache-dir", "/tmp/x", "--no-cache"], "--cache-dir and --no-cache contradict each other: give one of them"),
    (["--no-cache", "--cache-dir", "/tmp/x"], "--cache-dir and --no-cache contradict each other: give one of them"),
  ])
  func namesTheBadArgument(arguments: [String], message: String) {
    #expect(throws: ExampleUsageError(message)) { try ExampleOptions(arguments: arguments, ownFlags: cacheFlags) }
  }

  @Test func anExampleWithoutFlagsRejectsAnotherExamplesFlag() {
    #expect(throws: ExampleUsageError("unknown argument --no-cache")) {
      try ExampleOptions(arguments: ["--no-cache"])
    }
  }
}
