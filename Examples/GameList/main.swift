// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

// GameList: new game releases by day under a banner, page-number paged until the server's
// `total`, from the JSON bundled in Resources/ (or a server with --base-url). Interactive in a
// terminal; `--script` prints frames. See `Usage.text`.

let main = ExampleMain(program: "GameList", usage: Usage.text, commands: Usage.commands)
let (transport, baseURL) = main.backend(bundle: .module, bundledBaseURL: GamesAPI.bundledBaseURL)
let api = GamesAPI(client: APIClient(transport: transport), baseURL: baseURL)

main.run { GameListApp(viewModel: GameListViewModel(store: api.store)) }
