// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

// Timeline: a home timeline, newest first, paged by offset id: `more` asks for posts older than
// the last one, `refresh` for posts newer than the first one, which go on top ("3 new posts").
// Served from the JSON snapshots bundled in Resources/ (or a server with --base-url).
// Interactive in a terminal; `--script` prints frames. With `--state-dir DIR` every loaded page
// and the selected post are kept in DIR, and the next run shows them at once (`--offline` too).
// With `--later` the server is the timeline after a long absence (25 new posts): a saved list
// keeps what was read below a gap row, which `gap` (or selecting it) loads. See `Usage.text`.

let main = ExampleMain(
  program: "Timeline",
  usage: Usage.text,
  commands: Usage.commands,
  ownFlags: Usage.ownFlags
)
let backend = main.backend(bundle: .module, bundledBaseURL: TimelineAPI.bundledBaseURL)
var transport = GrowingTimeline(base: backend.transport, bundle: .module, folder: "Resources")
transport.later = main.options.own["--later"] != nil
let api = TimelineAPI(client: APIClient(transport: transport), baseURL: backend.baseURL)
let store = api.store(
  offline: main.options.own["--offline"] != nil,
  stateDirectory: main.options.own["--state-dir"].map { URL(fileURLWithPath: $0, isDirectory: true) }
)

main.run { TimelineApp(viewModel: TimelineViewModel(store: store)) }
