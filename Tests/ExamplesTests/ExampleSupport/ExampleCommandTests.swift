// SPDX-License-Identifier: MIT

import ExampleSupport
import Testing

@Suite struct ExampleCommandTests {
  private let browser = ["refresh", "more", "retry", "open N", "back", "tab featured|popular", "star N", "url URL"]

  @Test func parsesEveryCommandByItsUsage() throws {
    let script = "refresh; more;retry ; open 3; back; tab popular; star 12; url app://x/1; show; wait; select 4"
    let commands = try ExampleCommand.parse(script: script, commands: browser)
    #expect(
      commands == [
        ExampleCommand("refresh"), ExampleCommand("more"), ExampleCommand("retry"), ExampleCommand("open", "3"),
        ExampleCommand("back"), ExampleCommand("tab", "popular"), ExampleCommand("star", "12"),
        ExampleCommand("url", "app://x/1"), ExampleCommand("show"), ExampleCommand("wait"),
        ExampleCommand("select", "4"),
      ]
    )
    #expect(commands[3].row == 3)
    #expect(
      commands.map(\.description).joined(separator: "; ")
        == "refresh; more; retry; open 3; back; tab popular; star 12; url app://x/1; show; wait; select 4"
    )
  }

  @Test(arguments: [
    "jump 3", "select", "select 0", "select x", "open", "open 0", "open -1", "open x", "star", "tab", "tab bogus",
    "refresh now", "more 2 3", "url",
  ])
  func rejectsWhatItDoesNotKnow(script: String) {
    #expect(throws: ExampleUsageError("unknown script command \"\(script)\"")) {
      try ExampleCommand.parse(script: "refresh; \(script)", commands: browser)
    }
  }

  @Test func aListCommandTheExampleDoesNotTakeIsNotSupportedHere() throws {
    let commands = ["refresh", "more", "open N", "back"]
    #expect(
      throws: ExampleUsageError(
        "script command \"star 2\" is not supported here (supported: refresh, more, open N, back, show, wait, select N)"
      )
    ) {
      try ExampleCommand.parse(script: "refresh; star 2", commands: commands)
    }
    #expect(throws: ExampleUsageError.self) { try ExampleCommand.parse(script: "tab featured", commands: commands) }
    #expect(
      try ExampleCommand.parse(script: "refresh; open 2; back", commands: commands)
        == [ExampleCommand("refresh"), ExampleCommand("open", "2"), ExampleCommand("back")]
    )
  }

  @Test func emptyStepsAreSkipped() throws {
    #expect(try ExampleCommand.parse(script: " ; refresh;; ", commands: ["refresh"]) == [ExampleCommand("refresh")])
  }
}
