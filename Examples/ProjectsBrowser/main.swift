// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

// ProjectsBrowser: a Git@OSC-style projects list (Featured / Popular / Latest) in the terminal,
// served by MockTransport from the JSON bundled in Resources/ (or by a server with --base-url).
// Interactive in a terminal; `--script` prints frames; `--observation` runs on the @Observable
// ListModel (see ObservedBrowser). With `--state-dir DIR` every page a tab loaded, the tab and the
// selected row are kept in DIR, and the next run shows them at once, the row on its line
// (`--offline` too). See `Usage.text`.

let main = ExampleMain(program: "ProjectsBrowser", usage: Usage.text, commands: Usage.commands, ownFlags: Usage.flags)
let (transport, baseURL) = main.backend(bundle: .module, bundledBaseURL: ProjectsAPI.bundledBaseURL)
var api = ProjectsAPI(client: APIClient(transport: transport), baseURL: baseURL)
api.offline = main.options.own["--offline"] != nil
api.archive = Usage.archive(main.options)
let savedTab = SavedTab(folder: api.archive == nil ? nil : Usage.stateURL(main.options))
if let folder = Usage.cacheURL(main.options) {
  do {
    api.firstPages = ProjectsAPI.firstPageStorage(in: try ResponseCache(directory: folder))
  } catch {
    // Not fatal: the browser works without a cache, it just starts empty next time.
    FileHandle.standardError.write(Data("ProjectsBrowser: no first-page cache in \(folder.path): \(error)\n".utf8))
  }
}

// A script's search debounce runs on script time (`pause MS`), so its frames never depend on how
// fast the machine is; a terminal session debounces on the real clock.
let searchClock = main.options.script == nil ? nil : ScriptClock()
if main.options.own["--observation"] != nil, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
  main.run { [api] in
    ObservedBrowser(api: api, paging: Usage.paging(main.options), searchClock: searchClock, savedTab: savedTab)
  }
} else {
  main.run { [api] in
    Browser(api: api, paging: Usage.paging(main.options), searchClock: searchClock, savedTab: savedTab)
  }
}
