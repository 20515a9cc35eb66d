// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The command line of ProjectsBrowser.
enum Usage {
  /// The script commands the browser takes besides the runner's (`show`, `wait`, `select N`).
  static let commands = [
    "refresh", "more", "retry", "open N", "back", "tab " + Tab.allCases.map(\.rawValue).joined(separator: "|"),
    "star N", "url URL", "search TEXT", "type TEXT", "pause N", "delete", "clear",
  ]

  /// The browser's own flags: where the first page of each tab is kept between runs, where every
  /// loaded page and the row being read are, whether the network is there, how many projects a tab
  /// holds, and which binding runs.
  static let flags = [
    "--cache-dir DIR", "--no-cache", "--state-dir DIR", "--offline", "--max-size N", "--observation",
  ]

  static let text = """
    usage: ProjectsBrowser [--script "refresh; more; open 3; back; tab popular; star 2; search swift"]
                           [--latency MS] [--fail "3,5"] [--fail-rate P --seed N] [--base-url URL]
                           [--cache-dir DIR | --no-cache] [--state-dir DIR] [--offline]
                           [--max-size N] [--observation]
    \(ExampleOptions.commonUsage)
      --cache-dir DIR       keep each tab's first page in DIR and show it at once next time
                            (default: ReactiveList/ProjectsBrowser in the user's caches folder)
      --no-cache            neither read nor write the first-page cache
      --state-dir DIR       keep every page each tab loaded, the tab and the selected row in DIR:
                            the next run shows them at once, the row on its line, marked "saved"
      --offline             every page load fails as with no connection
      --max-size N          hold at most N projects a tab: pages far from the rows in view are
                            dropped (their rows show "· · ·") and reload when those rows appear;
                            the selected row stays on its line meanwhile
      --observation         run on the @Observable ListModel (the SwiftUI binding) instead of
                            Drivers; the frames are the same
    script commands: refresh, more, retry, open N, back, tab featured|popular|latest, star N,
                     url app://projects/ID | app://projects?tab=NAME (a deep link),
                     search TEXT (the search pane: TEXT typed at once, then the 300 ms debounce
                     passes), type TEXT (letters typed one by one, no pause), pause MS (script
                     time passes: a query settles once its text stayed 300 ms), delete, clear
    \(ExampleCommand.runnerUsage)
    keys (without --script, in a terminal): ↑/↓ select, Enter open, s star, r refresh,
                     m more, Tab next tab, / search (letters type, Backspace erases, Esc
                     clears, Tab back to the tabs), b/Backspace/Esc back, q quit
    with --base-url, serve the same JSON: swift run MockServer --root Examples/ProjectsBrowser/Resources --port N
    """

  /// The first-page cache folder: `--cache-dir`, else `ReactiveList/ProjectsBrowser` in the
  /// user's caches folder (the temporary folder when there is none); `nil` with `--no-cache`.
  static func cacheURL(_ options: ExampleOptions) -> URL? {
    guard options.own["--no-cache"] == nil else { return nil }
    if let directory = options.own["--cache-dir"] { return URL(fileURLWithPath: directory, isDirectory: true) }
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return caches.appendingPathComponent("ReactiveList/ProjectsBrowser", isDirectory: true)
  }

  /// The `--state-dir` folder, if given.
  static func stateURL(_ options: ExampleOptions) -> URL? {
    options.own["--state-dir"].map { URL(fileURLWithPath: $0, isDirectory: true) }
  }

  /// The list archive of `--state-dir` (damaged files are reported on stderr and set aside), or
  /// `nil` without the flag or when the folder cannot be made.
  static func archive(_ options: ExampleOptions) -> ListArchive<Project>? {
    guard let folder = stateURL(options) else { return nil }
    do {
      return try ListArchive<Project>(directory: folder) { error in
        FileHandle.standardError.write(Data("ProjectsBrowser: \(error)\n".utf8))
      }
    } catch {
      FileHandle.standardError.write(Data("ProjectsBrowser: no state directory (\(error))\n".utf8))
      return nil
    }
  }

  /// A tab's empty paging state: 20 projects a page, at most `--max-size` projects held when given.
  static func paging(_ options: ExampleOptions) -> PagingState<Project, PageNumberPaging> {
    let paging = PagingState<Project, PageNumberPaging>(strategy: .pageNumber(pageSize: 20))
    // ExampleOptions accepts only a positive number for an `N` flag.
    guard let maxSize = options.own["--max-size"].flatMap({ Int($0) }) else { return paging }
    return paging.withMaxSize(maxSize)
  }
}

/// The tab on screen, kept in the `--state-dir` folder so the next run opens on it (the archive
/// keeps each tab's rows and the row being read).
struct SavedTab {
  /// The folder; `nil` keeps nothing.
  let folder: URL?

  private var file: URL? { folder?.appendingPathComponent("selected-tab") }

  /// The tab the last run was on, if it said.
  func read() -> Tab? {
    file.flatMap { try? String(contentsOf: $0, encoding: .utf8) }.flatMap(Tab.init(rawValue:))
  }

  /// Keeps `tab` for the next run (best effort: a run without it opens on the first tab).
  func write(_ tab: Tab) {
    guard let file else { return }
    try? Data(tab.rawValue.utf8).write(to: file, options: .atomic)
  }
}
