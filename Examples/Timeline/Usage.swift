// SPDX-License-Identifier: MIT

import ExampleSupport

/// The command line of Timeline.
enum Usage {
  /// The script commands Timeline takes besides the runner's (`show`, `wait`, `select N`).
  static let commands = ["refresh", "more", "retry", "open N", "back"]

  static let text = """
    usage: Timeline [--script "refresh; more; refresh; open 2; back"]
                    [--latency MS] [--fail "3,5"] [--fail-rate P --seed N] [--base-url URL]
    \(ExampleOptions.commonUsage)
    script commands: refresh (first load, then newer posts on top), more (older posts), retry,
                     open N, back,
    \(ExampleCommand.runnerUsage)
    keys (without --script, in a terminal): ↑/↓ select, Enter open, r newer posts,
                     m older posts, b/Backspace/Esc back, q quit
    with --base-url, serve the same JSON: swift run MockServer --root Examples/Timeline/Resources --port N
    """
}
