// SPDX-License-Identifier: MIT

import ExampleSupport

/// The command line of GameList.
enum Usage {
  /// The script commands GameList takes besides the runner's (`show`, `wait`, `select N`).
  static let commands = ["refresh", "more", "retry", "open N", "back", "banner"]

  static let text = """
    usage: GameList [--script "refresh; more; open 3; back; banner"]
                    [--latency MS] [--fail "3,5"] [--fail-rate P --seed N] [--base-url URL]
    \(ExampleOptions.commonUsage)
    script commands: refresh, more, retry, open N (the Nth game), back, banner (open the sale banner),
    \(ExampleCommand.runnerUsage)
    keys (without --script, in a terminal): ↑/↓ select, Enter open, r refresh, m more,
                     b/Backspace/Esc back, q quit
    with --base-url, serve the same JSON: swift run MockServer --root Examples/GameList/Resources --port N
    """
}
