// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

// ProjectsBrowser: a Git@OSC-style projects list (Featured / Popular / Latest) in the terminal,
// served by MockTransport from the JSON bundled in Resources/. See `Options.usage`.

let options: Options
let commands: [Command]
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
  // Without --script (interactive mode is not built yet) the browser shows the first page and exits.
  commands = try Command.parse(script: options.script ?? "refresh")
} catch {
  FileHandle.standardError.write(Data("ProjectsBrowser: \(error)\n\(Options.usage)\n".utf8))
  exit(2)
}

guard let responder = MockResponder(bundle: .module, folder: "Resources") else {
  FileHandle.standardError.write(Data("ProjectsBrowser: the bundled mock JSON is missing\n".utf8))
  exit(1)
}
var failures = options.failingRequests.map { MockFailureRule.onRequest($0, .status(500)) }
if let rate = options.failRate {
  failures.append(.random(probability: rate, seed: options.seed, .status(500)))
}
let transport = MockTransport(responder: responder, latency: .milliseconds(options.latency), failures: failures)
let api = ProjectsAPI(client: APIClient(transport: transport))

Task { @MainActor in
  let browser = Browser(api: api)
  for (index, command) in commands.enumerated() {
    if index > 0 { print("") }
    await browser.run(command) { frame in
      print("> \(command) (waiting for the server)")
      print(frame)
      print("")
    }
    print("> \(command)")
    print(browser.frame())
  }
  exit(0)
}
dispatchMain()
