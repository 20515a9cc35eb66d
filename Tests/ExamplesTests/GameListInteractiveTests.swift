// SPDX-License-Identifier: MIT

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs GameList on a pseudo-terminal (interactive mode) and drives it with keys.
///
/// Every wait is a deadline on a marker in the output, never a fixed sleep.
@Suite struct GameListInteractiveTests {

  @Test func keysSelectOpenGoBackLoadMoreAndQQuitsRestoringTheTerminal() throws {
    let terminal = try PseudoTerminal(executable: "GameList", arguments: [])
    let first = try terminal.expect("--- 10 games · pull up to load more ---")
    #expect(first.contains("›     ★ Winter Sale: up to 70% off"), "the banner is selectable, not numbered")
    #expect(first.contains("↑/↓ select · Enter open · r refresh · m more · q quit"), "no `s star` hint")
    #expect(first.contains("  ── Sat 21 Nov 2026 ──"))
    #expect(terminal.modes() == .raw)

    terminal.send(.enter)
    try terminal.expect("  https://games.example/sale")
    terminal.send(.escape)
    try terminal.expect("›     ★ Winter Sale")
    terminal.send(.down)
    try terminal.expect("›   1 Silent Skies")
    terminal.send(.enter)
    let detail = try terminal.expect("  developer: Moonpeak")
    #expect(detail.contains("GameList ‹ back"))
    terminal.send(.backspace)
    try terminal.expect("›   1 Silent Skies")
    terminal.send("m")
    try terminal.expect("--- 20 games · pull up to load more ---")
    terminal.send("s")  // Nothing to star here: the key does nothing.
    terminal.send("r")
    try terminal.expect("--- 10 games · pull up to load more ---")

    terminal.send("q")
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
    #expect(terminal.modes() == .cooked)
    #expect(!terminal.output.contains("★ 1"))
  }

  @Test func interruptRestoresTheTerminalAndEndsTheProcess() throws {
    let terminal = try PseudoTerminal(executable: "GameList", arguments: [])
    try terminal.expect("--- 10 games · pull up to load more ---")
    #expect(terminal.modes() == .raw)
    kill(terminal.process.processIdentifier, SIGINT)
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .uncaughtSignal, status: SIGINT))
    #expect(terminal.modes() == .cooked)
  }
}
