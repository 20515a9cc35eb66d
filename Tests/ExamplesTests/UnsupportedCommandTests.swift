// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// Examples without tabs or anything to star reject those script commands as usage errors
/// (exit 2) that say what they do support.
@Suite struct UnsupportedCommandTests {
  @Test(arguments: ["GameList", "Timeline"], ["star 2", "refresh; star 1", "tab featured"])
  func aCommandTheExampleDoesNotSupportExitsWithUsage(example: String, script: String) throws {
    let run = try ExampleRunner.run(example, ["--script", script])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.contains("is not supported here (supported: refresh, more, retry, open N, back"),
      "stderr: \(run.errors)"
    )
    #expect(run.errors.contains("usage: \(example)"))
  }
}
