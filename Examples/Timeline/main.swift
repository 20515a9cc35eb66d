// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

// Timeline: a home timeline, newest first, paged by offset id: `more` asks for posts older than
// the last one, `refresh` for posts newer than the first one, which go on top ("3 new posts").
// Served from the JSON snapshots bundled in Resources/ (or a server with --base-url).
// Interactive in a terminal; `--script` prints frames. See `Usage.text`.

let main = ExampleMain(program: "Timeline", usage: Usage.text, commands: Usage.commands)
let backend = main.backend(bundle: .module, bundledBaseURL: TimelineAPI.bundledBaseURL)
let transport = GrowingTimeline(base: backend.transport, bundle: .module, folder: "Resources")
let api = TimelineAPI(client: APIClient(transport: transport), baseURL: backend.baseURL)

main.run { TimelineApp(viewModel: TimelineViewModel(store: api.store)) }
