// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

// ProjectsBrowser: a Git@OSC-style projects list (Featured / Popular / Latest) in the terminal,
// served by MockTransport from the JSON bundled in Resources/ (or by a server with --base-url).
// Interactive in a terminal; `--script` prints frames; `--observation` runs on the @Observable
// ListModel (see ObservedBrowser). See `Usage.text`.

var flags = BrowserFlags()
let (options, mode) = ExampleMain.parse(
  program: "ProjectsBrowser",
  usage: Usage.text,
  tabs: Tab.allCases.map(\.rawValue),
  app: Browser.self
) { flag, arguments throws(ExampleUsageError) in try flags.parse(flag, from: &arguments) }
let backend = ExampleMain.orExit(program: "ProjectsBrowser", usage: Usage.text) { () throws(ExampleUsageError) in
  try ExampleBackend(options: options, bundle: .module, folder: "Resources", bundledBaseURL: ProjectsAPI.bundledBaseURL)
}
var api = ProjectsAPI(client: APIClient(transport: backend.transport), baseURL: backend.baseURL)
if let folder = flags.cacheURL {
  do {
    api.firstPages = ProjectsAPI.firstPageStorage(in: try ResponseCache(directory: folder))
  } catch {
    // Not fatal: the browser works without a cache, it just starts empty next time.
    FileHandle.standardError.write(Data("ProjectsBrowser: no first-page cache in \(folder.path): \(error)\n".utf8))
  }
}

if flags.observation, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
  ExampleMain.run(mode) { [api] in ObservedBrowser(api: api) }
} else {
  ExampleMain.run(mode) { [api] in Browser(api: api) }
}
