// SPDX-License-Identifier: MIT

import ExampleSupport
import Testing

@Suite struct ExampleCommandTests {
  @Test func parsesEveryCommonCommand() throws {
    let script = "refresh; more;retry ; open 3; back; tab popular; star 12; show; wait"
    let commands = try ExampleCommand.parse(script: script, tabs: ["featured", "popular"])
    #expect(commands == [.refresh, .more, .retry, .open(3), .back, .tab("popular"), .star(12), .show, .wait])
    #expect(
      commands.map(\.description).joined(separator: "; ")
        == "refresh; more; retry; open 3; back; tab popular; star 12; show; wait"
    )
  }

  @Test func parsesAnExampleCommandAfterTheCommonOnes() throws {
    let commands = try ExampleCommand.parse(
      script: "refresh; url app://x/1; jump 4",
      tabs: [],
      custom: ["url", "jump"]
    )
    #expect(commands == [.refresh, .custom("url", argument: "app://x/1"), .custom("jump", argument: "4")])
    #expect(commands.last?.description == "jump 4")
    #expect(throws: ExampleUsageError("unknown script command \"url\"")) {
      try ExampleCommand.parse(script: "url", tabs: [], custom: ["url"])
    }
  }

  @Test(arguments: [
    "jump 3", "open", "open 0", "open -1", "open x", "star", "tab", "tab bogus", "refresh now", "more 2 3",
  ])
  func rejectsWhatItDoesNotKnow(script: String) {
    #expect(throws: ExampleUsageError("unknown script command \"\(script)\"")) {
      try ExampleCommand.parse(script: "refresh; \(script)", tabs: ["featured"])
    }
  }

  @Test func aStandardCommandTheAppDoesNotSupportIsAUsageError() throws {
    let supported: Set<StandardCommand> = [.refresh, .more, .open, .back]
    #expect(
      throws: ExampleUsageError(
        "script command \"star 2\" is not supported here (supported: refresh, more, open N, back)"
      )
    ) {
      try ExampleCommand.parse(script: "refresh; star 2", tabs: [], supported: supported)
    }
    #expect(throws: ExampleUsageError.self) {
      try ExampleCommand.parse(script: "tab featured", tabs: ["featured"], supported: supported)
    }
    #expect(
      try ExampleCommand.parse(script: "refresh; open 2; back", tabs: [], supported: supported)
        == [.refresh, .open(2), .back]
    )
  }

  @Test func everyStandardCommandNamesItself() throws {
    let commands = try ExampleCommand.parse(
      script: "refresh; more; retry; open 1; back; tab a; star 1; show; wait",
      tabs: ["a"]
    )
    #expect(commands.compactMap(\.standard) == StandardCommand.allCases)
  }

  @Test func emptyStepsAreSkipped() throws {
    #expect(try ExampleCommand.parse(script: " ; refresh;; ", tabs: []) == [.refresh])
  }
}
