// SPDX-License-Identifier: MIT

import ExampleSupport
import Testing

@Suite struct ExampleCommandTests {
  private enum Feed: ExampleCustomCommand {
    case prepend
    case jump(Int)

    static func parse(name: String, argument: String?) -> Feed? {
      switch (name, argument) {
      case ("prepend", nil): .prepend
      case ("jump", let text?): Int(text).map { .jump($0) }
      default: nil
      }
    }

    var description: String {
      switch self {
      case .prepend: "prepend"
      case .jump(let row): "jump \(row)"
      }
    }
  }

  @Test func parsesEveryCommonCommand() throws {
    let script = "refresh; more;retry ; open 3; back; tab popular; star 12; show; wait"
    let commands = try ExampleCommand<NoCustomCommand>.parse(script: script, tabs: ["featured", "popular"])
    #expect(commands == [.refresh, .more, .retry, .open(3), .back, .tab("popular"), .star(12), .show, .wait])
    #expect(
      commands.map(\.description).joined(separator: "; ")
        == "refresh; more; retry; open 3; back; tab popular; star 12; show; wait"
    )
  }

  @Test func parsesAnExampleCommandAfterTheCommonOnes() throws {
    let commands = try ExampleCommand<Feed>.parse(script: "refresh; prepend; jump 4", tabs: [])
    #expect(commands == [.refresh, .custom(.prepend), .custom(.jump(4))])
    #expect(commands.last?.description == "jump 4")
  }

  @Test(arguments: [
    "jump 3", "open", "open 0", "open -1", "open x", "star", "tab", "tab bogus", "refresh now", "more 2 3",
  ])
  func rejectsWhatItDoesNotKnow(script: String) {
    #expect(throws: ExampleUsageError("unknown script command \"\(script)\"")) {
      try ExampleCommand<NoCustomCommand>.parse(script: "refresh; \(script)", tabs: ["featured"])
    }
  }

  @Test func aStandardCommandTheAppDoesNotSupportIsAUsageError() throws {
    let supported: Set<StandardCommand> = [.refresh, .more, .open, .back]
    #expect(
      throws: ExampleUsageError(
        "script command \"star 2\" is not supported here (supported: refresh, more, open N, back)"
      )
    ) {
      try ExampleCommand<NoCustomCommand>.parse(script: "refresh; star 2", tabs: [], supported: supported)
    }
    #expect(throws: ExampleUsageError.self) {
      try ExampleCommand<NoCustomCommand>.parse(script: "tab featured", tabs: ["featured"], supported: supported)
    }
    #expect(
      try ExampleCommand<NoCustomCommand>.parse(script: "refresh; open 2; back", tabs: [], supported: supported)
        == [.refresh, .open(2), .back]
    )
  }

  @Test func everyStandardCommandNamesItself() throws {
    let commands = try ExampleCommand<NoCustomCommand>.parse(
      script: "refresh; more; retry; open 1; back; tab a; star 1; show; wait",
      tabs: ["a"]
    )
    #expect(commands.compactMap(\.standard) == StandardCommand.allCases)
  }

  @Test func emptyStepsAreSkipped() throws {
    #expect(try ExampleCommand<NoCustomCommand>.parse(script: " ; refresh;; ", tabs: []) == [.refresh])
  }
}
