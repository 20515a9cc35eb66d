// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

// GameList: new game releases by day under a banner, page-number paged until the server's
// `total`, from the JSON bundled in Resources/ (or a server with --base-url). Interactive in a
// terminal; `--script` prints frames. See `Usage.text`.

let (options, mode) = ExampleMain.parse(program: "GameList", usage: Usage.text, tabs: [], app: GameListApp.self)
let backend = ExampleMain.orExit(program: "GameList", usage: Usage.text) { () throws(ExampleUsageError) in
  try ExampleBackend(options: options, bundle: .module, folder: "Resources", bundledBaseURL: GamesAPI.bundledBaseURL)
}
let api = GamesAPI(client: APIClient(transport: backend.transport), baseURL: backend.baseURL)

ExampleMain.run(mode) { GameListApp(viewModel: GameListViewModel(store: api.store)) }
