// SPDX-License-Identifier: MIT

import ExampleSupport

/// The command line of Timeline.
enum Usage {
  /// The script commands Timeline takes besides the runner's (`show`, `wait`, `select N`).
  static let commands = ["refresh", "more", "retry", "open N", "back", "gap"]
  /// Timeline's own flags.
  static let ownFlags = ["--state-dir DIR", "--offline", "--later"]

  static let text = """
    usage: Timeline [--script "refresh; more; refresh; open 2; back"]
                    [--latency MS] [--fail "3,5"] [--fail-rate P --seed N] [--base-url URL]
                    [--state-dir DIR] [--offline] [--later]
      --state-dir DIR       keep every loaded page and the selected post in DIR: the next run
                            shows them at once, marked "saved", then puts newer posts on top
      --offline             every request fails as with no connection
      --later               the server after a long absence: 25 posts newer than the bundled
                            ones, so a saved list shows a gap row ("missing posts") below them
    \(ExampleOptions.commonUsage)
    script commands: refresh (first load, then newer posts on top), more (older posts),
                     gap (load the first gap's missing posts), retry, open N, back,
    \(ExampleCommand.runnerUsage)
    keys (without --script, in a terminal): ↑/↓ select, Enter open, r newer posts,
                     m older posts, b/Backspace/Esc back, q quit
    with --base-url, serve the same JSON: swift run MockServer --root Examples/Timeline/Resources --port N
    """
}
