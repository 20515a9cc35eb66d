// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation

/// ProjectsBrowser's own flags: where the first page of each tab is kept between runs.
struct BrowserFlags: Equatable {
  /// The folder of the first-page cache; `nil` for the default one.
  var cacheDirectory: String?
  /// Whether to skip the cache altogether.
  var noCache = false
  /// Whether to run on the `@Observable` `ListModel` (``ObservedBrowser``) instead of Drivers.
  var observation = false

  /// Parses `flag` if it is one of the browser's, taking its value from `arguments`; returns
  /// whether it was.
  mutating func parse(_ flag: String, from arguments: inout ExampleArguments) throws(ExampleUsageError) -> Bool {
    switch flag {
    case "--cache-dir":
      cacheDirectory = try arguments.value(for: flag)
    case "--no-cache":
      noCache = true
    case "--observation":
      observation = true
    default:
      return false
    }
    return true
  }

  /// The cache folder: `--cache-dir`, else `ReactiveList/ProjectsBrowser` in the user's caches
  /// folder (the temporary folder when there is none); `nil` with `--no-cache`.
  var cacheURL: URL? {
    guard !noCache else { return nil }
    if let cacheDirectory { return URL(fileURLWithPath: cacheDirectory, isDirectory: true) }
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return caches.appendingPathComponent("ReactiveList/ProjectsBrowser", isDirectory: true)
  }
}

/// The command line of ProjectsBrowser.
enum Usage {
  static let text = """
    usage: ProjectsBrowser [--script "refresh; more; open 3; back; tab popular; star 2"]
                           [--latency MS] [--fail "3,5"] [--fail-rate P --seed N] [--base-url URL]
                           [--cache-dir DIR | --no-cache] [--observation]
    \(ExampleOptions.commonUsage)
      --cache-dir DIR       keep each tab's first page in DIR and show it at once next time
                            (default: ReactiveList/ProjectsBrowser in the user's caches folder)
      --no-cache            neither read nor write the first-page cache
      --observation         run on the @Observable ListModel (the SwiftUI binding) instead of
                            Drivers; the frames are the same
    script commands: refresh, more, retry, open N, back, tab featured|popular|latest, star N,
                     show (print now, without waiting), wait (print once loads are done),
                     url app://projects/ID | app://projects?tab=NAME (a deep link)
    keys (without --script, in a terminal): ↑/↓ select, Enter open, s star, r refresh,
                     m more, Tab next tab, b/Backspace/Esc back, q quit
    """
}
