// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

// Timeline: a home timeline, newest first, paged by offset id: `more` asks for posts older than
// the last one, `refresh` for posts newer than the first one, which go on top ("3 new posts").
// Served from the JSON snapshots bundled in Resources/ (or a server with --base-url).
// Interactive in a terminal; `--script` prints frames. See `Usage.text`.

let (options, mode) = ExampleMain.parse(program: "Timeline", usage: Usage.text, tabs: [], app: TimelineApp.self)
let backend = ExampleMain.orExit(program: "Timeline", usage: Usage.text) { () throws(ExampleUsageError) in
  try ExampleBackend(
    options: options,
    bundle: .module,
    folder: "Resources",
    bundledBaseURL: TimelineAPI.bundledBaseURL
  )
}
let transport = GrowingTimeline(base: backend.transport, bundle: .module, folder: "Resources")
let api = TimelineAPI(client: APIClient(transport: transport), baseURL: backend.baseURL)

ExampleMain.run(mode) { TimelineApp(viewModel: TimelineViewModel(store: api.store)) }
