// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

// ProjectsBrowser: a Git@OSC-style projects list (Featured / Popular / Latest) in the terminal,
// served by MockTransport from the JSON bundled in Resources/ (or by a server with --base-url).
// Interactive in a terminal; `--script` prints frames. See `Usage.text`.

let (options, mode) = ExampleMain.parse(
  program: "ProjectsBrowser",
  usage: Usage.text,
  tabs: Tab.allCases.map(\.rawValue),
  flags: BrowserFlags.self
)
let backend = ExampleMain.orExit(program: "ProjectsBrowser", usage: Usage.text) { () throws(ExampleUsageError) in
  try ExampleBackend(options: options, bundle: .module, folder: "Resources", bundledBaseURL: ProjectsAPI.bundledBaseURL)
}
let api = ProjectsAPI(client: APIClient(transport: backend.transport), baseURL: backend.baseURL)

ExampleMain.run(mode) { Browser(api: api) }
