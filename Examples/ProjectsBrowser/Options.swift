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

  /// The browser's own flags: where the first page of each tab is kept between runs, how many
  /// projects a tab holds, and which binding runs.
  static let flags = ["--cache-dir DIR", "--no-cache", "--max-size N", "--observation"]

  static let text = """
    usage: ProjectsBrowser [--script "refresh; more; open 3; back; tab popular; star 2; search swift"]
                           [--latency MS] [--fail "3,5"] [--fail-rate P --seed N] [--base-url URL]
                           [--cache-dir DIR | --no-cache] [--max-size N] [--observation]
    \(ExampleOptions.commonUsage)
      --cache-dir DIR       keep each tab's first page in DIR and show it at once next time
                            (default: ReactiveList/ProjectsBrowser in the user's caches folder)
      --no-cache            neither read nor write the first-page cache
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

  /// A tab's empty paging state: 20 projects a page, at most `--max-size` projects held when given.
  static func paging(_ options: ExampleOptions) -> PagingState<Project, PageNumberPaging> {
    let paging = PagingState<Project, PageNumberPaging>(strategy: .pageNumber(pageSize: 20))
    // ExampleOptions accepts only a positive number for an `N` flag.
    guard let maxSize = options.own["--max-size"].flatMap({ Int($0) }) else { return paging }
    return paging.withMaxSize(maxSize)
  }
}
